/**
 * One application to register a shelter, as its applicant follows it: the
 * state as a stepper (Enviada → En revisión → Aprobada/Rechazada, the middle
 * step reading "Información solicitada" while staff wait for an answer), what
 * the state means, staff's question and the reply form, the way forward once
 * decided (the new shelter and its first animal; or the reason and a new
 * application), the history (who, when, what) and the data sent.
 */
import { useId, type ReactNode } from 'react';
import { Check, CircleDot, MessageSquareMore, PlusCircle, X } from 'lucide-react';
import type { ShelterApplicationState } from '@huella/shared/constants';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import { shelterApplicationsScreensMessages } from '@huella/shared/messages/shelter-applications-screens';
import type {
  ShelterApplication,
  ShelterApplicationEvent,
} from '@huella/shared/schemas/shelter-applications';
import { Button, ButtonLink } from '../../../components/ui/button';
import { formatDateTime, formatLongDate } from '../../../lib/dates';
import { ReplyForm } from './reply-form';

const text = shelterApplicationsScreensMessages.view;
const states = shelterApplicationsMessages.states;

/** The last message staff left with an event of this kind (their question, their reason). */
export function lastStaffMessage(
  application: ShelterApplication,
  kind: ShelterApplicationEvent['kind'],
): string {
  const event = [...application.events].reverse().find((item) => item.kind === kind);
  return event?.message ?? '';
}

type StepStatus = 'done' | 'current' | 'todo';

interface Step {
  label: string;
  status: StepStatus;
  tone?: 'warning' | 'success' | 'danger';
}

function stepsOf(state: ShelterApplicationState): Step[] {
  const decided = state === 'aprobada' || state === 'rechazada';
  return [
    { label: text.steps.enviada, status: state === 'enviada' ? 'current' : 'done' },
    {
      label: state === 'info_solicitada' ? text.infoRequested : text.steps.en_revision,
      status: decided ? 'done' : state === 'enviada' ? 'todo' : 'current',
      tone: state === 'info_solicitada' ? 'warning' : undefined,
    },
    {
      label:
        state === 'aprobada'
          ? text.steps.aprobada
          : state === 'rechazada'
            ? text.steps.rechazada
            : text.steps.decided,
      status: decided ? 'current' : 'todo',
      tone: state === 'aprobada' ? 'success' : state === 'rechazada' ? 'danger' : undefined,
    },
  ];
}

const DOT: Record<string, string> = {
  done: 'bg-primary text-white',
  current: 'bg-accent text-white ring-4 ring-accent/20',
  todo: 'bg-white text-muted ring-2 ring-gray-300',
  warning: 'bg-amber-500 text-white ring-4 ring-amber-200',
  success: 'bg-success text-white ring-4 ring-green-200',
  danger: 'bg-danger text-white ring-4 ring-red-200',
};

export function ApplicationStepper({ state }: { state: ShelterApplicationState }) {
  const steps = stepsOf(state);
  return (
    <ol aria-label={text.stepsLabel} className="grid grid-cols-3 gap-2">
      {steps.map((step, index) => {
        const look = step.status === 'current' && step.tone ? step.tone : step.status;
        const Icon =
          look === 'danger' ? X : step.status === 'done' || look === 'success' ? Check : CircleDot;
        return (
          <li
            key={index}
            aria-current={step.status === 'current' ? 'step' : undefined}
            className="relative flex flex-col items-center text-center"
          >
            {index > 0 ? (
              <span
                aria-hidden="true"
                className={`absolute top-4 right-1/2 -z-0 h-0.5 w-full ${step.status === 'todo' ? 'bg-gray-200' : 'bg-primary'}`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative flex size-8 items-center justify-center rounded-full ${DOT[look]}`}
            >
              <Icon className="size-4" />
            </span>
            <span
              className={`mt-2 text-sm leading-tight ${step.status === 'current' ? 'font-bold text-primary' : 'text-muted'}`}
            >
              {step.label}
              <span className="sr-only">
                {' '}
                (
                {step.status === 'current'
                  ? text.current
                  : step.status === 'done'
                    ? text.done
                    : text.todo}
                )
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function History({ application }: { application: ShelterApplication }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-bold text-primary">
        {text.history}
      </h3>
      {application.events.length === 0 ? (
        <p className="mt-2 text-muted">{text.historyEmpty}</p>
      ) : (
        <ol className="mt-3 space-y-4 border-l-2 border-secondary-dark/60 pl-5">
          {application.events.map((event) => (
            <li key={event.id} className="relative">
              <span
                aria-hidden="true"
                className={`absolute top-1.5 -left-[27px] size-3 rounded-full ${event.author_side === 'staff' ? 'bg-accent' : 'bg-primary'}`}
              />
              <p className="text-sm text-muted">
                <strong className="font-semibold text-ink">
                  {event.author_side === 'staff' ? text.team : text.you}
                </strong>
                {' · '}
                <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
              </p>
              <p className="font-semibold text-primary">
                {shelterApplicationsMessages.events[event.kind]}
              </p>
              {event.message ? (
                <p className="mt-1 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
                  {event.message}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Details({ application }: { application: ShelterApplication }) {
  const fields = shelterApplicationsScreensMessages.fields;
  const rows: Array<[string, string]> = [
    [fields.kind, application.kind],
    [application.kind === 'Particular' ? fields.nif : fields.cif, application.tax_id],
    [fields.registry_number, application.registry_number],
    [fields.address, application.address],
    [fields.city, application.city],
    [fields.province, application.province],
    [fields.postcode, application.postcode],
    [fields.phone, application.phone],
    [fields.email, application.email],
    [fields.web, application.web],
    [fields.facebook, application.facebook],
    [fields.instagram, application.instagram],
    [fields.message, application.message],
  ];
  return (
    <details className="rounded-xl bg-surface p-4">
      <summary className="cursor-pointer font-semibold text-primary">{text.details}</summary>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-sm text-muted">{label.replace(/ \(opcional\)$/, '')}</dt>
              <dd className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
      </dl>
    </details>
  );
}

function Callout({
  tone,
  title,
  children,
}: {
  tone: 'warning' | 'danger' | 'success';
  title?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const tones = {
    warning: 'border-amber-300 bg-amber-50',
    danger: 'border-red-300 bg-red-50',
    success: 'border-green-300 bg-green-50',
  };
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={`rounded-2xl border p-4 sm:p-5 ${tones[tone]}`}
    >
      {title ? (
        <h3 id={headingId} className="font-bold text-primary">
          {title}
        </h3>
      ) : null}
      {children}
    </section>
  );
}

interface ApplicationViewProps {
  application: ShelterApplication;
  /** Rejected: the user asks to send a new one (the page shows the form again). */
  onApplyAgain?: () => void;
}

export function ApplicationView({ application, onApplyAgain }: ApplicationViewProps) {
  const headingId = useId();
  const { state } = application;
  const question =
    state === 'info_solicitada' ? lastStaffMessage(application, 'info_solicitada') : '';
  const reason = state === 'rechazada' ? lastStaffMessage(application, 'rechazada') : '';
  const welcome = state === 'aprobada' ? lastStaffMessage(application, 'aprobada') : '';
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-8 rounded-3xl border border-gray-100 bg-white p-5 shadow-lg sm:p-8"
    >
      <header className="space-y-1">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{states[state]}</p>
        <h2 id={headingId} className="text-2xl font-bold text-primary [overflow-wrap:anywhere]">
          {text.title(application.name)}
        </h2>
        <p className="text-sm text-muted">{text.sentOn(formatLongDate(application.created_at))}</p>
      </header>

      <ApplicationStepper state={state} />
      <p className="text-ink">{text.stateText[state]}</p>

      {state === 'info_solicitada' ? (
        <Callout tone="warning" title={text.question}>
          <p className="mt-2 flex gap-2 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
            <MessageSquareMore
              className="mt-0.5 size-5 shrink-0 text-amber-700"
              aria-hidden="true"
            />
            <span>{question}</span>
          </p>
        </Callout>
      ) : null}
      {state === 'info_solicitada' ? <ReplyForm application={application} /> : null}

      {state === 'aprobada' ? (
        <Callout tone="success">
          {welcome ? (
            <p className="mb-4 whitespace-pre-line text-ink [overflow-wrap:anywhere]">{welcome}</p>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink to="/dashboard/adoption_announcement" variant="accent">
              <PlusCircle className="size-5" aria-hidden="true" />
              {text.publishFirst}
            </ButtonLink>
            <ButtonLink to="/dashboard?seccion=refugios" variant="secondary">
              {text.goToShelter}
            </ButtonLink>
          </div>
        </Callout>
      ) : null}

      {state === 'rechazada' ? (
        <Callout tone="danger" title={text.reason}>
          <p className="mt-2 whitespace-pre-line text-ink [overflow-wrap:anywhere]">{reason}</p>
          {onApplyAgain ? (
            <Button variant="secondary" className="mt-4" onClick={onApplyAgain}>
              {text.applyAgain}
            </Button>
          ) : null}
        </Callout>
      ) : null}

      <History application={application} />
      <Details application={application} />
    </article>
  );
}
