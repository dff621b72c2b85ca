/**
 * Refugios — Gestión de Refugios (spec §2): the shelters the user belongs to,
 * a 'Mis Refugios' selector when there is more than one (first preselected),
 * the chosen shelter's details with the user's role in it, and four cards:
 * Mascotas (its animals, managed as in Anuncios), Solicitudes (the pending
 * count and the inbox, given by the route from the adoption-requests feature),
 * Configuración ('Editar refugio', for its administrators) and Usuarios, and
 * (issue 17) Estadísticas, the shelter's figures, given by the route. A
 * suspended shelter says so with staff's reason. A user with no shelter sees
 * what the route gives instead (the way to register one, or the application's
 * state); a member sees an application still open above their shelters.
 */
import { useId, useState, type ReactNode } from 'react';
import {
  BadgeCheck,
  BarChart3,
  Ban,
  Building2,
  Clock,
  Inbox,
  Mail,
  MapPin,
  PawPrint,
  Phone,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { moderationMessages } from '@huella/shared/messages/moderation';
import { sheltersMessages } from '@huella/shared/messages/shelters';
import { shelterApplicationsScreensMessages } from '@huella/shared/messages/shelter-applications-screens';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { addressLine } from '../../../lib/address';
import { SectionPanel } from '../../../components/ui/section-panel';
import { ShelterEditPanel } from './shelter-edit-panel';
import { roleLabel } from './shelter-role';
import { ShelterUsersModal } from './shelter-users-modal';

const cardsText = sheltersMessages.cards;
const accountText = shelterApplicationsScreensMessages.account;
const statsText = shelterApplicationsScreensMessages.stats;

interface SheltersSectionProps {
  shelters: readonly MyShelter[] | undefined;
  isLoading: boolean;
  /** The Solicitudes card's content for a shelter (features never import each other). */
  requests?: (shelter: MyShelter) => ReactNode;
  /** Mascotas: the modal with the shelter's announcements (the announcements feature). */
  pets?: (pets: ShelterPetsSlot) => ReactNode;
  /** Estadísticas: the way to the shelter's figures (the shelters feature). */
  stats?: (shelter: MyShelter) => ReactNode;
  /**
   * The user's application to register a shelter (the shelter-applications
   * feature): with no shelter, the call to register one or the application's
   * state; with shelters, an application still open (or nothing).
   */
  application?: (context: { hasShelters: boolean }) => ReactNode;
  /** Rendered once under the section (the request opened from an e-mail link). */
  children?: ReactNode;
}

/** What the Mascotas card hands the modal it opens. */
export interface ShelterPetsSlot {
  shelter: MyShelter;
  open: boolean;
  onClose: () => void;
}

export function SheltersSection({
  shelters,
  isLoading,
  requests,
  pets,
  stats,
  application,
  children,
}: SheltersSectionProps) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = shelters?.find((shelter) => shelter.id === selectedId) ?? shelters?.[0];

  return (
    <SectionPanel title={sheltersMessages.title}>
      {isLoading ? (
        <Spinner label={sheltersMessages.loading} showLabel />
      ) : !shelters || shelters.length === 0 || !selected ? (
        application ? (
          application({ hasShelters: false })
        ) : (
          <EmptyState Icon={Building2} title={sheltersMessages.empty} />
        )
      ) : (
        <div className="space-y-6">
          {application?.({ hasShelters: true })}
          {shelters.length > 1 ? (
            <SelectField
              label={sheltersMessages.select}
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
          {/* Keyed: another shelter starts with its panels closed. */}
          <ShelterCard
            key={selected.id}
            shelter={selected}
            requests={requests}
            pets={pets}
            stats={stats}
          />
        </div>
      )}
      {children}
    </SectionPanel>
  );
}

function ShelterCard({
  shelter,
  requests,
  pets,
  stats,
}: {
  shelter: MyShelter;
  requests?: (shelter: MyShelter) => ReactNode;
  pets?: (pets: ShelterPetsSlot) => ReactNode;
  stats?: (shelter: MyShelter) => ReactNode;
}) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [showingUsers, setShowingUsers] = useState(false);
  const [showingPets, setShowingPets] = useState(false);
  const isAdmin = shelter.role === 'administrador';
  const details = [
    {
      label: sheltersMessages.fields.address,
      value: addressLine(shelter.address, shelter.city),
      Icon: MapPin,
    },
    { label: sheltersMessages.fields.phone, value: shelter.phone, Icon: Phone },
    { label: sheltersMessages.fields.email, value: shelter.email, Icon: Mail },
  ];
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-gray-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 bg-primary px-5 py-4 text-white">
        <div className="min-w-0">
          <h3 id={headingId} className="text-xl font-bold [overflow-wrap:anywhere]">
            {shelter.name}
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-secondary">
            {shelter.verified ? (
              <BadgeCheck className="size-4" aria-hidden="true" />
            ) : (
              <Clock className="size-4" aria-hidden="true" />
            )}
            {sheltersMessages.kinds[shelter.kind]} ·{' '}
            {shelter.verified ? sheltersMessages.verified : sheltersMessages.unverified}
          </p>
        </div>
        <p className="rounded-full bg-highlight px-3 py-1 text-sm font-semibold text-primary">
          <span className="sr-only">{sheltersMessages.role}: </span>
          {roleLabel(shelter.role)}
        </p>
      </div>
      {shelter.suspended ? (
        <div
          role="note"
          aria-label={accountText.suspendedTitle}
          className="flex gap-3 border-b border-red-200 bg-red-50 px-5 py-4 text-red-900"
        >
          <Ban className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="min-w-0 space-y-1">
            <p className="font-bold">{accountText.suspendedTitle}</p>
            <p>{moderationMessages.errors.shelterSuspended}</p>
            {shelter.suspension_reason ? (
              <p className="[overflow-wrap:anywhere]">
                <span className="font-semibold">{accountText.suspendedReason}</span>{' '}
                {shelter.suspension_reason}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
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
              {value || sheltersMessages.notAvailable}
            </dd>
          </div>
        ))}
      </dl>
      <ul
        aria-label={cardsText.label}
        className="grid gap-4 border-t border-gray-200 bg-surface p-5 sm:grid-cols-2"
      >
        <ManagementCard Icon={PawPrint} title={cardsText.pets.title} text={cardsText.pets.text}>
          <Button variant="secondary" size="sm" onClick={() => setShowingPets(true)}>
            {cardsText.pets.action}
          </Button>
        </ManagementCard>
        <ManagementCard
          Icon={Inbox}
          title={cardsText.requests.title}
          text={cardsText.requests.text}
        >
          {requests?.(shelter)}
        </ManagementCard>
        <ManagementCard
          Icon={Settings}
          title={cardsText.settings.title}
          text={cardsText.settings.text}
        >
          {isAdmin ? (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {cardsText.settings.action}
            </Button>
          ) : (
            <p className="text-sm text-muted">{cardsText.settings.adminOnly}</p>
          )}
        </ManagementCard>
        <ManagementCard Icon={Users} title={cardsText.users.title} text={cardsText.users.text}>
          <Button variant="secondary" size="sm" onClick={() => setShowingUsers(true)}>
            {cardsText.users.action}
          </Button>
        </ManagementCard>
        {stats ? (
          <ManagementCard
            Icon={BarChart3}
            title={statsText.cardTitle}
            text={statsText.cardText}
            className="sm:col-span-2"
          >
            {stats(shelter)}
          </ManagementCard>
        ) : null}
      </ul>
      {isAdmin ? (
        <ShelterEditPanel shelter={shelter} open={editing} onClose={() => setEditing(false)} />
      ) : null}
      {pets?.({ shelter, open: showingPets, onClose: () => setShowingPets(false) })}
      <ShelterUsersModal
        shelter={shelter}
        open={showingUsers}
        onClose={() => setShowingUsers(false)}
      />
    </article>
  );
}

function ManagementCard({
  Icon,
  title,
  text,
  className = '',
  children,
}: {
  Icon: LucideIcon;
  title: string;
  text: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li
      className={`flex flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 ${className}`}
    >
      <div className="flex items-center gap-3">
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary/60 text-primary"
          aria-hidden="true"
        >
          <Icon className="size-5" />
        </span>
        <h4 className="font-bold text-primary">{title}</h4>
      </div>
      <p className="mt-2 flex-1 text-sm text-muted">{text}</p>
      <div className="mt-4">{children}</div>
    </li>
  );
}
