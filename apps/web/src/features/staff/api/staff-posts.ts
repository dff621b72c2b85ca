/**
 * The staff's side of the blog's posts (contract: packages/shared
 * schemas/blog.ts): GET staff/posts/?estado=&q=&page= (with X-Total-Count),
 * GET/PATCH staff/posts/{id}/, POST staff/posts/, the post's picture
 * (PUT/DELETE staff/posts/{id}/image/), its revisions and their restoring,
 * and POST staff/images/ for a picture in the content.
 */
import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { BLOG_POST_STATES, type BlogPostState } from '@huella/shared/constants';
import type {
  BlogPostInput,
  BlogPostPatch,
  BlogRevision,
  StaffBlogPost,
} from '@huella/shared/schemas/blog';
import { api, apiRequest } from '../../../lib/api-client';
import { staffKeys } from './keys';
import { useStaffImageMutations } from './image-mutations';

const BASE = '/blog/api/staff';
const postPath = (id: number) => `${BASE}/posts/${id}/`;

/** Posts on one page of the staff list. */
export const STAFF_POSTS_PAGE_SIZE = 20;

export interface StaffPostsPage {
  posts: StaffBlogPost[];
  total: number;
}

export interface StaffPostsParams {
  estado?: BlogPostState;
  q?: string;
  page: number;
}

const totalOf = (headers: Headers, fallback: number) => {
  const total = Number(headers.get('x-total-count'));
  return headers.has('x-total-count') && Number.isFinite(total) ? total : fallback;
};

export async function listStaffPosts(
  { estado, q, page }: StaffPostsParams,
  pageSize = STAFF_POSTS_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<StaffPostsPage> {
  const search = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (estado) search.set('estado', estado);
  if (q) search.set('q', q);
  const { data, headers } = await apiRequest<StaffBlogPost[]>(`${BASE}/posts/?${search}`, {
    signal,
  });
  return { posts: data, total: totalOf(headers, data.length) };
}

export function useStaffPosts(params: StaffPostsParams) {
  return useQuery({
    queryKey: staffKeys.postList(params),
    queryFn: ({ signal }) => listStaffPosts(params, STAFF_POSTS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many posts each state has: one page of one post per state, read from X-Total-Count. */
export function useStaffPostCounts() {
  return useQueries({
    queries: BLOG_POST_STATES.map((estado) => ({
      queryKey: [...staffKeys.postCounts, estado],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        listStaffPosts({ estado, page: 1 }, 1, signal).then(({ total }) => total),
    })),
    combine: (results) => ({
      counts: Object.fromEntries(
        BLOG_POST_STATES.map((estado, index) => [estado, results[index]?.data]),
      ) as Record<BlogPostState, number | undefined>,
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
}

export const getStaffPost = (id: number, signal?: AbortSignal) =>
  api<StaffBlogPost>(postPath(id), { signal });

export function useStaffPost(id: number | null) {
  return useQuery({
    queryKey: staffKeys.post(id ?? 0),
    queryFn: ({ signal }) => getStaffPost(id!, signal),
    enabled: id !== null,
    // The editor's form starts from what it loaded; a refetch must not rewrite it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** After a save: the post's cache holds the answer, every list and count is refreshed. */
function useRememberPost() {
  const queryClient = useQueryClient();
  return (post: StaffBlogPost) => {
    queryClient.setQueryData(staffKeys.post(post.id), post);
    void queryClient.invalidateQueries({
      queryKey: staffKeys.posts,
      predicate: (query) => query.queryKey[2] !== 'one',
    });
    void queryClient.invalidateQueries({ queryKey: staffKeys.revisions(post.id) });
  };
}

export function useCreatePost() {
  const remember = useRememberPost();
  return useMutation({
    mutationFn: (input: BlogPostInput) =>
      api<StaffBlogPost>(`${BASE}/posts/`, { method: 'POST', body: input }),
    onSuccess: remember,
  });
}

export function useUpdatePost(id: number) {
  const remember = useRememberPost();
  return useMutation({
    mutationFn: (patch: BlogPostPatch) =>
      api<StaffBlogPost>(postPath(id), { method: 'PATCH', body: patch }),
    onSuccess: remember,
  });
}

/** The post's picture, saved at once through the image pipeline (multipart field `image`). */
export function usePostImageMutations(id: number) {
  return useStaffImageMutations(postPath(id), staffKeys.post(id), useRememberPost());
}

export function useRevisions(id: number) {
  return useQuery({
    queryKey: staffKeys.revisions(id),
    queryFn: ({ signal }) => api<BlogRevision[]>(`${postPath(id)}revisions/`, { signal }),
  });
}

export function useRestoreRevision(id: number) {
  const remember = useRememberPost();
  return useMutation({
    mutationFn: (revisionId: number) =>
      api<StaffBlogPost>(`${postPath(id)}revisions/${revisionId}/restore/`, { method: 'POST' }),
    onSuccess: remember,
  });
}

export interface ContentImage {
  url: string;
  width: number;
  height: number;
}

/** POST staff/images/: a picture for the content, answered with its address. */
export function uploadContentImage(file: File): Promise<ContentImage> {
  const body = new FormData();
  body.append('image', file);
  return api<ContentImage>(`${BASE}/images/`, { method: 'POST', body });
}
