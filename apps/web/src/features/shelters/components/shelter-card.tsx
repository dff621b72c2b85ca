/**
 * A card of the shelter directory: logo, name (the link to its page, which
 * the whole card extends), kind and city, the verified badge and how many
 * animals it has in adoption.
 */
import { Link } from 'react-router';
import { MapPin, PawPrint } from 'lucide-react';
import { sheltersMessages } from '@huella/shared/messages/shelters';
import type { ShelterDirectoryEntry } from '@huella/shared/schemas/shelters';
import { ShelterLogo } from './shelter-logo';
import { VerifiedBadge } from './verified-badge';

const directoryText = sheltersMessages.directory;

export function ShelterCard({ shelter }: { shelter: ShelterDirectoryEntry }) {
  return (
    <article className="group relative flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 transition-shadow focus-within:ring-2 focus-within:ring-primary hover:shadow-md sm:flex-col sm:p-5">
      <ShelterLogo
        name={shelter.name}
        photo={shelter.photo}
        className="size-20 shrink-0 rounded-xl sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-xs font-bold tracking-wide text-accent uppercase">
          {sheltersMessages.kinds[shelter.kind]}
        </p>
        <h3 className="text-lg leading-snug font-bold text-primary [overflow-wrap:anywhere]">
          <Link
            to={`/refugios/${shelter.id}`}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none group-hover:underline"
          >
            {shelter.name}
          </Link>
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {shelter.city || directoryText.unknownCity}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          {shelter.verified ? <VerifiedBadge /> : null}
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-ink">
            <PawPrint className="size-4 shrink-0 text-accent" aria-hidden="true" />
            {directoryText.animals(shelter.animals)}
          </span>
        </div>
      </div>
    </article>
  );
}
