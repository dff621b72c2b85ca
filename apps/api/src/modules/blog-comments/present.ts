/**
 * Comments in the shapes of packages/shared/src/schemas/blog.ts. The public
 * shape never has the e-mail; staff's has it, with the state, the reasons a
 * comment was held and its post. Dates are told in Europe/Madrid, the way the
 * spec writes them: "24 de noviembre de 2026" and "3:05 p. m.".
 */
import { BLOG_HOLD_REASONS, type BlogHoldReason } from '@huella/shared/constants';
import type { BlogComment, StaffBlogComment } from '@huella/shared/schemas/blog';
import { mediaPath } from '../../lib/storage';
import type { CommentRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const TIME_ZONE = 'Europe/Madrid';

const longDate = new Intl.DateTimeFormat('es-ES', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const clock = new Intl.DateTimeFormat('es-ES', {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
/** ICU may separate "p. m." with non-breaking spaces; the spec writes plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

export const formatCommentDate = (at: Date) => plainSpaces(longDate.format(at));
export const formatCommentTime = (at: Date) => plainSpaces(clock.format(at));

export function presentComment(row: CommentRow, now: Date): BlogComment {
  return {
    id: row.id,
    blogId: row.postId,
    author: row.authorName,
    website: row.website,
    text: row.body,
    date: formatCommentDate(row.createdAt),
    time: formatCommentTime(row.createdAt),
    timestamp: row.createdAt.getTime(),
    daysAgo: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / DAY_MS)),
    // The profile photo's 400 px variant, as the users module presents avatars.
    avatar: row.avatar ? mediaPath(row.avatar, 400) : null,
    parentId: row.parentId,
  };
}

/**
 * The public thread: top-level comments oldest first, each followed by its
 * replies oldest first. A reply whose comment is not in the list (not
 * approved) is not shown: a reply only makes sense under its comment.
 */
export function thread(rows: CommentRow[]): CommentRow[] {
  const replies = new Map<number, CommentRow[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    replies.set(row.parentId, [...(replies.get(row.parentId) ?? []), row]);
  }
  return rows
    .filter((row) => row.parentId === null)
    .flatMap((row) => [row, ...(replies.get(row.id) ?? [])]);
}

export interface StaffCommentRow extends CommentRow {
  email: string;
  reasons: string[];
  postSlug: string;
  postTitle: string;
}

const isReason = (value: string): value is BlogHoldReason =>
  (BLOG_HOLD_REASONS as readonly string[]).includes(value);

export function presentStaffComment(row: StaffCommentRow, now: Date): StaffBlogComment {
  return {
    ...presentComment(row, now),
    email: row.email,
    estado: row.state,
    reasons: row.reasons.filter(isReason),
    post: { id: row.postId, slug: row.postSlug, titulo: row.postTitle },
    user_id: row.userId,
  };
}
