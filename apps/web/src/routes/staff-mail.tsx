/** /staff/correo — the mail queue: failed mail to send again, mail waiting, mail sent. */
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import { StaffShell } from '../features/staff/components/staff-shell';
import { MailQueue } from '../features/staff/mail/mail-queue';

export default function StaffMailRoute() {
  return (
    <StaffShell title={staffAdminScreensMessages.mail.title}>
      <MailQueue />
    </StaffShell>
  );
}
