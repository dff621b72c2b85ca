/**
 * The dialog behind "Guardar búsqueda": an optional name (empty, the API
 * names the search after its filters, which the hint shows in words, as the
 * API words them) and how often to mail new animals, then POST. The API's
 * refusal (the same search already saved, too many) is shown in the dialog.
 */
import { useMemo, useState, type FormEvent } from 'react';
import {
  SAVED_SEARCH_DEFAULT_FREQUENCY,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  type SavedSearchFrequency,
} from '@huella/shared/constants';
import { savedSearchesMessages } from '@huella/shared/messages/saved-searches';
import {
  savedSearchFiltersSchema,
  savedSearchSummary,
} from '@huella/shared/schemas/saved-searches';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-form-errors';
import { useCreateSavedSearchMutation } from '../api/create-saved-search';

const text = savedSearchesMessages.screens.save;

interface SaveSearchDialogProps {
  filters: Record<string, string>;
  onClose: () => void;
  /** Called with the name the search was saved under. */
  onSaved: (name: string) => void;
}

export function SaveSearchDialog({ filters, onClose, onSaved }: SaveSearchDialogProps) {
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<SavedSearchFrequency>(SAVED_SEARCH_DEFAULT_FREQUENCY);
  const create = useCreateSavedSearchMutation();
  const summary = useMemo(() => {
    const parsed = savedSearchFiltersSchema.safeParse(filters);
    return parsed.success ? savedSearchSummary(parsed.data) : '';
  }, [filters]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const given = name.trim();
    create.mutate(
      { ...(given ? { name: given } : {}), filters, frequency },
      { onSuccess: (saved) => onSaved(saved.name) },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={text.title}
      description={text.text}
      closeLabel={text.close}
      width="narrow"
    >
      <form onSubmit={submit} className="space-y-5 px-5 py-5 sm:px-6">
        {create.isError ? <FormAlert>{apiErrorMessage(create.error)}</FormAlert> : null}
        <TextField
          label={text.name}
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          hint={summary ? text.nameHint(summary) : undefined}
          autoComplete="off"
          data-autofocus
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">{text.frequency}</legend>
          <div className="space-y-2">
            {SAVED_SEARCH_FREQUENCIES.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 py-2.5 has-checked:border-primary has-checked:bg-secondary/30"
              >
                <input
                  type="radio"
                  name="frequency"
                  value={value}
                  checked={frequency === value}
                  onChange={() => setFrequency(value)}
                  className="size-4 accent-primary"
                />
                <span className="text-sm text-ink">{savedSearchesMessages.frequencies[value]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="primary" disabled={create.isPending}>
            {create.isPending ? text.saving : text.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
