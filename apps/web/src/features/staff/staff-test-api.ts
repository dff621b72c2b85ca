/**
 * Test stand-in for the staff's blog API (contract: packages/shared
 * schemas/blog.ts): posts, their revisions and the comments' queue held in
 * memory and changed by the contract's rules, records built through the
 * shared schemas so they cannot drift, and every request recorded for the
 * tests to check (method, path, query and body).
 */
import { http, HttpResponse } from 'msw';
import {
  BLOG_COMMENT_STATES,
  type BlogCommentState,
  type BlogPostState,
} from '@huella/shared/constants';
import {
  blogCommentCountsSchema,
  blogContentImageSchema,
  blogModerationSchema,
  blogPostInputSchema,
  blogPostPatchSchema,
  blogRevisionSchema,
  staffBlogCommentSchema,
  staffBlogPostSchema,
  type BlogRevision,
  type StaffBlogComment,
  type StaffBlogPost,
} from '@huella/shared/schemas/blog';
import { apiFixture } from '../../testing/api-fixture';
import { fakeStaffAdminDefaults } from './moderation/staff-admin-test-api';
import { server } from '../../testing/server';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const variants = (key: string) => ({
  400: `${key}-400.webp`,
  800: `${key}-800.webp`,
  1600: `${key}-1600.webp`,
});

export function makePost(id: number, overrides: Partial<StaffBlogPost> = {}): StaffBlogPost {
  return apiFixture(staffBlogPostSchema, {
    id,
    slug: `articulo-${id}`,
    titulo: `Artículo ${id}`,
    resumen: `Resumen del artículo ${id}.`,
    imagen: null,
    image: null,
    autor: { nombre: 'Marta Ruiz', avatar: null, bio: 'Veterinaria y voluntaria.' },
    fechaPublicacion: null,
    categorias: ['Adopciones Responsables'],
    etiquetas: ['perros'],
    comment_count: 0,
    contenido: `<p>Contenido del artículo ${id}.</p>`,
    comments_open: true,
    updated_at: '2026-11-20T10:00:00.000Z',
    estado: 'borrador',
    created_at: '2026-11-19T10:00:00.000Z',
    revision_count: 0,
    pending_comment_count: 0,
    ...overrides,
  });
}

export function makeRevision(id: number, overrides: Partial<BlogRevision> = {}): BlogRevision {
  return apiFixture(blogRevisionSchema, {
    id,
    titulo: `Título de la revisión ${id}`,
    resumen: `Resumen de la revisión ${id}.`,
    contenido: `<p>Contenido de la revisión ${id}.</p>`,
    autor: 'Marta Ruiz',
    created_at: '2026-11-18T09:30:00.000Z',
    ...overrides,
  });
}

export function makeComment(
  id: number,
  overrides: Partial<StaffBlogComment> = {},
): StaffBlogComment {
  return apiFixture(staffBlogCommentSchema, {
    id,
    blogId: 1,
    author: `Persona ${id}`,
    website: '',
    text: `Comentario ${id}.`,
    date: '24 de noviembre de 2026',
    time: '3:05 p. m.',
    timestamp: Date.UTC(2026, 10, 24, 14, 5),
    daysAgo: 0,
    avatar: null,
    parentId: null,
    email: `persona${id}@example.com`,
    estado: 'pendiente',
    reasons: ['primer_comentario'],
    post: { id: 1, slug: 'articulo-1', titulo: 'Artículo 1' },
    user_id: null,
    ...overrides,
  });
}

const notFound = () =>
  HttpResponse.json(
    { error: 'Artículo no encontrado', message: 'Artículo no encontrado', code: 'not_found' },
    { status: 404 },
  );

const invalid = (fields: Record<string, string[]>) =>
  HttpResponse.json(
    {
      error: 'Los datos enviados no son válidos.',
      message: 'Los datos enviados no son válidos.',
      code: 'validation_error',
      fields,
    },
    { status: 400 },
  );

const slugify = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The staff's blog API over `posts`, `revisions` (by post id) and
 * `comments`. Answers as the contract says; `requests` lists what was asked.
 */
export function fakeStaffApi({
  posts = [] as StaffBlogPost[],
  revisions = {} as Record<number, BlogRevision[]>,
  comments = [] as StaffBlogComment[],
} = {}) {
  const requests: RecordedRequest[] = [];
  const state = { posts: [...posts], revisions: { ...revisions }, comments: [...comments] };
  let nextId = Math.max(100, ...state.posts.map((post) => post.id + 1));
  // Every staff page's navigation counts, and the dashboard (issue 17).
  fakeStaffAdminDefaults();

  const record = async (request: Request) => {
    const url = new URL(request.url);
    let body: unknown = null;
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('application/json')) body = await request.json();
    else if (type.includes('multipart/form-data')) body = await request.formData();
    requests.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    return { url, body };
  };

  const findPost = (id: unknown) => state.posts.find((post) => post.id === Number(id));
  const save = (post: StaffBlogPost) => {
    state.posts = state.posts.map((item) => (item.id === post.id ? post : item));
    return HttpResponse.json(post);
  };

  server.use(
    http.get('*/blog/api/staff/posts/', async ({ request }) => {
      const { url } = await record(request);
      const estado = url.searchParams.get('estado') as BlogPostState | null;
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 20);
      const found = state.posts.filter(
        (post) => (!estado || post.estado === estado) && post.titulo.toLowerCase().includes(q),
      );
      return HttpResponse.json(found.slice((page - 1) * size, page * size), {
        headers: { 'X-Total-Count': String(found.length) },
      });
    }),
    http.post('*/blog/api/staff/posts/', async ({ request }) => {
      const { body } = await record(request);
      const parsed = blogPostInputSchema.safeParse(body);
      if (!parsed.success) return invalid({ body: [parsed.error.issues[0]!.message] });
      const input = parsed.data;
      const post = makePost(nextId++, {
        titulo: input.titulo,
        slug: input.slug ?? slugify(input.titulo),
        resumen: input.resumen ?? '',
        contenido: input.contenido ?? '',
        categorias: input.categorias ?? [],
        etiquetas: input.etiquetas ?? [],
        comments_open: input.comments_open ?? true,
        estado: input.estado ?? 'borrador',
        fechaPublicacion:
          input.estado === 'publicado'
            ? new Date().toISOString()
            : input.estado === 'programado'
              ? (input.fechaPublicacion ?? null)
              : null,
        autor: { nombre: 'Marta Ruiz', avatar: null, bio: input.author_bio ?? '' },
      });
      state.posts.unshift(post);
      return HttpResponse.json(post, { status: 201 });
    }),
    http.get('*/blog/api/staff/posts/:id/', async ({ request, params }) => {
      await record(request);
      const post = findPost(params.id);
      return post ? HttpResponse.json(post) : notFound();
    }),
    http.patch('*/blog/api/staff/posts/:id/', async ({ request, params }) => {
      const { body } = await record(request);
      const post = findPost(params.id);
      if (!post) return notFound();
      const parsed = blogPostPatchSchema.safeParse(body);
      if (!parsed.success) return invalid({ body: [parsed.error.issues[0]!.message] });
      const { author_bio, image_alt, ...patch } = parsed.data;
      const fechaPublicacion =
        patch.estado === 'publicado'
          ? (post.fechaPublicacion ?? new Date().toISOString())
          : patch.estado === 'programado'
            ? (patch.fechaPublicacion ?? null)
            : post.fechaPublicacion;
      return save({
        ...post,
        ...patch,
        fechaPublicacion,
        autor: { ...post.autor, bio: author_bio ?? post.autor.bio },
        image:
          post.image && image_alt !== undefined ? { ...post.image, alt: image_alt } : post.image,
        updated_at: new Date().toISOString(),
      } as StaffBlogPost);
    }),
    http.put('*/blog/api/staff/posts/:id/image/', async ({ request, params }) => {
      await record(request);
      const post = findPost(params.id);
      if (!post) return notFound();
      const key = `media/blog/post-${post.id}`;
      return save({
        ...post,
        imagen: `${key}-1600.webp`,
        image: {
          url: `${key}-1600.webp`,
          width: 1600,
          height: 900,
          variants: variants(key),
          alt: '',
        },
      });
    }),
    http.delete('*/blog/api/staff/posts/:id/image/', async ({ request, params }) => {
      await record(request);
      const post = findPost(params.id);
      if (!post) return notFound();
      return save({ ...post, imagen: null, image: null });
    }),
    http.get('*/blog/api/staff/posts/:id/revisions/', async ({ request, params }) => {
      await record(request);
      if (!findPost(params.id)) return notFound();
      return HttpResponse.json(state.revisions[Number(params.id)] ?? []);
    }),
    http.post(
      '*/blog/api/staff/posts/:id/revisions/:revisionId/restore/',
      async ({ request, params }) => {
        await record(request);
        const post = findPost(params.id);
        const revision = (state.revisions[Number(params.id)] ?? []).find(
          (item) => item.id === Number(params.revisionId),
        );
        if (!post || !revision) return notFound();
        return save({
          ...post,
          titulo: revision.titulo,
          resumen: revision.resumen,
          contenido: revision.contenido,
        });
      },
    ),
    http.post('*/blog/api/staff/images/', async ({ request }) => {
      await record(request);
      const key = 'media/blog/content-1';
      return HttpResponse.json(
        apiFixture(blogContentImageSchema, {
          url: `${key}-1600.webp`,
          width: 1600,
          height: 1200,
          variants: variants(key),
        }),
        { status: 201 },
      );
    }),
    http.get('*/blog/api/staff/comments/counts/', async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        apiFixture(
          blogCommentCountsSchema,
          Object.fromEntries(
            BLOG_COMMENT_STATES.map((estado) => [
              estado,
              state.comments.filter((comment) => comment.estado === estado).length,
            ]),
          ) as Record<BlogCommentState, number>,
        ),
      );
    }),
    http.get('*/blog/api/staff/comments/', async ({ request }) => {
      const { url } = await record(request);
      const estado = (url.searchParams.get('estado') ?? 'pendiente') as BlogCommentState;
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 20);
      const found = state.comments.filter((comment) => comment.estado === estado);
      return HttpResponse.json(found.slice((page - 1) * size, page * size), {
        headers: { 'X-Total-Count': String(found.length) },
      });
    }),
    http.post('*/blog/api/staff/comments/moderate/', async ({ request }) => {
      const { body } = await record(request);
      const parsed = blogModerationSchema.safeParse(body);
      if (!parsed.success) return invalid({ ids: [parsed.error.issues[0]!.message] });
      const { ids, estado } = parsed.data;
      state.comments = state.comments.map((comment) =>
        ids.includes(comment.id) ? { ...comment, estado } : comment,
      );
      return HttpResponse.json({ updated: ids.length });
    }),
  );

  return {
    requests,
    state,
    /** The requests for a method and a path ending. */
    find: (method: string, pathEnd: string) =>
      requests.filter((request) => request.method === method && request.path.endsWith(pathEnd)),
  };
}
