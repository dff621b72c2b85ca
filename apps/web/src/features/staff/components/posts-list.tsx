/**
 * /staff/blog: every post, newest first, with its state; filtered by state
 * and searched by title, both kept in the address (?estado=&q=&pagina=).
 */
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ExternalLink, FileText, Search, X } from 'lucide-react';
import { BLOG_POST_STATES, type BlogPostState } from '@huella/shared/constants';
import { blogMessages } from '@huella/shared/messages/blog';
import { commonMessages } from '@huella/shared/messages/common';
import { staffMessages } from '@huella/shared/messages/staff';
import type { StaffBlogPost } from '@huella/shared/schemas/blog';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { STAFF_POSTS_PAGE_SIZE, useStaffPosts } from '../api/staff-posts';
import { Pager, pageFrom } from './pager';
import { PostStateBadge } from './state-badge';
import { FilterSelect } from './filter-select';

const text = staffMessages.posts;

const isState = (value: string | null): value is BlogPostState =>
  (BLOG_POST_STATES as readonly string[]).includes(value ?? '');

function dateLine(post: StaffBlogPost): string {
  if (post.estado === 'publicado' && post.fechaPublicacion)
    return text.published(formatDateTime(post.fechaPublicacion));
  if (post.estado === 'programado' && post.fechaPublicacion)
    return text.scheduled(formatDateTime(post.fechaPublicacion));
  return text.updated(formatDateTime(post.updated_at));
}

function PostRow({ post }: { post: StaffBlogPost }) {
  const title = post.titulo || text.untitled;
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <PostStateBadge estado={post.estado} />
          {post.categorias.map((categoria) => (
            <span key={categoria} className="text-xs font-medium text-muted">
              {categoria}
            </span>
          ))}
        </div>
        <h2 className="mt-1 text-lg font-semibold [overflow-wrap:anywhere]">
          <Link
            to={`/staff/blog/${post.id}`}
            aria-label={text.edit(title)}
            className="text-primary hover:underline"
          >
            {title}
          </Link>
        </h2>
        <p className="text-sm text-muted">
          {dateLine(post)}
          {post.pending_comment_count > 0 ? (
            <>
              {' · '}
              <Link to="/staff/comentarios" className="font-semibold text-accent hover:underline">
                {text.pendingComments(post.pending_comment_count)}
              </Link>
            </>
          ) : null}
        </p>
      </div>
      {post.estado === 'publicado' ? (
        <Link
          to={`/blog/${post.slug}`}
          aria-label={text.viewLabel(title)}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-primary hover:underline"
        >
          {text.view}
          <ExternalLink className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </li>
  );
}

export function PostsList() {
  const [params, setParams] = useSearchParams();
  const rawState = params.get('estado');
  const estado = isState(rawState) ? rawState : undefined;
  const q = params.get('q')?.trim() ?? '';
  const page = pageFrom(params);
  const posts = useStaffPosts({ estado, q: q || undefined, page });
  const [search, setSearch] = useState(q);
  // The box follows the address when it changes (back, a link, "Quitar búsqueda").
  const [searchedQ, setSearchedQ] = useState(q);
  if (q !== searchedQ) {
    setSearchedQ(q);
    setSearch(q);
  }

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('pagina');
    setParams(next);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };

  const total = posts.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / STAFF_POSTS_PAGE_SIZE));
  const filtered = Boolean(estado || q);

  return (
    <div>
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:flex-row sm:items-end">
        <FilterSelect
          label={text.filterLabel}
          value={estado ?? ''}
          onChange={(value) => update({ estado: value })}
          anyLabel={text.allStates}
          options={BLOG_POST_STATES}
          optionLabel={(state) => blogMessages.states[state]}
          className="sm:w-56"
        />
        <form role="search" onSubmit={onSearch} className="flex flex-1 items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="staff-posts-search" className="mb-1 block text-sm font-medium text-ink">
              {text.searchLabel}
            </label>
            <input
              id="staff-posts-search"
              type="search"
              value={search}
              maxLength={200}
              placeholder={text.searchPlaceholder}
              onChange={(event) => setSearch(event.target.value)}
              className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-ink placeholder:text-gray-500 focus:border-primary focus:ring-2 focus:ring-secondary-dark focus:outline-none"
            />
          </div>
          <Button type="submit" variant="secondary" aria-label={text.searchButton}>
            <Search className="size-5" aria-hidden="true" />
            <span className="hidden sm:inline">{text.searchButton}</span>
          </Button>
          {q ? (
            <Button variant="ghost" aria-label={text.clearSearch} onClick={() => update({ q: '' })}>
              <X className="size-5" aria-hidden="true" />
            </Button>
          ) : null}
        </form>
      </div>

      <div className="mt-6" aria-busy={posts.isFetching}>
        {posts.isError ? (
          <LoadError
            message={text.loadFailed}
            detail={posts.error instanceof ApiError ? posts.error.message : undefined}
            onRetry={() => void posts.refetch()}
          />
        ) : posts.isPending ? (
          <Spinner label={commonMessages.loading} showLabel />
        ) : posts.data.posts.length === 0 ? (
          <EmptyState
            Icon={FileText}
            title={filtered ? text.emptyFiltered : text.empty}
            hint={filtered ? text.emptyFilteredHint : text.emptyHint}
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted" aria-live="polite">
              {text.total(total)}
            </p>
            <ul className={`space-y-3 ${posts.isPlaceholderData ? 'opacity-60' : ''}`}>
              {posts.data.posts.map((post) => (
                <PostRow key={post.id} post={post} />
              ))}
            </ul>
            <Pager page={page} pageCount={pageCount} />
          </>
        )}
      </div>
    </div>
  );
}
