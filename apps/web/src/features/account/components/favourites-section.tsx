/**
 * Favoritos (spec §2): the filter and the user's favourite animals. Until the
 * favourites issue brings the cards, a user with favourites is told how many
 * they have; one without sees the spec's empty state and 'Descubre más'.
 */
import { useId } from 'react';
import { Heart } from 'lucide-react';
import { accountMessages } from '@huella/shared/messages';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionPanel } from './section-panel';

const f = accountMessages.favourites;

export function FavouritesSection({ favourites }: { favourites: readonly number[] }) {
  const filterId = useId();
  const discover = (
    <ButtonLink to="/adopciones" variant="accent">
      {f.discover}
    </ButtonLink>
  );
  return (
    <SectionPanel title={f.title}>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <label htmlFor={filterId} className="text-sm font-semibold text-primary">
          {f.filters}
        </label>
        <select
          id={filterId}
          // Filtering needs the favourite cards, which come with the favourites issue.
          disabled
          className="rounded-full border border-gray-300 bg-white px-4 py-2 text-ink disabled:cursor-not-allowed disabled:bg-gray-100"
          defaultValue=""
        >
          <option value="">{f.filterAll}</option>
          {Object.entries(f.filterKinds).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {favourites.length === 0 ? (
        <EmptyState Icon={Heart} title={f.empty} hint={f.emptyHint} action={discover} />
      ) : (
        <EmptyState Icon={Heart} title={f.count(favourites.length)} action={discover} />
      )}
    </SectionPanel>
  );
}
