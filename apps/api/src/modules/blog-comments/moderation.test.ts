import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogMessages } from '@huella/shared/messages/blog';
import type { BlogComment, StaffBlogComment } from '@huella/shared/schemas/blog';
import type { UserExport } from '@huella/shared/schemas/users';
import { blogComments } from '../../db/schema';
import { uniqueEmail, uniqueIp } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { person, type Person } from '../adoption-requests/test-support';
import { commentBody, createBlogPost, insertComment } from './test-support';

let ctx: TestContext;
let staff: Person;
let reader: Person;
beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await person(ctx.app, { isStaff: true });
  reader = await person(ctx.app);
});
afterAll(() => ctx.close());

const LIST = '/blog/api/staff/comments/';
const COUNTS = '/blog/api/staff/comments/counts/';
const MODERATE = '/blog/api/staff/comments/moderate/';

const rows = (ids: number[]) =>
  ctx.app.db.select().from(blogComments).where(inArray(blogComments.id, ids));

describe('who may moderate', () => {
  it('guests get a 401 and signed-in people who are not staff a 403, changing nothing', async () => {
    const post = await createBlogPost(ctx.app);
    const held = await insertComment(ctx.app, { postId: post.id, state: 'pendiente' });
    for (const [headers, status] of [
      [{}, 401],
      [reader.headers, 403],
    ] as const) {
      expect((await ctx.app.inject({ url: LIST, headers })).statusCode).toBe(status);
      expect((await ctx.app.inject({ url: COUNTS, headers })).statusCode).toBe(status);
      const moderate = await ctx.app.inject({
        method: 'POST',
        url: MODERATE,
        headers,
        payload: { ids: [held.id], estado: 'aprobado' },
      });
      expect(moderate.statusCode).toBe(status);
    }
    expect((await rows([held.id]))[0]!.state).toBe('pendiente');
  });
});

describe('the moderation queue', () => {
  it('lists a state newest first with e-mail, reasons and post, paginated and by post', async () => {
    const post = await createBlogPost(ctx.app, { title: 'Gatos mayores' });
    const other = await createBlogPost(ctx.app);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const oldest = await insertComment(ctx.app, {
      postId: post.id,
      state: 'pendiente',
      reasons: ['primer_comentario'],
      email: 'Ana@Example.com',
      createdAt: minutesAgo(30),
    });
    const middle = await insertComment(ctx.app, {
      postId: post.id,
      state: 'pendiente',
      reasons: ['enlaces', 'palabras'],
      createdAt: minutesAgo(20),
    });
    const newest = await insertComment(ctx.app, {
      postId: post.id,
      state: 'pendiente',
      createdAt: minutesAgo(10),
    });
    await insertComment(ctx.app, { postId: other.id, state: 'pendiente' });
    await insertComment(ctx.app, { postId: post.id, state: 'aprobado' });

    const page1 = await ctx.app.inject({
      url: `${LIST}?post=${post.id}&page_size=2`,
      headers: staff.headers,
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.headers['x-total-count']).toBe('3');
    expect(page1.headers.link).toContain('rel="next"');
    const first = page1.json<StaffBlogComment[]>();
    expect(first.map((comment) => comment.id)).toEqual([newest.id, middle.id]);
    expect(first[1]).toMatchObject({
      estado: 'pendiente',
      reasons: ['enlaces', 'palabras'],
      post: { id: post.id, slug: post.slug, titulo: 'Gatos mayores' },
      user_id: null,
      blogId: post.id,
    });
    const page2 = await ctx.app.inject({
      url: `${LIST}?post=${post.id}&page_size=2&page=2`,
      headers: staff.headers,
    });
    const second = page2.json<StaffBlogComment[]>();
    expect(second.map((comment) => comment.id)).toEqual([oldest.id]);
    expect(second[0]!.email).toBe('Ana@Example.com');

    const approved = await ctx.app.inject({
      url: `${LIST}?estado=aprobado&post=${post.id}`,
      headers: staff.headers,
    });
    expect(approved.json<StaffBlogComment[]>()).toHaveLength(1);

    const bad = await ctx.app.inject({ url: `${LIST}?estado=borrado`, headers: staff.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('moves comments in bulk, recording who and when, and counts each state', async () => {
    const post = await createBlogPost(ctx.app);
    const before = (await ctx.app.inject({ url: COUNTS, headers: staff.headers })).json<
      Record<string, number>
    >();
    const a = await insertComment(ctx.app, { postId: post.id, state: 'pendiente', body: 'A' });
    const b = await insertComment(ctx.app, { postId: post.id, state: 'pendiente', body: 'B' });
    const c = await insertComment(ctx.app, { postId: post.id, state: 'pendiente', body: 'C' });

    const response = await ctx.app.inject({
      method: 'POST',
      url: MODERATE,
      headers: staff.headers,
      payload: { ids: [a.id, b.id, a.id], estado: 'aprobado' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...before,
      pendiente: before.pendiente! + 1,
      aprobado: before.aprobado! + 2,
    });
    const moved = await rows([a.id, b.id]);
    for (const row of moved) {
      expect(row.state).toBe('aprobado');
      expect(row.moderatedBy).toBe(staff.user.id);
      expect(row.moderatedAt).toBeInstanceOf(Date);
    }
    const thread = await ctx.app.inject({ url: `/blog/api/posts/${post.id}/comments/` });
    expect(thread.json<BlogComment[]>().map((comment) => comment.text)).toEqual(['A', 'B']);

    for (const estado of ['spam', 'papelera'] as const) {
      await ctx.app.inject({
        method: 'POST',
        url: MODERATE,
        headers: staff.headers,
        payload: { ids: [a.id, c.id], estado },
      });
      expect((await rows([a.id, c.id])).map((row) => row.state)).toEqual([estado, estado]);
    }
    const after = (await ctx.app.inject({ url: COUNTS, headers: staff.headers })).json();
    expect(after).toEqual({
      pendiente: before.pendiente,
      aprobado: before.aprobado! + 1,
      spam: before.spam,
      papelera: before.papelera! + 2,
    });
    const shown = await ctx.app.inject({ url: `/blog/api/posts/${post.id}/comments/` });
    expect(shown.json<BlogComment[]>().map((comment) => comment.text)).toEqual(['B']);
  });

  it('changes nothing when one id is unknown (all or nothing)', async () => {
    const post = await createBlogPost(ctx.app);
    const a = await insertComment(ctx.app, { postId: post.id, state: 'pendiente' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: MODERATE,
      headers: staff.headers,
      payload: { ids: [a.id, 999_999], estado: 'aprobado' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: blogMessages.errors.commentNotFound });
    const [row] = await rows([a.id]);
    expect([row!.state, row!.moderatedAt, row!.moderatedBy]).toEqual(['pendiente', null, null]);

    const tooMany = await ctx.app.inject({
      method: 'POST',
      url: MODERATE,
      headers: staff.headers,
      payload: { ids: Array.from({ length: 101 }, (_, i) => i + 1), estado: 'spam' },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      error: 'Puedes moderar como mucho 100 comentarios a la vez.',
    });
  });

  it('approving a reply whose comment is held keeps it out of the thread until its comment shows', async () => {
    const post = await createBlogPost(ctx.app);
    const held = await insertComment(ctx.app, { postId: post.id, state: 'pendiente', body: 'P' });
    const reply = await insertComment(ctx.app, {
      postId: post.id,
      parentId: held.id,
      state: 'pendiente',
      body: 'R',
    });
    const url = `/blog/api/posts/${post.id}/comments/`;
    await ctx.app.inject({
      method: 'POST',
      url: MODERATE,
      headers: staff.headers,
      payload: { ids: [reply.id], estado: 'aprobado' },
    });
    expect((await ctx.app.inject({ url })).json()).toEqual([]);
    await ctx.app.inject({
      method: 'POST',
      url: MODERATE,
      headers: staff.headers,
      payload: { ids: [held.id], estado: 'aprobado' },
    });
    expect((await ctx.app.inject({ url })).json<BlogComment[]>().map((c) => c.text)).toEqual([
      'P',
      'R',
    ]);
  });
});

describe('RGPD: the account’s comments', () => {
  async function commentAs(who: Person | null, postId: number, overrides: Record<string, unknown>) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/blog/api/posts/${postId}/comments/`,
      headers: who?.headers,
      payload: commentBody(ctx.app, postId, overrides),
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ comment: BlogComment }>().comment;
  }

  it('the export lists the comments sent signed in or with the confirmed address, in any state', async () => {
    const post = await createBlogPost(ctx.app, { title: 'Perros senior' });
    const lola = await person(ctx.app, { firstName: 'Lola' });
    const signedIn = await commentAs(lola, post.id, { author: 'Lola', text: 'Con sesión.' });
    const asGuest = await commentAs(null, post.id, {
      author: 'Lola G.',
      email: lola.user.email.toUpperCase(),
      website: 'lola.example.org',
      text: '<b>Sin sesión</b>',
    });
    await commentAs(null, post.id, { text: 'De otra persona.' });
    await ctx.app.db
      .update(blogComments)
      .set({ state: 'spam' })
      .where(eq(blogComments.id, asGuest.id));

    const response = await ctx.app.inject({
      url: '/users/api/users/me/export/',
      headers: lola.headers,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json<UserExport>();
    expect(data.blog_comments).toEqual([
      {
        id: signedIn.id,
        post_id: post.id,
        post_title: 'Perros senior',
        reply_to: null,
        author: 'Lola',
        email: lola.user.email,
        website: '',
        text: 'Con sesión.',
        state: 'pendiente',
        created_at: new Date(signedIn.timestamp).toISOString(),
      },
      {
        id: asGuest.id,
        post_id: post.id,
        post_title: 'Perros senior',
        reply_to: null,
        author: 'Lola G.',
        email: lola.user.email.toUpperCase(),
        website: 'https://lola.example.org',
        text: '<b>Sin sesión</b>',
        state: 'spam',
        created_at: new Date(asGuest.timestamp).toISOString(),
      },
    ]);
    expect(response.body).not.toContain('De otra persona.');
  });

  it('an address never confirmed does not bring in a guest’s comments with it', async () => {
    const post = await createBlogPost(ctx.app);
    const email = uniqueEmail('sin.confirmar');
    await commentAs(null, post.id, { email, text: 'De quien de verdad tiene el correo.' });
    const pretender = await person(ctx.app, { email, emailConfirmed: false });
    const data = (
      await ctx.app.inject({ url: '/users/api/users/me/export/', headers: pretender.headers })
    ).json<UserExport>();
    expect(data.blog_comments).toEqual([]);
  });

  it('deleting the account keeps the text under "Usuario eliminado", without e-mail, website or account', async () => {
    const post = await createBlogPost(ctx.app);
    const pablo = await person(ctx.app, { firstName: 'Pablo' });
    const mine = await commentAs(pablo, post.id, { author: 'Pablo', text: 'Mi comentario.' });
    const guest = await commentAs(null, post.id, {
      author: 'Pablo R.',
      email: pablo.user.email,
      website: 'https://pablo.example.org',
      text: 'Sin sesión.',
    });
    const someoneElse = await commentAs(null, post.id, { author: 'Otra', text: 'Lo mío.' });
    await ctx.app.db
      .update(blogComments)
      .set({ state: 'aprobado' })
      .where(inArray(blogComments.id, [mine.id, guest.id, someoneElse.id]));
    const reply = await insertComment(ctx.app, {
      postId: post.id,
      parentId: mine.id,
      body: 'Respuesta.',
    });

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/users/api/users/me/',
      headers: pablo.headers,
      payload: { password: pablo.user.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const stored = await rows([mine.id, guest.id]);
    for (const row of stored) {
      expect(row).toMatchObject({
        authorName: 'Usuario eliminado',
        email: '',
        emailNormalized: '',
        website: '',
        userId: null,
      });
    }
    expect(stored.map((row) => row.body).sort()).toEqual(['Mi comentario.', 'Sin sesión.']);
    const [other] = await rows([someoneElse.id]);
    expect(other!.authorName).toBe('Otra');

    const thread = await ctx.app.inject({ url: `/blog/api/posts/${post.id}/comments/` });
    expect(thread.body).not.toContain(pablo.user.email);
    expect(thread.body).not.toContain('pablo.example.org');
    expect(
      thread
        .json<BlogComment[]>()
        .map((comment) => [comment.author, comment.text, comment.parentId]),
    ).toEqual([
      ['Usuario eliminado', 'Mi comentario.', null],
      ['Luis', 'Respuesta.', mine.id],
      ['Usuario eliminado', 'Sin sesión.', null],
      ['Otra', 'Lo mío.', null],
    ]);
    expect(reply.parentId).toBe(mine.id);
  });
});
