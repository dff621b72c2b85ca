/**
 * The editor's form as plain values, what is sent for each action (all the
 * fields for a new post, only the changed ones for an existing one, plus the
 * state), and its checks: the shared schema's, with its Spanish messages, and
 * the schedule's (a date, in the future).
 */
import { blogMessages } from '@huella/shared/messages/blog';
import {
  blogPostInputSchema,
  blogPostPatchSchema,
  type BlogPostPatch,
  type StaffBlogPost,
} from '@huella/shared/schemas/blog';
import { localInputToIso } from '../../utils/datetime';

export interface PostFormValues {
  titulo: string;
  slug: string;
  resumen: string;
  contenido: string;
  categorias: string[];
  etiquetas: string[];
  author_bio: string;
  image_alt: string;
  comments_open: boolean;
}

export type PostAction = 'save' | 'publish' | 'schedule' | 'archive';

/** Field name → its first message; `fechaPublicacion` is the schedule's. */
export type PostFormErrors = Partial<Record<keyof PostFormValues | 'fechaPublicacion', string>>;

export const emptyPostValues: PostFormValues = {
  titulo: '',
  slug: '',
  resumen: '',
  contenido: '',
  categorias: [],
  etiquetas: [],
  author_bio: '',
  image_alt: '',
  comments_open: true,
};

export const valuesOfPost = (post: StaffBlogPost): PostFormValues => ({
  titulo: post.titulo,
  slug: post.slug,
  resumen: post.resumen,
  contenido: post.contenido,
  categorias: [...post.categorias],
  etiquetas: [...post.etiquetas],
  author_bio: post.autor.bio,
  image_alt: post.image?.alt ?? '',
  comments_open: post.comments_open,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const isDirty = (values: PostFormValues, baseline: PostFormValues) =>
  !same(values, baseline);

/** The fields to send: every one for a new post, the changed ones otherwise (an empty slug is left to the server). */
export function fieldsToSend(
  values: PostFormValues,
  baseline: PostFormValues | null,
): BlogPostPatch {
  const fields: BlogPostPatch = {};
  for (const key of Object.keys(values) as Array<keyof PostFormValues>) {
    if (baseline && same(values[key], baseline[key])) continue;
    if (key === 'slug' && values.slug.trim() === '') continue;
    (fields as Record<string, unknown>)[key] = values[key];
  }
  return fields;
}

export interface PostRequest {
  input: BlogPostPatch;
  errors: PostFormErrors;
}

/** What an action sends, and what stops it (empty when it can go). */
export function buildRequest(
  action: PostAction,
  values: PostFormValues,
  baseline: PostFormValues | null,
  scheduleAt: string,
  now: Date = new Date(),
): PostRequest {
  const input: BlogPostPatch = fieldsToSend(values, baseline);
  const errors: PostFormErrors = {};
  if (action === 'publish') input.estado = 'publicado';
  if (action === 'archive') input.estado = 'archivado';
  if (action === 'save' && !baseline) input.estado = 'borrador';
  if (action === 'schedule') {
    input.estado = 'programado';
    const iso = scheduleAt ? localInputToIso(scheduleAt) : null;
    if (!scheduleAt) errors.fechaPublicacion = blogMessages.errors.scheduleNeedsDate;
    else if (!iso) errors.fechaPublicacion = blogMessages.errors.invalidDate;
    else if (new Date(iso).getTime() <= now.getTime())
      errors.fechaPublicacion = blogMessages.errors.scheduleInPast;
    else input.fechaPublicacion = iso;
  }
  const checked = (baseline ? blogPostPatchSchema : blogPostInputSchema).safeParse(input);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = String(issue.path[0] ?? '') as keyof PostFormErrors;
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  return { input, errors };
}

/** The server's field errors on the form's fields; anything else is the form's. */
export function serverErrors(fields: Record<string, string[]>): PostFormErrors {
  const known = new Set<string>([...Object.keys(emptyPostValues), 'fechaPublicacion']);
  const errors: PostFormErrors = {};
  for (const [key, messages] of Object.entries(fields)) {
    if (known.has(key) && messages[0]) errors[key as keyof PostFormErrors] ??= messages[0];
  }
  return errors;
}
