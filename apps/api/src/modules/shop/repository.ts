/**
 * The shop's catalogue in the database: products (what the shop sells, never
 * an animal), the verified shelters a donation can go to, and what staff read
 * of the orders written by the orders module (units held by open sessions and
 * units sold). What visitors may see is one rule, `publiclyVisibleProduct`.
 */
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { ORDER_PAID_STATES, type ProductState, type ShopCategory } from '@huella/shared/constants';
import type { Database } from '../../db/client';
import { slugQueries } from '../../db/slugs';
import { orderLines, orders, products, shelters } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type ProductInsert = Omit<typeof products.$inferInsert, 'id'>;
export type ProductChanges = Partial<
  Omit<ProductRow, 'id' | 'image' | 'imageWidth' | 'imageHeight' | 'createdAt' | 'updatedAt'>
>;

export interface StaffProductFilters {
  estado?: ProductState;
  categoria?: ShopCategory;
  q?: string;
}

export interface ShelterRow {
  id: number;
  name: string;
  city: string;
}

/** Published: the one rule for the list, a product's page, the sitemap and the share tags. */
export const publiclyVisibleProduct = (): SQL => eq(products.state, 'publicado');

/** The product of `/tienda/{key}`: digits are an id, anything else a slug. */
export const isProductId = (key: string) => /^\d{1,9}$/.test(key);

/** Escapes LIKE's wildcards in what a person typed. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Donation shelters listed at most (the shop's shelter picker). */
export const DONATION_SHELTERS_MAX = 500;

export function createShopRepository(db: Database) {
  async function findBy(where: SQL): Promise<ProductRow | undefined> {
    const [row] = await db.select().from(products).where(where).limit(1);
    return row;
  }

  return {
    /** Published products, newest first. */
    async listPublic(
      filters: { categoria?: ShopCategory },
      page: { limit: number; offset: number },
    ): Promise<{ rows: ProductRow[]; total: number }> {
      const where = and(
        publiclyVisibleProduct(),
        filters.categoria ? eq(products.category, filters.categoria) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(products).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Every product for staff, by state, category and words of the name, most recently changed first. */
    async listStaff(
      filters: StaffProductFilters,
      page: { limit: number; offset: number },
    ): Promise<{ rows: ProductRow[]; total: number }> {
      const where = and(
        filters.estado ? eq(products.state, filters.estado) : undefined,
        filters.categoria ? eq(products.category, filters.categoria) : undefined,
        filters.q ? ilike(products.name, likePattern(filters.q)) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(desc(products.updatedAt), desc(products.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(products).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    findById: (id: number) => findBy(eq(products.id, id)),
    findBySlug: (slug: string) => findBy(eq(products.slug, slug)),

    /** These products (any state), in one query. */
    async findMany(ids: number[]): Promise<Map<number, ProductRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select().from(products).where(inArray(products.id, ids));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** Published products' addresses for the sitemap. */
    sitemapProducts: (limit: number): Promise<{ slug: string; updatedAt: Date }[]> =>
      db
        .select({ slug: products.slug, updatedAt: products.updatedAt })
        .from(products)
        .where(publiclyVisibleProduct())
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit),

    /** The verified shelters a donation can go to, by name. */
    donationShelters: (): Promise<ShelterRow[]> =>
      db
        .select({ id: shelters.id, name: shelters.name, city: shelters.city })
        .from(shelters)
        .where(eq(shelters.verified, true))
        .orderBy(shelters.name, shelters.id)
        .limit(DONATION_SHELTERS_MAX),

    /** These shelters, if verified, in one query. */
    async verifiedShelters(ids: number[]): Promise<Map<number, ShelterRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: shelters.id, name: shelters.name, city: shelters.city })
        .from(shelters)
        .where(and(inArray(shelters.id, ids), eq(shelters.verified, true)));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /**
     * Units of these products held by open checkout sessions (orders in
     * pendiente_pago) and sold (orders in ORDER_PAID_STATES), from the orders
     * module's tables.
     */
    async unitCounts(ids: number[]): Promise<Map<number, { reserved: number; sold: number }>> {
      const counts = new Map<number, { reserved: number; sold: number }>();
      if (ids.length === 0) return counts;
      const rows = await db
        .select({
          productId: orderLines.productId,
          reserved: sql<number>`coalesce(sum(${orderLines.quantity}) filter (where ${orders.state} = 'pendiente_pago'), 0)::int`,
          sold: sql<number>`coalesce(sum(${orderLines.quantity}) filter (where ${inArray(orders.state, [...ORDER_PAID_STATES])}), 0)::int`,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(inArray(orderLines.productId, ids))
        .groupBy(orderLines.productId);
      for (const row of rows) {
        if (row.productId === null) continue;
        counts.set(row.productId, { reserved: Number(row.reserved), sold: Number(row.sold) });
      }
      return counts;
    },

    ...slugQueries(db, products, { id: products.id, slug: products.slug }),

    async insert(values: ProductInsert): Promise<number> {
      const [row] = await db.insert(products).values(values).returning({ id: products.id });
      return row!.id;
    },

    /** Changes a product; answers false when there is none. */
    async update(id: number, changes: ProductChanges): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      return rows.length > 0;
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
          .select({ image: products.image })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!current) return undefined;
        await tx
          .update(products)
          .set({
            image: image?.key ?? null,
            imageWidth: image?.width ?? null,
            imageHeight: image?.height ?? null,
            updatedAt: new Date(),
          })
          .where(eq(products.id, id));
        return { row: true as const, previous: current.image };
      });
    },
  };
}

export type ShopRepository = ReturnType<typeof createShopRepository>;
