/**
 * Queries on `blog_comments`, and the few reads of `blog_posts` the comments
 * need (does the post exist, is it public, are its comments open). The posts
 * module owns posts; this one only reads their rows.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import {
  BLOG_COMMENT_NAME_MAX_LENGTH,
  type BlogCommentState,
  type BlogHoldReason,
} from '@huella/shared/constants';
import type { Database } from '../../db/client';
import { blogComments, blogPosts, users } from '../../db/schema';

export interface PostForComments {
  id: number;
  slug: string;
  title: string;
  commentsOpen: boolean;
}

/** A post anyone may read: publicado, or programado and its date has come. */
const isPublic = (now: Date) =>
  or(
    eq(blogPosts.state, 'publicado'),
    and(eq(blogPosts.state, 'programado'), lte(blogPosts.publishedAt, now)),
  );

const commentColumns = {
  id: blogComments.id,
  postId: blogComments.postId,
  parentId: blogComments.parentId,
  userId: blogComments.userId,
  authorName: blogComments.authorName,
  website: blogComments.website,
  body: blogComments.body,
  state: blogComments.state,
  createdAt: blogComments.createdAt,
  /** The commenter's profile photo (storage key), when they had an account with one. */
  avatar: users.avatar,
};

export type CommentRow = {
  id: number;
  postId: number;
  parentId: number | null;
  userId: number | null;
  authorName: string;
  website: string;
  body: string;
  state: BlogCommentState;
  createdAt: Date;
  avatar: string | null;
};

export interface NewComment {
  postId: number;
  parentId: number | null;
  userId: number | null;
  authorName: string;
  email: string;
  emailNormalized: string;
  website: string;
  body: string;
  state: 'aprobado' | 'pendiente';
  reasons: BlogHoldReason[];
}

export function createBlogCommentsRepository(db: Database) {
  return {
    /** The post by id or slug, when it is public at `now`. */
    async findPublicPost(key: { id: number } | { slug: string }, now: Date) {
      const [row] = await db
        .select({
          id: blogPosts.id,
          slug: blogPosts.slug,
          title: blogPosts.title,
          commentsOpen: blogPosts.commentsOpen,
        })
        .from(blogPosts)
        .where(
          and('id' in key ? eq(blogPosts.id, key.id) : eq(blogPosts.slug, key.slug), isPublic(now)),
        );
      return row as PostForComments | undefined;
    },

    /** The account's name as the comment form fills it in. */
    async accountName(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return row
        ? `${row.firstName} ${row.lastName}`.trim().slice(0, BLOG_COMMENT_NAME_MAX_LENGTH)
        : null;
    },

    /** Approved comments and replies of a post, oldest first, at most `limit`. */
    async listApproved(postId: number, limit: number): Promise<CommentRow[]> {
      return db
        .select(commentColumns)
        .from(blogComments)
        .leftJoin(users, eq(users.id, blogComments.userId))
        .where(and(eq(blogComments.postId, postId), eq(blogComments.state, 'aprobado')))
        .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
        .limit(limit);
    },

    async findComment(id: number) {
      const [row] = await db
        .select({
          id: blogComments.id,
          postId: blogComments.postId,
          parentId: blogComments.parentId,
          state: blogComments.state,
        })
        .from(blogComments)
        .where(eq(blogComments.id, id));
      return row;
    },

    /** Whether this commenter (account or normalised e-mail) has an approved comment anywhere. */
    async hasApprovedComment(emailNormalized: string, userId: number | null): Promise<boolean> {
      const who = userId
        ? or(eq(blogComments.userId, userId), eq(blogComments.emailNormalized, emailNormalized))
        : eq(blogComments.emailNormalized, emailNormalized);
      const [row] = await db
        .select({ id: blogComments.id })
        .from(blogComments)
        .where(and(who, eq(blogComments.state, 'aprobado')))
        .limit(1);
      return row !== undefined;
    },

    /** Whether the same text was sent on the post by this commenter since `since`. */
    async isDuplicate(
      postId: number,
      body: string,
      emailNormalized: string,
      userId: number | null,
      since: Date,
    ): Promise<boolean> {
      const who = userId
        ? or(eq(blogComments.userId, userId), eq(blogComments.emailNormalized, emailNormalized))
        : eq(blogComments.emailNormalized, emailNormalized);
      const [row] = await db
        .select({ id: blogComments.id })
        .from(blogComments)
        .where(
          and(
            eq(blogComments.postId, postId),
            who,
            eq(blogComments.body, body),
            gte(blogComments.createdAt, since),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insert(comment: NewComment, at: Date): Promise<CommentRow> {
      const [created] = await db
        .insert(blogComments)
        .values({ ...comment, createdAt: at })
        .returning({ id: blogComments.id });
      const [row] = await db
        .select(commentColumns)
        .from(blogComments)
        .leftJoin(users, eq(users.id, blogComments.userId))
        .where(eq(blogComments.id, created!.id));
      return row!;
    },

    // -------------------------------------------------------------------------
    // Staff.

    async listForStaff(
      filter: { state: BlogCommentState; postId?: number },
      page: { limit: number; offset: number },
    ) {
      const where: SQL[] = [eq(blogComments.state, filter.state)];
      if (filter.postId !== undefined) where.push(eq(blogComments.postId, filter.postId));
      const [rows, total] = await Promise.all([
        db
          .select({
            ...commentColumns,
            email: blogComments.email,
            reasons: blogComments.reasons,
            postSlug: blogPosts.slug,
            postTitle: blogPosts.title,
          })
          .from(blogComments)
          .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
          .leftJoin(users, eq(users.id, blogComments.userId))
          .where(and(...where))
          .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(blogComments)
          .where(and(...where)),
      ]);
      return { rows, total: total[0]?.total ?? 0 };
    },

    async countByState(): Promise<Partial<Record<BlogCommentState, number>>> {
      const rows = await db
        .select({ state: blogComments.state, total: count() })
        .from(blogComments)
        .groupBy(blogComments.state);
      return Object.fromEntries(rows.map((row) => [row.state, row.total]));
    },

    /**
     * Sets the state of every comment in `ids`, in one transaction: when any
     * id is unknown nothing changes and the answer is false.
     */
    /** The state of each of these comments now (for the audit log). */
    async statesOf(ids: number[]) {
      return db
        .select({
          id: blogComments.id,
          state: blogComments.state,
          authorName: blogComments.authorName,
        })
        .from(blogComments)
        .where(inArray(blogComments.id, ids));
    },

    async moderate(ids: number[], state: BlogCommentState, by: number, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const found = await tx
          .select({ id: blogComments.id })
          .from(blogComments)
          .where(inArray(blogComments.id, ids))
          .for('update');
        if (found.length !== ids.length) return false;
        await tx
          .update(blogComments)
          .set({ state, moderatedAt: at, moderatedBy: by })
          .where(inArray(blogComments.id, ids));
        return true;
      });
    },
  };
}

export type BlogCommentsRepository = ReturnType<typeof createBlogCommentsRepository>;
