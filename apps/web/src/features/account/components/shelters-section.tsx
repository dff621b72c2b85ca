/**
 * Refugios — Gestión de Refugios (spec §2): the shelters the user belongs to,
 * a 'Mis Refugios' selector when there is more than one (first preselected),
 * and the chosen shelter's details with the user's role in it.
 */
import { useId, useState } from 'react';
import { BadgeCheck, Building2, Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { accountMessages } from '@huella/shared/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { SectionPanel } from './section-panel';

const s = accountMessages.shelters;

interface SheltersSectionProps {
  shelters: readonly MyShelter[] | undefined;
  isLoading: boolean;
}

export const roleLabel = (role: string | null | undefined) =>
  (role && (s.roles as Record<string, string>)[role]) || s.defaultRole;

export function SheltersSection({ shelters, isLoading }: SheltersSectionProps) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = shelters?.find((shelter) => shelter.id === selectedId) ?? shelters?.[0];

  return (
    <SectionPanel title={s.title}>
      {isLoading ? (
        <Spinner label={s.loading} showLabel />
      ) : !shelters || shelters.length === 0 || !selected ? (
        <EmptyState Icon={Building2} title={s.empty} />
      ) : (
        <div className="space-y-6">
          {shelters.length > 1 ? (
            <SelectField
              label={s.select}
              value={selected.id}
              onChange={(event) => setSelectedId(Number(event.target.value))}
              className="max-w-sm"
            >
              {shelters.map((shelter) => (
                <option key={shelter.id} value={shelter.id}>
                  {shelter.name}
                </option>
              ))}
            </SelectField>
          ) : null}
          <ShelterCard shelter={selected} />
        </div>
      )}
    </SectionPanel>
  );
}

function ShelterCard({ shelter }: { shelter: MyShelter }) {
  const headingId = useId();
  const details = [
    {
      label: s.fields.address,
      value: [shelter.address, shelter.city].filter(Boolean).join(', '),
      Icon: MapPin,
    },
    { label: s.fields.phone, value: shelter.phone, Icon: Phone },
    { label: s.fields.email, value: shelter.email, Icon: Mail },
  ];
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-gray-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 bg-primary px-5 py-4 text-white">
        <div>
          <h3 id={headingId} className="text-xl font-bold">
            {shelter.name}
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-secondary">
            {shelter.verified ? (
              <BadgeCheck className="size-4" aria-hidden="true" />
            ) : (
              <Clock className="size-4" aria-hidden="true" />
            )}
            {shelter.kind} · {shelter.verified ? s.verified : s.unverified}
          </p>
        </div>
        <p className="rounded-full bg-highlight px-3 py-1 text-sm font-semibold text-primary">
          <span className="sr-only">{s.role}: </span>
          {roleLabel(shelter.role)}
        </p>
      </div>
      <dl className="grid gap-4 p-5 sm:grid-cols-3">
        {details.map(({ label, value, Icon }) => (
          <div key={label} className="min-w-0">
            <dt className="flex items-center gap-2 text-sm font-medium text-muted">
              <Icon className="size-5 shrink-0 text-accent" aria-hidden="true" />
              {label}
            </dt>
            <dd
              className={`mt-0.5 pl-7 [overflow-wrap:anywhere] ${value ? 'text-ink' : 'text-muted italic'}`}
            >
              {value || s.notAvailable}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
