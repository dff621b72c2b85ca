/**
 * Orders in the database (orders, order_lines, order_events, payment_events,
 * refunds, withdrawal_requests) and the stock they hold (products.stock).
 * Every state change is conditional (UPDATE … WHERE state IN (…)), so two API
 * processes, a repeated webhook or a late one never move an order twice; stock
 * is taken with UPDATE … WHERE stock >= quantity and given back once
 * (stock_released_at).
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { OrderState, PaymentProviderName } from '@huella/shared/constants';
import type { Database, Executor, Transaction } from '../../db/client';
import {
  cartItems,
  orderEvents,
  orderLines,
  orders,
  paymentEvents,
  products,
  refunds,
  shelters,
  users,
  withdrawalRequests,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type WithdrawalRow = typeof withdrawalRequests.$inferSelect;

export interface EventRow {
  id: number;
  kind: string;
  fromState: OrderState | null;
  toState: OrderState | null;
  text: string;
  actor: string;
  actorName: string | null;
  createdAt: Date;
}

export interface NewEvent {
  orderId: number;
  kind: string;
  fromState?: OrderState | null;
  toState?: OrderState | null;
  text: string;
  actor: 'cliente' | 'equipo' | 'proveedor' | 'sistema';
  actorId?: number | null;
}

export interface NewLine {
  productId: number;
  shelterId: number | null;
  shelterName: string | null;
  name: string;
  kind: OrderLineRow['kind'];
  unitPriceCents: number;
  vatRate: number;
  quantity: number;
}

/** Thrown inside a transaction when a product has fewer units than asked (rolls it back). */
export class StockShortage extends Error {
  constructor(
    readonly productName: string,
    readonly available: number,
  ) {
    super(`stock: ${productName}`);
  }
}

/** Units per stock-limited product of an order's lines. */
function unitsByProduct(lines: { productId: number | null; quantity: number }[]) {
  const units = new Map<number, number>();
  for (const line of lines) {
    if (line.productId === null) continue;
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  }
  return [...units.entries()].sort(([a], [b]) => a - b);
}

export function createOrdersRepository(db: Database) {
  /** Takes the units of every line or throws StockShortage (the caller's transaction rolls back). */
  async function takeStock(tx: Executor, lines: { productId: number | null; quantity: number }[]) {
    // Always in product order, so two sessions wanting the same products never wait on each other in a cycle.
    for (const [productId, quantity] of unitsByProduct(lines)) {
      const taken = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}` })
        .where(
          and(
            eq(products.id, productId),
            or(sql`${products.stock} IS NULL`, sql`${products.stock} >= ${quantity}`),
          ),
        )
        .returning({ id: products.id });
      if (taken.length === 0) {
        const [row] = await tx
          .select({ name: products.name, stock: products.stock })
          .from(products)
          .where(eq(products.id, productId));
        throw new StockShortage(row?.name ?? '', row?.stock ?? 0);
      }
    }
  }

  async function stockLinesOf(tx: Executor, orderId: number) {
    return tx
      .select({ productId: orderLines.productId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
  }

  async function giveStockBack(tx: Executor, orderId: number) {
    const lines = await tx
      .select({ productId: orderLines.productId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    for (const [productId, quantity] of unitsByProduct(lines)) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}` })
        .where(and(eq(products.id, productId), isNotNull(products.stock)));
    }
  }

  async function addEvent(tx: Executor, event: NewEvent) {
    await tx.insert(orderEvents).values({
      orderId: event.orderId,
      kind: event.kind,
      fromState: event.fromState ?? null,
      toState: event.toState ?? null,
      text: event.text,
      actor: event.actor,
      actorId: event.actorId ?? null,
    });
  }

  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    takeStock,
    giveStockBack,
    stockLinesOf,
    addEvent: (event: NewEvent, tx: Executor = db) => addEvent(tx, event),

    async productsByIds(ids: number[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(products).where(inArray(products.id, ids));
    },

    async verifiedShelters(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: shelters.id, name: shelters.name, city: shelters.city })
        .from(shelters)
        .where(and(inArray(shelters.id, ids), eq(shelters.verified, true)));
    },

    async cartOf(userId: number) {
      return db
        .select({
          product_id: cartItems.productId,
          quantity: cartItems.quantity,
          shelter_id: cartItems.shelterId,
        })
        .from(cartItems)
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.id));
    },

    async userEmail(userId: number): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    /** Orders (sessions) opened from this address or account in the last hour are counted by the rate limiter instead. */
    async createOrder(
      order: Omit<typeof orders.$inferInsert, 'id'>,
      lines: NewLine[],
    ): Promise<OrderRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(orders).values(order).returning();
        await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row!.id })));
        await takeStock(tx, lines);
        await addEvent(tx, {
          orderId: row!.id,
          kind: 'estado',
          toState: 'pendiente_pago',
          text: 'Pedido creado; sesión de pago abierta',
          actor: order.userId ? 'cliente' : 'sistema',
          actorId: order.userId ?? null,
        });
        return row!;
      });
    },

    async setSession(orderId: number, sessionId: string) {
      await db
        .update(orders)
        .set({ providerSessionId: sessionId, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
    },

    /** The order is given up before its session opened (the provider failed): stock back, cancelado. */
    async abandon(orderId: number, text: string) {
      await db.transaction(async (tx) => {
        const done = await tx
          .update(orders)
          .set({ state: 'cancelado', stockReleasedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(orders.id, orderId), eq(orders.state, 'pendiente_pago')))
          .returning({ id: orders.id });
        if (done.length === 0) return;
        await giveStockBack(tx, orderId);
        await addEvent(tx, {
          orderId,
          kind: 'estado',
          fromState: 'pendiente_pago',
          toState: 'cancelado',
          text,
          actor: 'sistema',
        });
      });
    },

    async findById(id: number, tx: Executor = db): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    async findBySession(sessionId: string, provider?: PaymentProviderName) {
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.providerSessionId, sessionId),
            provider ? eq(orders.provider, provider) : undefined,
          ),
        )
        .limit(1);
      return row;
    },

    async linesOf(orderId: number) {
      return db
        .select({
          line: orderLines,
          image: products.image,
          imageWidth: products.imageWidth,
          imageHeight: products.imageHeight,
          imageAlt: products.imageAlt,
        })
        .from(orderLines)
        .leftJoin(products, eq(products.id, orderLines.productId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.id));
    },

    async lineCounts(orderIds: number[]) {
      if (orderIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({
          orderId: orderLines.orderId,
          units: sql<number>`sum(${orderLines.quantity})::int`,
        })
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .groupBy(orderLines.orderId);
      return new Map(rows.map((row) => [row.orderId, Number(row.units)]));
    },

    async eventsOf(orderId: number): Promise<EventRow[]> {
      return db
        .select({
          id: orderEvents.id,
          kind: orderEvents.kind,
          fromState: orderEvents.fromState,
          toState: orderEvents.toState,
          text: orderEvents.text,
          actor: orderEvents.actor,
          actorName: sql<
            string | null
          >`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
          createdAt: orderEvents.createdAt,
        })
        .from(orderEvents)
        .leftJoin(users, eq(users.id, orderEvents.actorId))
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    },

    async refundsOf(orderId: number): Promise<RefundRow[]> {
      return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
    },

    async withdrawalsOf(orderId: number): Promise<WithdrawalRow[]> {
      return db
        .select()
        .from(withdrawalRequests)
        .where(eq(withdrawalRequests.orderId, orderId))
        .orderBy(asc(withdrawalRequests.id));
    },

    async paymentEventsOf(orderId: number) {
      return db
        .select({
          id: paymentEvents.id,
          type: paymentEvents.type,
          receivedAt: paymentEvents.receivedAt,
        })
        .from(paymentEvents)
        .where(eq(paymentEvents.orderId, orderId))
        .orderBy(asc(paymentEvents.receivedAt));
    },

    async buyerOf(userId: number | null) {
      if (userId === null) return null;
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** The account's payments (Pagos): orders whose money was taken, newest first. */
    async listPaidOf(userId: number, page: { limit: number; offset: number }) {
      const where = and(eq(orders.userId, userId), isNotNull(orders.paidAt));
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.paidAt), desc(orders.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { items, total: total?.total ?? 0 };
    },

    async listStaff(
      filters: { estado?: OrderState; q?: string },
      page: { limit: number; offset: number },
    ) {
      const q = filters.q?.trim();
      const code = q ? /^(?:HU-?)?0*(\d{1,9})$/i.exec(q) : null;
      const where = and(
        filters.estado ? eq(orders.state, filters.estado) : undefined,
        q
          ? code
            ? eq(orders.id, Number(code[1]))
            : ilike(orders.email, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
          : undefined,
      );
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { items, total: total?.total ?? 0 };
    },

    async lastCard(userId: number) {
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(eq(orders.userId, userId), isNotNull(orders.paidAt), isNotNull(orders.paymentMethod)),
        )
        .orderBy(desc(orders.paidAt), desc(orders.id))
        .limit(1);
      return row;
    },

    /** Pending orders whose session's time is up (the sweep). */
    async expiredPending(now: Date, limit = 100) {
      return db
        .select({
          id: orders.id,
          provider: orders.provider,
          providerSessionId: orders.providerSessionId,
        })
        .from(orders)
        .where(and(eq(orders.state, 'pendiente_pago'), lt(orders.expiresAt, now)))
        .orderBy(asc(orders.expiresAt))
        .limit(limit);
    },

    async eventStored(provider: PaymentProviderName, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.id, id)));
      return row !== undefined;
    },

    /**
     * Stores a provider's event once: false when it was stored already (a
     * repeated delivery), in which case the caller's effect must not run.
     */
    async storeEvent(
      tx: Transaction,
      event: { provider: PaymentProviderName; id: string; type: string; orderId: number | null },
    ): Promise<boolean> {
      const inserted = await tx
        .insert(paymentEvents)
        .values({
          provider: event.provider,
          id: event.id,
          type: event.type.slice(0, 80),
          orderId: event.orderId,
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return inserted.length > 0;
    },

    /** UPDATE orders SET … WHERE id = ? AND state IN (from): the row when it moved, else undefined. */
    async transition(
      tx: Executor,
      orderId: number,
      from: readonly OrderState[],
      changes: Partial<Omit<OrderRow, 'id' | 'createdAt'>>,
    ): Promise<OrderRow | undefined> {
      const [row] = await tx
        .update(orders)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), inArray(orders.state, [...from])))
        .returning();
      return row;
    },

    async clearCart(tx: Executor, userId: number) {
      await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    },

    async findRefund(orderId: number, idempotencyKey: string) {
      const [row] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, idempotencyKey)));
      return row;
    },

    /** Counts the amount against what is left, and stores the refund as pendiente; undefined when too large. */
    async openRefund(
      tx: Transaction,
      input: {
        orderId: number;
        amountCents: number;
        reason: string;
        idempotencyKey: string;
        createdBy: number | null;
      },
    ): Promise<RefundRow | undefined> {
      const counted = await tx
        .update(orders)
        .set({
          refundedCents: sql`${orders.refundedCents} + ${input.amountCents}`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(orders.id, input.orderId),
            sql`${orders.refundedCents} + ${input.amountCents} <= ${orders.totalCents}`,
          ),
        )
        .returning({ id: orders.id });
      if (counted.length === 0) return undefined;
      const [row] = await tx.insert(refunds).values(input).returning();
      return row;
    },

    async settleRefund(
      tx: Transaction,
      refundId: number,
      result: { state: RefundRow['state']; providerRefundId: string | null },
    ) {
      const [row] = await tx
        .update(refunds)
        .set({ state: result.state, providerRefundId: result.providerRefundId })
        .where(eq(refunds.id, refundId))
        .returning();
      if (result.state === 'fallido' && row) {
        await tx
          .update(orders)
          .set({ refundedCents: sql`${orders.refundedCents} - ${row.amountCents}` })
          .where(eq(orders.id, row.orderId));
      }
      return row!;
    },

    async createWithdrawal(
      tx: Transaction,
      input: { orderId: number; userId: number; message: string },
    ): Promise<WithdrawalRow | undefined> {
      const [row] = await tx
        .insert(withdrawalRequests)
        .values(input)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    // RGPD export: everything about the account's orders.
    async exportOf(userId: number) {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(asc(orders.id));
      const ids = rows.map((row) => row.id);
      if (ids.length === 0)
        return { orders: rows, lines: [], events: [], refunds: [], withdrawals: [] };
      const [lines, events, refundRows, withdrawals] = await Promise.all([
        db.select().from(orderLines).where(inArray(orderLines.orderId, ids)),
        db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)),
        db.select().from(refunds).where(inArray(refunds.orderId, ids)),
        db.select().from(withdrawalRequests).where(inArray(withdrawalRequests.orderId, ids)),
      ]);
      return { orders: rows, lines, events, refunds: refundRows, withdrawals };
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
