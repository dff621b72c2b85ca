/** /staff/denuncias — the reports' queue by state, with the animal and its shelter a click away. */
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import { StaffShell } from '../features/staff/components/staff-shell';
import { ReportsQueue } from '../features/staff/moderation/reports-queue';

export default function StaffReportsRoute() {
  return (
    <StaffShell title={staffAdminScreensMessages.reports.title}>
      <ReportsQueue />
    </StaffShell>
  );
}
