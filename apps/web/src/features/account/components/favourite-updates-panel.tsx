/**
 * The top of Favoritos (issue 14): the switch for mails about favourites
 * (on by default, which it says) and "Novedades de tus favoritos", the
 * notices of favourites reserved, adopted or available again. What was new
 * is marked read once shown, but keeps its "Nuevo" mark for this visit.
 */
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { Bell } from 'lucide-react';
import { favouriteUpdatesMessages } from '@huella/shared/messages/favourite-updates';
import type { FavouriteUpdate } from '@huella/shared/schemas/favourite-updates';
import { AnimalStateBadge } from '../../../components/ui/animal-state-badge';
import { Checkbox } from '../../../components/ui/checkbox';
import { PetPhoto } from '../../../components/ui/pet-photo';
import { formatShortDate } from '../../../lib/dates';
import { useMe } from '../../../lib/use-me';
import { useFavouriteUpdates } from '../api/list-favourite-updates';
import { useMarkFavouriteUpdatesRead } from '../api/mark-favourite-updates-read';
import { useUpdatePreferencesMutation } from '../api/update-preferences';

const text = favouriteUpdatesMessages;

function MailSwitch() {
  const me = useMe();
  const update = useUpdatePreferencesMutation();
  const hintId = useId();
  if (!me.data) return null;
  const checked = update.isPending
    ? (update.variables.favourite_update_mails ?? me.data.favourite_update_mails)
    : me.data.favourite_update_mails;
  return (
    <div className="rounded-2xl bg-secondary/20 p-4">
      <Checkbox
        label={<span className="font-semibold text-primary">{text.mailSwitch}</span>}
        checked={checked}
        disabled={update.isPending}
        aria-describedby={hintId}
        onChange={(event) => {
          const on = event.target.checked;
          update.mutate(
            { favourite_update_mails: on },
            {
              onSuccess: () => toast.success(on ? text.mailSwitchOn : text.mailSwitchOff),
              onError: () => toast.error(text.mailSwitchError),
            },
          );
        }}
      />
      <p id={hintId} className="mt-1 pl-8 text-sm text-muted">
        {text.mailSwitchHint}
      </p>
    </div>
  );
}

function Notice({ notice, isNew }: { notice: FavouriteUpdate; isNew: boolean }) {
  return (
    <Link
      to={`/adopciones/animal/${notice.pet.id}`}
      className="flex items-center gap-3 rounded-xl p-2 hover:bg-secondary/30 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
    >
      <span className="size-14 shrink-0 overflow-hidden rounded-lg bg-secondary/30">
        <PetPhoto
          image={notice.pet.image}
          omitPhotoSize
          loading="lazy"
          className="size-full object-cover"
          placeholderClassName="flex size-full items-center justify-center text-primary/40"
          pawClassName="size-6"
        />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-sm font-medium text-ink">
          {text.news[notice.state](notice.pet.name, notice.pet.gender)}
        </span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted">
          {isNew ? (
            <span className="rounded-full bg-accent px-2 py-0.5 font-bold text-white">
              {text.newLabel}
            </span>
          ) : null}
          <AnimalStateBadge state={notice.state} showAvailable className="py-0.5" />
          <time dateTime={notice.created_at}>{formatShortDate(notice.created_at)}</time>
        </span>
      </span>
    </Link>
  );
}

export function FavouriteUpdatesPanel() {
  const headingId = useId();
  const updates = useFavouriteUpdates();
  const markRead = useMarkFavouriteUpdatesRead();
  // The cache keeps `read: false` after marking (only the count drops), so what
  // was new keeps its mark until the list is fetched again.
  const items = updates.data?.items ?? [];
  const unreadIds = items.filter((item) => !item.read).map((item) => item.id);
  const unreadKey = unreadIds.join(',');
  const { mutate } = markRead;

  useEffect(() => {
    if (unreadKey) mutate(unreadKey.split(',').map(Number));
  }, [unreadKey, mutate]);

  return (
    <div className="mb-8 space-y-4">
      <MailSwitch />
      {items.length > 0 ? (
        <section aria-labelledby={headingId}>
          <h3
            id={headingId}
            className="mb-2 flex items-center gap-2 text-lg font-bold text-primary"
          >
            <Bell className="size-5 text-accent" aria-hidden="true" />
            {text.title}
          </h3>
          <ul className="divide-y divide-gray-100 rounded-2xl ring-1 ring-gray-200">
            {items.map((notice) => (
              <li key={notice.id}>
                <Notice notice={notice} isNew={!notice.read} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
