/** /staff — the staff area's overview (issue 15): posts by state, comments waiting. */
import { staffMessages } from '@huella/shared/messages/staff';
import { StaffOverview } from '../features/staff/components/staff-overview';
import { StaffShell } from '../features/staff/components/staff-shell';

export default function StaffRoute() {
  return (
    <StaffShell title={staffMessages.overview.title}>
      <StaffOverview />
    </StaffShell>
  );
}
