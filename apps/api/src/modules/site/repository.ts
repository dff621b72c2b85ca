/**
 * The few reads the shared-link tags and the sitemap need: one animal with
 * its shelter's city and first photo, and the ids of every listed animal.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { petPhotos, pets, shelters } from '../../db/schema';
import { createBlogRepository, isPostId, isPubliclyVisible, type PostRow } from '../blog';
import { publiclyListed, publiclyVisible } from '../pets';
import { createShopRepository, isProductId, type ProductRow } from '../shop';

/** Sitemaps hold at most 50,000 addresses; the static pages take a few. */
export const SITEMAP_ANIMAL_LIMIT = 49_900;

export interface ShareAnimal {
  id: number;
  name: string;
  kind: string;
  description: string;
  city: string;
  photo: { storageKey: string; width: number; height: number } | null;
}

/** An animal whose page is public (the same rule as GET /pets/:id: adopted ones included), or null. */
export async function findShareAnimal(db: Database, id: number): Promise<ShareAnimal | null> {
  const [animal] = await db
    .select({
      id: pets.id,
      name: pets.name,
      kind: pets.kind,
      description: pets.description,
      city: shelters.city,
    })
    .from(pets)
    .innerJoin(shelters, eq(shelters.id, pets.shelterId))
    .where(and(eq(pets.id, id), ...publiclyVisible()));
  if (!animal) return null;
  const [photo] = await db
    .select({ storageKey: petPhotos.storageKey, width: petPhotos.width, height: petPhotos.height })
    .from(petPhotos)
    .where(eq(petPhotos.petId, id))
    .orderBy(asc(petPhotos.position), asc(petPhotos.id))
    .limit(1);
  return { ...animal, photo: photo ?? null };
}

/** The animals of the public lists (the same rule as GET /pets), most recently changed first. */
export async function listSitemapAnimals(
  db: Database,
): Promise<{ id: number; lastModified: Date }[]> {
  return db
    .select({ id: pets.id, lastModified: pets.updatedAt })
    .from(pets)
    .where(and(...publiclyListed()))
    .orderBy(desc(pets.updatedAt))
    .limit(SITEMAP_ANIMAL_LIMIT);
}

/** Published posts in the sitemap (far fewer than animals). */
export const SITEMAP_POST_LIMIT = 5_000;

/** The post of `/blog/{id or slug}` when visitors may read it, or null. */
export async function findSharePost(db: Database, key: string): Promise<PostRow | null> {
  const posts = createBlogRepository(db);
  let row: PostRow | undefined;
  if (isPostId(key)) row = await posts.findById(Number(key));
  else if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key) && key.length <= 120) {
    row = await posts.findBySlug(key);
  }
  return row && isPubliclyVisible(row, new Date()) ? row : null;
}

/** The published posts' addresses, newest first. */
export const listSitemapPosts = (db: Database) =>
  createBlogRepository(db).sitemapPosts(new Date(), SITEMAP_POST_LIMIT);

/** Published products in the sitemap (a shop's catalogue stays small). */
export const SITEMAP_PRODUCT_LIMIT = 5_000;

/** The product of `/tienda/{id or slug}` when it is published, or null. */
export async function findShareProduct(db: Database, key: string): Promise<ProductRow | null> {
  const catalogue = createShopRepository(db);
  let row: ProductRow | undefined;
  if (isProductId(key)) row = await catalogue.findById(Number(key));
  else if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key) && key.length <= 140) {
    row = await catalogue.findBySlug(key);
  }
  return row && row.state === 'publicado' ? row : null;
}

/** The published products' addresses, newest first. */
export const listSitemapProducts = (db: Database) =>
  createShopRepository(db).sitemapProducts(SITEMAP_PRODUCT_LIMIT);
