/**
 * /staff: the platform's figures and charts (issue 17: reports, registrations,
 * animals, shelters, adoptions), then how many posts each state has, how many
 * comments and orders wait and how many mails failed, with the ways in.
 */
import { Link } from 'react-router';
import { FilePlus2, FileText, MessageSquare } from 'lucide-react';
import { BLOG_POST_STATES } from '@huella/shared/constants';
import { blogMessages } from '@huella/shared/messages/blog';
import { staffMessages } from '@huella/shared/messages/staff';
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import { buttonClasses } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { commonMessages } from '@huella/shared/messages/common';
import { useCommentCounts } from '../api/staff-comments';
import { useStaffPostCounts } from '../api/staff-posts';
import { StaffFigures } from '../dashboard/staff-figures';
import { MailOverview } from '../mail/mail-overview';
import { ShopOverview } from '../shop/shop-overview';

const text = staffMessages.overview;

export function StaffOverview() {
  const posts = useStaffPostCounts();
  const comments = useCommentCounts();

  return (
    <div className="space-y-8">
      <p className="text-muted">{staffAdminScreensMessages.dashboard.intro}</p>
      <StaffFigures />
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="staff-overview-posts"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
        >
          <h2
            id="staff-overview-posts"
            className="flex items-center gap-2 text-xl font-bold text-primary"
          >
            <FileText className="size-5 text-accent" aria-hidden="true" />
            {text.postsTitle}
          </h2>
          {posts.isError ? (
            <div className="mt-4">
              <LoadError message={text.loadFailed} onRetry={posts.refetch} />
            </div>
          ) : posts.isPending ? (
            <div className="mt-4">
              <Spinner label={commonMessages.loading} showLabel />
            </div>
          ) : (
            <ul className="mt-4 grid grid-cols-2 gap-3">
              {BLOG_POST_STATES.map((estado) => (
                <li key={estado}>
                  <Link
                    to={`/staff/blog?estado=${estado}`}
                    className="block rounded-xl bg-surface p-4 ring-1 ring-gray-200 hover:ring-primary"
                  >
                    <span className="block text-3xl font-extrabold text-primary tabular-nums">
                      {posts.counts[estado] ?? 0}
                    </span>{' '}
                    <span className="text-sm font-medium text-muted">
                      {blogMessages.states[estado]}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to="/staff/blog" className={buttonClasses('secondary', 'sm')}>
              {text.toPosts}
            </Link>
            <Link to="/staff/blog/nuevo" className={buttonClasses('primary', 'sm')}>
              <FilePlus2 className="size-4" aria-hidden="true" />
              {text.newPost}
            </Link>
          </div>
        </section>
        <div className="grid content-start gap-6">
          <section
            aria-labelledby="staff-overview-comments"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
          >
            <h2
              id="staff-overview-comments"
              className="flex items-center gap-2 text-xl font-bold text-primary"
            >
              <MessageSquare className="size-5 text-accent" aria-hidden="true" />
              {text.commentsTitle}
            </h2>
            {comments.isError ? (
              <div className="mt-4">
                <LoadError message={text.loadFailed} onRetry={() => void comments.refetch()} />
              </div>
            ) : comments.isPending ? (
              <div className="mt-4">
                <Spinner label={commonMessages.loading} showLabel />
              </div>
            ) : (
              <p className="mt-4 text-3xl font-extrabold text-primary">
                {text.pending(comments.data.pendiente)}
              </p>
            )}
            <div className="mt-5">
              <Link to="/staff/comentarios" className={buttonClasses('primary', 'sm')}>
                {text.toComments}
              </Link>
            </div>
          </section>
          <MailOverview />
        </div>
        <ShopOverview />
      </div>
    </div>
  );
}
