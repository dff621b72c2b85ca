/**
 * One announcement in Anuncios: its photo, name, shelter, state, dates and
 * views, and what its shelter can do with it: edit, change the state, renew
 * (once expired or about to), delete (after a confirmation) and, while it is
 * on the public list, open its public page. Each action ends in a toast.
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { Building2, ExternalLink, Eye, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { PET_STATES } from '@huella/shared/constants';
import { accountMessages } from '@huella/shared/messages/account';
import { commonMessages } from '@huella/shared/messages/common';
import type { Pet } from '@huella/shared/schemas/pets';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useDialog } from '../../../components/ui/dialog';
import { withOpenRequestsConfirmed } from '../../../lib/open-requests-confirmation';
import { useChangeAnnouncementState } from '../api/change-announcement-state';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { useRenewAnnouncement } from '../api/renew-announcement';
import { formatLongDate, formatShortDate } from '../../../lib/dates';
import { announcementLife } from '../utils/announcement-life';
import { PetPhoto } from '../../../components/ui/pet-photo';

const announcementsText = accountMessages.announcements;
type PetState = Pet['state'];

/** The thumbnail is 6rem wide on phones and 10rem from 640 px. */
const THUMB_SIZES = '(min-width: 640px) 160px, 96px';

const STATE_TONES: Record<PetState, string> = {
  en_adopcion: 'bg-green-50 text-success ring-green-600/25',
  pendiente: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  adoptada: 'bg-secondary/40 text-primary ring-primary/20',
};

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : commonMessages.errors.unknown;

interface AnnouncementItemProps {
  pet: Pet;
  /** The shelter's name is worth showing when the list spans several shelters. */
  showShelter: boolean;
  /** Called before an action that may take the item off the list. */
  onLeaving: () => void;
}

export function AnnouncementItem({ pet, showShelter, onLeaving }: AnnouncementItemProps) {
  const headingId = useId();
  const stateId = useId();
  const dialog = useDialog();
  const changeState = useChangeAnnouncementState();
  const renew = useRenewAnnouncement();
  const remove = useDeleteAnnouncement();
  const life = announcementLife(pet);
  const busy = changeState.isPending || renew.isPending || remove.isPending;
  const shownState = changeState.isPending ? changeState.variables.state : pet.state;

  // The toasts follow the promise, not mutate()'s callbacks: those are dropped
  // when the change takes the item off the list (and unmounts it) first.
  const run = async <T,>(action: () => Promise<T>, success: (result: T) => string) => {
    onLeaving();
    try {
      toast.success(success(await action()));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  // With open adoption requests the person is asked first; keeping them open changes nothing.
  const onStateChange = async (state: PetState) => {
    onLeaving();
    try {
      const changed = await withOpenRequestsConfirmed(dialog, (closeOpenRequests) =>
        changeState.mutateAsync({ id: pet.id, state, closeOpenRequests }),
      );
      if (changed)
        toast.success(announcementsText.stateChanged(pet.name, announcementsText.states[state]));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const onRenew = () =>
    run(
      () => renew.mutateAsync(pet.id),
      (renewed) => announcementsText.renewed(pet.name, formatLongDate(renewed.expires_at)),
    );

  const onDelete = async () => {
    const confirmed = await dialog.confirm({
      title: announcementsText.deleteConfirm.title,
      message: announcementsText.deleteConfirm.message(pet.name),
      confirmLabel: announcementsText.deleteConfirm.label,
      type: 'error',
    });
    if (!confirmed) return;
    await run(
      () => remove.mutateAsync(pet.id),
      () => announcementsText.deleted(pet.name),
    );
  };

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      tabIndex={-1}
      className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:grid-cols-[10rem_minmax(0,1fr)] sm:p-5"
    >
      <Thumbnail pet={pet} />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <h3 id={headingId} className="text-lg font-bold text-primary [overflow-wrap:anywhere]">
            {pet.name}
          </h3>
          <div className="flex flex-wrap gap-1.5">
            <Badge className={STATE_TONES[pet.state]}>{announcementsText.states[pet.state]}</Badge>
            {life.expired ? (
              <Badge className="bg-red-50 text-danger ring-red-600/25">
                {announcementsText.expired}
              </Badge>
            ) : life.expiresSoon ? (
              <Badge className="bg-highlight/25 text-primary ring-amber-600/30">
                {announcementsText.expiresSoon}
              </Badge>
            ) : null}
          </div>
        </div>
        {showShelter ? (
          <p className="mt-1 flex items-start gap-1.5 text-sm text-muted">
            <Building2 className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            <span className="sr-only">{announcementsText.shelter}: </span>
            <span className="[overflow-wrap:anywhere]">{pet.shelter_name}</span>
          </p>
        ) : null}
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <DateEntry label={announcementsText.dates.published} iso={pet.published_at} />
          {life.wasRenewed ? (
            <DateEntry label={announcementsText.dates.renewed} iso={pet.renewed_at} />
          ) : null}
          <DateEntry
            label={
              life.expired ? announcementsText.dates.expiredOn : announcementsText.dates.expires
            }
            iso={pet.expires_at}
            emphasis={life.expired || life.expiresSoon}
          />
          <Entry label={announcementsText.viewsLabel}>
            <span className="inline-flex items-center gap-1">
              <Eye className="size-4 text-muted" aria-hidden="true" />
              {pet.views}
            </span>
          </Entry>
        </dl>
      </div>

      <div
        role="group"
        aria-label={announcementsText.actions.label(pet.name)}
        className="col-span-2 flex flex-wrap items-center gap-2 border-t border-gray-100 pt-3 sm:col-start-2 sm:col-end-3 sm:border-0 sm:pt-0"
      >
        <div className="flex items-center gap-2">
          <label htmlFor={stateId} className="text-sm font-medium text-muted">
            {announcementsText.actions.state}
          </label>
          <select
            id={stateId}
            aria-label={announcementsText.actions.stateOf(pet.name)}
            value={shownState}
            disabled={busy}
            onChange={(event) => void onStateChange(event.target.value as PetState)}
            className="rounded-full border border-gray-300 bg-white py-1.5 pr-8 pl-3 text-sm text-ink focus:border-primary focus:ring-2 focus:ring-secondary-dark focus:outline-none disabled:opacity-60"
          >
            {PET_STATES.map((state) => (
              <option key={state} value={state}>
                {announcementsText.states[state]}
              </option>
            ))}
          </select>
        </div>
        <Link
          to={`/dashboard/adoption_announcement/${pet.id}`}
          className={buttonClasses('secondary', 'sm')}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {announcementsText.actions.edit} <span className="sr-only">{pet.name}</span>
        </Link>
        {life.canRenew ? (
          <Button variant="accent" size="sm" onClick={() => void onRenew()} disabled={busy}>
            <RefreshCw
              className={`size-4 ${renew.isPending ? 'animate-spin motion-reduce:animate-none' : ''}`}
              aria-hidden="true"
            />
            {announcementsText.actions.renew} <span className="sr-only">{pet.name}</span>
          </Button>
        ) : null}
        {life.isPublic ? (
          <Link to={`/adopciones/animal/${pet.id}`} className={buttonClasses('ghost', 'sm')}>
            <ExternalLink className="size-4" aria-hidden="true" />
            {announcementsText.actions.view} <span className="sr-only">{pet.name}</span>
          </Link>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void onDelete()}
          disabled={busy}
          className="text-danger hover:bg-red-50"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {announcementsText.actions.delete} <span className="sr-only">{pet.name}</span>
        </Button>
      </div>
    </article>
  );
}

function Thumbnail({ pet }: { pet: Pet }) {
  return (
    <div className="aspect-4/3 self-start sm:row-span-2 overflow-hidden rounded-xl bg-secondary/30">
      <PetPhoto
        photo={pet.images[0]}
        image={pet.image}
        imageSize={{ width: 800, height: 600 }}
        sizes={THUMB_SIZES}
        loading="lazy"
        className="size-full object-cover"
        placeholderClassName="flex size-full items-center justify-center text-primary/40"
        pawClassName="size-8"
      />
    </div>
  );
}

function Badge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${className}`}
    >
      {children}
    </span>
  );
}

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

function DateEntry({
  label,
  iso,
  emphasis = false,
}: {
  label: string;
  iso: string;
  emphasis?: boolean;
}) {
  return (
    <Entry label={label}>
      <time dateTime={iso} className={`whitespace-nowrap ${emphasis ? 'text-danger' : ''}`}>
        {formatShortDate(iso)}
      </time>
    </Entry>
  );
}
