/**
 * Seeds the demo blog (blog-posts.ts): each post by the demo staff account,
 * its picture drawn like the demo animals' photos (pictures.ts) and put
 * through the image pipeline as a staff upload is, its content through the
 * same sanitiser as the editor's, and its readers' comments approved, with a
 * reply. Idempotent: a post whose slug exists is left alone (and so are its
 * comments).
 */
import { eq } from 'drizzle-orm';
import { storeImage, type Storage } from '../../lib/storage';
import { sanitizePostHtml } from '../../modules/blog';
import type { Database } from '../client';
import { blogComments, blogPosts, users } from '../schema';
import {
  DEMO_BLOG_AUTHOR_BIO,
  DEMO_BLOG_POSTS,
  type DemoBlogComment,
  type DemoBlogPost,
} from './blog-posts';
import { drawAnimalPhoto } from './pictures';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface DemoBlogAccounts {
  staffId: number;
  adopterId: number;
}

async function renderPicture(post: DemoBlogPost): Promise<Buffer> {
  // Loaded here, not at start-up: only a first start that seeds draws pictures.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(drawAnimalPhoto(post.picture.animal, post.picture.index, 0)))
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function accountName(db: Database, id: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw new Error(`demo blog: no account ${id}`);
  return { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email };
}

/** Adds the demo posts that are missing; answers how many it added. */
export async function seedDemoBlog(
  db: Database,
  options: {
    storage: Storage;
    accounts: DemoBlogAccounts;
    storedImages: string[];
    posts?: DemoBlogPost[];
    now?: Date;
  },
): Promise<number> {
  const now = options.now ?? new Date();
  const staff = await accountName(db, options.accounts.staffId);
  const adopter = await accountName(db, options.accounts.adopterId);
  let added = 0;
  for (const post of options.posts ?? DEMO_BLOG_POSTS) {
    const [existing] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.slug, post.slug));
    if (existing) continue;
    const image = await storeImage(options.storage, await renderPicture(post), {
      prefix: 'blog',
    });
    options.storedImages.push(image.key);
    const publishedAt = new Date(now.getTime() - post.publishedDaysAgo * DAY);
    const [row] = await db
      .insert(blogPosts)
      .values({
        slug: post.slug,
        title: post.title,
        summary: post.summary,
        contentHtml: sanitizePostHtml(post.contentHtml),
        image: image.key,
        imageWidth: image.width,
        imageHeight: image.height,
        imageAlt: post.imageAlt,
        authorId: options.accounts.staffId,
        authorName: staff.name,
        authorBio: DEMO_BLOG_AUTHOR_BIO,
        state: 'publicado',
        publishedAt,
        categories: post.categories,
        tags: post.tags,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: blogPosts.id });
    const postId = row!.id;

    const insertComment = async (comment: DemoBlogComment, parentId: number | null) => {
      const who =
        comment.account === 'staff'
          ? { ...staff, userId: options.accounts.staffId }
          : comment.account === 'adopter'
            ? { ...adopter, userId: options.accounts.adopterId }
            : { name: comment.author!, email: comment.email!, userId: null };
      const createdAt = new Date(publishedAt.getTime() + comment.hoursAfterPost * HOUR);
      const [inserted] = await db
        .insert(blogComments)
        .values({
          postId,
          parentId,
          userId: who.userId,
          authorName: who.name,
          email: who.email,
          emailNormalized: who.email.toLowerCase(),
          website: comment.website ?? '',
          body: comment.text,
          state: 'aprobado',
          createdAt,
          moderatedAt: createdAt,
          moderatedBy: options.accounts.staffId,
        })
        .returning({ id: blogComments.id });
      for (const reply of comment.replies ?? []) await insertComment(reply, inserted!.id);
    };
    for (const comment of post.comments) await insertComment(comment, null);
    added += 1;
  }
  return added;
}
