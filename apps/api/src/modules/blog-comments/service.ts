/**
 * Blog comments (issue 15; spec §3 Comment, §4 Comment reply, §5 Comment
 * form): the public thread, the comment form's token, sending a comment with
 * its anti-spam checks, and staff moderation.
 *
 * Anti-spam, in order, none of it a third party's:
 * 1. per source address: RATE_LIMITS.blogCommentPerIp, counted in the route
 *    before any work (like every per-address limit);
 * 2. the honeypot `apodo`: filled in, the answer looks like a held comment
 *    (201, id 0) and nothing is stored;
 * 3. the signed form token (form-token.ts): missing, forged or for another
 *    post → formExpired; younger than BLOG_FORM_TOKEN_MIN_AGE_MS → tooFast;
 *    older than BLOG_FORM_TOKEN_MAX_AGE_MS → formExpired (all 400);
 * 4. per e-mail: RATE_LIMITS.blogCommentPerEmail on the normalised address (429);
 * 5. the same text by the same commenter on the same post within
 *    DUPLICATE_WINDOW_MS → 409 duplicate;
 * 6. held (pendiente) with its reasons: more than BLOG_COMMENT_LINKS_MAX
 *    links (`enlaces`), a word of moderation-words.ts (`palabras`), or a
 *    commenter without an earlier approved comment (`primer_comentario`);
 *    otherwise approved at once.
 *
 * A signed-in person's comment records their account and is stored with the
 * account's own e-mail, whatever the form says: nobody signed in can comment
 * under another person's address (the form is filled in with it anyway).
 * The name is the form's: people may sign as they like.
 *
 * Moderation may approve a reply whose comment is not approved: it is stored
 * so, but the public thread shows a reply only under its approved comment.
 */
import { recordAudit } from '../../db/audit';
import {
  BLOG_COMMENT_LINKS_MAX,
  ID_MAX,
  type BlogCommentState,
  type BlogHoldReason,
} from '@huella/shared/constants';
import { commonMessages } from '@huella/shared/messages';
import { blogMessages } from '@huella/shared/messages/blog';
import type {
  BlogComment,
  BlogCommentCreated,
  BlogCommentForm,
  BlogModeration,
  StaffBlogComment,
} from '@huella/shared/schemas/blog';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { normalizeEmail } from '../../lib/email-address';
import { AppError, Forbidden, Invalid, invalidField, NotFound } from '../../lib/errors';
import type { PageRequest } from '../../lib/pagination';
import type { RateLimiter } from '../../lib/rate-limit';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import type { AuthUser } from '../../plugins/auth';
import { createFormTokens } from './form-token';
import { countLinks, hasModerationWord } from './moderation-words';
import { presentComment, presentStaffComment, thread } from './present';
import { createBlogCommentsRepository, type CommentRow } from './repository';

/** The public thread answers at most this many comments and replies of a post (the oldest). */
export const PUBLIC_COMMENTS_MAX = 500;
/** The same text again from the same commenter on the same post within this time is a duplicate. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The `website` column's size. */
const WEBSITE_MAX_LENGTH = 200;

const errors = blogMessages.errors;
const postNotFound = () => new NotFound(errors.postNotFound, 'post_not_found');
const commentNotFound = () =>
  new AppError(404, 'comment_not_found', errors.commentNotFound, {
    parentId: [errors.commentNotFound],
  });

/** Control characters other than line breaks and tabs go; Windows line ends become \n. */
const cleanText = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/(?![\n\t])\p{Cc}/gu, '')
    .trim();
/** A name is one line: every control character goes. */
const cleanLine = (text: string) =>
  text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A post's id, or its slug (the address of /blog/{id} takes either; a slug is
 * never all digits). Null for digits beyond any id: no such post.
 */
export const postKey = (value: string): { id: number } | { slug: string } | null => {
  if (!/^\d+$/.test(value)) return { slug: value };
  const id = Number(value);
  return id >= 1 && id <= ID_MAX ? { id } : null;
};

export interface CommentInput {
  author: string;
  email: string;
  website: string;
  text: string;
  parentId: number | null;
  form_token: string;
  apodo: string;
}

export interface BlogCommentsServiceDeps {
  db: Database;
  config: Config;
  rateLimiter: RateLimiter;
  now?: () => Date;
}

export function createBlogCommentsService({
  db,
  config,
  rateLimiter,
  now = () => new Date(),
}: BlogCommentsServiceDeps) {
  const comments = createBlogCommentsRepository(db);
  const tokens = createFormTokens(config.jwtSecret);

  async function counts(viewer: AuthUser): Promise<Record<BlogCommentState, number>> {
    if (!viewer.isStaff) throw new Forbidden();
    const found = await comments.countByState();
    return {
      pendiente: found.pendiente ?? 0,
      aprobado: found.aprobado ?? 0,
      spam: found.spam ?? 0,
      papelera: found.papelera ?? 0,
    };
  }

  async function publicPost(key: string) {
    const found = postKey(key);
    const post = found ? await comments.findPublicPost(found, now()) : undefined;
    if (!post) throw postNotFound();
    return post;
  }

  return {
    /** Approved comments and replies of a public post, as a flat thread (PUBLIC_COMMENTS_MAX at most). */
    async list(key: string): Promise<BlogComment[]> {
      const post = await publicPost(key);
      const at = now();
      return thread(await comments.listApproved(post.id, PUBLIC_COMMENTS_MAX)).map((row) =>
        presentComment(row, at),
      );
    },

    /** A signed token for the post's form, and the signed-in person's name and e-mail. */
    async form(key: string, viewer: AuthUser | null): Promise<BlogCommentForm> {
      const post = await publicPost(key);
      if (!post.commentsOpen) throw new Forbidden(errors.commentsClosed, 'comments_closed');
      const author = viewer ? await comments.accountName(viewer.id) : null;
      return {
        form_token: tokens.sign(post.id, now().getTime()),
        author,
        email: viewer ? viewer.email : null,
      };
    },

    async create(
      key: string,
      input: CommentInput,
      viewer: AuthUser | null,
    ): Promise<BlogCommentCreated> {
      const post = await publicPost(key);
      if (!post.commentsOpen) throw new Forbidden(errors.commentsClosed, 'comments_closed');
      const at = now();
      const author = cleanLine(input.author);
      const text = cleanText(input.text);
      if (!author) throw invalidField('author', blogMessages.commentForm.nameRequired);
      if (!text) throw invalidField('text', blogMessages.commentForm.textRequired);
      // The form adds https:// to an address given without it: the column keeps 200 characters.
      if (input.website.length > WEBSITE_MAX_LENGTH)
        throw invalidField('website', commonMessages.errors.tooLong(WEBSITE_MAX_LENGTH));

      // The honeypot: a person never sees the field. Answered like a held comment, never stored.
      if (input.apodo.trim() !== '') {
        const fake: CommentRow = {
          id: 0,
          postId: post.id,
          parentId: input.parentId,
          userId: null,
          authorName: author,
          website: input.website,
          body: text,
          state: 'pendiente',
          createdAt: at,
          avatar: null,
        };
        return {
          comment: presentComment(fake, at),
          estado: 'pendiente',
          message: blogMessages.commentPending,
        };
      }

      const check = tokens.check(input.form_token, post.id, at.getTime());
      if (check === 'too_fast') throw new Invalid(errors.tooFast, undefined, 'form_too_fast');
      if (check !== 'ok') throw new Invalid(errors.formExpired, undefined, 'form_expired');

      const email = viewer ? viewer.email : input.email;
      const emailNormalized = normalizeEmail(email);
      await rateLimiter.consume(
        RATE_LIMITS.blogCommentPerEmail,
        emailNormalized,
        errors.commentRateLimited,
      );

      if (input.parentId !== null) {
        const parent = await comments.findComment(input.parentId);
        if (!parent || parent.postId !== post.id || parent.state !== 'aprobado')
          throw commentNotFound();
        if (parent.parentId !== null)
          throw new Invalid(
            errors.replyTooDeep,
            { parentId: [errors.replyTooDeep] },
            'reply_too_deep',
          );
      }

      const userId = viewer?.id ?? null;
      const since = new Date(at.getTime() - DUPLICATE_WINDOW_MS);
      if (await comments.isDuplicate(post.id, text, emailNormalized, userId, since))
        throw new AppError(409, 'duplicate_comment', errors.duplicate);

      const reasons: BlogHoldReason[] = [];
      if (!(await comments.hasApprovedComment(emailNormalized, userId)))
        reasons.push('primer_comentario');
      if (countLinks(`${text} ${author}`) > BLOG_COMMENT_LINKS_MAX) reasons.push('enlaces');
      if (hasModerationWord(text, author, input.website)) reasons.push('palabras');
      const state = reasons.length === 0 ? 'aprobado' : 'pendiente';

      const row = await comments.insert(
        {
          postId: post.id,
          parentId: input.parentId,
          userId,
          authorName: author,
          email,
          emailNormalized,
          website: input.website,
          body: text,
          state,
          reasons,
        },
        at,
      );
      return {
        comment: presentComment(row, at),
        estado: state,
        message: state === 'aprobado' ? blogMessages.commentPublished : blogMessages.commentPending,
      };
    },

    // -------------------------------------------------------------------------
    // Staff.

    async staffList(
      viewer: AuthUser,
      filter: { state: BlogCommentState; postId?: number },
      page: PageRequest,
    ): Promise<{ items: StaffBlogComment[]; total: number }> {
      if (!viewer.isStaff) throw new Forbidden();
      const { rows, total } = await comments.listForStaff(filter, page);
      const at = now();
      return { items: rows.map((row) => presentStaffComment(row, at)), total };
    },

    counts,

    /**
     * Sets the state of every listed comment (staff, and who and when are
     * recorded); an unknown id is a 404 and nothing changes. Answers the new counts.
     */
    async moderate(
      viewer: AuthUser,
      input: BlogModeration,
    ): Promise<Record<BlogCommentState, number>> {
      if (!viewer.isStaff) throw new Forbidden();
      const ids = [...new Set(input.ids)];
      // The change and one audit row per comment, in one transaction (issue 17).
      const done = await db.transaction(async (tx) => {
        const repo = createBlogCommentsRepository(tx);
        const before = await repo.statesOf(ids);
        if (!(await repo.moderate(ids, input.estado, viewer.id, now()))) return false;
        for (const row of before) {
          await recordAudit(
            tx,
            { id: viewer.id, email: viewer.email },
            {
              action: `blog_comment.${input.estado}`,
              targetType: 'blog_comment',
              targetId: row.id,
              targetLabel: `Comentario de ${row.authorName}`,
              changes: row.state === input.estado ? {} : { state: [row.state, input.estado] },
            },
          );
        }
        return true;
      });
      if (!done) throw new NotFound(errors.commentNotFound, 'comment_not_found');
      return counts(viewer);
    },
  };
}

export type BlogCommentsService = ReturnType<typeof createBlogCommentsService>;
