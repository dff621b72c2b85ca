/**
 * /registrar-refugio's content: without an application, the form; with one,
 * that application (the newest) with its state and history, a confirmation
 * just after sending it, and the earlier ones listed below. After a
 * rejection the user may send a new one, starting from the rejected data.
 */
import { useEffect, useRef, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { OPEN_SHELTER_APPLICATION_STATES } from '@huella/shared/constants';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import { shelterApplicationsScreensMessages } from '@huella/shared/messages/shelter-applications-screens';
import type { ShelterApplication } from '@huella/shared/schemas/shelter-applications';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { formatShortDate } from '../../../lib/dates';
import { useMe } from '../../../lib/use-me';
import { useSession } from '../../../lib/session';
import { useMyApplications } from '../api/list-my-applications';
import { ApplicationForm, type ApplicationFormValues } from './application-form';
import { ApplicationView } from './application-view';

const text = shelterApplicationsScreensMessages;

const isOpen = (application: ShelterApplication) =>
  (OPEN_SHELTER_APPLICATION_STATES as readonly string[]).includes(application.state);

/** What a new application starts from after a rejection: the same entity's data. */
function startingFrom(application: ShelterApplication): Partial<ApplicationFormValues> {
  const { name, kind, tax_id, registry_number, address, city, postcode, phone, email } =
    application;
  const { web, facebook, instagram } = application;
  return {
    name,
    kind,
    tax_id,
    registry_number,
    address,
    city,
    province: application.province as ApplicationFormValues['province'],
    postcode,
    phone,
    email,
    web,
    facebook,
    instagram,
  };
}

function SentNotice() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex items-start gap-4 rounded-3xl border border-green-300 bg-green-50 p-5 focus:outline-none sm:p-6"
    >
      <CheckCircle2 className="size-8 shrink-0 text-success" aria-hidden="true" />
      <div>
        <h2 className="text-xl font-bold text-primary">{text.sent.title}</h2>
        <p className="mt-1 text-ink">{text.sent.text}</p>
      </div>
    </div>
  );
}

export function ApplicationPage() {
  const { email } = useSession();
  const me = useMe();
  const applications = useMyApplications();
  const [sentId, setSentId] = useState<number | null>(null);
  const [applyingAgain, setApplyingAgain] = useState(false);

  if (applications.isPending) return <Spinner label={text.loading} showLabel />;
  if (applications.isError) {
    return <LoadError message={text.loadError} onRetry={() => void applications.refetch()} />;
  }

  const [current, ...past] = applications.data;
  const showForm = !current || (applyingAgain && !isOpen(current) && current.state === 'rechazada');

  if (showForm) {
    return (
      <section
        aria-labelledby="application-form-title"
        className="rounded-3xl border border-gray-100 bg-white p-5 shadow-lg sm:p-8"
      >
        <h2 id="application-form-title" className="mb-6 text-2xl font-bold text-primary">
          {text.formTitle}
        </h2>
        <ApplicationForm
          accountEmail={me.data?.email ?? email}
          initial={current ? startingFrom(current) : undefined}
          onSent={(created) => {
            setApplyingAgain(false);
            // The confirmation takes focus (and so comes into view).
            setSentId(created.id);
          }}
          onAlreadyOpen={() => void applications.refetch()}
        />
      </section>
    );
  }

  return (
    <div className="space-y-8">
      {sentId === current.id ? <SentNotice /> : null}
      <ApplicationView
        application={current}
        onApplyAgain={current.state === 'rechazada' ? () => setApplyingAgain(true) : undefined}
      />
      {past.length > 0 ? (
        <section aria-labelledby="application-past-title">
          <h2 id="application-past-title" className="text-lg font-bold text-primary">
            {text.view.past}
          </h2>
          <ul className="mt-3 divide-y divide-gray-100 rounded-2xl bg-white ring-1 ring-gray-200">
            {past.map((application) => (
              <li key={application.id} className="flex flex-wrap justify-between gap-2 px-4 py-3">
                <span className="font-semibold text-ink [overflow-wrap:anywhere]">
                  {application.name}
                </span>
                <span className="text-sm text-muted">
                  {shelterApplicationsMessages.states[application.state]} ·{' '}
                  {formatShortDate(application.created_at)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
