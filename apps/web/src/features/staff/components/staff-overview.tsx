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
import { useCommentCounts } from '../api/staff-comments';
import { useStaffPostCounts } from '../api/staff-posts';
import { StaffFigures } from '../dashboard/staff-figures';
import { MailOverview } from '../mail/mail-overview';
import { ShopOverview } from '../shop/shop-overview';
import { OverviewCard, OverviewCountLinks, OverviewFigure } from './overview-card';

const text = staffMessages.overview;

export function StaffOverview() {
  const posts = useStaffPostCounts();
  const comments = useCommentCounts();

  return (
    <div className="space-y-8">
      <p className="text-muted">{staffAdminScreensMessages.dashboard.intro}</p>
      <StaffFigures />
      <div className="grid gap-6 lg:grid-cols-2">
        <OverviewCard
          id="staff-overview-posts"
          icon={FileText}
          title={text.postsTitle}
          loading={posts}
          actions={
            <>
              <Link to="/staff/blog" className={buttonClasses('secondary', 'sm')}>
                {text.toPosts}
              </Link>
              <Link to="/staff/blog/nuevo" className={buttonClasses('primary', 'sm')}>
                <FilePlus2 className="size-4" aria-hidden="true" />
                {text.newPost}
              </Link>
            </>
          }
        >
          <OverviewCountLinks
            className="grid-cols-2"
            items={BLOG_POST_STATES.map((estado) => ({
              key: estado,
              to: `/staff/blog?estado=${estado}`,
              count: posts.counts[estado] ?? 0,
              label: blogMessages.states[estado],
            }))}
          />
        </OverviewCard>
        <div className="grid content-start gap-6">
          <OverviewCard
            id="staff-overview-comments"
            icon={MessageSquare}
            title={text.commentsTitle}
            loading={comments}
            actions={
              <Link to="/staff/comentarios" className={buttonClasses('primary', 'sm')}>
                {text.toComments}
              </Link>
            }
          >
            {comments.data && (
              <OverviewFigure>{text.pending(comments.data.pendiente)}</OverviewFigure>
            )}
          </OverviewCard>
          <MailOverview />
        </div>
        <ShopOverview />
      </div>
    </div>
  );
}
