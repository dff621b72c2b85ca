/**
 * /staff/comentarios: the moderation queue. Tabs per state with their counts
 * (?estado=, Pendiente first), one page of comments at a time (?pagina=),
 * each with who wrote it (name, e-mail, website), on which post, when, its
 * text (as text) and why it was held; checkboxes with "select all" and the
 * bulk actions, and the same actions on each row. Buttons are disabled while
 * a move is saved; a toast says what was done.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { Inbox } from 'lucide-react';
import { BLOG_COMMENT_STATES, type BlogCommentState } from '@huella/shared/constants';
import { blogMessages } from '@huella/shared/messages/blog';
import { commonMessages } from '@huella/shared/messages/common';
import { staffMessages } from '@huella/shared/messages/staff';
import type { StaffBlogComment } from '@huella/shared/schemas/blog';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import {
  STAFF_COMMENTS_PAGE_SIZE,
  useCommentCounts,
  useModerateComments,
  useStaffComments,
} from '../api/staff-comments';
import { Pager, pageFrom } from './pager';

const text = staffMessages.comments;

const isCommentState = (value: string | null): value is BlogCommentState =>
  (BLOG_COMMENT_STATES as readonly string[]).includes(value ?? '');

/** Where a comment in each state can go from the queue. */
const targets: Record<BlogCommentState, BlogCommentState[]> = {
  pendiente: ['aprobado', 'spam', 'papelera'],
  aprobado: ['pendiente', 'spam', 'papelera'],
  spam: ['aprobado', 'papelera'],
  papelera: ['aprobado', 'spam'],
};

const actionVariant = (target: BlogCommentState) =>
  target === 'aprobado' ? 'primary' : target === 'papelera' ? 'danger' : 'secondary';

function StateTabs({
  current,
  counts,
  onSelect,
}: {
  current: BlogCommentState;
  counts: Record<BlogCommentState, number> | undefined;
  onSelect: (state: BlogCommentState) => void;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = BLOG_COMMENT_STATES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % (last + 1)
        : event.key === 'ArrowLeft'
          ? (index - 1 + last + 1) % (last + 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const state = BLOG_COMMENT_STATES[next]!;
    onSelect(state);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={text.statesLabel} className="flex flex-wrap gap-2">
      {BLOG_COMMENT_STATES.map((state, index) => {
        const selected = state === current;
        const label = blogMessages.commentStates[state];
        return (
          <button
            key={state}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`comments-tab-${state}`}
            aria-selected={selected}
            aria-controls="comments-panel"
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(state)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
              selected
                ? 'bg-primary text-white'
                : 'bg-white text-primary ring-1 ring-primary/15 hover:bg-secondary/60'
            }`}
          >
            {counts ? text.tab(label, counts[state]) : label}
          </button>
        );
      })}
    </div>
  );
}

function CommentRow({
  comment,
  selected,
  busy,
  onToggle,
  onMove,
}: {
  comment: StaffBlogComment;
  selected: boolean;
  busy: boolean;
  onToggle: () => void;
  onMove: (target: BlogCommentState) => void;
}) {
  const checkboxId = `comment-${comment.id}-select`;
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-label={text.select(comment.author)}
          className="mt-1 size-5 shrink-0 rounded border-gray-400 accent-primary"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <p className="font-semibold text-ink [overflow-wrap:anywhere]">{comment.author}</p>
            {comment.user_id !== null ? (
              <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-primary">
                {text.signedIn}
              </span>
            ) : null}
            <p className="text-sm text-muted">{text.date(comment.date, comment.time)}</p>
          </div>
          <dl className="mt-1 grid gap-x-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className="text-muted">{text.email}</dt>
            <dd className="[overflow-wrap:anywhere]">
              <a href={`mailto:${comment.email}`} className="text-primary hover:underline">
                {comment.email}
              </a>
            </dd>
            {comment.website ? (
              <>
                <dt className="text-muted">{text.website}</dt>
                <dd className="[overflow-wrap:anywhere]">
                  <a
                    href={comment.website}
                    rel="nofollow ugc noopener noreferrer"
                    target="_blank"
                    className="text-primary hover:underline"
                  >
                    {comment.website}
                  </a>
                </dd>
              </>
            ) : null}
            <dt className="text-muted">{text.on}</dt>
            <dd className="[overflow-wrap:anywhere]">
              <Link to={`/blog/${comment.post.slug}`} className="text-primary hover:underline">
                {comment.post.titulo}
              </Link>
              {comment.parentId !== null ? (
                <span className="text-muted"> · {text.reply}</span>
              ) : null}
            </dd>
          </dl>
          <p className="mt-3 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
            {comment.text}
          </p>
          {comment.reasons.length > 0 ? (
            <div className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <p className="font-semibold">{text.reasons}</p>
              <ul className="list-disc pl-5">
                {comment.reasons.map((reason) => (
                  <li key={reason}>{blogMessages.holdReasons[reason]}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div
            role="group"
            aria-label={text.rowActions(comment.author)}
            className="mt-3 flex flex-wrap gap-2"
          >
            {targets[comment.estado].map((target) => (
              <Button
                key={target}
                size="sm"
                variant={actionVariant(target)}
                disabled={busy}
                onClick={() => onMove(target)}
              >
                {text.actions[target]}
              </Button>
            ))}
          </div>
        </div>
      </div>
    </li>
  );
}

export function CommentsQueue() {
  const [params, setParams] = useSearchParams();
  const rawState = params.get('estado');
  const estado: BlogCommentState = isCommentState(rawState) ? rawState : 'pendiente';
  const page = pageFrom(params);
  const counts = useCommentCounts();
  const comments = useStaffComments(estado, page);
  const moderate = useModerateComments();
  // The selection belongs to one tab and page: another starts with nothing selected.
  const view = `${estado}:${page}`;
  const [selection, setSelection] = useState({ view, ids: new Set<number>() });
  const selected = selection.view === view ? selection.ids : new Set<number>();
  const setSelected = (update: (current: Set<number>) => Set<number>) =>
    setSelection((current) => ({
      view,
      ids: update(current.view === view ? current.ids : new Set<number>()),
    }));
  const selectAllRef = useRef<HTMLInputElement>(null);

  const shown = comments.data?.comments ?? [];
  const shownIds = shown.map((comment) => comment.id);
  const chosen = shownIds.filter((id) => selected.has(id));
  const allChosen = shownIds.length > 0 && chosen.length === shownIds.length;

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = chosen.length > 0 && !allChosen;
  }, [chosen.length, allChosen]);

  const selectState = (state: BlogCommentState) => {
    const next = new URLSearchParams(params);
    if (state === 'pendiente') next.delete('estado');
    else next.set('estado', state);
    next.delete('pagina');
    setParams(next);
  };

  const move = async (ids: number[], target: BlogCommentState) => {
    if (ids.length === 0) return;
    try {
      await moderate.mutateAsync({ ids, estado: target });
      toast.success(text.moved[target](ids.length));
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    } catch (failure) {
      toast.error(
        failure instanceof ApiError && failure.status < 500 ? failure.message : text.moderateFailed,
      );
    }
  };

  const total = comments.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / STAFF_COMMENTS_PAGE_SIZE));
  const busy = moderate.isPending;

  // Moving the last comments of the last page away: back to the page before.
  const settled = comments.data && !comments.isPlaceholderData;
  useEffect(() => {
    if (!settled || page <= pageCount) return;
    const next = new URLSearchParams(params);
    if (pageCount === 1) next.delete('pagina');
    else next.set('pagina', String(pageCount));
    setParams(next, { replace: true });
  }, [settled, page, pageCount, params, setParams]);

  return (
    <div>
      <StateTabs current={estado} counts={counts.data} onSelect={selectState} />
      <div
        id="comments-panel"
        role="tabpanel"
        aria-labelledby={`comments-tab-${estado}`}
        aria-busy={comments.isFetching || busy}
        className="pt-5"
      >
        {comments.isError ? (
          <LoadError
            message={text.loadFailed}
            detail={comments.error instanceof ApiError ? comments.error.message : undefined}
            onRetry={() => void comments.refetch()}
          />
        ) : comments.isPending ? (
          <Spinner label={commonMessages.loading} showLabel />
        ) : shown.length === 0 ? (
          <EmptyState Icon={Inbox} title={text.empty[estado]} />
        ) : (
          <>
            <div className="mb-3 flex flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-gray-200 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex items-center gap-3">
                <input
                  ref={selectAllRef}
                  id="comments-select-all"
                  type="checkbox"
                  checked={allChosen}
                  onChange={() => setSelected(() => (allChosen ? new Set() : new Set(shownIds)))}
                  className="size-5 rounded border-gray-400 accent-primary"
                />
                <label htmlFor="comments-select-all" className="text-sm font-medium text-ink">
                  {text.selectAll}
                </label>
                <span className="text-sm text-muted" aria-live="polite">
                  {chosen.length > 0 ? text.selected(chosen.length) : ''}
                </span>
              </div>
              <div role="group" aria-label={text.bulkLabel} className="flex flex-wrap gap-2">
                {targets[estado].map((target) => (
                  <Button
                    key={target}
                    size="sm"
                    variant={actionVariant(target)}
                    disabled={busy || chosen.length === 0}
                    onClick={() => void move(chosen, target)}
                  >
                    {text.actions[target]}
                  </Button>
                ))}
              </div>
            </div>
            <ul className={`space-y-3 ${comments.isPlaceholderData ? 'opacity-60' : ''}`}>
              {shown.map((comment) => (
                <CommentRow
                  key={comment.id}
                  comment={comment}
                  selected={selected.has(comment.id)}
                  busy={busy}
                  onToggle={() =>
                    setSelected((current) => {
                      const next = new Set(current);
                      if (next.has(comment.id)) next.delete(comment.id);
                      else next.add(comment.id);
                      return next;
                    })
                  }
                  onMove={(target) => void move([comment.id], target)}
                />
              ))}
            </ul>
            <Pager page={page} pageCount={pageCount} />
          </>
        )}
      </div>
    </div>
  );
}
