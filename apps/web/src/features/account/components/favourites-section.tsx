/**
 * Favoritos (spec §2, §4): the user's favourite animals as cards (photo and
 * name) that open the animal's page with the animal in the navigation state
 * (the page scrolls to the top, as every new page does). Six at first, three
 * more per 'Descubre más' until all are shown; the 'Filtros' select narrows
 * them by kind. With none, the spec's empty state leads to the catalogue.
 * Each card shows the animal's state (Reservado, Adoptado) and a heart that
 * removes it; the card then offers "Deshacer" in its place (focus moves
 * there) until the section is opened again. With a compatibility
 * questionnaire, each card says why the animal fits or what to consider
 * (issue 20). Above the cards: the switch for mails about favourites and the
 * news of those whose state changed.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Heart, MapPin } from 'lucide-react';
import { FAVOURITES_PAGE_SIZE, FAVOURITES_STEP, PET_KINDS } from '@huella/shared/constants';
import { accountMessages } from '@huella/shared/messages/account';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import { favouriteUpdatesMessages } from '@huella/shared/messages/favourite-updates';
import type { Animal } from '@huella/shared/schemas/pets';
import { LoadError } from '../../../components/ui/load-error';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useMyFavourites } from '../api/list-my-favourites';
import { useAddMyFavouriteMutation } from '../api/add-my-favourite';
import { useRemoveMyFavouriteMutation } from '../api/remove-my-favourite';
import { AnimalStateBadge } from '../../../components/ui/animal-state-badge';
import { CompatibilityChips } from '../../../components/ui/compatibility-chips';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { useMe } from '../../../lib/use-me';
import { FavouriteUpdatesPanel } from './favourite-updates-panel';
import { SectionPanel } from '../../../components/ui/section-panel';
import { PetPhoto } from '../../../components/ui/pet-photo';

const favouritesText = accountMessages.favourites;
const card = adoptionsMessages.card;
type KindFilter = '' | (typeof PET_KINDS)[number];

/** Two columns on phones, three from 640 px: roughly the card's width. */
const CARD_SIZES = '(min-width: 640px) 280px, 50vw';

interface FavouriteCardProps {
  animal: Animal;
  onRemove: () => void;
  busy: boolean;
}

function FavouriteCard({ animal, onRemove, busy }: FavouriteCardProps) {
  const name = animal.name.trim() || card.noName;
  return (
    <div className="relative h-full">
      <Link
        to={`/adopciones/animal/${animal.id}`}
        state={{ animal }}
        className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-primary/10 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
      >
        <div className="relative aspect-4/3 overflow-hidden bg-secondary/30">
          <AnimalStateBadge
            state={animal.state}
            className="absolute bottom-2 left-2 z-10 shadow-sm"
          />
          <PetPhoto
            photo={animal.images[0]}
            sizes={CARD_SIZES}
            loading="lazy"
            className="size-full object-cover transition duration-300 group-hover:scale-105"
            placeholderClassName="flex size-full items-center justify-center text-primary/40"
            pawClassName="size-10"
          />
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
          <span className="truncate font-bold text-primary">{name}</span>
          <span className="flex items-center gap-1 text-sm text-muted">
            <MapPin className="size-3.5 shrink-0 text-accent" aria-hidden="true" />
            <span className="sr-only">{card.location}: </span>
            <span className="truncate">{animal.location.trim() || card.noLocation}</span>
          </span>
          <CompatibilityChips animal={animal} />
        </div>
      </Link>
      {/* Beside the link, not in it: a button inside a link is neither valid nor reachable. */}
      <button
        type="button"
        aria-label={adoptionsMessages.favourite.remove(name)}
        disabled={busy}
        onClick={onRemove}
        data-heart
        className="absolute top-2 right-2 z-10 flex size-11 items-center justify-center rounded-full bg-white/95 text-accent shadow-md ring-1 ring-primary/10 transition hover:scale-105 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:opacity-60"
      >
        <Heart className="size-5 fill-current" aria-hidden="true" />
      </button>
    </div>
  );
}

/** Where a removed card was: what happened and the way back, until the section is opened again. */
function RemovedCard({ name, onUndo, busy }: { name: string; onUndo: () => void; busy: boolean }) {
  return (
    <div className="flex h-full min-h-40 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-primary/20 p-4 text-center">
      <p className="text-sm font-medium text-primary">{favouriteUpdatesMessages.removed(name)}</p>
      <Button variant="secondary" size="sm" disabled={busy} onClick={onUndo} data-undo>
        {favouriteUpdatesMessages.removeUndo}
      </Button>
    </div>
  );
}

export function FavouritesSection() {
  const filterId = useId();
  const favourites = useMyFavourites();
  const me = useMe();
  const { email } = useSession();
  const queryClient = useQueryClient();
  const remove = useRemoveMyFavouriteMutation();
  const add = useAddMyFavouriteMutation();
  // Removed here on this visit: their cards offer "Deshacer" instead.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  // After the heart, focus goes to "Deshacer"; after "Deshacer", back to the heart.
  const focusAfter = useRef<{ pet: number; target: 'heart' | 'undo' } | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const [kind, setKind] = useState<KindFilter>('');
  const [visible, setVisible] = useState(FAVOURITES_PAGE_SIZE);
  const listRef = useRef<HTMLUListElement>(null);
  // After 'Descubre más', keyboard focus moves to the first card it revealed.
  const focusNext = useRef<number | null>(null);

  useEffect(() => {
    if (focusNext.current === null) return;
    listRef.current?.children[focusNext.current]?.querySelector<HTMLElement>('a, button')?.focus();
    focusNext.current = null;
  }, [visible]);

  useEffect(() => {
    if (focusAfter.current === null) return;
    const { pet, target } = focusAfter.current;
    listRef.current?.querySelector<HTMLElement>(`[data-pet="${pet}"] [data-${target}]`)?.focus();
    focusAfter.current = null;
  }, [removed]);

  function change(animal: Animal, favourite: boolean) {
    const userId = me.data?.id;
    if (userId === undefined) return;
    const name = animal.name.trim() || card.noName;
    setPending(animal.id);
    (favourite ? add : remove).mutate(
      { userId, petId: animal.id },
      {
        onSuccess: () => {
          setRemoved((current) => {
            const next = new Set(current);
            if (favourite) next.delete(animal.id);
            else next.add(animal.id);
            return next;
          });
          focusAfter.current = { pet: animal.id, target: favourite ? 'heart' : 'undo' };
          // The list stays as it is on this visit; the next one fetches it again.
          void queryClient.invalidateQueries({
            queryKey: queryKeys.myFavourites(email),
            refetchType: 'none',
          });
          toast.success(
            favourite
              ? favouriteUpdatesMessages.restored(name)
              : favouriteUpdatesMessages.removed(name),
          );
        },
        onError: () => toast.error(adoptionsMessages.favourite.error),
        onSettled: () => setPending(null),
      },
    );
  }

  const toCatalogue = (
    <ButtonLink to="/adopciones" variant="accent">
      {favouritesText.discover}
    </ButtonLink>
  );

  const all = favourites.data ?? [];
  const matching = kind ? all.filter((animal) => animal.kind === kind) : all;
  const shown = matching.slice(0, visible);
  const kept = all.length - all.filter((animal) => removed.has(animal.id)).length;

  let content;
  if (favourites.isPending) {
    content = <Spinner label={favouritesText.loading} showLabel />;
  } else if (favourites.isError) {
    content = (
      <LoadError message={favouritesText.loadError} onRetry={() => void favourites.refetch()} />
    );
  } else if (all.length === 0) {
    content = (
      <EmptyState
        Icon={Heart}
        title={favouritesText.empty}
        hint={favouritesText.emptyHint}
        action={toCatalogue}
      />
    );
  } else if (matching.length === 0) {
    content = (
      <p className="rounded-2xl bg-secondary/20 px-6 py-10 text-center font-medium text-primary">
        {favouritesText.emptyKind}
      </p>
    );
  } else {
    content = (
      <>
        <ul ref={listRef} className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6">
          {shown.map((animal) => (
            <li key={animal.id} data-pet={animal.id}>
              {removed.has(animal.id) ? (
                <RemovedCard
                  name={animal.name.trim() || card.noName}
                  busy={pending === animal.id}
                  onUndo={() => change(animal, true)}
                />
              ) : (
                <FavouriteCard
                  animal={animal}
                  busy={pending === animal.id}
                  onRemove={() => change(animal, false)}
                />
              )}
            </li>
          ))}
        </ul>
        {shown.length < matching.length ? (
          <div className="mt-8 flex flex-col items-center gap-2">
            <Button
              variant="accent"
              onClick={() => {
                focusNext.current = shown.length;
                setVisible((current) => current + FAVOURITES_STEP);
              }}
            >
              {favouritesText.discover}
            </Button>
            <p className="text-sm text-muted">
              {favouritesText.shown(shown.length, matching.length)}
            </p>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <SectionPanel title={favouritesText.title}>
      <FavouriteUpdatesPanel />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={filterId} className="text-sm font-semibold text-primary">
            {favouritesText.filters}
          </label>
          <select
            id={filterId}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as KindFilter);
              setVisible(FAVOURITES_PAGE_SIZE);
            }}
            className="rounded-full border border-gray-300 bg-white px-4 py-2 text-ink focus:border-primary focus:ring-2 focus:ring-secondary-dark focus:outline-none"
          >
            <option value="">{favouritesText.filterAll}</option>
            {PET_KINDS.map((value) => (
              <option key={value} value={value}>
                {favouritesText.filterKinds[value]}
              </option>
            ))}
          </select>
        </div>
        {kept > 0 ? (
          <p className="text-sm font-medium text-muted">{favouritesText.count(kept)}</p>
        ) : null}
      </div>
      {content}
    </SectionPanel>
  );
}
