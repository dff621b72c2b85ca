/**
 * /staff/blog/nuevo and /staff/blog/:id — the post's editor. This module (and
 * so TipTap, which only the editor imports) loads on these pages alone.
 */
import { Link, useParams } from 'react-router';
import { commonMessages } from '@huella/shared/messages/common';
import { staffMessages } from '@huella/shared/messages/staff';
import { FormAlert } from '../components/ui/form-alert';
import { LoadError } from '../components/ui/load-error';
import { Spinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api-client';
import { useStaffPost } from '../features/staff/api/staff-posts';
import { PostEditor } from '../features/staff/components/editor/post-editor';
import { StaffShell } from '../features/staff/components/staff-shell';

const text = staffMessages.editor;

function ExistingPost({ id }: { id: number | null }) {
  const post = useStaffPost(id);
  if (id === null || (post.error instanceof ApiError && post.error.status === 404)) {
    return (
      <FormAlert>
        <p>{text.notFound}</p>
        <Link to="/staff/blog" className="mt-2 inline-block font-semibold underline">
          {text.backToList}
        </Link>
      </FormAlert>
    );
  }
  if (post.isError)
    return (
      <LoadError
        message={text.loadFailed}
        detail={post.error instanceof ApiError ? post.error.message : undefined}
        onRetry={() => void post.refetch()}
      />
    );
  if (post.isPending) return <Spinner label={commonMessages.loading} showLabel />;
  return <PostEditor key={post.data.id} post={post.data} />;
}

export default function StaffBlogEditorRoute() {
  const { id } = useParams();
  if (id === undefined) {
    return (
      <StaffShell title={text.newTitle}>
        <PostEditor post={null} />
      </StaffShell>
    );
  }
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  return (
    <StaffShell title={text.editTitle}>
      <ExistingPost id={numeric !== null && numeric > 0 ? numeric : null} />
    </StaffShell>
  );
}
