/**
 * A post row in the shapes the API answers (packages/shared/src/schemas/blog.ts):
 * the card, the whole post, and what staff see. Image paths are relative to
 * the API base address like every other image field; `imagen` is the
 * picture's largest variant.
 */
import type {
  BlogImage,
  BlogPost,
  BlogPostSummary,
  BlogRevision,
  StaffBlogPost,
} from '@huella/shared/schemas/blog';
import { mediaPath, variantPaths } from '../../lib/storage';
import { effectiveState, type PostRow, type RevisionRow } from './repository';

const LARGEST = 1600 as const;

export interface CommentCounts {
  approved: number;
  pending: number;
}
const NO_COMMENTS: CommentCounts = { approved: 0, pending: 0 };

function presentImage(row: PostRow): BlogImage | null {
  if (!row.image) return null;
  return {
    url: mediaPath(row.image, LARGEST),
    width: row.imageWidth ?? 0,
    height: row.imageHeight ?? 0,
    variants: variantPaths(row.image),
    alt: row.imageAlt || row.title,
  };
}

export function presentSummary(row: PostRow, counts: CommentCounts = NO_COMMENTS): BlogPostSummary {
  const image = presentImage(row);
  return {
    id: row.id,
    slug: row.slug,
    titulo: row.title,
    resumen: row.summary,
    imagen: image?.url ?? null,
    image,
    autor: {
      nombre: row.authorName,
      avatar: row.authorAvatar ? mediaPath(row.authorAvatar, 400) : null,
      bio: row.authorBio,
    },
    fechaPublicacion: row.publishedAt ? row.publishedAt.toISOString() : null,
    categorias: row.categories,
    etiquetas: row.tags,
    comment_count: counts.approved,
  };
}

export const presentPost = (row: PostRow, counts: CommentCounts = NO_COMMENTS): BlogPost => ({
  ...presentSummary(row, counts),
  contenido: row.contentHtml,
  comments_open: row.commentsOpen,
  updated_at: row.updatedAt.toISOString(),
});

export const presentStaffPost = (
  row: PostRow,
  counts: CommentCounts,
  revisionCount: number,
  now: Date = new Date(),
): StaffBlogPost => ({
  ...presentPost(row, counts),
  estado: effectiveState(row, now),
  created_at: row.createdAt.toISOString(),
  revision_count: revisionCount,
  pending_comment_count: counts.pending,
});

export const presentRevision = (row: RevisionRow): BlogRevision => ({
  id: row.id,
  titulo: row.title,
  resumen: row.summary,
  contenido: row.contentHtml,
  autor: row.editorName,
  created_at: row.createdAt.toISOString(),
});
