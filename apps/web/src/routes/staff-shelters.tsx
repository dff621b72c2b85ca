/** /staff/refugios — every shelter, searchable and filtered by standing, kind and province. */
import { staffSheltersScreensMessages } from '@huella/shared/messages/staff-shelters-screens';
import { StaffShell } from '../features/staff/components/staff-shell';
import { SheltersList } from '../features/staff/shelters/shelters-list';

export default function StaffSheltersRoute() {
  return (
    <StaffShell title={staffSheltersScreensMessages.shelters.title}>
      <SheltersList />
    </StaffShell>
  );
}
