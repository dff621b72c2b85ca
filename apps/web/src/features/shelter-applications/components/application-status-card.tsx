/**
 * Mi cuenta → Refugios (issue 17): for a user with no shelter, "¿Eres un
 * refugio o protectora?" and the way to /registrar-refugio, or, once they
 * applied, the application's state (with "Responder" when staff asked for
 * information); for a member, only an application still open.
 */
import { useId } from 'react';
import { ArrowRight, HeartHandshake, MessageSquareMore } from 'lucide-react';
import { OPEN_SHELTER_APPLICATION_STATES } from '@huella/shared/constants';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import { shelterApplicationsScreensMessages } from '@huella/shared/messages/shelter-applications-screens';
import type { ShelterApplication } from '@huella/shared/schemas/shelter-applications';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatLongDate } from '../../../lib/dates';
import { useMyApplications } from '../api/list-my-applications';
import { ApplicationStepper } from './application-view';

const text = shelterApplicationsScreensMessages.account;

export const APPLICATION_PATH = '/registrar-refugio';

const isOpen = (application: ShelterApplication) =>
  (OPEN_SHELTER_APPLICATION_STATES as readonly string[]).includes(application.state);

export function RegisterShelterInvite() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border-2 border-dashed border-secondary-dark/60 bg-secondary/20 p-6 sm:flex-row sm:items-center"
    >
      <span
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-white text-accent shadow-sm"
        aria-hidden="true"
      >
        <HeartHandshake className="size-7" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="text-lg font-bold text-primary">
          {text.noShelterTitle}
        </h3>
        <p className="mt-1 text-ink">{text.noShelterText}</p>
      </div>
      <ButtonLink to={APPLICATION_PATH} variant="accent" className="shrink-0">
        {text.register}
        <ArrowRight className="size-4" aria-hidden="true" />
      </ButtonLink>
    </section>
  );
}

export function ApplicationStatusCard({ application }: { application: ShelterApplication }) {
  const headingId = useId();
  const asking = application.state === 'info_solicitada';
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5 rounded-2xl border border-gray-200 bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">
            {text.cardTitle}
          </p>
          <h3 id={headingId} className="text-lg font-bold text-primary [overflow-wrap:anywhere]">
            {application.name}
          </h3>
          <p className="text-sm text-muted">
            {text.cardState(shelterApplicationsMessages.states[application.state])} ·{' '}
            {formatLongDate(application.updated_at)}
          </p>
        </div>
      </div>
      <ApplicationStepper state={application.state} />
      {asking ? (
        <p className="flex gap-2 rounded-xl bg-amber-50 p-3 text-amber-900">
          <MessageSquareMore className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {text.answerNeeded}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {asking ? (
          <ButtonLink to={`${APPLICATION_PATH}#responder`} variant="accent" size="sm">
            {text.answer}
          </ButtonLink>
        ) : null}
        <ButtonLink to={APPLICATION_PATH} variant="secondary" size="sm">
          {text.open}
        </ButtonLink>
      </div>
    </section>
  );
}

/** What Refugios shows about applications, given whether the user already has shelters. */
export function ShelterApplicationSlot({ hasShelters }: { hasShelters: boolean }) {
  const applications = useMyApplications();
  const latest = applications.data?.[0];
  if (hasShelters) {
    return latest && isOpen(latest) ? <ApplicationStatusCard application={latest} /> : null;
  }
  if (applications.isPending) return <Spinner label={shelterApplicationsScreensMessages.loading} />;
  // Approved but no shelter (the user left it): they may register another.
  if (!latest || latest.state === 'aprobada') return <RegisterShelterInvite />;
  return <ApplicationStatusCard application={latest} />;
}
