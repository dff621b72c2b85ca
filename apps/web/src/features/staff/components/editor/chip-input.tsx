/**
 * Categories or tags as chips: typed and added with Enter or a comma (or the
 * Añadir button), each removable with its own labelled button; Backspace in
 * the empty field takes the last one away.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { BLOG_TERM_MAX_LENGTH } from '@huella/shared/constants';
import { staffMessages } from '@huella/shared/messages/staff';
import { Button } from '../../../../components/ui/button';

const text = staffMessages.editor;

interface ChipInputProps {
  id: string;
  label: string;
  hint: string;
  values: string[];
  max: number;
  error?: string;
  onChange: (values: string[]) => void;
}

export function ChipInput({ id, label, hint, values, max, error, onChange }: ChipInputProps) {
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const hintId = useId();
  const errorId = `${id}-error`;
  const full = values.length >= max;

  const add = () => {
    const term = draft.trim().replace(/,+$/, '').trim();
    if (!term) return;
    if (values.some((value) => value.toLowerCase() === term.toLowerCase())) {
      setNote(text.termDuplicate);
      return;
    }
    if (full) return;
    onChange([...values, term.slice(0, BLOG_TERM_MAX_LENGTH)]);
    setDraft('');
    setNote(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };

  const message = error ?? note;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      {values.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={label}>
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm font-medium text-primary"
            >
              {value}
              <button
                type="button"
                aria-label={text.removeTerm(value)}
                onClick={() => onChange(values.filter((item) => item !== value))}
                className="rounded-full p-1 hover:bg-secondary-dark"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          disabled={full}
          maxLength={BLOG_TERM_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, message ? errorId : null].filter(Boolean).join(' ')}
          onChange={(event) => {
            setDraft(event.target.value);
            setNote(null);
          }}
          onKeyDown={onKeyDown}
          className={`block w-full min-w-0 rounded-lg border bg-white px-3 py-2.5 text-base text-ink focus:border-primary focus:ring-2 focus:ring-secondary-dark focus:outline-none disabled:bg-gray-100 ${
            error ? 'border-danger' : 'border-gray-300'
          }`}
        />
        <Button variant="secondary" onClick={add} disabled={full || !draft.trim()}>
          {text.addTerm}
        </Button>
      </div>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      {message ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}
