/** The overview's mail card: how many mails were given up after their attempts, and the way in. */
import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import { buttonClasses } from '../../../components/ui/button';
import { OverviewCard, OverviewFigure } from '../components/overview-card';
import { useMailCounts } from './api/mail-counts';

const text = staffAdminScreensMessages.mail;

export function MailOverview() {
  const counts = useMailCounts();
  return (
    <OverviewCard
      id="staff-overview-mail"
      icon={Mail}
      title={text.title}
      loading={counts}
      actions={
        <Link to="/staff/correo" className={buttonClasses('primary', 'sm')}>
          {text.overview.toMail}
        </Link>
      }
    >
      {counts.data && <OverviewFigure>{text.overview.failed(counts.data.fallido)}</OverviewFigure>}
    </OverviewCard>
  );
}
