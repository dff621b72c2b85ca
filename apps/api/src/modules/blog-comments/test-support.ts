/**
 * Test helpers of the blog comments: posts inserted straight into
 * `blog_posts` (the posts module is tested on its own), form tokens of a
 * given age, and a valid comment body.
 */
import { randomBytes } from 'node:crypto';
import { BLOG_FORM_TOKEN_MIN_AGE_MS } from '@huella/shared/constants';
import type { App } from '../../app';
import { blogComments, blogPosts } from '../../db/schema';
import { uniqueEmail } from '../../test/factories';
import { createFormTokens } from './form-token';

const DAY_MS = 24 * 60 * 60 * 1000;

export type BlogPostOverrides = Partial<Omit<typeof blogPosts.$inferInsert, 'id'>>;

/** A published post (yesterday) with comments open, unless told otherwise. */
export async function createBlogPost(app: App, overrides: BlogPostOverrides = {}) {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await app.db
    .insert(blogPosts)
    .values({
      slug: `articulo-${suffix}`,
      title: `Adoptar con cabeza ${suffix}`,
      summary: 'Qué pensar antes de adoptar.',
      contentHtml: '<p>Adoptar es para toda la vida.</p>',
      authorName: 'Equipo Huella',
      state: 'publicado',
      publishedAt: new Date(Date.now() - DAY_MS),
      categories: ['Adopciones Responsables'],
      ...overrides,
    })
    .returning();
  return row!;
}

/** A form token for the post, handed out `ageMs` ago (old enough to be accepted by default). */
export const formToken = (app: App, postId: number, ageMs = BLOG_FORM_TOKEN_MIN_AGE_MS + 2_000) =>
  createFormTokens(app.config.jwtSecret).sign(postId, Date.now() - ageMs);

/** A valid comment body for the post, from a new e-mail address unless told. */
export const commentBody = (app: App, postId: number, overrides: Record<string, unknown> = {}) => ({
  author: 'Ana García',
  email: uniqueEmail('comenta'),
  website: '',
  text: `Qué bonita historia ${randomBytes(3).toString('hex')}.`,
  form_token: formToken(app, postId),
  ...overrides,
});

/** A comment stored straight in the table (approved unless told), for reading tests. */
export async function insertComment(
  app: App,
  values: Partial<typeof blogComments.$inferInsert> & { postId: number },
) {
  const email = values.email ?? uniqueEmail('comenta');
  const [row] = await app.db
    .insert(blogComments)
    .values({
      authorName: 'Luis',
      email,
      emailNormalized: email.toLowerCase(),
      body: 'Un comentario.',
      state: 'aprobado',
      ...values,
    })
    .returning();
  return row!;
}
