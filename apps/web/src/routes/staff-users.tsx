/** /staff/usuarios — the accounts, searched and filtered by role and state. */
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import { StaffShell } from '../features/staff/components/staff-shell';
import { UsersList } from '../features/staff/users/users-list';

export default function StaffUsersRoute() {
  return (
    <StaffShell title={staffAdminScreensMessages.users.title}>
      <UsersList />
    </StaffShell>
  );
}
