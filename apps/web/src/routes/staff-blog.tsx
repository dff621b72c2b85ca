/** /staff/blog — every post of the blog, by state, searchable; "Nuevo artículo". */
import { FilePlus2 } from 'lucide-react';
import { staffMessages } from '@huella/shared/messages/staff';
import { ButtonLink } from '../components/ui/button';
import { PostsList } from '../features/staff/components/posts-list';
import { StaffShell } from '../features/staff/components/staff-shell';

export default function StaffBlogRoute() {
  return (
    <StaffShell
      title={staffMessages.posts.title}
      actions={
        <ButtonLink to="/staff/blog/nuevo">
          <FilePlus2 className="size-5" aria-hidden="true" />
          {staffMessages.posts.newPost}
        </ButtonLink>
      }
    >
      <PostsList />
    </StaffShell>
  );
}
