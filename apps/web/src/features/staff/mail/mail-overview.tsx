/** The overview's mail card: how many mails were given up after their attempts, and the way in. */
import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { commonMessages } from '@huella/shared/messages/common';
import { staffMessages } from '@huella/shared/messages/staff';
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import { buttonClasses } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useMailCounts } from './api/mail-counts';

const text = staffAdminScreensMessages.mail;

export function MailOverview() {
  const counts = useMailCounts();
  return (
    <section
      aria-labelledby="staff-overview-mail"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2
        id="staff-overview-mail"
        className="flex items-center gap-2 text-xl font-bold text-primary"
      >
        <Mail className="size-5 text-accent" aria-hidden="true" />
        {text.title}
      </h2>
      {counts.isError ? (
        <div className="mt-4">
          <LoadError
            message={staffMessages.overview.loadFailed}
            onRetry={() => void counts.refetch()}
          />
        </div>
      ) : counts.isPending ? (
        <div className="mt-4">
          <Spinner label={commonMessages.loading} showLabel />
        </div>
      ) : (
        <p className="mt-4 text-3xl font-extrabold text-primary">
          {text.overview.failed(counts.data.fallido)}
        </p>
      )}
      <div className="mt-5">
        <Link to="/staff/correo" className={buttonClasses('primary', 'sm')}>
          {text.overview.toMail}
        </Link>
      </div>
    </section>
  );
}
