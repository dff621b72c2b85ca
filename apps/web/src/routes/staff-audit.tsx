/** /staff/auditoria — every staff action with who, when, what changed and why; read only. */
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import { AuditLog } from '../features/staff/audit/audit-log';
import { StaffShell } from '../features/staff/components/staff-shell';

export default function StaffAuditRoute() {
  return (
    <StaffShell title={staffAdminScreensMessages.audit.title}>
      <AuditLog />
    </StaffShell>
  );
}
