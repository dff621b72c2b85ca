/**
 * Mi cuenta → Búsquedas guardadas (issue 20), where the alert mails lead
 * (/dashboard?seccion=busquedas): each search with its name, its filters in
 * words and how often it mails (a select that saves as it changes), the way
 * to pause or resume its alerts, to delete it (after asking) and to see its
 * results on /adopciones. With none, how to save one from Adopciones.
 */
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { BellRing, ExternalLink, Pause, Play, Trash2 } from 'lucide-react';
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '@huella/shared/constants';
import { savedSearchesMessages } from '@huella/shared/messages/saved-searches';
import type { SavedSearch, SavedSearchPatch } from '@huella/shared/schemas/saved-searches';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useDialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { SectionPanel } from '../../../components/ui/section-panel';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-form-errors';
import { useDeleteSavedSearchMutation } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/list-saved-searches';
import { useUpdateSavedSearchMutation } from '../api/update-saved-search';

const text = savedSearchesMessages.screens.section;
const frequencies = savedSearchesMessages.frequencies;

interface SavedSearchItemProps {
  search: SavedSearch;
  busy: boolean;
  onChange: (patch: SavedSearchPatch, done: string) => void;
  onDelete: () => void;
}

function SavedSearchItem({ search, busy, onChange, onDelete }: SavedSearchItemProps) {
  const frequencyId = useId();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-5"
      aria-busy={busy || undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h3
          id={titleId}
          className="min-w-0 text-lg font-bold text-primary [overflow-wrap:anywhere]"
        >
          {search.name}
        </h3>
        {search.paused ? (
          <span className="rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-900">
            {text.paused}
          </span>
        ) : null}
      </div>
      {/* A search named after its filters already says them. */}
      {search.summary !== search.name ? (
        <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">
          <span className="sr-only">{text.filters}: </span>
          {search.summary}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {/* Full width on phones: a select's longest option must not widen the page. */}
        <div className="w-full min-w-0 sm:w-auto">
          <label htmlFor={frequencyId} className="mb-1 block text-sm font-medium text-ink">
            {text.frequency}
          </label>
          <select
            id={frequencyId}
            value={search.frequency}
            disabled={busy}
            onChange={(event) => {
              const frequency = event.target.value as SavedSearchFrequency;
              onChange({ frequency }, text.frequencyChanged(frequencies[frequency]));
            }}
            className="w-full rounded-full border border-gray-300 bg-white px-4 py-2 text-ink focus:border-primary focus:ring-2 focus:ring-secondary-dark focus:outline-none disabled:opacity-60 sm:w-auto"
          >
            {SAVED_SEARCH_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {frequencies[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            className="min-h-11"
            disabled={busy}
            aria-label={
              search.paused ? text.resumeLabel(search.name) : text.pauseLabel(search.name)
            }
            onClick={() =>
              onChange(
                { paused: !search.paused },
                search.paused ? text.resumedDone(search.name) : text.pausedDone(search.name),
              )
            }
          >
            {search.paused ? (
              <Play className="size-4" aria-hidden="true" />
            ) : (
              <Pause className="size-4" aria-hidden="true" />
            )}
            {search.paused ? text.resume : text.pause}
          </Button>
          <Button
            variant="danger-ghost"
            size="sm"
            className="min-h-11"
            disabled={busy}
            aria-label={text.deleteLabel(search.name)}
            onClick={onDelete}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {text.delete}
          </Button>
          <ButtonLink
            to={search.results_url}
            variant="primary"
            size="sm"
            className="min-h-11"
            aria-label={text.viewResultsLabel(search.name)}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {text.viewResults}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

export function SavedSearchesSection() {
  const searches = useSavedSearches();
  const update = useUpdateSavedSearchMutation();
  const remove = useDeleteSavedSearchMutation();
  const dialog = useDialog();
  const [pending, setPending] = useState<number | null>(null);
  // After a deletion the button that had focus is gone: focus goes to the count.
  const countRef = useRef<HTMLParagraphElement>(null);

  const change = (search: SavedSearch, patch: SavedSearchPatch, done: string) => {
    setPending(search.id);
    update.mutate(
      { id: search.id, patch },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(apiErrorMessage(error)),
        onSettled: () => setPending(null),
      },
    );
  };

  const askToDelete = async (search: SavedSearch) => {
    const confirmed = await dialog.confirm({
      title: text.deleteTitle,
      message: text.deleteMessage(search.name),
      type: 'warning',
      confirmLabel: text.delete,
    });
    if (!confirmed) return;
    setPending(search.id);
    remove.mutate(search.id, {
      onSuccess: () => {
        toast.success(text.deleted(search.name));
        countRef.current?.focus();
      },
      onError: (error) => toast.error(apiErrorMessage(error)),
      onSettled: () => setPending(null),
    });
  };

  let content;
  if (searches.isPending) {
    content = <Spinner label={text.loading} showLabel />;
  } else if (searches.isError) {
    content = (
      <LoadError
        message={text.loadError}
        detail={apiErrorMessage(searches.error)}
        onRetry={() => void searches.refetch()}
      />
    );
  } else if (searches.data.length === 0) {
    content = (
      <EmptyState
        Icon={BellRing}
        title={text.empty}
        hint={text.emptyHint}
        action={
          <ButtonLink to="/adopciones" variant="accent">
            {text.toCatalogue}
          </ButtonLink>
        }
      />
    );
  } else {
    content = (
      <>
        <p
          ref={countRef}
          tabIndex={-1}
          className="mb-4 rounded text-sm font-medium text-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          {text.count(searches.data.length)}
        </p>
        <ul className="space-y-4">
          {searches.data.map((search) => (
            <li key={search.id}>
              <SavedSearchItem
                search={search}
                busy={pending === search.id}
                onChange={(patch, done) => change(search, patch, done)}
                onDelete={() => void askToDelete(search)}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <SectionPanel title={text.title}>
      <p className="-mt-3 mb-6 text-muted">{text.intro}</p>
      {content}
    </SectionPanel>
  );
}
