/**
 * One comment (spec §3 Comment): the commenter's photo or initials, their
 * name (a `rel="nofollow ugc"` link to their website when they gave one,
 * opening like any link), the long Spanish date and 12-hour time the API
 * sends, how long ago it was, and the text, as plain text: HTML typed in a
 * comment shows as the characters typed.
 */
import type { ReactNode } from 'react';
import { blogScreensMessages } from '@huella/shared/messages/blog-screens';
import type { BlogComment } from '@huella/shared/schemas/blog';
import { relativeTime } from '../utils/relative-time';
import { PersonAvatar } from './person-avatar';

const text = blogScreensMessages.comments;

/** Only a web address is a link; anything else the API might hold is shown as text. */
const isWebAddress = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);

interface CommentItemProps {
  comment: BlogComment;
  now: number;
  /** The Responder button, under the text. */
  actions?: ReactNode;
}

export function CommentItem({ comment, now, actions }: CommentItemProps) {
  const iso = new Date(comment.timestamp).toISOString();
  return (
    <article className="flex gap-3 sm:gap-4" aria-label={comment.author}>
      <PersonAvatar name={comment.author} photo={comment.avatar} size="md" />
      <div className="min-w-0 flex-1">
        <p className="font-bold text-primary [overflow-wrap:anywhere]">
          {comment.website && isWebAddress(comment.website) ? (
            <a
              href={comment.website}
              rel="nofollow ugc"
              className="underline decoration-primary/30 underline-offset-2 hover:decoration-primary"
            >
              {comment.author}
            </a>
          ) : (
            comment.author
          )}
        </p>
        <p className="mt-0.5 text-sm text-muted">
          <time dateTime={iso}>
            {comment.date} {text.at} <span className="whitespace-nowrap">{comment.time}</span>
          </time>
          <span aria-hidden="true"> · </span>
          <span className="whitespace-nowrap">{relativeTime(comment.timestamp, now)}</span>
        </p>
        <p className="mt-2 leading-relaxed whitespace-pre-line text-ink [overflow-wrap:anywhere]">
          {comment.text}
        </p>
        {actions ? <div className="mt-2">{actions}</div> : null}
      </div>
    </article>
  );
}
