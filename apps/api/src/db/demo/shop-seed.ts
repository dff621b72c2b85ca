/**
 * Seeds the demo shop (shop-products.ts): each product with its picture
 * drawn (shop-pictures.ts) and put through the image pipeline as a staff
 * upload is, published. Idempotent: a product whose slug exists is left
 * alone (staff may have changed its price or stock since).
 */
import { eq } from 'drizzle-orm';
import { storeImage, type Storage } from '../../lib/storage';
import type { Database } from '../client';
import { products } from '../schema';
import { DEMO_PRODUCTS, type DemoProduct } from './shop-products';
import { drawProduct } from './shop-pictures';

const DAY = 24 * 60 * 60 * 1000;

async function renderPicture(product: DemoProduct): Promise<Buffer> {
  // Loaded here, not at start-up: only a first start that seeds draws pictures.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(drawProduct(product.picture)))
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Adds the demo products that are missing; answers how many it added. */
export async function seedDemoShop(
  db: Database,
  options: { storage: Storage; storedImages: string[]; products?: DemoProduct[]; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  let added = 0;
  for (const product of options.products ?? DEMO_PRODUCTS) {
    const [existing] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, product.slug));
    if (existing) continue;
    const image = await storeImage(options.storage, await renderPicture(product), {
      prefix: 'shop',
    });
    options.storedImages.push(image.key);
    const addedAt = new Date(now.getTime() - product.addedDaysAgo * DAY);
    await db.insert(products).values({
      slug: product.slug,
      name: product.name,
      description: product.description,
      category: product.category,
      kind: product.kind,
      priceCents: product.priceCents,
      vatRate: product.vatRate,
      stock: product.stock,
      state: 'publicado',
      image: image.key,
      imageWidth: image.width,
      imageHeight: image.height,
      imageAlt: product.imageAlt,
      createdAt: addedAt,
      updatedAt: addedAt,
    });
    added += 1;
  }
  return added;
}
