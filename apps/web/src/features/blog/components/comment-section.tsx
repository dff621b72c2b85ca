/**
 * A post's conversation (spec §2–§5): the approved comments, each reply
 * indented under the comment it answers, and the comment form, or a line
 * saying comments are closed. "Responder" opens the reply form under its
 * comment with focus inside it; sending or Cancelar clears the reply target
 * and takes focus back to that Responder. After a comment the server's
 * message shows for five seconds (BLOG_COMMENT_SUCCESS_MS) in a polite live
 * region; an approved comment is in the thread at once.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { CheckCircle2, MessageCircle, Reply } from 'lucide-react';
import { BLOG_COMMENT_SUCCESS_MS } from '@huella/shared/constants';
import { blogMessages } from '@huella/shared/messages/blog';
import { blogScreensMessages } from '@huella/shared/messages/blog-screens';
import type { BlogPost } from '@huella/shared/schemas/blog';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useComments } from '../api/list-comments';
import { useNow } from '../hooks/use-now';
import { buildThread } from '../utils/thread';
import { CommentItem } from './comment-item';

// The form and its validation code load when the comments come near the
// screen (or a reply is opened): reading a post does not pay for them.
const CommentForm = lazy(async () => ({ default: (await import('./comment-form')).CommentForm }));

/** Where a form will be, while its code loads: about its height, so nothing jumps. */
const formPlaceholder = <div className="min-h-[34rem] sm:min-h-[28rem]" aria-hidden="true" />;
const replyPlaceholder = <div className="min-h-[30rem] sm:min-h-[24rem]" aria-hidden="true" />;

const text = blogScreensMessages.comments;

export function CommentSection({ post }: { post: BlogPost }) {
  const comments = useComments(post.id);
  const now = useNow();
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const [success, setSuccess] = useState<{ message: string; key: number } | null>(null);
  const replyButtons = useRef(new Map<number, HTMLButtonElement>());
  const formSlotRef = useRef<HTMLDivElement>(null);
  const formNear = useNearViewport(formSlotRef, '600px');

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => setSuccess(null), BLOG_COMMENT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [success]);

  const announce = useCallback(
    (message: string) => setSuccess((previous) => ({ message, key: (previous?.key ?? 0) + 1 })),
    [],
  );

  /** Closes the reply form and puts focus back on the Responder that opened it. */
  const closeReply = (commentId: number) => {
    setReplyTo(null);
    // After React has removed the form.
    window.setTimeout(() => replyButtons.current.get(commentId)?.focus(), 0);
  };

  const thread = comments.data ? buildThread(comments.data) : [];
  const count = comments.data?.length ?? post.comment_count;
  const open = post.comments_open;

  return (
    <section aria-labelledby="post-comments" className="space-y-8">
      <h2
        id="post-comments"
        className="flex flex-wrap items-center gap-x-2 text-2xl font-bold text-primary"
      >
        <MessageCircle className="size-6 text-accent" aria-hidden="true" />
        {text.title}
        <span className="text-base font-medium text-muted">
          <span className="sr-only">: </span>
          {count > 0 ? text.count(count) : blogMessages.noComments}
        </span>
      </h2>

      {comments.isError && !comments.data ? (
        <LoadError message={text.loadError} onRetry={() => void comments.refetch()} />
      ) : comments.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={text.loading} showLabel />
        </div>
      ) : thread.length === 0 ? (
        <p className="rounded-2xl bg-surface px-5 py-4 text-muted">{text.empty}</p>
      ) : (
        <ol className="space-y-6">
          {thread.map(({ comment, replies }) => (
            <li key={comment.id} className="space-y-4">
              <CommentItem
                comment={comment}
                now={now}
                actions={
                  open ? (
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) replyButtons.current.set(comment.id, element);
                        else replyButtons.current.delete(comment.id);
                      }}
                      onClick={() => setReplyTo(comment.id)}
                      aria-expanded={replyTo === comment.id}
                      aria-label={text.replyTo(comment.author)}
                      className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-accent hover:bg-secondary/40 hover:text-orange-800"
                    >
                      <Reply className="size-4" aria-hidden="true" />
                      {text.reply}
                    </button>
                  ) : null
                }
              />
              {open && replyTo === comment.id ? (
                <div className="ml-4 rounded-2xl bg-surface p-4 ring-1 ring-primary/10 sm:ml-16 sm:p-5">
                  <Suspense fallback={replyPlaceholder}>
                    <CommentForm
                      postId={post.id}
                      replyTo={{ id: comment.id, author: comment.author }}
                      onSent={(message) => {
                        closeReply(comment.id);
                        announce(message);
                      }}
                      onCancel={() => closeReply(comment.id)}
                    />
                  </Suspense>
                </div>
              ) : null}
              {replies.length > 0 ? (
                <ol
                  aria-label={text.repliesTo(comment.author)}
                  className="ml-4 space-y-5 border-l-2 border-secondary pl-4 sm:ml-6 sm:pl-6"
                >
                  {replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentItem comment={reply} now={now} />
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}

      {open ? (
        <div
          ref={formSlotRef}
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-primary/10 sm:p-6"
        >
          {formNear ? (
            <Suspense fallback={formPlaceholder}>
              <CommentForm postId={post.id} onSent={announce} />
            </Suspense>
          ) : (
            formPlaceholder
          )}
        </div>
      ) : (
        <FormAlert tone="info">{blogMessages.errors.commentsClosed}</FormAlert>
      )}

      {/* One polite live region, always present, shown wherever the person has scrolled. */}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4"
      >
        {success ? (
          <p
            key={success.key}
            className="pointer-events-auto flex max-w-lg items-start gap-3 rounded-xl border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-800 shadow-lg"
          >
            <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {success.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
