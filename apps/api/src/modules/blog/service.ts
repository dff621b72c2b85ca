/**
 * The blog's posts (spec §2 Blog, §3 Blog post; issue 15): what visitors read
 * and what staff write.
 *
 * - Visitors see a post when it is published, or scheduled for a moment
 *   already past; any other post is "Artículo no encontrado" (404) to them.
 *   Staff see every state.
 * - The slug comes from the title unless one is given; a given slug that
 *   another post has is refused (409), one made from a title gets -2, -3….
 * - The content is sanitised on save (sanitize.ts). Each save that changes the
 *   words (title, summary, content) keeps the version it replaces as a
 *   revision; restoring one is itself such a save.
 * - States: borrador; programado needs a future date and goes public then;
 *   publicado is public from its date (now when none is given; a future date
 *   makes it programado); archivado is hidden again, keeping its date.
 * - DELETE deletes a post that was never public (204); one that was public
 *   has readers' links and comments, so it is archived instead (200, the
 *   post as it is now).
 */
import { changedFields, recordAudit, type AuditEntry } from '../../db/audit';
import { blogMessages } from '@huella/shared/messages';
import type { z } from 'zod';
import type {
  blogContentImageSchema,
  BlogPost,
  BlogPostInput,
  BlogPostPatch,
  BlogPostSummary,
  BlogRevision,
  BlogTaxonomy,
  StaffBlogPost,
} from '@huella/shared/schemas/blog';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { Conflict, Forbidden, NotFound, invalidField } from '../../lib/errors';
import { imageRequired } from '../../lib/images';
import type { PageRequest } from '../../lib/pagination';
import { deleteImage, mediaPath, storeImage, variantPaths, type Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { presentPost, presentRevision, presentStaffPost, presentSummary } from './present';
import {
  createBlogRepository,
  effectiveState,
  isPostId,
  isPubliclyVisible,
  type PostChanges,
  type PostRow,
  type PublicFilters,
  type StaffFilters,
} from './repository';
import { sanitizePostHtml } from './sanitize';
import { freeSlug, slugify } from './slug';

const errors = blogMessages.errors;

export const postNotFound = () => new NotFound(errors.postNotFound, 'post_not_found');
const revisionNotFound = () => new NotFound(errors.revisionNotFound, 'revision_not_found');
const slugTaken = () => new Conflict(errors.slugTaken, { slug: [errors.slugTaken] }, 'slug_taken');

/** Staff only: a signed-in member who is not staff gets 403 (guests got 401 already). */
export function requireStaff(viewer: AuthUser): void {
  if (!viewer.isStaff) throw new Forbidden();
}

const IMAGE_PREFIX = 'blog';

export type BlogContentImage = z.infer<typeof blogContentImageSchema>;

export function createBlogService({
  db,
  storage,
  now = () => new Date(),
}: {
  db: Database;
  storage: Storage;
  now?: () => Date;
}) {
  const posts = createBlogRepository(db);

  /**
   * A change and its audit row in one transaction (issue 17): `work` gets the
   * repository bound to the transaction; `entry` says what to record (nothing
   * when it answers undefined, e.g. the post was gone).
   */
  async function audited<T>(
    viewer: AuthUser,
    work: (repo: typeof posts) => Promise<T>,
    entry: (result: T) => AuditEntry | undefined,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const result = await work(createBlogRepository(tx));
      const record = entry(result);
      if (record) await recordAudit(tx, { id: viewer.id, email: viewer.email }, record);
      return result;
    });
  }

  async function withCounts(rows: PostRow[]) {
    return posts.commentCounts(rows.map((row) => row.id));
  }

  async function staffView(row: PostRow): Promise<StaffBlogPost> {
    const [counts, revisions] = await Promise.all([
      posts.commentCounts([row.id]),
      posts.revisionCounts([row.id]),
    ]);
    return presentStaffPost(
      row,
      counts.get(row.id) ?? { approved: 0, pending: 0 },
      revisions.get(row.id) ?? 0,
      now(),
    );
  }

  async function existing(id: number): Promise<PostRow> {
    const row = await posts.findById(id);
    if (!row) throw postNotFound();
    return row;
  }

  async function slugFromTitle(title: string): Promise<string> {
    const base = slugify(title);
    return freeSlug(base, await posts.slugsLike(base));
  }

  /**
   * The state and date a post ends with, from what is sent and what it had:
   * programado needs a future date (when either is sent now), publicado gets
   * now when it has no date, and a future date makes it programado.
   */
  function schedule(
    sent: { estado?: BlogPostInput['estado']; fechaPublicacion?: string | null },
    current: { state: PostRow['state']; publishedAt: Date | null },
  ): { state: PostRow['state']; publishedAt: Date | null } {
    const at = now();
    let state = sent.estado ?? current.state;
    let publishedAt =
      sent.fechaPublicacion === undefined
        ? current.publishedAt
        : sent.fechaPublicacion === null
          ? null
          : new Date(sent.fechaPublicacion);
    const changed = sent.estado !== undefined || sent.fechaPublicacion !== undefined;
    if (state === 'programado') {
      if (!publishedAt) throw invalidField('fechaPublicacion', errors.scheduleNeedsDate);
      if (changed && publishedAt <= at) {
        throw invalidField('fechaPublicacion', errors.scheduleInPast);
      }
    }
    if (state === 'publicado') {
      if (!publishedAt) publishedAt = at;
      else if (publishedAt > at) state = 'programado';
    }
    return { state, publishedAt };
  }

  async function save<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      // Two posts saved at once with the same slug: the second one is told.
      if (isUniqueViolation(error, 'blog_posts_slug_idx')) throw slugTaken();
      throw error;
    }
  }

  return {
    // ---------------------------------------------------------------- public

    async listPublic(
      filters: PublicFilters,
      page: PageRequest,
    ): Promise<{ items: BlogPostSummary[]; total: number }> {
      const { rows, total } = await posts.listPublic(filters, page, now());
      const counts = await withCounts(rows);
      return { items: rows.map((row) => presentSummary(row, counts.get(row.id))), total };
    },

    /** One post by id or slug: published ones for everybody, any state for staff. */
    async getPublic(key: string, viewer: AuthUser | null): Promise<BlogPost | StaffBlogPost> {
      const row = isPostId(key) ? await posts.findById(Number(key)) : await posts.findBySlug(key);
      if (!row) throw postNotFound();
      if (viewer?.isStaff) return staffView(row);
      if (!isPubliclyVisible(row, now())) throw postNotFound();
      const counts = await withCounts([row]);
      return presentPost(row, counts.get(row.id));
    },

    async taxonomy(): Promise<BlogTaxonomy> {
      const at = now();
      const [categorias, etiquetas] = await Promise.all([
        posts.terms('categories', at),
        posts.terms('tags', at),
      ]);
      return { categorias, etiquetas };
    },

    /** The latest public posts, whole (feeds). */
    latest: (limit: number) => posts.latestPublic(limit, now()),

    /** When the public answers next change by the clock alone (a scheduled post goes public). */
    nextScheduled: () => posts.nextScheduled(now()),

    // ----------------------------------------------------------------- staff

    async listStaff(
      viewer: AuthUser,
      filters: StaffFilters,
      page: PageRequest,
    ): Promise<{ items: StaffBlogPost[]; total: number }> {
      requireStaff(viewer);
      const at = now();
      const { rows, total } = await posts.listStaff(filters, page, at);
      const ids = rows.map((row) => row.id);
      const [counts, revisions] = await Promise.all([
        posts.commentCounts(ids),
        posts.revisionCounts(ids),
      ]);
      return {
        items: rows.map((row) =>
          presentStaffPost(
            row,
            counts.get(row.id) ?? { approved: 0, pending: 0 },
            revisions.get(row.id) ?? 0,
            at,
          ),
        ),
        total,
      };
    },

    async getStaff(viewer: AuthUser, id: number): Promise<StaffBlogPost> {
      requireStaff(viewer);
      return staffView(await existing(id));
    },

    /** A new post by the staff member who writes it (their name is the byline). */
    async create(viewer: AuthUser, input: BlogPostInput): Promise<StaffBlogPost> {
      requireStaff(viewer);
      const author = await posts.author(viewer.id);
      if (!author) throw new Forbidden();
      const { state, publishedAt } = schedule(input, { state: 'borrador', publishedAt: null });
      let slug: string;
      if (input.slug) {
        if (await posts.slugTaken(input.slug)) throw slugTaken();
        slug = input.slug;
      } else {
        slug = await slugFromTitle(input.titulo);
      }
      const id = await save(() =>
        audited(
          viewer,
          (repo) =>
            repo.insert({
              slug,
              title: input.titulo,
              summary: input.resumen ?? '',
              contentHtml: sanitizePostHtml(input.contenido ?? ''),
              imageAlt: input.image_alt ?? '',
              authorId: viewer.id,
              authorName: author.name,
              authorBio: input.author_bio ?? '',
              state,
              publishedAt,
              categories: input.categorias ?? [],
              tags: input.etiquetas ?? [],
              commentsOpen: input.comments_open ?? true,
            }),
          (newId) => ({
            action: 'blog_post.create',
            targetType: 'blog_post',
            targetId: newId,
            targetLabel: input.titulo,
            changes: { state: [null, state] },
          }),
        ),
      );
      return staffView(await existing(id));
    },

    /** Changes what is sent; the words it replaces are kept as a revision. */
    async update(viewer: AuthUser, id: number, input: BlogPostPatch): Promise<StaffBlogPost> {
      requireStaff(viewer);
      const current = await existing(id);
      const changes: PostChanges = {};
      if (input.titulo !== undefined) changes.title = input.titulo;
      if (input.resumen !== undefined) changes.summary = input.resumen;
      if (input.contenido !== undefined) changes.contentHtml = sanitizePostHtml(input.contenido);
      if (input.categorias !== undefined) changes.categories = input.categorias;
      if (input.etiquetas !== undefined) changes.tags = input.etiquetas;
      if (input.comments_open !== undefined) changes.commentsOpen = input.comments_open;
      if (input.author_bio !== undefined) changes.authorBio = input.author_bio;
      if (input.image_alt !== undefined) changes.imageAlt = input.image_alt;
      if (input.slug !== undefined && input.slug !== current.slug) {
        if (await posts.slugTaken(input.slug, id)) throw slugTaken();
        changes.slug = input.slug;
      }
      if (input.estado !== undefined || input.fechaPublicacion !== undefined) {
        const { state, publishedAt } = schedule(input, {
          state: effectiveState(current, now()),
          publishedAt: current.publishedAt,
        });
        changes.state = state;
        changes.publishedAt = publishedAt;
      }
      const stateAction =
        changes.state !== undefined && changes.state !== current.state
          ? {
              publicado: 'publish',
              programado: 'schedule',
              archivado: 'archive',
              borrador: 'unpublish',
            }[changes.state]
          : undefined;
      // The body is long: the log says that it changed, not its words (revisions keep them).
      const loggedChanges = changedFields(current as unknown as Record<string, unknown>, {
        ...changes,
        contentHtml: undefined,
      });
      if (changes.contentHtml !== undefined && changes.contentHtml !== current.contentHtml)
        loggedChanges.contentHtml = ['…', '…'];
      const found = await save(() =>
        audited(
          viewer,
          (repo) => repo.update(id, changes, viewer.id),
          (done) =>
            done
              ? {
                  action: `blog_post.${stateAction ?? 'update'}`,
                  targetType: 'blog_post',
                  targetId: id,
                  targetLabel: changes.title ?? current.title,
                  changes: loggedChanges,
                }
              : undefined,
        ),
      );
      if (!found) throw postNotFound();
      return staffView(await existing(id));
    },

    /**
     * Deletes a post that was never public (answers null); archives one that
     * was (answers it).
     */
    async remove(viewer: AuthUser, id: number): Promise<StaffBlogPost | null> {
      requireStaff(viewer);
      const current = await existing(id);
      const wasPublic = current.publishedAt !== null && current.publishedAt <= now();
      if (wasPublic) {
        if (current.state !== 'archivado') {
          await audited(
            viewer,
            (repo) => repo.update(id, { state: 'archivado' }, viewer.id),
            (done) =>
              done
                ? {
                    action: 'blog_post.archive',
                    targetType: 'blog_post',
                    targetId: id,
                    targetLabel: current.title,
                    changes: { state: [current.state, 'archivado'] },
                  }
                : undefined,
          );
        }
        return staffView(await existing(id));
      }
      const deleted = await audited(
        viewer,
        (repo) => repo.delete(id),
        (gone) =>
          gone
            ? {
                action: 'blog_post.delete',
                targetType: 'blog_post',
                targetId: id,
                targetLabel: current.title,
              }
            : undefined,
      );
      if (!deleted) throw postNotFound();
      if (deleted.image) await deleteImage(storage, deleted.image);
      return null;
    },

    /** Puts a picture through the image pipeline in place of the post's (whose files go then). */
    async setImage(
      viewer: AuthUser,
      id: number,
      image: Buffer | undefined,
    ): Promise<StaffBlogPost> {
      requireStaff(viewer);
      await existing(id);
      if (!image) throw imageRequired();
      // As replaceImage (lib/storage.ts), keeping the picture's size too: the
      // new files go if the post is gone or saving fails, the old ones once saved.
      const stored = await storeImage(storage, image, { prefix: IMAGE_PREFIX, owner: viewer.id });
      let replaced: Awaited<ReturnType<typeof posts.replaceImage>>;
      try {
        replaced = await audited(
          viewer,
          (repo) => repo.replaceImage(id, stored),
          (done) =>
            done
              ? {
                  action: 'blog_post.image',
                  targetType: 'blog_post',
                  targetId: id,
                  changes: { image: [done.previous, stored.key] },
                }
              : undefined,
        );
      } catch (error) {
        await deleteImage(storage, stored.key);
        throw error;
      }
      if (!replaced) {
        await deleteImage(storage, stored.key);
        throw postNotFound();
      }
      if (replaced.previous) await deleteImage(storage, replaced.previous);
      return staffView(await existing(id));
    },

    async removeImage(viewer: AuthUser, id: number): Promise<StaffBlogPost> {
      requireStaff(viewer);
      await existing(id);
      const replaced = await audited(
        viewer,
        (repo) => repo.replaceImage(id, null),
        (done) =>
          done
            ? {
                action: 'blog_post.image',
                targetType: 'blog_post',
                targetId: id,
                changes: { image: [done.previous, null] },
              }
            : undefined,
      );
      if (!replaced) throw postNotFound();
      if (replaced.previous) await deleteImage(storage, replaced.previous);
      return staffView(await existing(id));
    },

    /** A picture for a post's body: its address (from the site's root), to put in the HTML. */
    async storeContentImage(
      viewer: AuthUser,
      image: Buffer | undefined,
    ): Promise<BlogContentImage> {
      requireStaff(viewer);
      if (!image) throw imageRequired();
      const stored = await storeImage(storage, image, { prefix: IMAGE_PREFIX, owner: viewer.id });
      const variants = variantPaths(stored.key);
      return {
        url: `/${mediaPath(stored.key, 800)}`,
        width: stored.width,
        height: stored.height,
        variants: {
          400: `/${variants['400']}`,
          800: `/${variants['800']}`,
          1600: `/${variants['1600']}`,
        },
      };
    },

    async revisions(viewer: AuthUser, id: number): Promise<BlogRevision[]> {
      requireStaff(viewer);
      await existing(id);
      return (await posts.revisions(id)).map(presentRevision);
    },

    /** Makes a revision's words current; what they replace becomes a revision in turn. */
    async restore(viewer: AuthUser, id: number, revisionId: number): Promise<StaffBlogPost> {
      requireStaff(viewer);
      await existing(id);
      const revision = await posts.findRevision(id, revisionId);
      if (!revision) throw revisionNotFound();
      const found = await audited(
        viewer,
        (repo) =>
          repo.update(
            id,
            { title: revision.title, summary: revision.summary, contentHtml: revision.contentHtml },
            viewer.id,
          ),
        (done) =>
          done
            ? {
                action: 'blog_post.restore',
                targetType: 'blog_post',
                targetId: id,
                targetLabel: revision.title,
                changes: { revision: [null, revisionId] },
              }
            : undefined,
      );
      if (!found) throw postNotFound();
      return staffView(await existing(id));
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
