/**
 * A product row in the shapes the API answers (packages/shared/src/schemas/shop.ts):
 * the shop's product and what staff see. Image paths are relative to the API
 * base address like every other image field; `url` is the largest variant.
 */
import type { Product, ProductImage, StaffProduct } from '@huella/shared/schemas/shop';
import { mediaPath, variantPaths } from '../../lib/storage';
import type { ProductRow } from './repository';

const LARGEST = 1600 as const;

function presentImage(row: ProductRow): ProductImage | null {
  if (!row.image) return null;
  return {
    url: mediaPath(row.image, LARGEST),
    width: row.imageWidth ?? 0,
    height: row.imageHeight ?? 0,
    variants: variantPaths(row.image),
    alt: row.imageAlt || row.name,
  };
}

export const presentProduct = (row: ProductRow): Product => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  category: row.category,
  kind: row.kind,
  price_cents: row.priceCents,
  vat_rate: row.vatRate,
  stock: row.stock,
  image: presentImage(row),
});

export const presentStaffProduct = (
  row: ProductRow,
  units: { reserved: number; sold: number } = { reserved: 0, sold: 0 },
): StaffProduct => ({
  ...presentProduct(row),
  state: row.state,
  reserved: units.reserved,
  sold: units.sold,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
