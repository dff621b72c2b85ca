/** /staff/solicitudes — shelters' registrations by state (the open ones first), searchable. */
import { staffSheltersScreensMessages } from '@huella/shared/messages/staff-shelters-screens';
import { StaffShell } from '../features/staff/components/staff-shell';
import { ApplicationsQueue } from '../features/staff/applications/applications-queue';

export default function StaffApplicationsRoute() {
  return (
    <StaffShell title={staffSheltersScreensMessages.applications.title}>
      <ApplicationsQueue />
    </StaffShell>
  );
}
