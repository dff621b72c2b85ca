/**
 * The blog's contract (issue 15): posts and comments as the API answers and
 * reads them, on both sides. Posts carry the spec's own field names (spec §3
 * Blog post: titulo, resumen, contenido, imagen, autor, fechaPublicacion,
 * categorias, etiquetas) and, for what the spec does not name, the house style
 * (snake_case English: slug, comment_count, comments_open…). Comments likewise
 * (spec §3 Comment: blogId, author, website, text, date, time, timestamp,
 * daysAgo, avatar, parentId), but never the e-mail: no public answer has it.
 *
 * Routes (all under /blog/api/):
 * - GET  posts/?categoria=&etiqueta=&page=&page_size=   published posts, newest first (summaries)
 * - GET  posts/{id or slug}/                             one post (published; staff: any state)
 * - GET  taxonomy/                                       categories and tags in use, with counts
 * - GET  posts/{id}/comments/                            approved comments, oldest first, flat with parentId
 * - GET  posts/{id}/comment-form/                        a signed form token (and the signed-in author)
 * - POST posts/{id}/comments/                            a comment or reply (guests too)
 * - staff only: GET/POST staff/posts/, GET/PATCH/DELETE staff/posts/{id}/,
 *   PUT/DELETE staff/posts/{id}/image/, GET staff/posts/{id}/revisions/,
 *   POST staff/posts/{id}/revisions/{revisionId}/restore/, POST staff/images/,
 *   GET staff/comments/?estado=, GET staff/comments/counts/, POST staff/comments/moderate/
 * Feeds (not under /api): /blog/rss.xml and /blog/atom.xml.
 */
import { z } from 'zod';
import {
  BLOG_AUTHOR_BIO_MAX_LENGTH,
  BLOG_COMMENT_MAX_LENGTH,
  BLOG_COMMENT_NAME_MAX_LENGTH,
  BLOG_COMMENT_STATES,
  BLOG_CONTENT_MAX_LENGTH,
  BLOG_HOLD_REASONS,
  BLOG_POST_STATES,
  BLOG_SLUG_MAX_LENGTH,
  BLOG_SUMMARY_MAX_LENGTH,
  BLOG_TERM_MAX_LENGTH,
  BLOG_TERMS_MAX,
  BLOG_TITLE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  ID_MAX,
} from '../constants';
import { blogMessages } from '../messages/blog';
import { commonMessages } from '../messages/common';
import { optionalText, paginationQuerySchema } from './common';
import { photoVariantsSchema } from './pets';

const formErrors = blogMessages.commentForm;

// ---------------------------------------------------------------------------
// Posts.

export const blogAuthorSchema = z.object({
  nombre: z.string(),
  /** The author's profile photo, or null (the screens draw initials). */
  avatar: z.string().nullable(),
  bio: z.string(),
});
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

/** The post's picture through the image pipeline: the largest variant and each width. */
export const blogImageSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  variants: photoVariantsSchema,
  alt: z.string(),
});
export type BlogImage = z.infer<typeof blogImageSchema>;

/** A card of the blog's list (spec §2): everything but the content. */
export const blogPostSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  titulo: z.string(),
  resumen: z.string(),
  /** Spec: imagen, the picture's address (the largest variant); null without one. */
  imagen: z.string().nullable(),
  image: blogImageSchema.nullable(),
  autor: blogAuthorSchema,
  /** ISO 8601; null for a draft that was never published. */
  fechaPublicacion: z.string().nullable(),
  categorias: z.array(z.string()),
  etiquetas: z.array(z.string()),
  /** Approved comments and replies. */
  comment_count: z.number(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** Sanitised HTML (allowlist on save). */
  contenido: z.string(),
  comments_open: z.boolean(),
  updated_at: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** What staff see of a post: its state and history too. */
export const staffBlogPostSchema = blogPostSchema.extend({
  estado: z.enum(BLOG_POST_STATES),
  created_at: z.string(),
  revision_count: z.number(),
  /** Comments waiting for moderation. */
  pending_comment_count: z.number(),
});
export type StaffBlogPost = z.infer<typeof staffBlogPostSchema>;

export const blogRevisionSchema = z.object({
  id: z.number(),
  titulo: z.string(),
  resumen: z.string(),
  contenido: z.string(),
  /** Who saved it (null once their account is gone). */
  autor: z.string().nullable(),
  created_at: z.string(),
});
export type BlogRevision = z.infer<typeof blogRevisionSchema>;

export const blogTermSchema = z.object({ nombre: z.string(), count: z.number() });
export const blogTaxonomySchema = z.object({
  categorias: z.array(blogTermSchema),
  etiquetas: z.array(blogTermSchema),
});
export type BlogTaxonomy = z.infer<typeof blogTaxonomySchema>;

/** /blog?categoria=…&etiqueta=…&pagina=2 in the address; the API takes page too. */
export const blogListQuerySchema = paginationQuerySchema.extend({
  categoria: optionalText(BLOG_TERM_MAX_LENGTH).optional(),
  etiqueta: optionalText(BLOG_TERM_MAX_LENGTH).optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** A post's id or its slug, in /blog/{id} and GET posts/{id or slug}/. */
export const blogPostKeyParamSchema = z.object({
  id: z
    .string()
    .max(BLOG_SLUG_MAX_LENGTH, blogMessages.errors.postNotFound)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, blogMessages.errors.postNotFound),
});

const term = z
  .string({ error: commonMessages.errors.invalidType })
  .trim()
  .min(1, commonMessages.errors.required)
  .max(BLOG_TERM_MAX_LENGTH, commonMessages.errors.tooLong(BLOG_TERM_MAX_LENGTH));
const terms = z
  .array(term, { error: commonMessages.errors.invalidType })
  .max(BLOG_TERMS_MAX, blogMessages.errors.tooManyTerms(BLOG_TERMS_MAX))
  // The same term twice (in any case) is kept once.
  .transform((values) =>
    values.filter(
      (value, index) =>
        values.findIndex((other) => other.toLowerCase() === value.toLowerCase()) === index,
    ),
  );

export const blogSlugSchema = z
  .string({ error: commonMessages.errors.invalidType })
  .trim()
  .min(1, commonMessages.errors.required)
  .max(BLOG_SLUG_MAX_LENGTH, commonMessages.errors.tooLong(BLOG_SLUG_MAX_LENGTH))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, blogMessages.errors.slugInvalid)
  // A slug of digits only would read as an id.
  .refine((value) => !/^\d+$/.test(value), blogMessages.errors.slugInvalid);

/**
 * A post as staff write it (POST creates: titulo required; PATCH changes what
 * is sent). The content is sanitised on the server before it is stored; the
 * slug, when not given, comes from the title. estado programado needs a
 * future fechaPublicacion; publicado without one is published now.
 */
export const blogPostInputSchema = z
  .object({
    titulo: z
      .string({ error: blogMessages.errors.titleRequired })
      .trim()
      .min(1, blogMessages.errors.titleRequired)
      .max(BLOG_TITLE_MAX_LENGTH, commonMessages.errors.tooLong(BLOG_TITLE_MAX_LENGTH)),
    slug: blogSlugSchema.optional(),
    resumen: optionalText(BLOG_SUMMARY_MAX_LENGTH).optional(),
    contenido: z
      .string({ error: commonMessages.errors.invalidType })
      .max(BLOG_CONTENT_MAX_LENGTH, commonMessages.errors.tooLong(BLOG_CONTENT_MAX_LENGTH))
      .optional(),
    categorias: terms.optional(),
    etiquetas: terms.optional(),
    estado: z.enum(BLOG_POST_STATES, { error: commonMessages.errors.invalidChoice }).optional(),
    fechaPublicacion: z.iso
      .datetime({ offset: true, error: blogMessages.errors.invalidDate })
      .nullable()
      .optional(),
    comments_open: z.boolean({ error: commonMessages.errors.invalidType }).optional(),
    /** The byline's short biography (the name and photo are the author's account's). */
    author_bio: optionalText(BLOG_AUTHOR_BIO_MAX_LENGTH).optional(),
    /** The picture's description for people who cannot see it. */
    image_alt: optionalText(BLOG_TITLE_MAX_LENGTH).optional(),
  })
  .strict();
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;
export const blogPostPatchSchema = blogPostInputSchema.partial();
export type BlogPostPatch = z.infer<typeof blogPostPatchSchema>;

export const staffBlogPostListQuerySchema = paginationQuerySchema.extend({
  estado: z.enum(BLOG_POST_STATES, { error: commonMessages.errors.invalidChoice }).optional(),
  q: optionalText(BLOG_TITLE_MAX_LENGTH).optional(),
});

/** An image for the body of a post (POST staff/images/): its address, to put in the HTML. */
export const blogContentImageSchema = blogImageSchema.omit({ alt: true });

// ---------------------------------------------------------------------------
// Comments.

/** A public comment (spec §3 Comment), without the e-mail. */
export const blogCommentSchema = z.object({
  id: z.number(),
  blogId: z.number(),
  author: z.string(),
  /** '' when not given; shown as a rel="nofollow ugc" link. */
  website: z.string(),
  /** Plain text: HTML in it is shown as text. */
  text: z.string(),
  /** Long Spanish date in Europe/Madrid: "24 de noviembre de 2026". */
  date: z.string(),
  /** 12-hour clock in Europe/Madrid: "3:05 p. m.". */
  time: z.string(),
  /** Milliseconds since 1970 (the screens count "hace 3 horas" from it). */
  timestamp: z.number(),
  daysAgo: z.number(),
  /** The author's profile photo when they have an account with one, else null (initials). */
  avatar: z.string().nullable(),
  parentId: z.number().nullable(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;

/**
 * The comment form (spec §5, messages verbatim). `website`, when given, is a
 * web address; `parentId` answers a top-level comment. `form_token` comes from
 * GET posts/{id}/comment-form/. `apodo` is a honeypot hidden from people: a
 * comment that fills it is answered as usual and never stored.
 */
const isUrl = (value: string) => {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

export const blogCommentInputSchema = z.object({
  author: z
    .string({ error: formErrors.nameRequired })
    .trim()
    .min(1, formErrors.nameRequired)
    .max(BLOG_COMMENT_NAME_MAX_LENGTH, commonMessages.errors.tooLong(BLOG_COMMENT_NAME_MAX_LENGTH)),
  email: z
    .string({ error: formErrors.emailRequired })
    .trim()
    .min(1, formErrors.emailRequired)
    .max(EMAIL_MAX_LENGTH, commonMessages.errors.tooLong(EMAIL_MAX_LENGTH))
    .pipe(z.email({ error: formErrors.emailInvalid })),
  website: z
    .string({ error: formErrors.websiteInvalid })
    .trim()
    .max(200, commonMessages.errors.tooLong(200))
    .refine((value) => value === '' || isUrl(value), formErrors.websiteInvalid)
    .transform((value) =>
      value === '' || /^https?:\/\//i.test(value) ? value : `https://${value}`,
    )
    .optional()
    .default(''),
  text: z
    .string({ error: formErrors.textRequired })
    .trim()
    .min(1, formErrors.textRequired)
    .max(BLOG_COMMENT_MAX_LENGTH, commonMessages.errors.tooLong(BLOG_COMMENT_MAX_LENGTH)),
  parentId: z
    .number({ error: commonMessages.errors.invalidType })
    .int()
    .positive()
    .max(ID_MAX)
    .nullable()
    .optional()
    .default(null),
  form_token: z.string({ error: blogMessages.errors.formExpired }).max(500),
  apodo: z.string({ error: commonMessages.errors.invalidType }).max(500).optional().default(''),
});
export type BlogCommentInput = z.input<typeof blogCommentInputSchema>;

export const blogCommentFormSchema = z.object({
  form_token: z.string(),
  /** Filled in for a signed-in person (they may still change them). */
  author: z.string().nullable(),
  email: z.string().nullable(),
});
export type BlogCommentForm = z.infer<typeof blogCommentFormSchema>;

/** POST posts/{id}/comments/ → 201: the stored comment, whether it shows already, and what to tell. */
export const blogCommentCreatedSchema = z.object({
  comment: blogCommentSchema,
  estado: z.enum(['aprobado', 'pendiente']),
  message: z.string(),
});
export type BlogCommentCreated = z.infer<typeof blogCommentCreatedSchema>;

/** What staff see in the moderation queue. */
export const staffBlogCommentSchema = blogCommentSchema.extend({
  email: z.string(),
  estado: z.enum(BLOG_COMMENT_STATES),
  reasons: z.array(z.enum(BLOG_HOLD_REASONS)),
  post: z.object({ id: z.number(), slug: z.string(), titulo: z.string() }),
  /** The commenter's account, when they were signed in. */
  user_id: z.number().nullable(),
});
export type StaffBlogComment = z.infer<typeof staffBlogCommentSchema>;

export const staffBlogCommentListQuerySchema = paginationQuerySchema.extend({
  estado: z
    .enum(BLOG_COMMENT_STATES, { error: commonMessages.errors.invalidChoice })
    .default('pendiente'),
  post: z.coerce.number().int().positive().max(ID_MAX).optional(),
});

export const blogCommentCountsSchema = z.object(
  Object.fromEntries(BLOG_COMMENT_STATES.map((state) => [state, z.number()])) as Record<
    (typeof BLOG_COMMENT_STATES)[number],
    z.ZodNumber
  >,
);

export const blogModerationSchema = z.object({
  ids: z
    .array(z.number().int().positive().max(ID_MAX), { error: commonMessages.errors.invalidChoice })
    .min(1, commonMessages.errors.required)
    .max(100, blogMessages.errors.tooManyComments(100)),
  estado: z.enum(BLOG_COMMENT_STATES, { error: commonMessages.errors.invalidChoice }),
});
export type BlogModeration = z.infer<typeof blogModerationSchema>;
