/** /staff/comentarios — the comments' moderation queue. */
import { staffMessages } from '@huella/shared/messages/staff';
import { CommentsQueue } from '../features/staff/components/comments-queue';
import { StaffShell } from '../features/staff/components/staff-shell';

export default function StaffCommentsRoute() {
  return (
    <StaffShell title={staffMessages.comments.title}>
      <CommentsQueue />
    </StaffShell>
  );
}
