/**
 * Demo orders (issue 16): the demo adopter's payments in Mi cuenta → Pagos, all
 * with the test card Visa ···· 4242 through the simulated provider: one
 * delivered three days ago ("Desistir" is open), one on its way and one just
 * paid, with their history. Runs after the shop's products exist and picks
 * them by kind; with no products it does nothing. Only when the adopter has
 * no orders yet (idempotent). Stock is left as it is (these units were sold
 * before the catalogue's stock was counted).
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type { OrderState } from '@huella/shared/constants';
import { orderTotals } from '@huella/shared/money';
import type { Database } from '../client';
import { orderEvents, orderLines, orders, products, shelters } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;

const ADDRESS = {
  name: 'Lucía Adoptante',
  line1: 'Calle de Alcalá 120',
  postal_code: '28009',
  city: 'Madrid',
  province: 'Madrid',
  country: 'ES',
} as const;

interface DemoOrder {
  state: OrderState;
  /** Days ago it was paid. */
  paidDaysAgo: number;
  shippedDaysAgo?: number;
  deliveredDaysAgo?: number;
  tracking?: string;
  /** Which products: the n-th goods (0-based) with a quantity, and whether a donation goes too. */
  goods: [index: number, quantity: number][];
  donation?: boolean;
}

const DEMO_ORDERS: DemoOrder[] = [
  {
    state: 'entregado',
    paidDaysAgo: 7,
    shippedDaysAgo: 5,
    deliveredDaysAgo: 3,
    tracking: 'PK4242ES',
    goods: [
      [0, 1],
      [1, 2],
    ],
  },
  { state: 'enviado', paidDaysAgo: 2, shippedDaysAgo: 1, tracking: 'PK4343ES', goods: [[2, 1]] },
  { state: 'pagado', paidDaysAgo: 0, goods: [[3, 1]], donation: true },
];

export async function seedDemoShopOrders(
  db: Database,
  account: { adopterId: number; email: string },
  now = new Date(),
): Promise<number> {
  const [existing] = await db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.userId, account.adopterId));
  if ((existing?.n ?? 0) > 0) return 0;
  const goods = await db
    .select()
    .from(products)
    .where(and(eq(products.kind, 'producto'), eq(products.state, 'publicado')))
    .orderBy(asc(products.id))
    .limit(8);
  if (goods.length === 0) return 0;
  const [donation] = await db
    .select()
    .from(products)
    .where(and(eq(products.kind, 'donacion'), eq(products.state, 'publicado')))
    .orderBy(asc(products.id))
    .limit(1);
  const [shelter] = await db
    .select({ id: shelters.id, name: shelters.name })
    .from(shelters)
    .where(eq(shelters.verified, true))
    .orderBy(asc(shelters.id))
    .limit(1);

  const ago = (days: number, hours = 0) =>
    new Date(now.getTime() - days * DAY_MS - hours * 3_600_000);
  let created = 0;
  for (const [n, demo] of DEMO_ORDERS.entries()) {
    const lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[] = demo.goods.map(
      ([index, quantity]) => {
        const product = goods[index % goods.length]!;
        return {
          productId: product.id,
          shelterId: null,
          shelterName: null,
          name: product.name,
          kind: product.kind,
          unitPriceCents: product.priceCents,
          vatRate: product.vatRate,
          quantity,
        };
      },
    );
    if (demo.donation && donation && shelter) {
      lines.push({
        productId: donation.id,
        shelterId: shelter.id,
        shelterName: shelter.name,
        name: donation.name,
        kind: donation.kind,
        unitPriceCents: donation.priceCents,
        vatRate: 0,
        quantity: 1,
      });
    }
    // The same product twice (a small catalogue): one line of it.
    const merged = [
      ...new Map(lines.map((line) => [`${line.productId}:${line.shelterId}`, line])).values(),
    ];
    const totals = orderTotals(
      merged.map((line) => ({
        kind: line.kind,
        unitPriceCents: line.unitPriceCents,
        vatRate: line.vatRate,
        quantity: line.quantity,
      })),
    );
    const createdAt = ago(demo.paidDaysAgo, 1);
    const paidAt = ago(demo.paidDaysAgo);
    const [order] = await db
      .insert(orders)
      .values({
        userId: account.adopterId,
        email: account.email,
        state: demo.state,
        provider: 'simulated',
        providerSessionId: `cs_sim_demo${account.adopterId}x${n + 1}`,
        providerPaymentId: `pi_sim_demo${account.adopterId}x${n + 1}`,
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        vatCents: totals.vatCents,
        totalCents: totals.totalCents,
        paymentMethod: 'card',
        cardBrand: 'visa',
        cardLast4: '4242',
        shippingAddress: totals.needsShipping ? ADDRESS : null,
        tracking: demo.tracking ?? null,
        expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
        paidAt,
        shippedAt: demo.shippedDaysAgo === undefined ? null : ago(demo.shippedDaysAgo),
        deliveredAt: demo.deliveredDaysAgo === undefined ? null : ago(demo.deliveredDaysAgo),
        createdAt,
        updatedAt: paidAt,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await db.insert(orderLines).values(merged.map((line) => ({ ...line, orderId })));
    const events: (typeof orderEvents.$inferInsert)[] = [
      {
        orderId,
        kind: 'estado',
        toState: 'pendiente_pago',
        text: 'Pedido creado; sesión de pago abierta',
        actor: 'cliente',
        actorId: account.adopterId,
        createdAt,
      },
      {
        orderId,
        kind: 'pago',
        fromState: 'pendiente_pago',
        toState: 'pagado',
        text: 'Pago confirmado con Visa ···· 4242',
        actor: 'proveedor',
        createdAt: paidAt,
      },
      {
        orderId,
        kind: 'correo',
        text: `Correo de confirmación enviado a ${account.email}`,
        actor: 'sistema',
        createdAt: paidAt,
      },
    ];
    if (demo.shippedDaysAgo !== undefined) {
      events.push({
        orderId,
        kind: 'estado',
        fromState: 'pagado',
        toState: 'enviado',
        text: `Estado cambiado a «Enviado»; seguimiento ${demo.tracking}`,
        actor: 'equipo',
        createdAt: ago(demo.shippedDaysAgo),
      });
    }
    if (demo.deliveredDaysAgo !== undefined) {
      events.push({
        orderId,
        kind: 'estado',
        fromState: 'enviado',
        toState: 'entregado',
        text: 'Estado cambiado a «Entregado»',
        actor: 'equipo',
        createdAt: ago(demo.deliveredDaysAgo),
      });
    }
    await db.insert(orderEvents).values(events);
    created += 1;
  }
  return created;
}
