/**
 * One registration for staff: its state and the decisions it allows, every
 * field the applicant gave (web and profiles open in a new tab), who applied
 * (their account in Usuarios), shelters that may be the same one, and the
 * history with its messages, staff's names included. Once approved, the
 * shelter it created is one click away.
 */
import { Link } from 'react-router';
import { Building2, History, UserRound } from 'lucide-react';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import { staffSheltersScreensMessages } from '@huella/shared/messages/staff-shelters-screens';
import type {
  ShelterApplicationEvent,
  StaffShelterApplication,
} from '@huella/shared/schemas/shelter-applications';
import { buttonClasses } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { formatDateTime, formatShortDate } from '../../../lib/dates';
import {
  EmailValue,
  FACEBOOK,
  Facts,
  INSTAGRAM,
  Panel,
  placeLine,
  ProfileValue,
  WebValue,
} from '../shelters/contact-values';
import { ApplicationActions } from './application-actions';
import { ApplicationStateBadge } from './application-state-badge';
import { BackToList } from '../components/back-to-list';

const text = staffSheltersScreensMessages.application;

function EventItem({ event }: { event: ShelterApplicationEvent }) {
  const staff = event.author_side === 'staff';
  return (
    <li className={`border-l-2 py-2 pl-4 ${staff ? 'border-secondary-dark' : 'border-accent'}`}>
      <p className="text-sm font-semibold text-ink">
        {shelterApplicationsMessages.events[event.kind]}
      </p>
      {event.message ? (
        <p className="mt-1 text-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">
          {event.message}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-muted">
        <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
        {' · '}
        {event.author_name}
      </p>
    </li>
  );
}

export function ApplicationDetail({ application }: { application: StaffShelterApplication }) {
  const place = placeLine(
    application.address,
    application.postcode,
    application.city,
    application.province,
  );
  return (
    <div>
      <BackToList to="/staff/solicitudes">{text.backToList}</BackToList>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* First for phones and screen readers: the state and what can be decided. */}
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-1">
          <section
            aria-labelledby="application-state"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
          >
            <p
              id="application-state"
              className="flex flex-wrap items-center gap-2 text-sm text-muted"
            >
              {text.state}: <ApplicationStateBadge state={application.state} />
            </p>
            <p className="mt-2 text-sm text-muted">
              {text.sentAt(formatDateTime(application.created_at))}
            </p>
            {application.decided_at ? (
              <p className="text-sm text-muted">
                {text.decidedAt(formatDateTime(application.decided_at))}
              </p>
            ) : null}
          </section>

          {application.state === 'aprobada' && application.shelter_id !== null ? (
            <FormAlert tone="success">
              <p className="font-semibold">{text.approvedTitle}</p>
              <p>{text.approvedText}</p>
              <Link
                to={`/staff/refugios/${application.shelter_id}`}
                className="mt-2 inline-block font-semibold underline"
              >
                {text.toShelter}
              </Link>
            </FormAlert>
          ) : null}

          <ApplicationActions application={application} />

          <Panel id="application-applicant" title={text.applicantTitle}>
            <div className="flex items-start gap-3">
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary"
                aria-hidden="true"
              >
                <UserRound className="size-5" />
              </span>
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-ink [overflow-wrap:anywhere]">
                  {application.applicant.name}
                </p>
                <p className="[overflow-wrap:anywhere]">
                  <EmailValue value={application.applicant.email} />
                </p>
                <p className="text-muted">
                  {text.joined(formatShortDate(application.applicant.date_joined))}
                </p>
                <Link
                  to={`/staff/usuarios/${application.applicant.id}`}
                  className={buttonClasses('secondary', 'sm', 'mt-3')}
                >
                  {text.toUser}
                </Link>
              </div>
            </div>
          </Panel>

          <Panel id="application-similar" title={text.similarTitle}>
            {application.similar_shelters.length === 0 ? (
              <p className="text-sm text-muted">{text.noSimilar}</p>
            ) : (
              <>
                <p className="text-sm text-muted">{text.similarHint}</p>
                <ul className="mt-3 space-y-2">
                  {application.similar_shelters.map((shelter) => (
                    <li key={shelter.id} className="flex items-center gap-2 text-sm">
                      <Building2 className="size-4 shrink-0 text-accent" aria-hidden="true" />
                      <Link
                        to={`/staff/refugios/${shelter.id}`}
                        className="font-semibold text-primary underline [overflow-wrap:anywhere]"
                      >
                        {shelter.name}
                      </Link>
                      <span className="text-muted">{shelter.city}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Panel>
        </div>

        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          <Panel id="application-details" title={text.details}>
            <Facts
              rows={[
                [text.name, application.name],
                [text.kind, application.kind],
                [
                  text.taxId,
                  application.tax_id ? (
                    <span className="font-mono">{application.tax_id}</span>
                  ) : (
                    text.none
                  ),
                ],
                [text.registryNumber, application.registry_number || text.none],
                [text.address, place || text.none],
                [text.phone, application.phone || text.none],
                [text.email, <EmailValue key="e" value={application.email} />],
                [text.web, <WebValue key="w" value={application.web} />],
                [
                  text.facebook,
                  <ProfileValue key="f" value={application.facebook} base={FACEBOOK} />,
                ],
                [
                  text.instagram,
                  <ProfileValue key="i" value={application.instagram} base={INSTAGRAM} />,
                ],
              ]}
            />
            {application.message ? (
              <div className="mt-4 rounded-lg bg-surface px-4 py-3">
                <p className="text-sm font-semibold text-muted">{text.message}</p>
                <p className="mt-1 text-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">
                  {application.message}
                </p>
              </div>
            ) : null}
          </Panel>

          <Panel id="application-history" title={text.historyTitle}>
            <ol className="space-y-1">
              {application.events.map((event) => (
                <EventItem key={event.id} event={event} />
              ))}
            </ol>
            {application.events.length === 0 ? (
              <p className="flex items-center gap-2 text-sm text-muted">
                <History className="size-4" aria-hidden="true" />
                {text.none}
              </p>
            ) : null}
          </Panel>
        </div>
      </div>
    </div>
  );
}
