import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BLOG_REVISIONS_MAX } from '@huella/shared/constants';
import { blogMessages, commonMessages } from '@huella/shared/messages';
import type {
  BlogPost,
  BlogPostSummary,
  BlogRevision,
  BlogTaxonomy,
  StaffBlogPost,
} from '@huella/shared/schemas/blog';
import { blogComments, blogPostRevisions, blogPosts } from '../../db/schema';
import { createUser, sessionAccessToken } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { makeJpeg, makePng, makeTextFile } from '../../test/images';
import { multipart } from '../../test/multipart';

let ctx: TestContext;
let staff: { authorization: string };
let member: { authorization: string };
let staffUser: { id: number };

beforeAll(async () => {
  // Its own database (lists count every post), read without the cache (rows are changed by hand).
  ctx = await buildTestApp({}, { catalogueCache: false });
  staffUser = await createUser(ctx.app, {
    isStaff: true,
    firstName: 'Elena',
    lastName: 'Sanz',
  });
  staff = { authorization: `Bearer ${await sessionAccessToken(ctx.app, staffUser.id)}` };
  const user = await createUser(ctx.app);
  member = { authorization: `Bearer ${await sessionAccessToken(ctx.app, user.id)}` };
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const staffPosts = '/blog/api/staff/posts/';
const staffPost = (id: number) => `/blog/api/staff/posts/${id}/`;
const publicPost = (key: string | number) => `/blog/api/posts/${key}/`;

async function create(body: Record<string, unknown>, headers = staff) {
  return ctx.app.inject({ method: 'POST', url: staffPosts, headers, payload: body });
}
async function createPost(body: Record<string, unknown>): Promise<StaffBlogPost> {
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StaffBlogPost>();
}
const patch = (id: number, body: Record<string, unknown>, headers = staff) =>
  ctx.app.inject({ method: 'PATCH', url: staffPost(id), headers, payload: body });
const get = (url: string, headers?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('writing a post (staff)', () => {
  it('creates a draft by the staff member, slug from the title, content sanitised', async () => {
    const post = await createPost({
      titulo: '¿Por qué adoptar un perro adulto? Guía rápida',
      resumen: 'Razones para adoptar.',
      contenido: '<p onclick="x()">Hola <script>alert(1)</script><strong>amigos</strong></p>',
      categorias: ['Adopciones Responsables', 'adopciones responsables'],
      etiquetas: ['perros'],
      author_bio: 'Voluntaria de Huella.',
    });
    expect(post).toMatchObject({
      slug: 'por-que-adoptar-un-perro-adulto-guia-rapida',
      titulo: '¿Por qué adoptar un perro adulto? Guía rápida',
      resumen: 'Razones para adoptar.',
      contenido: '<p>Hola <strong>amigos</strong></p>',
      estado: 'borrador',
      fechaPublicacion: null,
      categorias: ['Adopciones Responsables'],
      etiquetas: ['perros'],
      autor: { nombre: 'Elena Sanz', avatar: null, bio: 'Voluntaria de Huella.' },
      imagen: null,
      image: null,
      comment_count: 0,
      pending_comment_count: 0,
      revision_count: 0,
      comments_open: true,
    });
    // A draft is nobody's but staff's.
    expect((await get(publicPost(post.id))).statusCode).toBe(404);
    expect((await get(publicPost(post.slug))).json()).toMatchObject({
      error: blogMessages.errors.postNotFound,
    });
    expect((await get(publicPost(post.id), member)).statusCode).toBe(404);
    expect((await get(publicPost(post.id), staff)).json()).toMatchObject({ estado: 'borrador' });
  });

  it('gives a title used before the next free slug (-2, -3), and refuses a given slug that is taken', async () => {
    const first = await createPost({ titulo: 'Gatos mayores' });
    const second = await createPost({ titulo: 'Gatos mayores' });
    const third = await createPost({ titulo: 'Gatos  MAYORES!' });
    expect([first.slug, second.slug, third.slug]).toEqual([
      'gatos-mayores',
      'gatos-mayores-2',
      'gatos-mayores-3',
    ]);
    const taken = await create({ titulo: 'Otro', slug: 'gatos-mayores' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: blogMessages.errors.slugTaken,
      fields: { slug: [blogMessages.errors.slugTaken] },
    });
    const changed = await patch(second.id, { slug: 'gatos-mayores-3' });
    expect(changed.statusCode).toBe(409);
    expect((await patch(second.id, { slug: 'gatos-senior' })).json()).toMatchObject({
      slug: 'gatos-senior',
    });
    // A title of digits or symbols only still gets an address that is not an id.
    expect((await createPost({ titulo: '2026' })).slug).toBe('articulo-2026');
    expect((await createPost({ titulo: '¡¡¡???' })).slug).toBe('articulo');
  });

  it('answers validation errors in Spanish and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'titulo', blogMessages.errors.titleRequired],
      [{ titulo: '   ' }, 'titulo', blogMessages.errors.titleRequired],
      [{ titulo: 'x'.repeat(201) }, 'titulo', commonMessages.errors.tooLong(200)],
      [{ titulo: 'Hola', slug: 'Con Mayúsculas' }, 'slug', blogMessages.errors.slugInvalid],
      [{ titulo: 'Hola', slug: '12345' }, 'slug', blogMessages.errors.slugInvalid],
      [{ titulo: 'Hola', estado: 'visible' }, 'estado', commonMessages.errors.invalidChoice],
      [
        { titulo: 'Hola', fechaPublicacion: 'mañana' },
        'fechaPublicacion',
        blogMessages.errors.invalidDate,
      ],
      [
        { titulo: 'Hola', etiquetas: Array.from({ length: 11 }, (_, i) => `t${i}`) },
        'etiquetas',
        blogMessages.errors.tooManyTerms(10),
      ],
      [
        { titulo: 'Hola', estado: 'programado' },
        'fechaPublicacion',
        blogMessages.errors.scheduleNeedsDate,
      ],
      [
        { titulo: 'Hola', estado: 'programado', fechaPublicacion: inDays(-1) },
        'fechaPublicacion',
        blogMessages.errors.scheduleInPast,
      ],
    ];
    const before = await ctx.app.db.$count(blogPosts);
    for (const [body, field, message] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields?.[field], JSON.stringify(body)).toContain(message);
    }
    expect(await ctx.app.db.$count(blogPosts)).toBe(before);
  });

  it('is for staff only: guests 401, members 403, on every staff route', async () => {
    const post = await createPost({ titulo: 'Solo equipo' });
    const routes: [string, string][] = [
      ['GET', staffPosts],
      ['POST', staffPosts],
      ['GET', staffPost(post.id)],
      ['PATCH', staffPost(post.id)],
      ['DELETE', staffPost(post.id)],
      ['PUT', `${staffPost(post.id)}image/`],
      ['DELETE', `${staffPost(post.id)}image/`],
      ['POST', '/blog/api/staff/images/'],
      ['GET', `${staffPost(post.id)}revisions/`],
      ['POST', `${staffPost(post.id)}revisions/1/restore/`],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'POST' || method === 'PATCH' ? { titulo: 'Intruso' } : undefined;
      const guest = await ctx.app.inject({ method: method as 'GET', url, payload });
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      const user = await ctx.app.inject({ method: method as 'GET', url, payload, headers: member });
      expect(user.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await get(staffPost(post.id), staff)).json()).toMatchObject({ titulo: 'Solo equipo' });
  });
});

describe('who sees which post', () => {
  let published: StaffBlogPost;
  let scheduled: StaffBlogPost;
  let archived: StaffBlogPost;

  beforeAll(async () => {
    published = await createPost({ titulo: 'Publicado hoy', estado: 'publicado' });
    scheduled = await createPost({
      titulo: 'Programado para mañana',
      estado: 'programado',
      fechaPublicacion: inDays(1),
    });
    archived = await createPost({ titulo: 'Archivado', estado: 'publicado' });
    archived = (await patch(archived.id, { estado: 'archivado' })).json();
  });

  it('publishes now when no date is given; a future date makes it scheduled', async () => {
    expect(published.estado).toBe('publicado');
    expect(Date.now() - Date.parse(published.fechaPublicacion!)).toBeLessThan(60_000);
    const future = await createPost({
      titulo: 'Publicado en el futuro',
      estado: 'publicado',
      fechaPublicacion: inDays(2),
    });
    expect(future.estado).toBe('programado');
  });

  it('shows a published post to everybody, by id and by slug, without its state', async () => {
    for (const headers of [undefined, member]) {
      const byId = await get(publicPost(published.id), headers);
      expect(byId.statusCode).toBe(200);
      const post = byId.json<BlogPost>();
      expect(post).toMatchObject({
        id: published.id,
        titulo: 'Publicado hoy',
        comments_open: true,
      });
      expect(post).not.toHaveProperty('estado');
      expect((await get(publicPost(published.slug), headers)).json()).toEqual(post);
    }
  });

  it('hides a scheduled post until its date, then shows it', async () => {
    expect((await get(publicPost(scheduled.id))).statusCode).toBe(404);
    expect((await get(publicPost(scheduled.slug), member)).statusCode).toBe(404);
    expect((await get(publicPost(scheduled.id), staff)).json()).toMatchObject({
      estado: 'programado',
    });
    const listed = () =>
      get('/blog/api/posts/').then((r) => r.json<BlogPostSummary[]>().map((p) => p.id));
    expect(await listed()).not.toContain(scheduled.id);
    // Its moment comes.
    await ctx.app.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.id, scheduled.id));
    expect((await get(publicPost(scheduled.id))).statusCode).toBe(200);
    expect(await listed()).toContain(scheduled.id);
    // Staff see it published now, and find it among the published.
    expect((await get(staffPost(scheduled.id), staff)).json()).toMatchObject({
      estado: 'publicado',
    });
    const staffIds = async (estado: string) =>
      (await get(`${staffPosts}?estado=${estado}&page_size=100`, staff))
        .json<StaffBlogPost[]>()
        .map((p) => p.id);
    expect(await staffIds('publicado')).toContain(scheduled.id);
    expect(await staffIds('programado')).not.toContain(scheduled.id);
  });

  it('hides an archived post from everybody but staff', async () => {
    expect(archived.estado).toBe('archivado');
    expect((await get(publicPost(archived.id))).statusCode).toBe(404);
    expect((await get(publicPost(archived.id), member)).statusCode).toBe(404);
    expect((await get(publicPost(archived.slug), staff)).statusCode).toBe(200);
  });

  it('answers 404 "Artículo no encontrado" for an unknown id or slug', async () => {
    for (const key of ['999999', 'no-existe']) {
      const response = await get(publicPost(key));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: blogMessages.errors.postNotFound });
    }
  });

  it('counts approved comments for everybody and pending ones for staff', async () => {
    const values = (state: 'aprobado' | 'pendiente' | 'spam') => ({
      postId: published.id,
      authorName: 'Lector',
      email: 'lector@example.com',
      emailNormalized: 'lector@example.com',
      body: 'Gracias',
      state,
    });
    await ctx.app.db
      .insert(blogComments)
      .values([values('aprobado'), values('aprobado'), values('pendiente'), values('spam')]);
    expect((await get(publicPost(published.id))).json()).toMatchObject({ comment_count: 2 });
    expect((await get(staffPost(published.id), staff)).json()).toMatchObject({
      comment_count: 2,
      pending_comment_count: 1,
    });
  });
});

describe('the public list and its taxonomy', () => {
  let ctxList: TestContext;
  let token: { authorization: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // A database of its own: the list shows exactly these posts.
    ctxList = await buildTestApp({}, { catalogueCache: false });
    const user = await createUser(ctxList.app, { isStaff: true });
    token = { authorization: `Bearer ${await sessionAccessToken(ctxList.app, user.id)}` };
    const posts: [string, string[], string[], number][] = [
      ['Perros en casa', ['Adopciones Responsables'], ['perros', 'casa'], -30],
      ['Gatos en casa', ['Adopciones Responsables'], ['gatos', 'casa'], -20],
      ['Salud del perro', ['Salud'], ['Perros'], -10],
      ['Voluntariado', ['Comunidad'], [], -5],
    ];
    for (const [titulo, categorias, etiquetas, days] of posts) {
      const response = await ctxList.app.inject({
        method: 'POST',
        url: staffPosts,
        headers: token,
        payload: {
          titulo,
          categorias,
          etiquetas,
          estado: 'publicado',
          fechaPublicacion: inDays(days),
          contenido: '<p>Texto</p>',
        },
      });
      ids[titulo] = response.json<StaffBlogPost>().id;
    }
    await ctxList.app.inject({
      method: 'POST',
      url: staffPosts,
      headers: token,
      payload: { titulo: 'Borrador', categorias: ['Secreta'], etiquetas: ['oculta'] },
    });
  });
  afterAll(() => ctxList.close());

  const list = (query = '') => ctxList.app.inject({ url: `/blog/api/posts/${query}` });
  const titles = async (query = '') =>
    (await list(query)).json<BlogPostSummary[]>().map((post) => post.titulo);

  it('lists published posts newest first, as cards without content, paginated', async () => {
    const first = await list('?page_size=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('4');
    expect(first.headers.link).toContain('rel="next"');
    const cards = first.json<BlogPostSummary[]>();
    expect(cards.map((post) => post.titulo)).toEqual(['Voluntariado', 'Salud del perro']);
    expect(cards[0]).not.toHaveProperty('contenido');
    expect(await titles('?page_size=2&page=2')).toEqual(['Gatos en casa', 'Perros en casa']);
    expect(await titles('?page=3&page_size=2')).toEqual([]);
  });

  it('filters by category and by tag, without minding letter case', async () => {
    expect(await titles('?categoria=adopciones%20responsables')).toEqual([
      'Gatos en casa',
      'Perros en casa',
    ]);
    expect(await titles('?etiqueta=perros')).toEqual(['Salud del perro', 'Perros en casa']);
    expect(await titles('?categoria=Adopciones%20Responsables&etiqueta=gatos')).toEqual([
      'Gatos en casa',
    ]);
    expect(await titles('?categoria=Secreta')).toEqual([]);
    const bad = await list('?page=0');
    expect(bad.statusCode).toBe(400);
  });

  it('counts the categories and tags of published posts only', async () => {
    const response = await ctxList.app.inject({ url: '/blog/api/taxonomy/' });
    const taxonomy = response.json<BlogTaxonomy>();
    expect(taxonomy.categorias).toEqual([
      { nombre: 'Adopciones Responsables', count: 2 },
      { nombre: 'Comunidad', count: 1 },
      { nombre: 'Salud', count: 1 },
    ]);
    expect(taxonomy.etiquetas).toEqual(
      expect.arrayContaining([
        { nombre: 'casa', count: 2 },
        { nombre: 'gatos', count: 1 },
        { nombre: 'perros', count: 1 },
        { nombre: 'Perros', count: 1 },
      ]),
    );
    expect(JSON.stringify(taxonomy)).not.toMatch(/Secreta|oculta/);
  });

  it('lists every state for staff, by state and title words', async () => {
    const all = await ctxList.app.inject({ url: staffPosts, headers: token });
    expect(all.headers['x-total-count']).toBe('5');
    const drafts = await ctxList.app.inject({
      url: `${staffPosts}?estado=borrador`,
      headers: token,
    });
    expect(drafts.json<StaffBlogPost[]>().map((post) => post.titulo)).toEqual(['Borrador']);
    const search = await ctxList.app.inject({ url: `${staffPosts}?q=CASA`, headers: token });
    expect(
      search
        .json<StaffBlogPost[]>()
        .map((post) => post.titulo)
        .sort(),
    ).toEqual(['Gatos en casa', 'Perros en casa']);
    const wildcard = await ctxList.app.inject({ url: `${staffPosts}?q=%25`, headers: token });
    expect(wildcard.json()).toEqual([]);
  });
});

describe('revisions', () => {
  it('keeps the words each save replaces, and restores one as a new save', async () => {
    const post = await createPost({ titulo: 'Versión 1', resumen: 'R1', contenido: '<p>C1</p>' });
    // Only the words make a revision.
    await patch(post.id, { etiquetas: ['x'], comments_open: false });
    expect((await get(`${staffPost(post.id)}revisions/`, staff)).json()).toEqual([]);
    await patch(post.id, { titulo: 'Versión 2', contenido: '<p>C2</p>' });
    // The same words again: nothing to keep.
    await patch(post.id, { titulo: 'Versión 2' });
    const afterSecond = (await patch(post.id, { resumen: 'R3' })).json<StaffBlogPost>();
    expect(afterSecond.revision_count).toBe(2);
    const revisions = (await get(`${staffPost(post.id)}revisions/`, staff)).json<BlogRevision[]>();
    expect(revisions.map((r) => [r.titulo, r.resumen, r.contenido, r.autor])).toEqual([
      ['Versión 2', 'R1', '<p>C2</p>', 'Elena Sanz'],
      ['Versión 1', 'R1', '<p>C1</p>', 'Elena Sanz'],
    ]);
    const restored = await ctx.app.inject({
      method: 'POST',
      url: `${staffPost(post.id)}revisions/${revisions[1]!.id}/restore/`,
      headers: staff,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      titulo: 'Versión 1',
      resumen: 'R1',
      contenido: '<p>C1</p>',
      revision_count: 3,
    });
    const after = (await get(`${staffPost(post.id)}revisions/`, staff)).json<BlogRevision[]>();
    expect(after[0]).toMatchObject({ titulo: 'Versión 2', resumen: 'R3' });
    // Another post's revision, or none: 404 in Spanish.
    const other = await createPost({ titulo: 'Otro artículo' });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `${staffPost(other.id)}revisions/${revisions[1]!.id}/restore/`,
      headers: staff,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ message: blogMessages.errors.revisionNotFound });
  });

  it(`keeps only the newest ${BLOG_REVISIONS_MAX}`, async () => {
    const post = await createPost({ titulo: 'v0' });
    for (let i = 1; i <= BLOG_REVISIONS_MAX + 3; i += 1) {
      await patch(post.id, { titulo: `v${i}` });
    }
    const revisions = await ctx.app.db
      .select({ title: blogPostRevisions.title })
      .from(blogPostRevisions)
      .where(eq(blogPostRevisions.postId, post.id));
    expect(revisions).toHaveLength(BLOG_REVISIONS_MAX);
    expect(revisions.map((r) => r.title)).not.toContain('v0');
    expect(revisions.map((r) => r.title)).toContain(`v${BLOG_REVISIONS_MAX + 2}`);
  });
});

describe('deleting', () => {
  it('deletes a post that was never published, and archives one that was', async () => {
    const draft = await createPost({ titulo: 'Para borrar' });
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: staffPost(draft.id),
      headers: staff,
    });
    expect(gone.statusCode).toBe(204);
    expect((await get(staffPost(draft.id), staff)).statusCode).toBe(404);

    const live = await createPost({ titulo: 'Para archivar', estado: 'publicado' });
    const archived = await ctx.app.inject({
      method: 'DELETE',
      url: staffPost(live.id),
      headers: staff,
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id: live.id, estado: 'archivado' });
    expect((await get(publicPost(live.id))).statusCode).toBe(404);
    expect((await get(staffPost(live.id), staff)).statusCode).toBe(200);
  });
});

describe('pictures', () => {
  const upload = (id: number, content: Buffer, type = 'image/jpeg', headers = staff) => {
    const body = multipart({}, { filename: 'foto.jpg', type, content });
    return ctx.app.inject({
      method: 'PUT',
      url: `${staffPost(id)}image/`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const served = (path: string) =>
    ctx.app.inject({ url: path.startsWith('/') ? path : `/${path}` });

  it("puts the post's picture through the image pipeline, replaces it and removes it", async () => {
    const post = await createPost({ titulo: 'Con foto', estado: 'publicado', image_alt: 'Luna' });
    const response = await upload(post.id, await makeJpeg(2000, 1500));
    expect(response.statusCode, response.body).toBe(200);
    const { image, imagen } = response.json<StaffBlogPost>();
    expect(image).toMatchObject({ width: 1600, height: 1200, alt: 'Luna' });
    expect(imagen).toMatch(/^media\/blog\/[0-9a-f]+-1600\.webp$/);
    expect(image!.url).toBe(imagen);
    for (const path of Object.values(image!.variants)) {
      const file = await served(path);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    expect((await get(publicPost(post.id))).json()).toMatchObject({ imagen });

    const second = (
      await upload(post.id, await makePng(800, 600), 'image/png')
    ).json<StaffBlogPost>();
    expect(second.image).toMatchObject({ width: 800, height: 600 });
    expect((await served(imagen!)).statusCode).toBe(404);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${staffPost(post.id)}image/`,
      headers: staff,
    });
    expect(removed.json()).toMatchObject({ image: null, imagen: null });
    expect((await served(second.imagen!)).statusCode).toBe(404);
  });

  it('refuses what is not an image, keeping the current picture', async () => {
    const post = await createPost({ titulo: 'Foto mala' });
    const current = (
      await upload(post.id, await makePng(400, 300), 'image/png')
    ).json<StaffBlogPost>().imagen;
    const bad = await upload(post.id, makeTextFile(), 'image/jpeg');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[áéíóúñ]|imagen/i);
    expect((await get(staffPost(post.id), staff)).json()).toMatchObject({ imagen: current });
    const none = await ctx.app.inject({
      method: 'PUT',
      url: `${staffPost(post.id)}image/`,
      headers: { ...staff, ...multipart({}).headers },
      payload: multipart({}).payload,
    });
    expect(none.statusCode).toBe(400);
  });

  it('stores a picture for the content, whose address the sanitiser keeps', async () => {
    const body = multipart(
      {},
      { filename: 'a.png', type: 'image/png', content: await makePng(900, 600) },
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/blog/api/staff/images/',
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json<{ url: string; width: number; height: number }>();
    expect(image.url).toMatch(/^\/media\/blog\/[0-9a-f]+-800\.webp$/);
    expect((await served(image.url)).statusCode).toBe(200);
    const post = await createPost({
      titulo: 'Con imagen dentro',
      contenido: `<p><img src="${image.url}" alt="Gato" onerror="x()"></p>`,
    });
    expect(post.contenido).toBe(`<p><img src="${image.url}" alt="Gato" /></p>`);
  });
});
