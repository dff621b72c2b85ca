/**
 * The blog's posts and their revisions in the database (blog_posts,
 * blog_post_revisions), and the counts of their comments (blog_comments,
 * written by the comments' module). What visitors may see is one rule,
 * `publiclyVisible`: published, or scheduled for a moment already past.
 */
import { and, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { BLOG_REVISIONS_MAX, type BlogPostState } from '@huella/shared/constants';
import type { Database } from '../../db/client';
import { slugQueries } from '../../db/slugs';
import { blogComments, blogPostRevisions, blogPosts, users } from '../../db/schema';

export type PostRecord = typeof blogPosts.$inferSelect;
export interface PostRow extends PostRecord {
  /** The author's profile photo's storage key (their account's), or null. */
  authorAvatar: string | null;
}
export type PostInsert = Omit<typeof blogPosts.$inferInsert, 'id'>;
export type PostChanges = Partial<
  Omit<PostRecord, 'id' | 'image' | 'imageWidth' | 'imageHeight' | 'createdAt' | 'authorId'>
>;

export interface RevisionRow {
  id: number;
  postId: number;
  title: string;
  summary: string;
  contentHtml: string;
  editorName: string | null;
  createdAt: Date;
}

export interface PublicFilters {
  categoria?: string;
  etiqueta?: string;
}
export interface StaffFilters {
  estado?: BlogPostState;
  q?: string;
}

/** Published, or scheduled for a moment that has come (the same rule for lists, pages, feeds, sitemap). */
export function publiclyVisible(now: Date): SQL {
  return and(
    inArray(blogPosts.state, ['publicado', 'programado']),
    lte(blogPosts.publishedAt, now),
  )!;
}

/** The same rule for one row already read. */
export const isPubliclyVisible = (
  row: { state: BlogPostState; publishedAt: Date | null },
  now: Date,
): boolean =>
  (row.state === 'publicado' || row.state === 'programado') &&
  row.publishedAt !== null &&
  row.publishedAt <= now;

/**
 * A scheduled post whose moment has come is published: staff see it so
 * (effectiveState) and find it among the published ones.
 */
export const effectiveState = (
  row: { state: BlogPostState; publishedAt: Date | null },
  now: Date,
): BlogPostState =>
  row.state === 'programado' && row.publishedAt !== null && row.publishedAt <= now
    ? 'publicado'
    : row.state;

function stateIs(state: BlogPostState, now: Date): SQL {
  if (state === 'publicado') return publiclyVisible(now);
  if (state === 'programado') {
    return and(eq(blogPosts.state, 'programado'), gt(blogPosts.publishedAt, now))!;
  }
  return eq(blogPosts.state, state);
}

/** The post of `/blog/{key}`: digits are an id, anything else a slug. */
export const isPostId = (key: string) => /^\d{1,9}$/.test(key);

/** One of the post's terms equals `value`, without regard to case. */
const hasTerm = (column: typeof blogPosts.categories | typeof blogPosts.tags, value: string) =>
  sql`exists (select 1 from unnest(${column}) as term where lower(term) = lower(${value}))`;

const postColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  summary: blogPosts.summary,
  contentHtml: blogPosts.contentHtml,
  image: blogPosts.image,
  imageWidth: blogPosts.imageWidth,
  imageHeight: blogPosts.imageHeight,
  imageAlt: blogPosts.imageAlt,
  authorId: blogPosts.authorId,
  authorName: blogPosts.authorName,
  authorBio: blogPosts.authorBio,
  state: blogPosts.state,
  publishedAt: blogPosts.publishedAt,
  categories: blogPosts.categories,
  tags: blogPosts.tags,
  commentsOpen: blogPosts.commentsOpen,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  authorAvatar: users.avatar,
};

/** Escapes LIKE's wildcards in what a person typed. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function createBlogRepository(db: Database) {
  const selectPosts = () =>
    db.select(postColumns).from(blogPosts).leftJoin(users, eq(users.id, blogPosts.authorId));

  async function findBy(where: SQL): Promise<PostRow | undefined> {
    const [row] = await selectPosts().where(where).limit(1);
    return row;
  }

  return {
    /** Published posts, newest first. */
    async listPublic(
      filters: PublicFilters,
      page: { limit: number; offset: number },
      now: Date,
    ): Promise<{ rows: PostRow[]; total: number }> {
      const where = and(
        publiclyVisible(now),
        filters.categoria ? hasTerm(blogPosts.categories, filters.categoria) : undefined,
        filters.etiqueta ? hasTerm(blogPosts.tags, filters.etiqueta) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        selectPosts()
          .where(where)
          .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Every post for staff, by state and words of the title, most recently changed first. */
    async listStaff(
      filters: StaffFilters,
      page: { limit: number; offset: number },
      now: Date,
    ): Promise<{ rows: PostRow[]; total: number }> {
      const where = and(
        filters.estado ? stateIs(filters.estado, now) : undefined,
        filters.q ? sql`${blogPosts.title} ilike ${likePattern(filters.q)}` : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        selectPosts()
          .where(where)
          .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    findById: (id: number) => findBy(eq(blogPosts.id, id)),
    findBySlug: (slug: string) => findBy(eq(blogPosts.slug, slug)),

    /** The latest published posts (feeds). */
    latestPublic: (limit: number, now: Date): Promise<PostRow[]> =>
      selectPosts()
        .where(publiclyVisible(now))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(limit),

    /** Published posts' addresses for the sitemap. */
    sitemapPosts: (now: Date, limit: number): Promise<{ slug: string; updatedAt: Date }[]> =>
      db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(publiclyVisible(now))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(limit),

    /** When the next scheduled post goes public (the public answers change then), or null. */
    async nextScheduled(now: Date): Promise<Date | null> {
      const [row] = await db
        .select({
          at: sql<Date | null>`min(${blogPosts.publishedAt})`.mapWith(blogPosts.publishedAt),
        })
        .from(blogPosts)
        .where(and(eq(blogPosts.state, 'programado'), gt(blogPosts.publishedAt, now)));
      return row?.at ?? null;
    },

    /** Categories or tags of the published posts, the most used first. */
    async terms(
      kind: 'categories' | 'tags',
      now: Date,
    ): Promise<{ nombre: string; count: number }[]> {
      const column = kind === 'categories' ? blogPosts.categories : blogPosts.tags;
      const result = await db.execute(sql`
        select term as nombre, count(*)::int as count
        from ${blogPosts}, unnest(${column}) as term
        where ${publiclyVisible(now)}
        group by term
        order by count(*) desc, lower(term), term`);
      // Both drivers answer { rows }; Drizzle's generic database type does not say so.
      const { rows } = result as unknown as { rows: { nombre: string; count: number }[] };
      return rows.map((row) => ({ nombre: row.nombre, count: Number(row.count) }));
    },

    /** Approved (and, for staff, pending) comments of these posts. */
    async commentCounts(
      postIds: number[],
    ): Promise<Map<number, { approved: number; pending: number }>> {
      const counts = new Map<number, { approved: number; pending: number }>();
      if (postIds.length === 0) return counts;
      const rows = await db
        .select({ postId: blogComments.postId, state: blogComments.state, total: count() })
        .from(blogComments)
        .where(
          and(
            inArray(blogComments.postId, postIds),
            inArray(blogComments.state, ['aprobado', 'pendiente']),
          ),
        )
        .groupBy(blogComments.postId, blogComments.state);
      for (const row of rows) {
        const entry = counts.get(row.postId) ?? { approved: 0, pending: 0 };
        if (row.state === 'aprobado') entry.approved = row.total;
        else entry.pending = row.total;
        counts.set(row.postId, entry);
      }
      return counts;
    },

    /** How many earlier versions each of these posts keeps. */
    async revisionCounts(postIds: number[]): Promise<Map<number, number>> {
      if (postIds.length === 0) return new Map();
      const rows = await db
        .select({ postId: blogPostRevisions.postId, total: count() })
        .from(blogPostRevisions)
        .where(inArray(blogPostRevisions.postId, postIds))
        .groupBy(blogPostRevisions.postId);
      return new Map(rows.map((row) => [row.postId, row.total]));
    },

    ...slugQueries(db, blogPosts, { id: blogPosts.id, slug: blogPosts.slug }),

    async insert(values: PostInsert): Promise<number> {
      const [row] = await db.insert(blogPosts).values(values).returning({ id: blogPosts.id });
      return row!.id;
    },

    /**
     * Changes a post, the row locked. When the words change (title, summary or
     * content), the version they replace is kept as a revision by `editorId`,
     * and only the newest BLOG_REVISIONS_MAX revisions stay. Answers false
     * when there is no such post.
     */
    async update(id: number, changes: PostChanges, editorId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            title: blogPosts.title,
            summary: blogPosts.summary,
            contentHtml: blogPosts.contentHtml,
          })
          .from(blogPosts)
          .where(eq(blogPosts.id, id))
          .for('update');
        if (!current) return false;
        const wordsChange =
          (changes.title !== undefined && changes.title !== current.title) ||
          (changes.summary !== undefined && changes.summary !== current.summary) ||
          (changes.contentHtml !== undefined && changes.contentHtml !== current.contentHtml);
        if (wordsChange) {
          await tx.insert(blogPostRevisions).values({ postId: id, editorId, ...current });
          await tx.execute(sql`
            delete from ${blogPostRevisions}
            where post_id = ${id} and id not in (
              select id from ${blogPostRevisions} where post_id = ${id}
              order by id desc limit ${BLOG_REVISIONS_MAX}
            )`);
        }
        await tx
          .update(blogPosts)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(blogPosts.id, id));
        return true;
      });
    },

    /** Deletes a post (its revisions and comments go with it); answers its picture's key. */
    async delete(id: number): Promise<{ image: string | null } | undefined> {
      const [row] = await db
        .delete(blogPosts)
        .where(eq(blogPosts.id, id))
        .returning({ image: blogPosts.image });
      return row;
    },

    /**
     * Sets (or clears) the picture, the row locked so that two uploads at once
     * cannot both keep the same old key; answers the key it replaced.
     */
    async replaceImage(
      id: number,
      image: { key: string; width: number; height: number } | null,
    ): Promise<{ row: true; previous: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ image: blogPosts.image })
          .from(blogPosts)
          .where(eq(blogPosts.id, id))
          .for('update');
        if (!current) return undefined;
        await tx
          .update(blogPosts)
          .set({
            image: image?.key ?? null,
            imageWidth: image?.width ?? null,
            imageHeight: image?.height ?? null,
            updatedAt: new Date(),
          })
          .where(eq(blogPosts.id, id));
        return { row: true as const, previous: current.image };
      });
    },

    async revisions(postId: number): Promise<RevisionRow[]> {
      return db
        .select({
          id: blogPostRevisions.id,
          postId: blogPostRevisions.postId,
          title: blogPostRevisions.title,
          summary: blogPostRevisions.summary,
          contentHtml: blogPostRevisions.contentHtml,
          editorName: sql<
            string | null
          >`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
          createdAt: blogPostRevisions.createdAt,
        })
        .from(blogPostRevisions)
        .leftJoin(users, eq(users.id, blogPostRevisions.editorId))
        .where(eq(blogPostRevisions.postId, postId))
        .orderBy(desc(blogPostRevisions.id));
    },

    async findRevision(
      postId: number,
      revisionId: number,
    ): Promise<{ title: string; summary: string; contentHtml: string } | undefined> {
      const [row] = await db
        .select({
          title: blogPostRevisions.title,
          summary: blogPostRevisions.summary,
          contentHtml: blogPostRevisions.contentHtml,
        })
        .from(blogPostRevisions)
        .where(and(eq(blogPostRevisions.id, revisionId), eq(blogPostRevisions.postId, postId)));
      return row;
    },

    /** The name and photo of the account that writes a post. */
    async author(userId: number): Promise<{ name: string } | undefined> {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) return undefined;
      const name = `${row.firstName} ${row.lastName}`.trim();
      return { name: name || row.email.split('@')[0]! };
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
