import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { BlogPost, BlogPostSummary } from '@huella/shared/schemas/blog';
import { htmlToText, sanitizePostHtml } from '../../modules/blog';
import { buildTestApp, type TestContext } from '../../test/helper';
import { blogComments, blogPosts } from '../schema';
import { seedDemoData } from '../seed';
import { DEMO_BLOG_CATEGORY, DEMO_BLOG_POSTS } from './blog-posts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({}, { catalogueCache: false });
  // The animals have their own test: none here, to stay quick.
  await seedDemoData(ctx.app.db, { storage: ctx.app.storage, animals: [] });
});
afterAll(() => ctx.close());

describe('the demo blog', () => {
  it('publishes three articles of Adopciones Responsables by the staff account, on different days', async () => {
    const response = await ctx.app.inject({ url: '/blog/api/posts/' });
    const posts = response.json<BlogPostSummary[]>();
    expect(posts).toHaveLength(3);
    expect(new Set(posts.map((post) => post.fechaPublicacion!.slice(0, 10))).size).toBe(3);
    for (const post of posts) {
      expect(post.categorias).toEqual([DEMO_BLOG_CATEGORY]);
      expect(post.etiquetas.length).toBeGreaterThan(0);
      expect(post.autor).toMatchObject({ nombre: 'Equipo Huella' });
      expect(post.autor.bio).not.toBe('');
      expect(Date.parse(post.fechaPublicacion!)).toBeLessThan(Date.now());
    }
    const taxonomy = await ctx.app.inject({ url: '/blog/api/taxonomy/' });
    expect(taxonomy.json().categorias).toEqual([{ nombre: DEMO_BLOG_CATEGORY, count: 3 }]);
  });

  it('has pictures made by the project, through the image pipeline', async () => {
    const posts = (await ctx.app.inject({ url: '/blog/api/posts/' })).json<BlogPostSummary[]>();
    for (const post of posts) {
      expect(post.image).toMatchObject({ width: 1200, height: 900 });
      expect(post.image!.alt).not.toBe('');
      for (const path of Object.values(post.image!.variants)) {
        const file = await ctx.app.inject({ url: `/${path}` });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
      }
    }
  });

  it('has articles of 600 to 1000 words whose HTML is what the sanitiser keeps', async () => {
    for (const demo of DEMO_BLOG_POSTS) {
      const post = (
        await ctx.app.inject({ url: `/blog/api/posts/${demo.slug}/` })
      ).json<BlogPost>();
      const words = htmlToText(post.contenido).split(' ').length;
      expect(words, demo.slug).toBeGreaterThanOrEqual(600);
      expect(words, demo.slug).toBeLessThanOrEqual(1000);
      expect(sanitizePostHtml(post.contenido)).toBe(post.contenido);
      expect(post.contenido).toMatch(/^<p>/);
    }
  });

  it('counts its readers’ approved comments, replies included', async () => {
    const [first] = DEMO_BLOG_POSTS;
    const post = (
      await ctx.app.inject({ url: `/blog/api/posts/${first!.slug}/` })
    ).json<BlogPost>();
    expect(post.comment_count).toBe(3);
  });

  it('adds nothing when seeded again', async () => {
    const counts = async () => {
      const [[posts], [comments]] = await Promise.all([
        ctx.app.db.select({ n: count() }).from(blogPosts),
        ctx.app.db.select({ n: count() }).from(blogComments),
      ]);
      return { posts: posts!.n, comments: comments!.n };
    };
    const before = await counts();
    const summary = await seedDemoData(ctx.app.db, { storage: ctx.app.storage, animals: [] });
    expect(summary.blogPosts).toBe(0);
    expect(await counts()).toEqual(before);
  });
});
