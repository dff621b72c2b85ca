/**
 * The blog's records as the API sends them, built through its schemas (see
 * api-fixture.ts), and an MSW mock of its public endpoints that records what
 * the screens asked for and sent. The overrides say what a test is about.
 */
import { http, HttpResponse } from 'msw';
import {
  blogCommentCreatedSchema,
  blogCommentFormSchema,
  blogCommentSchema,
  blogPostSchema,
  blogPostSummarySchema,
  blogTaxonomySchema,
  type BlogComment,
  type BlogPost,
  type BlogPostSummary,
  type BlogTaxonomy,
} from '@huella/shared/schemas/blog';
import { blogMessages } from '@huella/shared/messages/blog';
import { apiFixture } from './api-fixture';
import { server } from './server';

const IMAGE = {
  url: 'media/blog/adoptar-1600.webp',
  width: 1600,
  height: 900,
  variants: {
    400: 'media/blog/adoptar-400.webp',
    800: 'media/blog/adoptar-800.webp',
    1600: 'media/blog/adoptar-1600.webp',
  },
  alt: 'Una perra mestiza mira a la cámara en el patio del refugio',
};

/** A card of the list: "Adoptar a un perro adulto", two comments. */
export const postSummaryFixture = (overrides: Partial<BlogPostSummary> = {}): BlogPostSummary =>
  apiFixture(blogPostSummarySchema, {
    id: 1,
    slug: 'adoptar-a-un-perro-adulto',
    titulo: 'Adoptar a un perro adulto',
    resumen: 'Por qué un perro adulto puede ser el compañero perfecto para tu casa.',
    imagen: IMAGE.url,
    image: IMAGE,
    autor: { nombre: 'Lucía Martín', avatar: null, bio: 'Voluntaria en Huella desde 2019.' },
    fechaPublicacion: '2026-03-15T09:30:00.000Z',
    categorias: ['Adopciones Responsables'],
    etiquetas: ['perros', 'adopción'],
    comment_count: 2,
    ...overrides,
  });

/** A whole post, comments open. */
export const postFixture = (overrides: Partial<BlogPost> = {}): BlogPost =>
  apiFixture(blogPostSchema, {
    ...postSummaryFixture(),
    contenido:
      '<h2>Antes de adoptar</h2><p>Piensa en tu <strong>rutina</strong> y en tu casa.</p><ul><li>Tiempo</li><li>Espacio</li></ul><blockquote><p>Adoptar es para siempre.</p></blockquote><p><a href="https://huella.example/adopciones">Mira los perros en adopción</a></p>',
    comments_open: true,
    updated_at: '2026-03-15T09:30:00.000Z',
    ...overrides,
  });

/** Ana's comment of an hour before NOW (the tests' clock). */
export const NOW = Date.UTC(2026, 10, 24, 15, 0, 0);
export const commentFixture = (overrides: Partial<BlogComment> = {}): BlogComment =>
  apiFixture(blogCommentSchema, {
    id: 10,
    blogId: 1,
    author: 'Ana García',
    website: '',
    text: '¡Qué buen artículo! Nosotros adoptamos a Toby con 8 años.',
    date: '24 de noviembre de 2026',
    time: '3:00 p. m.',
    timestamp: NOW - 60 * 60 * 1000,
    daysAgo: 0,
    avatar: null,
    parentId: null,
    ...overrides,
  });

export const taxonomyFixture = (overrides: Partial<BlogTaxonomy> = {}): BlogTaxonomy =>
  apiFixture(blogTaxonomySchema, {
    categorias: [
      { nombre: 'Adopciones Responsables', count: 3 },
      { nombre: 'Salud', count: 1 },
    ],
    etiquetas: [
      { nombre: 'perros', count: 2 },
      { nombre: 'gatos', count: 1 },
    ],
    ...overrides,
  });

interface BlogApiOptions {
  posts?: BlogPostSummary[];
  total?: number;
  post?: BlogPost | null;
  comments?: BlogComment[];
  taxonomy?: BlogTaxonomy;
  /** What POST comments/ answers; by default the comment, approved. */
  created?: (body: Record<string, unknown>) => Response | Promise<Response>;
  /** What the comment form endpoint gives a signed-in person. */
  signedIn?: { author: string; email: string };
}

/** The blog's public API, recording each list query, comment sent and form token handed out. */
export function mockBlogApi(options: BlogApiOptions = {}) {
  const post = options.post === undefined ? postFixture() : options.post;
  const posts = options.posts ?? [postSummaryFixture()];
  const calls = {
    listQueries: [] as URLSearchParams[],
    sent: [] as Array<Record<string, unknown>>,
    tokens: 0,
  };
  server.use(
    http.get('*/blog/api/taxonomy/', () =>
      HttpResponse.json(options.taxonomy ?? taxonomyFixture()),
    ),
    http.get('*/blog/api/posts/', ({ request }) => {
      calls.listQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(posts, {
        headers: { 'X-Total-Count': String(options.total ?? posts.length) },
      });
    }),
    http.get('*/blog/api/posts/:key/', ({ params }) => {
      if (post && (params.key === post.slug || params.key === String(post.id))) {
        return HttpResponse.json(post);
      }
      return HttpResponse.json(
        { error: blogMessages.errors.postNotFound, code: 'not_found' },
        { status: 404 },
      );
    }),
    http.get('*/blog/api/posts/:id/comments/', () => {
      const comments = options.comments ?? [];
      return HttpResponse.json(comments, {
        headers: { 'X-Total-Count': String(comments.length) },
      });
    }),
    http.get('*/blog/api/posts/:id/comment-form/', () => {
      calls.tokens += 1;
      return HttpResponse.json(
        apiFixture(blogCommentFormSchema, {
          form_token: `token-${calls.tokens}`,
          author: options.signedIn?.author ?? null,
          email: options.signedIn?.email ?? null,
        }),
      );
    }),
    http.post('*/blog/api/posts/:id/comments/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.sent.push(body);
      if (options.created) return options.created(body);
      return HttpResponse.json(
        apiFixture(blogCommentCreatedSchema, {
          comment: commentFixture({
            id: 100 + calls.sent.length,
            author: String(body.author),
            text: String(body.text),
            website: String(body.website ?? ''),
            parentId: (body.parentId as number | null) ?? null,
            timestamp: Date.now(),
          }),
          estado: 'aprobado',
          message: blogMessages.commentPublished,
        }),
        { status: 201 },
      );
    }),
  );
  return calls;
}
