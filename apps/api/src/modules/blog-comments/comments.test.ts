import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_FORM_TOKEN_MAX_AGE_MS, BLOG_FORM_TOKEN_MIN_AGE_MS } from '@huella/shared/constants';
import { commonMessages } from '@huella/shared/messages';
import { blogMessages } from '@huella/shared/messages/blog';
import type {
  BlogComment,
  BlogCommentCreated,
  BlogCommentForm,
  StaffBlogComment,
} from '@huella/shared/schemas/blog';
import { blogComments, users } from '../../db/schema';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { uniqueEmail, uniqueIp } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { person, type Person } from '../adoption-requests/test-support';
import { createFormTokens } from './form-token';
import { commentBody, createBlogPost, formToken, insertComment } from './test-support';

// The rate limiter's clock, fixed 5 minutes into an hour: no window ends mid-test.
const NOW = Date.UTC(2026, 10, 24, 10, 5);

let ctx: TestContext;
let staff: Person;
beforeAll(async () => {
  ctx = await buildTestApp({}, { now: () => NOW });
  staff = await person(ctx.app, { isStaff: true });
});
afterAll(() => ctx.close());

const errors = blogMessages.errors;
const formErrors = blogMessages.commentForm;
const commentsUrl = (post: number | string) => `/blog/api/posts/${post}/comments/`;

const send = (
  post: number | string,
  payload: Record<string, unknown>,
  options: { headers?: Record<string, string>; ip?: string } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: commentsUrl(post),
    payload,
    headers: options.headers,
    remoteAddress: options.ip ?? uniqueIp(),
  });

async function sent(
  post: number,
  payload: Record<string, unknown>,
  headers?: Record<string, string>,
) {
  const response = await send(post, payload, { headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BlogCommentCreated>();
}

async function thread(post: number | string) {
  const response = await ctx.app.inject({ url: commentsUrl(post) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BlogComment[]>();
}

const storedRows = (postId: number) =>
  ctx.app.db.select().from(blogComments).where(eq(blogComments.postId, postId));

async function moderate(ids: number[], estado: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/blog/api/staff/comments/moderate/',
    headers: staff.headers,
    payload: { ids, estado },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function staffView(id: number): Promise<StaffBlogComment> {
  const [row] = await ctx.app.db.select().from(blogComments).where(eq(blogComments.id, id));
  const response = await ctx.app.inject({
    url: `/blog/api/staff/comments/?estado=${row!.state}&post=${row!.postId}&page_size=100`,
    headers: staff.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StaffBlogComment[]>().find((comment) => comment.id === id)!;
}

function expectFieldError(
  response: { statusCode: number; json: () => unknown },
  field: string,
  message: string,
) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { error: string; fields: Record<string, string[]> };
  expect(body.fields[field]).toEqual([message]);
}

describe('the comment form (spec §5, messages verbatim)', () => {
  it('refuses each missing or malformed field with the spec’s message, and stores nothing', async () => {
    const post = await createBlogPost(ctx.app);
    const valid = () => commentBody(ctx.app, post.id);
    const { author: _a, ...noAuthor } = valid();
    expectFieldError(await send(post.id, noAuthor), 'author', 'El nombre el obligatorio');
    expectFieldError(
      await send(post.id, { ...valid(), author: '   ' }),
      'author',
      formErrors.nameRequired,
    );
    const { email: _e, ...noEmail } = valid();
    expectFieldError(await send(post.id, noEmail), 'email', 'El email es obligatorio');
    expectFieldError(
      await send(post.id, { ...valid(), email: '' }),
      'email',
      formErrors.emailRequired,
    );
    expectFieldError(
      await send(post.id, { ...valid(), email: 'ana-en-ejemplo.com' }),
      'email',
      'El formato de email no es válido',
    );
    const { text: _t, ...noText } = valid();
    expectFieldError(await send(post.id, noText), 'text', 'El comentario es obligatorio');
    expectFieldError(
      await send(post.id, { ...valid(), text: ' \n ' }),
      'text',
      formErrors.textRequired,
    );
    expectFieldError(
      await send(post.id, { ...valid(), website: 'no es una web' }),
      'website',
      'El formulario de la URL no es válido',
    );
    // A text of control characters only is no text either.
    expectFieldError(
      await send(post.id, { ...valid(), text: '\u0007\u001b' }),
      'text',
      formErrors.textRequired,
    );
    expect(await storedRows(post.id)).toEqual([]);
  });

  it('takes an optional website with or without its scheme', async () => {
    const post = await createBlogPost(ctx.app);
    const created = await sent(
      post.id,
      commentBody(ctx.app, post.id, { website: 'perros.example.org' }),
    );
    expect(created.comment.website).toBe('https://perros.example.org');
    // 200 characters without the scheme would be 208 with it: too long, said in Spanish.
    const long = `${`${'abcdefghij'.repeat(6)}.`.repeat(3)}perro-example.org`;
    expect(long).toHaveLength(200);
    const response = await send(post.id, commentBody(ctx.app, post.id, { website: long }));
    expectFieldError(response, 'website', commonMessages.errors.tooLong(200));
  });

  it('hands out a token to guests, and the name and e-mail to a signed-in person', async () => {
    const post = await createBlogPost(ctx.app);
    const guest = await ctx.app.inject({ url: `/blog/api/posts/${post.id}/comment-form/` });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBe('private, no-store');
    const form = guest.json<BlogCommentForm>();
    expect(form).toEqual({ form_token: expect.any(String), author: null, email: null });

    const marta = await person(ctx.app, { firstName: 'Marta', lastName: 'Ruiz' });
    const signedIn = await ctx.app.inject({
      url: `/blog/api/posts/${post.slug}/comment-form/`,
      headers: marta.headers,
    });
    expect(signedIn.json<BlogCommentForm>()).toEqual({
      form_token: expect.any(String),
      author: 'Marta Ruiz',
      email: marta.user.email,
    });
  });
});

describe('sending and reading comments', () => {
  it('holds a first comment, then publishes the same person’s next one at once', async () => {
    const post = await createBlogPost(ctx.app);
    const email = uniqueEmail('lectora');
    const first = await sent(post.id, commentBody(ctx.app, post.id, { email, text: 'Primero.' }));
    expect(first.estado).toBe('pendiente');
    expect(first.message).toBe('Tu comentario está pendiente de moderación');
    expect(await thread(post.id)).toEqual([]);
    expect((await staffView(first.comment.id)).reasons).toEqual(['primer_comentario']);

    await moderate([first.comment.id], 'aprobado');
    expect((await thread(post.id)).map((comment) => comment.text)).toEqual(['Primero.']);

    // The same address in other letter case is the same person.
    const second = await sent(
      post.id,
      commentBody(ctx.app, post.id, { email: email.toUpperCase(), text: 'Segundo.' }),
    );
    expect(second.estado).toBe('aprobado');
    expect(second.message).toBe(blogMessages.commentPublished);
    expect((await thread(post.id)).map((comment) => comment.text)).toEqual([
      'Primero.',
      'Segundo.',
    ]);
  });

  it('answers the spec’s fields, never the e-mail, and HTML as the same text', async () => {
    const post = await createBlogPost(ctx.app);
    const email = uniqueEmail('secreta');
    const html = '<script>alert("hola")</script> <b>negrita</b> & <img src=x onerror=alert(1)>';
    await insertComment(ctx.app, { postId: post.id, email, body: 'Ya aprobado.' });
    const created = await send(
      post.id,
      commentBody(ctx.app, post.id, { email, text: html, author: 'Pepa <i>' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain(email);
    expect(created.json<BlogCommentCreated>().comment.text).toBe(html);

    const response = await ctx.app.inject({ url: commentsUrl(post.id) });
    expect(response.body).not.toContain(email);
    expect(response.body).not.toContain('@');
    const comments = response.json<BlogComment[]>();
    expect(comments[1]).toEqual({
      id: created.json<BlogCommentCreated>().comment.id,
      blogId: post.id,
      author: 'Pepa <i>',
      website: '',
      text: html,
      date: expect.stringMatching(/^\d{1,2} de [a-z]+ de \d{4}$/),
      time: expect.stringMatching(/^\d{1,2}:\d{2} [ap]\. m\.$/),
      timestamp: expect.any(Number),
      daysAgo: 0,
      avatar: null,
      parentId: null,
    });
    for (const comment of comments) expect(Object.keys(comment)).not.toContain('email');
  });

  it('tells the date and the 12-hour time in Europe/Madrid, and the whole days since', async () => {
    const post = await createBlogPost(ctx.app);
    // 14:05 UTC is 15:05 in Madrid in November (UTC+1); 9:30 UTC in July is 11:30 (UTC+2).
    const november = new Date('2026-11-24T14:05:00Z');
    const july = new Date('2025-07-03T09:30:00Z');
    await insertComment(ctx.app, { postId: post.id, createdAt: july, body: 'Julio.' });
    await insertComment(ctx.app, { postId: post.id, createdAt: november, body: 'Noviembre.' });
    const [first, second] = await thread(post.id);
    expect([first!.date, first!.time]).toEqual(['3 de julio de 2025', '11:30 a. m.']);
    expect([second!.date, second!.time]).toEqual(['24 de noviembre de 2026', '3:05 p. m.']);
    expect(second!.timestamp).toBe(november.getTime());
    const days = (at: Date) => Math.floor((Date.now() - at.getTime()) / 86_400_000);
    expect(first!.daysAgo).toBe(days(july));
    expect(second!.daysAgo).toBe(Math.max(0, days(november)));
  });

  it('shows the account’s photo of a signed-in commenter, stores their account and their own e-mail', async () => {
    const post = await createBlogPost(ctx.app);
    const marta = await person(ctx.app, { firstName: 'Marta' });
    await ctx.app.db
      .update(users)
      .set({ avatar: 'avatars/marta-foto' })
      .where(eq(users.id, marta.user.id));
    const created = await sent(
      post.id,
      commentBody(ctx.app, post.id, { author: 'Marta', email: 'otra.persona@example.com' }),
      marta.headers,
    );
    expect(created.comment.avatar).toBe('media/avatars/marta-foto-400.webp');
    const seen = await staffView(created.comment.id);
    expect(seen.user_id).toBe(marta.user.id);
    expect(seen.email).toBe(marta.user.email);
  });

  it('strips control characters from the name and the text, keeping line breaks', async () => {
    const post = await createBlogPost(ctx.app);
    const created = await sent(
      post.id,
      commentBody(ctx.app, post.id, {
        author: 'Ana\u0007 García',
        text: 'Línea uno\r\nLínea\u0008 dos\u001b',
      }),
    );
    const [row] = await ctx.app.db
      .select()
      .from(blogComments)
      .where(eq(blogComments.id, created.comment.id));
    expect(row!.authorName).toBe('Ana García');
    expect(row!.body).toBe('Línea uno\nLínea dos');
  });

  it('answers a post by its slug too; unknown, draft or future posts are not found', async () => {
    const post = await createBlogPost(ctx.app);
    await insertComment(ctx.app, { postId: post.id, body: 'Por slug.' });
    expect((await thread(post.slug)).map((comment) => comment.text)).toEqual(['Por slug.']);

    const draft = await createBlogPost(ctx.app, { state: 'borrador', publishedAt: null });
    const future = await createBlogPost(ctx.app, {
      state: 'programado',
      publishedAt: new Date(Date.now() + 86_400_000),
    });
    const archived = await createBlogPost(ctx.app, { state: 'archivado' });
    for (const hidden of [draft.id, future.id, archived.id, 999_999]) {
      for (const response of [
        await ctx.app.inject({ url: commentsUrl(hidden) }),
        await ctx.app.inject({ url: `/blog/api/posts/${hidden}/comment-form/` }),
        await send(hidden, commentBody(ctx.app, hidden)),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: 'Artículo no encontrado' });
      }
    }

    // A scheduled post whose date has come is public.
    const due = await createBlogPost(ctx.app, {
      state: 'programado',
      publishedAt: new Date(Date.now() - 60_000),
    });
    expect(await thread(due.id)).toEqual([]);
    expect((await send(due.id, commentBody(ctx.app, due.id))).statusCode).toBe(201);
  });

  it('refuses comments on a post whose comments are closed, still showing the approved ones', async () => {
    const post = await createBlogPost(ctx.app, { commentsOpen: false });
    await insertComment(ctx.app, { postId: post.id, body: 'De antes.' });
    const response = await send(post.id, commentBody(ctx.app, post.id));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: errors.commentsClosed });
    const form = await ctx.app.inject({ url: `/blog/api/posts/${post.id}/comment-form/` });
    expect(form.statusCode).toBe(403);
    expect((await thread(post.id)).map((comment) => comment.text)).toEqual(['De antes.']);
    expect(await storedRows(post.id)).toHaveLength(1);
  });
});

describe('replies', () => {
  it('lists replies right after their comment, oldest first', async () => {
    const post = await createBlogPost(ctx.app);
    const at = (minutes: number) => new Date(Date.now() - (60 - minutes) * 60_000);
    const a = await insertComment(ctx.app, { postId: post.id, body: 'A', createdAt: at(0) });
    const b = await insertComment(ctx.app, { postId: post.id, body: 'B', createdAt: at(1) });
    await insertComment(ctx.app, { postId: post.id, parentId: a.id, body: 'A1', createdAt: at(2) });
    await insertComment(ctx.app, { postId: post.id, parentId: b.id, body: 'B1', createdAt: at(3) });
    await insertComment(ctx.app, { postId: post.id, parentId: a.id, body: 'A2', createdAt: at(4) });
    // Held or unapproved: not shown, nor a reply to a comment that is not approved.
    const held = await insertComment(ctx.app, {
      postId: post.id,
      body: 'held',
      state: 'pendiente',
      createdAt: at(5),
    });
    await insertComment(ctx.app, {
      postId: post.id,
      parentId: held.id,
      body: 'orphan',
      createdAt: at(6),
    });
    const comments = await thread(post.id);
    expect(comments.map((comment) => [comment.text, comment.parentId])).toEqual([
      ['A', null],
      ['A1', a.id],
      ['A2', a.id],
      ['B', null],
      ['B1', b.id],
    ]);
  });

  it('answers an approved comment; refuses a reply to a reply, to another post’s or a held comment', async () => {
    const post = await createBlogPost(ctx.app);
    const other = await createBlogPost(ctx.app);
    const email = uniqueEmail('habitual');
    await insertComment(ctx.app, { postId: other.id, email });
    const parent = await insertComment(ctx.app, { postId: post.id, body: 'Pregunta' });
    const reply = await sent(
      post.id,
      commentBody(ctx.app, post.id, { email, parentId: parent.id, text: 'Respuesta' }),
    );
    expect(reply.estado).toBe('aprobado');
    expect(reply.comment.parentId).toBe(parent.id);
    expect((await thread(post.id)).map((comment) => comment.text)).toEqual([
      'Pregunta',
      'Respuesta',
    ]);

    const before = (await storedRows(post.id)).length;
    const tooDeep = await send(
      post.id,
      commentBody(ctx.app, post.id, { parentId: reply.comment.id }),
    );
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toMatchObject({
      error: 'Solo se puede responder a un comentario, no a una respuesta.',
      fields: { parentId: [errors.replyTooDeep] },
    });

    const elsewhere = await insertComment(ctx.app, { postId: other.id });
    const held = await insertComment(ctx.app, { postId: post.id, state: 'pendiente' });
    const stored = (await storedRows(post.id)).length;
    for (const parentId of [elsewhere.id, held.id, 999_999]) {
      const response = await send(post.id, commentBody(ctx.app, post.id, { parentId }));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: errors.commentNotFound });
    }
    expect(await storedRows(post.id)).toHaveLength(stored);
    expect(stored).toBe(before + 1);
  });
});

describe('anti-spam', () => {
  it('answers a filled-in honeypot like a held comment and stores nothing', async () => {
    const post = await createBlogPost(ctx.app);
    const response = await send(post.id, commentBody(ctx.app, post.id, { apodo: 'bot' }));
    expect(response.statusCode).toBe(201);
    expect(response.json<BlogCommentCreated>()).toMatchObject({
      estado: 'pendiente',
      message: blogMessages.commentPending,
    });
    expect(await storedRows(post.id)).toEqual([]);
  });

  it('refuses a missing, forged, other post’s, too young or too old form token', async () => {
    const post = await createBlogPost(ctx.app);
    const other = await createBlogPost(ctx.app);
    const good = formToken(ctx.app, post.id);
    const [id, issued, signature] = good.split('.');
    const forged = createFormTokens('otro-secreto-que-no-es-el-de-la-app-de-huella').sign(
      post.id,
      Date.now() - 10_000,
    );
    const cases: [unknown, string][] = [
      [undefined, errors.formExpired],
      ['', errors.formExpired],
      ['basura', errors.formExpired],
      [forged, errors.formExpired],
      [`${id}.${Number(issued) - 60_000}.${signature}`, errors.formExpired],
      [formToken(ctx.app, other.id), errors.formExpired],
      [formToken(ctx.app, post.id, 0), errors.tooFast],
      [formToken(ctx.app, post.id, BLOG_FORM_TOKEN_MIN_AGE_MS - 1_000), errors.tooFast],
      [formToken(ctx.app, post.id, BLOG_FORM_TOKEN_MAX_AGE_MS + 60_000), errors.formExpired],
    ];
    for (const [token, message] of cases) {
      const payload = commentBody(ctx.app, post.id, { form_token: token });
      if (token === undefined) delete (payload as Record<string, unknown>).form_token;
      const response = await send(post.id, payload);
      expect([String(token).slice(0, 20), response.statusCode]).toEqual([
        String(token).slice(0, 20),
        400,
      ]);
      expect(response.json<{ error: string }>().error).toBe(message);
    }
    expect(errors.tooFast).toBe(
      'Has enviado el comentario demasiado rápido. Espera unos segundos y vuelve a intentarlo.',
    );
    expect(await storedRows(post.id)).toEqual([]);

    // The token the form hands out works once it is old enough (checked with the app's own secret).
    const handed = (
      await ctx.app.inject({ url: `/blog/api/posts/${post.id}/comment-form/` })
    ).json<BlogCommentForm>().form_token;
    const tooSoon = await send(post.id, commentBody(ctx.app, post.id, { form_token: handed }));
    expect(tooSoon.json()).toMatchObject({ error: errors.tooFast });
    expect(
      createFormTokens(ctx.config.jwtSecret).check(
        handed,
        post.id,
        Date.now() + BLOG_FORM_TOKEN_MIN_AGE_MS,
      ),
    ).toBe('ok');
  });

  it(`limits comments per source address (${RATE_LIMITS.blogCommentPerIp.limit} an hour)`, async () => {
    const post = await createBlogPost(ctx.app);
    const ip = uniqueIp();
    // Every request counts, even one the honeypot catches.
    for (let i = 0; i < RATE_LIMITS.blogCommentPerIp.limit; i += 1) {
      const response = await send(post.id, commentBody(ctx.app, post.id, { apodo: 'x' }), { ip });
      expect(response.statusCode).toBe(201);
    }
    const over = await send(post.id, commentBody(ctx.app, post.id), { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      error: 'Has enviado demasiados comentarios. Inténtalo de nuevo más tarde.',
    });
    expect(Number(over.headers['retry-after'])).toBe(55 * 60);
    expect(await storedRows(post.id)).toEqual([]);
    // Another address is not affected.
    expect((await send(post.id, commentBody(ctx.app, post.id))).statusCode).toBe(201);
  });

  it(`limits comments per e-mail address (${RATE_LIMITS.blogCommentPerEmail.limit} an hour), from any address`, async () => {
    const post = await createBlogPost(ctx.app);
    const email = uniqueEmail('prolija');
    for (let i = 0; i < RATE_LIMITS.blogCommentPerEmail.limit; i += 1) {
      await sent(
        post.id,
        commentBody(ctx.app, post.id, { email: i % 2 ? email : email.toUpperCase() }),
      );
    }
    const over = await send(post.id, commentBody(ctx.app, post.id, { email }));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: errors.commentRateLimited });
    expect(await storedRows(post.id)).toHaveLength(RATE_LIMITS.blogCommentPerEmail.limit);
  });

  it('refuses the same text again from the same person on the same post', async () => {
    const post = await createBlogPost(ctx.app);
    const other = await createBlogPost(ctx.app);
    const email = uniqueEmail('repite');
    const text = 'Me encanta este artículo.';
    await sent(post.id, commentBody(ctx.app, post.id, { email, text }));
    const again = await send(post.id, commentBody(ctx.app, post.id, { email, text: `  ${text} ` }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'Ya has enviado este mismo comentario.' });
    expect(await storedRows(post.id)).toHaveLength(1);
    // Someone else, or another post, may say the same.
    await sent(post.id, commentBody(ctx.app, post.id, { text }));
    await sent(other.id, commentBody(ctx.app, other.id, { email, text }));
  });

  it('holds comments with too many links or listed words, even from a known commenter', async () => {
    const post = await createBlogPost(ctx.app);
    const email = uniqueEmail('conocida');
    await insertComment(ctx.app, { postId: post.id, email });
    const twoLinks = await sent(
      post.id,
      commentBody(ctx.app, post.id, {
        email,
        text: 'Mirad https://protectora.example.org y www.otra.example.org',
      }),
    );
    expect(twoLinks.estado).toBe('aprobado');
    const threeLinks = await sent(
      post.id,
      commentBody(ctx.app, post.id, {
        email,
        text: 'http://a.example.com https://b.example.com www.c.example.com',
      }),
    );
    expect(threeLinks.estado).toBe('pendiente');
    expect((await staffView(threeLinks.comment.id)).reasons).toEqual(['enlaces']);

    const word = await sent(
      post.id,
      commentBody(ctx.app, post.id, { email, text: 'Consigue un PRÉSTAMO rápido aquí' }),
    );
    expect(word.estado).toBe('pendiente');
    expect(word.message).toBe(blogMessages.commentPending);
    expect((await staffView(word.comment.id)).reasons).toEqual(['palabras']);

    // A newcomer with both: every reason is recorded.
    const newcomer = await sent(
      post.id,
      commentBody(ctx.app, post.id, {
        text: 'Casino https://a.example.com https://b.example.com https://c.example.com',
      }),
    );
    expect((await staffView(newcomer.comment.id)).reasons).toEqual([
      'primer_comentario',
      'enlaces',
      'palabras',
    ]);
    // A word merely containing a listed one is fine.
    const fine = await sent(
      post.id,
      commentBody(ctx.app, post.id, { email, text: 'Casinorama no.' }),
    );
    expect(fine.estado).toBe('aprobado');
  });

  it('refuses a body that is not the form’s (unknown types) with a Spanish message', async () => {
    const post = await createBlogPost(ctx.app);
    const response = await send(post.id, commentBody(ctx.app, post.id, { parentId: 'uno' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { parentId: [commonMessages.errors.invalidType] },
    });
  });
});
