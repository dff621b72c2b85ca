/**
 * The shop's catalogue (issue 16, item 1) and the staff's Productos (item 6).
 *
 * - Visitors see published products only; a draft or an archived product is
 *   "Producto no encontrado" (404) to them. Staff see every state.
 * - The slug comes from the name unless one is given (lib/slug.ts, as the
 *   blog's): a given slug that another product has is refused (409), one
 *   made from a name gets -2, -3…. Renaming keeps the address.
 * - Donations (kind donacion) carry no IVA (vat_rate 0) and, unless staff
 *   say otherwise, no stock limit; goods carry 21 % and start with no units.
 * - Prices are always what is stored here: carts and orders read them from
 *   the database, never from a client.
 */
import { changedFields, recordAudit, type AuditEntry } from '../../db/audit';
import { PRODUCT_SLUG_MAX_LENGTH } from '@huella/shared/constants';
import { commonMessages } from '@huella/shared/messages';
import { shopMessages } from '@huella/shared/messages/shop';
import type {
  DonationShelter,
  Product,
  ProductInput,
  ProductPatch,
  StaffProduct,
} from '@huella/shared/schemas/shop';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { Conflict, Forbidden, NotFound, invalidField } from '../../lib/errors';
import { imageRequired } from '../../lib/images';
import type { PageRequest } from '../../lib/pagination';
import { freeSlug, slugify } from '../../lib/slug';
import { deleteImage, storeImage, type Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { presentProduct, presentStaffProduct } from './present';
import {
  createShopRepository,
  isProductId,
  type ProductChanges,
  type ProductRow,
  type StaffProductFilters,
} from './repository';

const errors = shopMessages.errors;

export const productNotFound = () => new NotFound(errors.productNotFound, 'product_not_found');
const slugTaken = () => new Conflict(errors.slugTaken, { slug: [errors.slugTaken] }, 'slug_taken');

/** Staff only: a signed-in member who is not staff gets 403 (guests got 401 already). */
export function requireStaff(viewer: AuthUser): void {
  if (!viewer.isStaff) throw new Forbidden();
}

const IMAGE_PREFIX = 'shop';
const SLUG_FALLBACK = 'producto';

/** A product's address from its name ("Collar reflectante" → "collar-reflectante"). */
export const productSlug = (name: string) =>
  slugify(name, { maxLength: PRODUCT_SLUG_MAX_LENGTH, fallback: SLUG_FALLBACK });

/** The IVA a product ends with: donations carry none; goods 21 % unless staff choose another rate. */
function vatRateFor(kind: ProductRow['kind'], sent: number | undefined, current?: number): number {
  if (kind === 'donacion') {
    if (sent !== undefined && sent !== 0) {
      throw invalidField('vat_rate', commonMessages.errors.invalidChoice);
    }
    return 0;
  }
  return sent ?? (current !== undefined && current !== 0 ? current : 21);
}

export function createShopService({ db, storage }: { db: Database; storage: Storage }) {
  const repository = createShopRepository(db);

  /** A change and its audit row in one transaction (issue 17); no row when `entry` answers undefined. */
  async function audited<T>(
    viewer: AuthUser,
    work: (repo: typeof repository) => Promise<T>,
    entry: (result: T) => AuditEntry | undefined,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const result = await work(createShopRepository(tx));
      const record = entry(result);
      if (record) await recordAudit(tx, { id: viewer.id, email: viewer.email }, record);
      return result;
    });
  }

  async function existing(id: number): Promise<ProductRow> {
    const row = await repository.findById(id);
    if (!row) throw productNotFound();
    return row;
  }

  async function staffView(row: ProductRow): Promise<StaffProduct> {
    const units = await repository.unitCounts([row.id]);
    return presentStaffProduct(row, units.get(row.id));
  }

  async function save<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      // Two products saved at once with the same slug: the second one is told.
      if (isUniqueViolation(error, 'products_slug_idx')) throw slugTaken();
      throw error;
    }
  }

  return {
    // ---------------------------------------------------------------- public

    async listPublic(
      filters: { categoria?: ProductRow['category'] },
      page: PageRequest,
    ): Promise<{ items: Product[]; total: number }> {
      const { rows, total } = await repository.listPublic(filters, page);
      return { items: rows.map(presentProduct), total };
    },

    /** One product by id or slug: published ones for everybody, any state for staff. */
    async getPublic(key: string, viewer: AuthUser | null): Promise<Product | StaffProduct> {
      const row = isProductId(key)
        ? await repository.findById(Number(key))
        : await repository.findBySlug(key);
      if (!row) throw productNotFound();
      if (viewer?.isStaff) return staffView(row);
      if (row.state !== 'publicado') throw productNotFound();
      return presentProduct(row);
    },

    /** The verified shelters a donation can go to. */
    donationShelters: (): Promise<DonationShelter[]> => repository.donationShelters(),

    // ----------------------------------------------------------------- staff

    async listStaff(
      viewer: AuthUser,
      filters: StaffProductFilters,
      page: PageRequest,
    ): Promise<{ items: StaffProduct[]; total: number }> {
      requireStaff(viewer);
      const { rows, total } = await repository.listStaff(filters, page);
      const units = await repository.unitCounts(rows.map((row) => row.id));
      return { items: rows.map((row) => presentStaffProduct(row, units.get(row.id))), total };
    },

    async getStaff(viewer: AuthUser, id: number): Promise<StaffProduct> {
      requireStaff(viewer);
      return staffView(await existing(id));
    },

    async create(viewer: AuthUser, input: ProductInput): Promise<StaffProduct> {
      requireStaff(viewer);
      const vatRate = vatRateFor(input.kind, input.vat_rate);
      let slug: string;
      if (input.slug) {
        if (await repository.slugTaken(input.slug)) throw slugTaken();
        slug = input.slug;
      } else {
        const base = productSlug(input.name);
        slug = freeSlug(base, await repository.slugsLike(base), PRODUCT_SLUG_MAX_LENGTH);
      }
      const id = await save(() =>
        audited(
          viewer,
          (repo) =>
            repo.insert({
              slug,
              name: input.name,
              description: input.description ?? '',
              category: input.category,
              kind: input.kind,
              priceCents: input.price_cents,
              vatRate,
              stock: input.stock !== undefined ? input.stock : input.kind === 'donacion' ? null : 0,
              state: input.state ?? 'borrador',
              imageAlt: input.image_alt ?? '',
            }),
          (newId) => ({
            action: 'product.create',
            targetType: 'product',
            targetId: newId,
            targetLabel: input.name,
            changes: { state: [null, input.state ?? 'borrador'] },
          }),
        ),
      );
      return staffView(await existing(id));
    },

    /** Changes what is sent. */
    async update(viewer: AuthUser, id: number, input: ProductPatch): Promise<StaffProduct> {
      requireStaff(viewer);
      const current = await existing(id);
      const changes: ProductChanges = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.description !== undefined) changes.description = input.description;
      if (input.category !== undefined) changes.category = input.category;
      if (input.kind !== undefined) changes.kind = input.kind;
      if (input.price_cents !== undefined) changes.priceCents = input.price_cents;
      if (input.stock !== undefined) changes.stock = input.stock;
      if (input.state !== undefined) changes.state = input.state;
      if (input.image_alt !== undefined) changes.imageAlt = input.image_alt;
      if (input.kind !== undefined || input.vat_rate !== undefined) {
        const kind = input.kind ?? current.kind;
        const vatRate = vatRateFor(kind, input.vat_rate, current.vatRate);
        if (vatRate !== current.vatRate) changes.vatRate = vatRate;
      }
      if (input.slug !== undefined && input.slug !== current.slug) {
        if (await repository.slugTaken(input.slug, id)) throw slugTaken();
        changes.slug = input.slug;
      }
      const found = await save(() =>
        audited(
          viewer,
          (repo) => repo.update(id, changes),
          (done) =>
            done
              ? {
                  action:
                    changes.state !== undefined && changes.state !== current.state
                      ? 'product.state'
                      : 'product.update',
                  targetType: 'product',
                  targetId: id,
                  targetLabel: changes.name ?? current.name,
                  changes: changedFields(current as unknown as Record<string, unknown>, changes),
                }
              : undefined,
        ),
      );
      if (!found) throw productNotFound();
      return staffView(await existing(id));
    },

    /** Puts a picture through the image pipeline in place of the product's (whose files go then). */
    async setImage(viewer: AuthUser, id: number, image: Buffer | undefined): Promise<StaffProduct> {
      requireStaff(viewer);
      await existing(id);
      if (!image) throw imageRequired();
      // As replaceImage (lib/storage.ts), keeping the picture's size too: the
      // new files go if the product is gone or saving fails, the old ones once saved.
      const stored = await storeImage(storage, image, { prefix: IMAGE_PREFIX, owner: viewer.id });
      let replaced: Awaited<ReturnType<typeof repository.replaceImage>>;
      try {
        replaced = await audited(
          viewer,
          (repo) => repo.replaceImage(id, stored),
          (done) =>
            done
              ? {
                  action: 'product.image',
                  targetType: 'product',
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
        throw productNotFound();
      }
      if (replaced.previous) await deleteImage(storage, replaced.previous);
      return staffView(await existing(id));
    },

    async removeImage(viewer: AuthUser, id: number): Promise<StaffProduct> {
      requireStaff(viewer);
      await existing(id);
      const replaced = await audited(
        viewer,
        (repo) => repo.replaceImage(id, null),
        (done) =>
          done
            ? {
                action: 'product.image',
                targetType: 'product',
                targetId: id,
                changes: { image: [done.previous, null] },
              }
            : undefined,
      );
      if (!replaced) throw productNotFound();
      if (replaced.previous) await deleteImage(storage, replaced.previous);
      return staffView(await existing(id));
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
