/** Blog comments for the journeys, sent through the API as the page's form sends them. */
import { expect, type APIRequestContext } from '@playwright/test';
import { BLOG_FORM_TOKEN_MIN_AGE_MS } from '@huella/shared/constants';
import type {
  BlogCommentCreated,
  BlogCommentForm,
  BlogPostSummary,
} from '@huella/shared/schemas/blog';

/** A little more than the server's minimum, so a slow clock never makes it refuse. */
export const HUMAN_PAUSE_MS = BLOG_FORM_TOKEN_MIN_AGE_MS + 500;

/** A guest's comment: the form's token, a person's pause (the server refuses faster posts), then the post. */
export async function sendComment(
  request: APIRequestContext,
  postId: number,
  {
    author,
    email,
    text,
    website = '',
  }: { author: string; email: string; text: string; website?: string },
): Promise<BlogCommentCreated> {
  const form = await request.get(`/blog/api/posts/${postId}/comment-form/`);
  expect(form.status(), await form.text()).toBe(200);
  const { form_token } = (await form.json()) as BlogCommentForm;
  await new Promise((resolve) => setTimeout(resolve, HUMAN_PAUSE_MS));
  const sent = await request.post(`/blog/api/posts/${postId}/comments/`, {
    data: { author, email, website, text, parentId: null, form_token, apodo: '' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return (await sent.json()) as BlogCommentCreated;
}

/**
 * The oldest published post of the seeded category, "Adopciones Responsables":
 * always a seeded one. Journeys that write posts publish them now (and archive
 * them when they end), so the newest post may vanish under another journey.
 */
export async function seededPost(request: APIRequestContext): Promise<BlogPostSummary> {
  const response = await request.get('/blog/api/posts/', {
    params: { categoria: 'Adopciones Responsables', page_size: '100' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const posts = (await response.json()) as BlogPostSummary[];
  expect(posts.length, 'the demo blog has its posts').toBeGreaterThan(0);
  return posts[posts.length - 1]!;
}
