/**
 * The shop's orders (issue 16 items 2–6): checkout sessions that hold stock,
 * the webhook handler (the only way an order gets paid), the session status
 * the result page reads, the simulated provider's test form, the customer's
 * orders (Pagos, Desistir) and the staff's Pedidos (states, refunds).
 *
 * - Prices always come from the database; the client sends product ids and
 *   quantities only.
 * - Each provider event is stored once (payment_events) in the same
 *   transaction as its effect; a repeated one changes nothing.
 * - Every state change is conditional on the state it starts from.
 * - Mails go after the commit and are recorded as order events (correo).
 */
import { recordAudit } from '../../db/audit';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CHECKOUT_SESSION_TTL_MINUTES,
  SIMULATED_PENDING_DELAY_MS,
  type CheckoutSessionStatus,
  type OrderStaffState,
  type OrderState,
} from '@huella/shared/constants';
import { commonMessages } from '@huella/shared/messages';
import { shopMessages } from '@huella/shared/messages/shop';
import { formatEuros, orderTotals } from '@huella/shared/money';
import type {
  CartLineInput,
  CheckoutSessionCreated,
  Order,
  OrderStateInput,
  OrderSummary,
  PaymentMethod,
  RefundInput,
  SessionStatus,
  ShippingAddress,
  SimulatedPayInput,
  SimulatedPayResult,
  SimulatedSession,
  StaffOrder,
} from '@huella/shared/schemas/shop';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import { AppError, Conflict, Forbidden, NotFound, invalidField } from '../../lib/errors';
import type { Mailer, MailMessage } from '../../lib/mail';
import type { PageRequest } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import {
  newSimulatedPaymentId,
  ProviderError,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentProvider,
  type Providers,
} from '../payments';
import { confirmationMail, noticeMail, type MailContext } from './mails';
import {
  canWithdraw,
  orderCode,
  paymentLabel,
  presentOrder,
  presentStaffOrder,
  presentSummary,
} from './present';
import { StockShortage, createOrdersRepository, type NewLine, type OrderRow } from './repository';
import type { Database, Transaction } from '../../db/client';

const errors = shopMessages.errors;
const states = shopMessages.orderStates;

export const orderNotFound = () => new NotFound(errors.orderNotFound, 'order_not_found');
const sessionNotFound = () => new NotFound(errors.sessionNotFound, 'session_not_found');
export class ProviderUnavailable extends AppError {
  constructor() {
    super(502, 'provider_unavailable', errors.providerUnavailable);
  }
}

/** States in which the customer's money has been taken and not all given back. */
const PAID_FLOW: readonly OrderState[] = [
  'pagado',
  'preparando',
  'enviado',
  'entregado',
  'reembolsado_parcial',
];
/** What each state the staff may set can come from. */
const STAFF_FROM: Record<OrderStaffState, readonly OrderState[]> = {
  preparando: ['pagado'],
  enviado: ['pagado', 'preparando'],
  entregado: ['enviado'],
  cancelado: ['pendiente_pago', 'pago_pendiente', 'pagado', 'preparando'],
};

export function sessionStatusOf(
  row: Pick<OrderRow, 'state' | 'expiresAt'>,
  now: Date,
): CheckoutSessionStatus {
  switch (row.state) {
    case 'pendiente_pago':
      return row.expiresAt <= now ? 'expired' : 'open';
    case 'pago_pendiente':
      return 'pending';
    case 'caducado':
    case 'cancelado':
      return 'expired';
    default:
      return 'complete';
  }
}

/** What a webhook call turned out to be, filled in as it is read (the route counts it). */
export interface WebhookSeen {
  /** The event's type, once its signature is verified. */
  type?: PaymentEventType;
  /** Already stored: a repeated delivery, answered without doing anything. */
  duplicate?: boolean;
}

export interface OrdersServiceDeps {
  db: Database;
  config: Config;
  providers: Providers;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export function createOrdersService({
  db,
  config,
  providers,
  mailer,
  log,
  now = () => new Date(),
}: OrdersServiceDeps) {
  const repo = createOrdersRepository(db);
  const secret = config.payments.shopSecret;

  /** The guests' order key: an HMAC of the order's id (in the confirmation mail's link). */
  const claveOf = (orderId: number) =>
    createHmac('sha256', secret).update(`order:${orderId}`).digest('base64url').slice(0, 32);
  const claveMatches = (orderId: number, clave: string | undefined) => {
    if (!clave) return false;
    const expected = Buffer.from(claveOf(orderId));
    const given = Buffer.from(clave);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  const providerOf = (name: OrderRow['provider']): PaymentProvider | undefined =>
    name === 'stripe' ? providers.stripe : providers.simulated;

  // ---------------------------------------------------------------- mails

  async function mailContext(order: OrderRow): Promise<MailContext> {
    const buyer = await repo.buyerOf(order.userId);
    return {
      publicUrl: config.publicUrl,
      legal: config.legal,
      infoMailbox: config.infoMailbox,
      clave: order.userId === null ? claveOf(order.id) : null,
      name: buyer?.firstName ?? '',
    };
  }

  /** Sends after the commit; a failure is logged (the order stands) and the sent one recorded. */
  async function sendOrderMail(
    order: OrderRow,
    build: (context: MailContext) => Promise<MailMessage> | MailMessage,
    text: string,
  ) {
    if (!order.email) return;
    try {
      const message = await build(await mailContext(order));
      await mailer.send(message);
      await repo.addEvent({ orderId: order.id, kind: 'correo', text, actor: 'sistema' });
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'order mail could not be sent');
    }
  }

  const sendConfirmation = (order: OrderRow) =>
    sendOrderMail(
      order,
      async (context) =>
        confirmationMail(
          order,
          (await repo.linesOf(order.id)).map((part) => part.line),
          context,
        ),
      `Correo de confirmación enviado a ${order.email}`,
    );

  // ------------------------------------------------------------- checkout

  async function priceLines(input: CartLineInput[]): Promise<NewLine[]> {
    const merged = new Map<string, CartLineInput>();
    for (const line of input) {
      if (line.quantity <= 0) continue;
      const key = `${line.product_id}:${line.shelter_id ?? 0}`;
      const before = merged.get(key);
      merged.set(key, { ...line, quantity: (before?.quantity ?? 0) + line.quantity });
    }
    const lines = [...merged.values()];
    if (lines.length === 0) throw invalidField('lines', errors.cartEmpty, 'cart_empty');
    const productRows = new Map(
      (await repo.productsByIds(lines.map((line) => line.product_id))).map((row) => [row.id, row]),
    );
    const shelterIds = lines.flatMap((line) => (line.shelter_id ? [line.shelter_id] : []));
    const shelterRows = new Map(
      (await repo.verifiedShelters(shelterIds)).map((row) => [row.id, row]),
    );
    return lines.map((line) => {
      const product = productRows.get(line.product_id);
      if (!product)
        throw new Conflict(
          errors.productNotFound,
          { lines: [errors.productNotFound] },
          'product_unavailable',
        );
      if (product.state !== 'publicado') {
        const message = errors.productUnavailable(product.name);
        throw new Conflict(message, { lines: [message] }, 'product_unavailable');
      }
      let shelter: { id: number; name: string } | null = null;
      if (product.kind === 'donacion') {
        if (!line.shelter_id) throw invalidField('lines', errors.donationNeedsShelter);
        shelter = shelterRows.get(line.shelter_id) ?? null;
        if (!shelter) throw invalidField('lines', errors.shelterNotFound);
      } else if (line.shelter_id) {
        throw invalidField('lines', errors.shelterOnlyForDonations);
      }
      return {
        productId: product.id,
        shelterId: shelter?.id ?? null,
        shelterName: shelter?.name ?? null,
        name: product.name,
        kind: product.kind,
        unitPriceCents: product.priceCents,
        vatRate: product.kind === 'donacion' ? 0 : product.vatRate,
        quantity: line.quantity,
      };
    });
  }

  async function createCheckoutSession(
    viewer: AuthUser | null,
    body: { lines?: CartLineInput[] } | null | undefined,
  ): Promise<CheckoutSessionCreated> {
    let input = body?.lines;
    if (!input && viewer) input = await repo.cartOf(viewer.id);
    if (!input || input.length === 0) throw invalidField('lines', errors.cartEmpty, 'cart_empty');
    const lines = await priceLines(input);
    const totals = orderTotals(lines);
    const provider = providers.active;
    const email = viewer ? await repo.userEmail(viewer.id) : null;
    const expiresAt = new Date(now().getTime() + CHECKOUT_SESSION_TTL_MINUTES * 60_000);
    let order: OrderRow;
    try {
      order = await repo.createOrder(
        {
          userId: viewer?.id ?? null,
          email,
          state: 'pendiente_pago',
          provider: provider.name,
          subtotalCents: totals.subtotalCents,
          shippingCents: totals.shippingCents,
          vatCents: totals.vatCents,
          totalCents: totals.totalCents,
          expiresAt,
        },
        lines,
      );
    } catch (error) {
      if (error instanceof StockShortage) {
        const message = errors.outOfStock(error.productName, error.available);
        throw new Conflict(message, { lines: [message] }, 'out_of_stock');
      }
      throw error;
    }
    let session: { sessionId: string; clientSecret: string };
    try {
      session = await provider.createSession({
        orderId: order.id,
        lines: lines.map((line) => ({
          name: line.shelterName ? `${line.name} (${line.shelterName})` : line.name,
          unitPriceCents: line.unitPriceCents,
          quantity: line.quantity,
        })),
        shippingCents: totals.shippingCents,
        needsShipping: totals.needsShipping,
        email,
        returnUrl: `${config.publicUrl}/return?session_id={CHECKOUT_SESSION_ID}`,
        idempotencyKey: `order-${order.id}-attempt-${order.attempt}`,
        expiresAt,
      });
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'the payment provider could not open a session');
      await repo.abandon(order.id, 'La pasarela de pago no respondió; stock devuelto');
      throw new ProviderUnavailable();
    }
    await repo.setSession(order.id, session.sessionId);
    return {
      clientSecret: session.clientSecret,
      provider: provider.name,
      publishable_key: provider.publishableKey,
      order_id: order.id,
    };
  }

  async function sessionStatus(sessionId: string): Promise<SessionStatus> {
    const order = await repo.findBySession(sessionId);
    if (!order) throw sessionNotFound();
    return {
      status: sessionStatusOf(order, now()),
      customer_email: order.email,
      order_id: order.id,
    };
  }

  // ------------------------------------------------------------- webhooks

  /** Releases the stock of an order that will not be paid (once: stock_released_at). */
  async function expire(
    tx: Transaction,
    order: OrderRow,
    from: readonly OrderState[],
    text: string,
    actor: 'proveedor' | 'sistema',
  ) {
    const moved = await repo.transition(tx, order.id, from, {
      state: 'caducado',
      stockReleasedAt: now(),
    });
    if (!moved) return undefined;
    if (!order.stockReleasedAt) await repo.giveStockBack(tx, order.id);
    await repo.addEvent(
      {
        orderId: order.id,
        kind: 'estado',
        fromState: order.state,
        toState: 'caducado',
        text,
        actor,
      },
      tx,
    );
    return moved;
  }

  /**
   * Marks the order paid. From pendiente_pago or pago_pendiente it simply
   * moves; a payment that arrives after the session expired (the stock went
   * back) takes the stock again when it is there, and otherwise is still
   * recorded as paid with a note for staff (sold more than there was: refund or
   * restock).
   */
  async function markPaid(
    tx: Transaction,
    order: OrderRow,
    event: PaymentEvent,
    details: { method: string; brand: string | null; last4: string | null } | null,
  ) {
    const changes = {
      state: 'pagado' as const,
      paidAt: now(),
      providerPaymentId: event.paymentId ?? order.providerPaymentId,
      email: event.email ?? order.email,
      ...(event.shipping ? { shippingAddress: event.shipping } : {}),
      ...(details
        ? { paymentMethod: details.method, cardBrand: details.brand, cardLast4: details.last4 }
        : {}),
    };
    let moved = await repo.transition(tx, order.id, ['pendiente_pago', 'pago_pendiente'], changes);
    let note: string | null = null;
    if (!moved && (order.state === 'caducado' || order.state === 'cancelado')) {
      let retaken = true;
      try {
        await tx.transaction(async (savepoint) =>
          repo.takeStock(savepoint, await repo.stockLinesOf(savepoint, order.id)),
        );
      } catch (error) {
        if (!(error instanceof StockShortage)) throw error;
        retaken = false;
      }
      moved = await repo.transition(tx, order.id, ['caducado', 'cancelado'], {
        ...changes,
        stockReleasedAt: null,
      });
      note = retaken
        ? 'Pago recibido después de caducar la sesión; las unidades se han vuelto a reservar'
        : 'Pago recibido después de caducar la sesión y sin unidades suficientes: revisar el stock o reembolsar';
    }
    if (!moved) return undefined;
    const label = paymentLabel(moved);
    await repo.addEvent(
      {
        orderId: order.id,
        kind: 'pago',
        fromState: order.state,
        toState: 'pagado',
        text: label ? `Pago confirmado con ${label}` : 'Pago confirmado',
        actor: 'proveedor',
      },
      tx,
    );
    if (note)
      await repo.addEvent({ orderId: order.id, kind: 'nota', text: note, actor: 'sistema' }, tx);
    if (moved.userId !== null) await repo.clearCart(tx, moved.userId);
    return moved;
  }

  /** Verifies, stores and applies one delivery. Throws WebhookSignatureError on a bad signature. */
  async function handleWebhook(
    providerName: 'stripe' | 'simulated',
    rawBody: Buffer,
    headers: Record<string, unknown>,
    seen: WebhookSeen = {},
  ) {
    const provider = providerName === 'stripe' ? providers.stripe : providers.simulated;
    if (!provider) throw orderNotFound();
    const event = provider.verifyWebhook(rawBody, headers);
    seen.type = event.type;
    // A repeated delivery: answered at once (the insert below is what guards against two at the same time).
    if (await repo.eventStored(providerName, event.id)) {
      seen.duplicate = true;
      return { received: true };
    }
    const order =
      (event.sessionId ? await repo.findBySession(event.sessionId, providerName) : undefined) ??
      (event.orderId !== null ? await repo.findById(event.orderId) : undefined);
    const ours = order && order.provider === providerName ? order : undefined;
    const paying =
      ours &&
      ((event.type === 'checkout.session.completed' && event.paymentStatus !== 'unpaid') ||
        event.type === 'checkout.session.async_payment_succeeded');
    // Read from the provider before the transaction (a failure is a 5xx: the provider retries).
    let details = null;
    try {
      details = paying && event.paymentId ? await provider.paymentDetails(event.paymentId) : null;
    } catch (error) {
      // Nothing stored yet: a 503 makes the provider deliver the event again later.
      log.warn({ err: error, event: event.id }, 'could not read the payment from the provider');
      throw new AppError(503, 'provider_unavailable', errors.providerUnavailable);
    }

    const paid = await repo.transaction(async (tx) => {
      const fresh = await repo.storeEvent(tx, {
        provider: providerName,
        id: event.id,
        type: event.rawType,
        orderId: ours?.id ?? null,
      });
      if (!fresh || !ours) return undefined;
      const current = (await repo.findById(ours.id, tx))!;
      switch (event.type) {
        case 'checkout.session.completed':
          if (event.paymentStatus === 'unpaid') {
            const moved = await repo.transition(tx, current.id, ['pendiente_pago'], {
              state: 'pago_pendiente',
              email: event.email ?? current.email,
              providerPaymentId: event.paymentId ?? current.providerPaymentId,
              ...(event.shipping ? { shippingAddress: event.shipping } : {}),
            });
            if (moved) {
              await repo.addEvent(
                {
                  orderId: current.id,
                  kind: 'pago',
                  fromState: 'pendiente_pago',
                  toState: 'pago_pendiente',
                  text: 'Pago iniciado; el dinero está en camino',
                  actor: 'proveedor',
                },
                tx,
              );
            }
            return undefined;
          }
          return markPaid(tx, current, event, details);
        case 'checkout.session.async_payment_succeeded':
          return markPaid(tx, current, event, details);
        case 'checkout.session.async_payment_failed':
          await expire(
            tx,
            current,
            ['pago_pendiente', 'pendiente_pago'],
            'El pago no se completó; stock devuelto',
            'proveedor',
          );
          return undefined;
        case 'checkout.session.expired':
          await expire(
            tx,
            current,
            ['pendiente_pago'],
            'La sesión de pago caducó sin pagar; stock devuelto',
            'proveedor',
          );
          return undefined;
        default:
          return undefined;
      }
    });
    if (paid) await sendConfirmation(paid);
    return { received: true };
  }

  /** The sweep: pending orders whose session's time is up go caducado and give their stock back. */
  async function expireOverdue(): Promise<number> {
    let expired = 0;
    for (const candidate of await repo.expiredPending(now())) {
      const moved = await repo.transaction(async (tx) => {
        const order = await repo.findById(candidate.id, tx);
        if (!order) return undefined;
        return expire(
          tx,
          order,
          ['pendiente_pago'],
          'La sesión de pago caducó sin pagar; stock devuelto',
          'sistema',
        );
      });
      if (!moved) continue;
      expired += 1;
      if (candidate.provider === 'stripe' && candidate.providerSessionId && providers.stripe) {
        await providers.stripe
          .expireSession(candidate.providerSessionId)
          .catch((error: unknown) => {
            log.warn({ err: error, orderId: candidate.id }, 'could not expire the Stripe session');
          });
      }
    }
    return expired;
  }

  // ------------------------------------------------------------- simulated

  async function simulatedOrder(clientSecret: string) {
    const sessionId = providers.simulated.sessionOfSecret(clientSecret);
    const order = sessionId ? await repo.findBySession(sessionId, 'simulated') : undefined;
    if (!sessionId || !order) throw sessionNotFound();
    return { sessionId, order };
  }

  async function simulatedSession(clientSecret: string): Promise<SimulatedSession> {
    const { order } = await simulatedOrder(clientSecret);
    const lines = await repo.linesOf(order.id);
    return {
      order_id: order.id,
      code: orderCode(order.id),
      status: sessionStatusOf(order, now()),
      lines: lines.map(({ line }) => ({
        name: line.shelterName ? `${line.name} (${line.shelterName})` : line.name,
        quantity: line.quantity,
        line_total_cents: line.unitPriceCents * line.quantity,
      })),
      shipping_cents: order.shippingCents,
      total_cents: order.totalCents,
      needs_shipping: lines.some(({ line }) => line.kind === 'producto'),
      email: order.email,
      expires_at: order.expiresAt.toISOString(),
    };
  }

  /**
   * The test form's answer: the chosen outcome becomes signed events posted
   * to the simulated webhook (`deliver`), as Stripe would post its own.
   */
  async function simulatedPay(
    clientSecret: string,
    input: SimulatedPayInput,
    deliver: (body: string, headers: Record<string, string>) => Promise<void>,
    later: (work: () => Promise<void>) => void,
  ): Promise<SimulatedPayResult> {
    const { sessionId, order } = await simulatedOrder(clientSecret);
    if (sessionStatusOf(order, now()) !== 'open')
      throw new Conflict(errors.sessionClosed, undefined, 'session_closed');
    const needsShipping = (await repo.linesOf(order.id)).some(
      ({ line }) => line.kind === 'producto',
    );
    const paying = input.outcome === 'pagado' || input.outcome === 'pendiente';
    if (paying && needsShipping && !input.shipping)
      throw invalidField('shipping', commonMessages.errors.required);
    const returnUrl = `${config.publicUrl}/return?session_id=${sessionId}`;
    const session = {
      sessionId,
      orderId: order.id,
      paymentId: newSimulatedPaymentId(),
      email: input.email,
      shipping: needsShipping && input.shipping ? (input.shipping as ShippingAddress) : null,
    };
    const send = async (type: string, paymentStatus: 'paid' | 'unpaid') => {
      const signed = providers.simulated.signedEvent(type, { ...session, paymentStatus });
      await deliver(signed.body, signed.headers);
    };
    switch (input.outcome) {
      case 'rechazado':
        await repo.addEvent({
          orderId: order.id,
          kind: 'pago',
          text: 'Pago rechazado por el banco (simulado)',
          actor: 'proveedor',
        });
        return { status: 'open', declined: true, return_url: null };
      case 'pagado':
        await send('checkout.session.completed', 'paid');
        return { status: 'complete', declined: false, return_url: returnUrl };
      case 'pendiente':
        await send('checkout.session.completed', 'unpaid');
        later(() => send('checkout.session.async_payment_succeeded', 'paid'));
        return { status: 'pending', declined: false, return_url: returnUrl };
      case 'caducado':
        await send('checkout.session.expired', 'unpaid');
        return { status: 'expired', declined: false, return_url: returnUrl };
    }
  }

  // ------------------------------------------------------------- customers

  async function parts(order: OrderRow) {
    const [lines, events, refundRows, withdrawals] = await Promise.all([
      repo.linesOf(order.id),
      repo.eventsOf(order.id),
      repo.refundsOf(order.id),
      repo.withdrawalsOf(order.id),
    ]);
    return { lines, events, refunds: refundRows, withdrawals };
  }

  async function listOwn(
    viewer: AuthUser,
    page: PageRequest,
  ): Promise<{ items: OrderSummary[]; total: number }> {
    const { items, total } = await repo.listPaidOf(viewer.id, page);
    const counts = await repo.lineCounts(items.map((row) => row.id));
    return { items: items.map((row) => presentSummary(row, counts.get(row.id) ?? 0)), total };
  }

  /** Its owner, or anyone with the guest order's clave; anyone else: 404 (nothing tells it exists). */
  async function visibleOrder(id: number, viewer: AuthUser | null, clave: string | undefined) {
    const order = await repo.findById(id);
    if (!order) throw orderNotFound();
    const owner = viewer !== null && order.userId === viewer.id;
    const guestKey = order.userId === null && claveMatches(order.id, clave);
    if (!owner && !guestKey) throw orderNotFound();
    return order;
  }

  async function getOwn(
    id: number,
    viewer: AuthUser | null,
    clave: string | undefined,
  ): Promise<Order> {
    const order = await visibleOrder(id, viewer, clave);
    return presentOrder(order, await parts(order), now());
  }

  async function withdraw(id: number, viewer: AuthUser, message: string): Promise<Order> {
    const order = await repo.findById(id);
    if (!order || order.userId !== viewer.id) throw orderNotFound();
    const existing = await repo.withdrawalsOf(order.id);
    if (existing.length > 0)
      throw new Conflict(errors.withdrawalExists, undefined, 'withdrawal_exists');
    if (!order.deliveredAt)
      throw new Conflict(errors.withdrawalNotDelivered, undefined, 'withdrawal_not_delivered');
    if (!canWithdraw(order, existing, now()))
      throw new Conflict(errors.withdrawalExpired, undefined, 'withdrawal_expired');
    const created = await repo.transaction(async (tx) => {
      const row = await repo.createWithdrawal(tx, {
        orderId: order.id,
        userId: viewer.id,
        message,
      });
      if (!row) return undefined;
      await repo.addEvent(
        {
          orderId: order.id,
          kind: 'desistimiento',
          text: 'El cliente ha solicitado desistir del pedido',
          actor: 'cliente',
          actorId: viewer.id,
        },
        tx,
      );
      return row;
    });
    if (!created) throw new Conflict(errors.withdrawalExists, undefined, 'withdrawal_exists');
    await sendOrderMail(
      order,
      (context) => noticeMail('desistimiento', order, context),
      `Correo de acuse del desistimiento enviado a ${order.email}`,
    );
    return getOwn(order.id, viewer, undefined);
  }

  async function paymentMethod(viewer: AuthUser): Promise<PaymentMethod> {
    const row = await repo.lastCard(viewer.id);
    if (!row || !row.paymentMethod) return null;
    return {
      brand: row.cardBrand ?? row.paymentMethod,
      last4: row.cardLast4,
      label: paymentLabel(row) ?? row.paymentMethod,
      used_at: (row.paidAt ?? row.createdAt).toISOString(),
    };
  }

  // ----------------------------------------------------------------- staff

  const orderLabel = (order: { id: number }) => `Pedido ${orderCode(order.id)}`;

  function requireStaff(viewer: AuthUser) {
    if (!viewer.isStaff) throw new Forbidden();
  }

  async function staffView(order: OrderRow): Promise<StaffOrder> {
    const [orderParts, user, paymentEvents] = await Promise.all([
      parts(order),
      repo.buyerOf(order.userId),
      repo.paymentEventsOf(order.id),
    ]);
    return presentStaffOrder(order, orderParts, { user, paymentEvents }, now());
  }

  async function listStaff(
    viewer: AuthUser,
    filters: { estado?: OrderState; q?: string },
    page: PageRequest,
  ) {
    requireStaff(viewer);
    const { items, total } = await repo.listStaff(filters, page);
    const counts = await repo.lineCounts(items.map((row) => row.id));
    return { items: items.map((row) => presentSummary(row, counts.get(row.id) ?? 0)), total };
  }

  async function getStaff(viewer: AuthUser, id: number): Promise<StaffOrder> {
    requireStaff(viewer);
    const order = await repo.findById(id);
    if (!order) throw orderNotFound();
    return staffView(order);
  }

  async function refundNow(
    viewer: AuthUser,
    order: OrderRow,
    input: { amountCents: number; reason: string; idempotencyKey: string },
  ): Promise<{ created: boolean; order: OrderRow }> {
    const existing = await repo.findRefund(order.id, input.idempotencyKey);
    if (existing) return { created: false, order };
    if (!order.paidAt || !order.providerPaymentId)
      throw new Conflict(errors.refundNotPaid, undefined, 'refund_not_paid');
    const tooLarge = (left: number) => {
      const message = errors.refundTooLarge(formatEuros(left));
      return invalidField('amount_cents', message, 'refund_too_large');
    };
    if (input.amountCents > order.totalCents - order.refundedCents)
      throw tooLarge(order.totalCents - order.refundedCents);
    let refund;
    try {
      refund = await repo.transaction((tx) =>
        repo.openRefund(tx, { orderId: order.id, ...input, createdBy: viewer.id }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) return { created: false, order };
      throw error;
    }
    if (!refund) {
      const fresh = (await repo.findById(order.id))!;
      throw tooLarge(fresh.totalCents - fresh.refundedCents);
    }
    const provider = providerOf(order.provider);
    let result;
    try {
      if (!provider) throw new ProviderError('provider not configured');
      result = await provider.refund({
        paymentId: order.providerPaymentId,
        amountCents: input.amountCents,
        idempotencyKey: `refund-${order.id}-${input.idempotencyKey}`,
      });
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'the refund could not be made');
      await repo.transaction((tx) =>
        repo.settleRefund(tx, refund.id, { state: 'fallido', providerRefundId: null }),
      );
      throw new ProviderUnavailable();
    }
    const updated = await repo.transaction(async (tx) => {
      await repo.settleRefund(tx, refund.id, { state: result.state, providerRefundId: result.id });
      const current = (await repo.findById(order.id, tx))!;
      const full = current.refundedCents >= current.totalCents;
      const target: OrderState = full ? 'reembolsado' : 'reembolsado_parcial';
      const moved =
        current.state === 'cancelado' || current.state === target
          ? undefined
          : await repo.transition(tx, order.id, PAID_FLOW, { state: target });
      await repo.addEvent(
        {
          orderId: order.id,
          kind: 'reembolso',
          fromState: moved ? current.state : null,
          toState: moved ? target : null,
          text: `Reembolso de ${formatEuros(input.amountCents)}: ${input.reason}`,
          actor: 'equipo',
          actorId: viewer.id,
        },
        tx,
      );
      // Issue 17: the audit row, in the same transaction as the refund's settlement.
      await recordAudit(
        tx,
        { id: viewer.id, email: viewer.email },
        {
          action: 'order.refund',
          targetType: 'order',
          targetId: order.id,
          targetLabel: orderLabel(order),
          changes: {
            refunded_cents: [current.refundedCents - input.amountCents, current.refundedCents],
            ...(moved ? { state: [current.state, target] } : {}),
          },
          reason: input.reason,
        },
      );
      return moved ?? current;
    });
    await sendOrderMail(
      updated,
      (context) => noticeMail('reembolso', updated, context, { amountCents: input.amountCents }),
      `Correo del reembolso de ${formatEuros(input.amountCents)} enviado a ${updated.email}`,
    );
    return { created: true, order: updated };
  }

  async function refund(viewer: AuthUser, id: number, input: RefundInput) {
    requireStaff(viewer);
    const order = await repo.findById(id);
    if (!order) throw orderNotFound();
    const { created, order: after } = await refundNow(viewer, order, {
      amountCents: input.amount_cents,
      reason: input.reason,
      idempotencyKey: input.idempotency_key,
    });
    return { created, order: await staffView((await repo.findById(after.id))!) };
  }

  async function changeState(
    viewer: AuthUser,
    id: number,
    input: OrderStateInput,
  ): Promise<StaffOrder> {
    requireStaff(viewer);
    const order = await repo.findById(id);
    if (!order) throw orderNotFound();
    const target = input.estado;
    const invalid = () =>
      new Conflict(
        errors.invalidTransition(states[order.state], states[target]),
        undefined,
        'invalid_transition',
      );
    if (!STAFF_FROM[target].includes(order.state)) throw invalid();
    const at = now();
    const changes =
      target === 'enviado'
        ? { state: target, shippedAt: at, tracking: input.tracking ?? order.tracking }
        : target === 'entregado'
          ? { state: target, deliveredAt: at }
          : target === 'cancelado' && !order.paidAt
            ? { state: target, stockReleasedAt: at }
            : { state: target };
    const moved = await repo.transaction(async (tx) => {
      const row = await repo.transition(tx, order.id, STAFF_FROM[target], changes);
      if (!row) return undefined;
      if (target === 'cancelado' && !order.paidAt && !order.stockReleasedAt)
        await repo.giveStockBack(tx, order.id);
      const text = [
        `Estado cambiado a «${states[target]}»`,
        target === 'enviado' && row.tracking ? `seguimiento ${row.tracking}` : null,
        input.note ? input.note : null,
      ]
        .filter(Boolean)
        .join('; ');
      await repo.addEvent(
        {
          orderId: order.id,
          kind: 'estado',
          fromState: order.state,
          toState: target,
          text,
          actor: 'equipo',
          actorId: viewer.id,
        },
        tx,
      );
      await recordAudit(
        tx,
        { id: viewer.id, email: viewer.email },
        {
          action: 'order.state',
          targetType: 'order',
          targetId: order.id,
          targetLabel: orderLabel(order),
          changes: {
            state: [order.state, target],
            ...(target === 'enviado' && row.tracking !== order.tracking
              ? { tracking: [order.tracking, row.tracking] }
              : {}),
          },
          reason: input.note ?? '',
        },
      );
      return row;
    });
    if (!moved) throw invalid();
    let amount: number | undefined;
    if (target === 'cancelado') {
      if (order.providerSessionId && !order.paidAt && order.state === 'pendiente_pago') {
        await providerOf(order.provider)
          ?.expireSession(order.providerSessionId)
          .catch(() => undefined);
      }
      const left = moved.totalCents - moved.refundedCents;
      if (moved.paidAt && left > 0) {
        await refundNow(viewer, moved, {
          amountCents: left,
          reason: 'Pedido cancelado',
          idempotencyKey: `cancel-${moved.id}`,
        });
        amount = left;
      }
    }
    if (
      target === 'enviado' ||
      target === 'entregado' ||
      (target === 'cancelado' && moved.paidAt)
    ) {
      const kind = target;
      await sendOrderMail(
        moved,
        (context) => noticeMail(kind, moved, context, { amountCents: amount }),
        `Correo «${states[target]}» enviado a ${moved.email}`,
      );
    }
    return staffView((await repo.findById(order.id))!);
  }

  return {
    claveOf,
    createCheckoutSession,
    sessionStatus,
    handleWebhook,
    expireOverdue,
    simulatedSession,
    simulatedPay,
    listOwn,
    getOwn,
    withdraw,
    paymentMethod,
    listStaff,
    getStaff,
    refund,
    changeState,
    exportOf: (userId: number) => repo.exportOf(userId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
export const pendingDelayMs = (config: Config) =>
  config.payments.simulatedPendingDelayMs ?? SIMULATED_PENDING_DELAY_MS;
