/**
 * The shop's contract (issue 16): products, carts, checkout sessions, orders,
 * refunds and withdrawals, as the API answers and reads them on both sides.
 * House style (snake_case English field names); money is integer cents of
 * euros with IVA included, shown only through `formatEuros` (../money.ts).
 * Lists are plain arrays with `X-Total-Count` and `Link` headers (lib/pagination).
 *
 * Routes (under /shop/api/ unless said otherwise):
 * - GET  products/?categoria=&page=&page_size=      published products (cards), newest first
 * - GET  products/{id or slug}/                      one published product (staff: any state)
 * - GET  shelters/                                   verified shelters a donation can go to (id, name, city)
 * - POST cart/quote/                                 prices and checks any lines (a guest's cart) → Cart
 * - GET  cart/                 (signed in)           the account's cart → Cart
 * - PUT  cart/lines/           (signed in)           sets one line's quantity (0 removes it) → Cart
 * - DELETE cart/               (signed in)           empties it → Cart
 * - POST cart/merge/           (signed in)           adds a guest's lines at sign-in (bounded by stock) → Cart
 * - POST checkout/sessions/   and  POST /create-checkout-session   (spec §7) → CheckoutSessionCreated
 *        signed in: the account's cart (body optional); guest: body { lines } (required)
 * - GET  checkout/session-status/?session_id=  and  GET /session-status?session_id=   (spec §7) → SessionStatus
 * - GET  checkout/config/                            { provider, publishable_key }
 * - simulated provider only: GET simulated/sessions/{client_secret}/ → SimulatedSession,
 *        POST simulated/sessions/{client_secret}/pay/ (SimulatedPayInput) → SimulatedPayResult
 * - POST webhooks/{provider}/                        raw body, signed (Stripe-Signature / Huella-Signature)
 * - GET  orders/?page=&page_size=   (signed in)      the account's orders (Pagos), newest first
 * - GET  orders/{id}/?clave=                         one order: its owner, or anyone with the mail's `clave`
 * - POST orders/{id}/withdrawal/    (owner)          "Desistir" within WITHDRAWAL_DAYS of delivery
 * - GET  payment-method/            (signed in)      the last card used (Cuenta) or null
 * - staff only: GET/POST staff/products/, GET/PATCH staff/products/{id}/,
 *   PUT/DELETE staff/products/{id}/image/, GET staff/orders/?estado=&q=,
 *   GET staff/orders/{id}/, POST staff/orders/{id}/state/, POST staff/orders/{id}/refunds/
 */
import { z } from 'zod';
import {
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  CHECKOUT_SESSION_STATUSES,
  EMAIL_MAX_LENGTH,
  ID_MAX,
  ORDER_NOTE_MAX_LENGTH,
  ORDER_STAFF_STATES,
  ORDER_STATES,
  PAYMENT_PROVIDERS,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_KINDS,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_PRICE_MAX_CENTS,
  PRODUCT_PRICE_MIN_CENTS,
  PRODUCT_SLUG_MAX_LENGTH,
  PRODUCT_STATES,
  PRODUCT_STOCK_MAX,
  REFUND_REASON_MAX_LENGTH,
  SHOP_CATEGORIES,
  SIMULATED_OUTCOMES,
  TRACKING_MAX_LENGTH,
  VAT_RATES,
  WITHDRAWAL_MESSAGE_MAX_LENGTH,
} from '../constants';
import { commonMessages } from '../messages/common';
import { shopMessages } from '../messages/shop';
import { emailSchema, optionalText, paginationQuerySchema, requiredText } from './common';
import { photoVariantsSchema } from './pets';

const errors = shopMessages.errors;
const choice = { error: commonMessages.errors.invalidChoice };
const id = z.coerce
  .number({ error: commonMessages.errors.invalidType })
  .int(commonMessages.errors.invalidType)
  .positive(commonMessages.errors.invalidType)
  .max(ID_MAX, commonMessages.errors.notFound);

// ---------------------------------------------------------------------------
// Products.

export const productImageSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  variants: photoVariantsSchema,
  alt: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** A product as the shop shows it. */
export const productSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(SHOP_CATEGORIES),
  kind: z.enum(PRODUCT_KINDS),
  /** One unit, IVA included. */
  price_cents: z.number(),
  vat_rate: z.number(),
  /** Units that can still be bought (null: no limit, as for donations). */
  stock: z.number().nullable(),
  image: productImageSchema.nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** The same with what only staff see. */
export const staffProductSchema = productSchema.extend({
  state: z.enum(PRODUCT_STATES),
  /** Units held by open checkout sessions. */
  reserved: z.number(),
  /** Units sold in paid orders. */
  sold: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;

/** /tienda?categoria=…&pagina=2 in the address; the API takes page too. */
export const productListQuerySchema = paginationQuerySchema.extend({
  categoria: z.enum(SHOP_CATEGORIES, choice).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** A product's id or slug in /tienda/{id} and GET products/{id or slug}/. */
export const productKeyParamSchema = z.object({
  id: z
    .string()
    .max(PRODUCT_SLUG_MAX_LENGTH, errors.productNotFound)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, errors.productNotFound),
});

export const productSlugSchema = z
  .string({ error: commonMessages.errors.invalidType })
  .trim()
  .min(1, commonMessages.errors.required)
  .max(PRODUCT_SLUG_MAX_LENGTH, commonMessages.errors.tooLong(PRODUCT_SLUG_MAX_LENGTH))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, commonMessages.errors.invalidType)
  .refine((value) => !/^\d+$/.test(value), commonMessages.errors.invalidType);

/** A product as staff write it (POST: name, category, kind, price_cents required; PATCH: what is sent). */
export const productInputSchema = z
  .object({
    name: requiredText(PRODUCT_NAME_MAX_LENGTH),
    slug: productSlugSchema.optional(),
    description: optionalText(PRODUCT_DESCRIPTION_MAX_LENGTH).optional(),
    category: z.enum(SHOP_CATEGORIES, choice),
    kind: z.enum(PRODUCT_KINDS, choice),
    price_cents: z
      .number({ error: commonMessages.errors.invalidType })
      .int(commonMessages.errors.invalidType)
      .min(PRODUCT_PRICE_MIN_CENTS, errors.priceRange)
      .max(PRODUCT_PRICE_MAX_CENTS, errors.priceRange),
    vat_rate: z
      .number({ error: commonMessages.errors.invalidType })
      .refine((value) => (VAT_RATES as readonly number[]).includes(value), choice)
      .optional(),
    /** null: no limit (donations). */
    stock: z
      .number({ error: commonMessages.errors.invalidType })
      .int(commonMessages.errors.invalidType)
      .min(0, commonMessages.errors.invalidType)
      .max(PRODUCT_STOCK_MAX, commonMessages.errors.invalidType)
      .nullable()
      .optional(),
    state: z.enum(PRODUCT_STATES, choice).optional(),
    image_alt: optionalText(PRODUCT_NAME_MAX_LENGTH).optional(),
  })
  .strict();
export type ProductInput = z.infer<typeof productInputSchema>;
export const productPatchSchema = productInputSchema.partial();
export type ProductPatch = z.infer<typeof productPatchSchema>;

export const staffProductListQuerySchema = paginationQuerySchema.extend({
  estado: z.enum(PRODUCT_STATES, choice).optional(),
  categoria: z.enum(SHOP_CATEGORIES, choice).optional(),
  q: optionalText(PRODUCT_NAME_MAX_LENGTH).optional(),
});

/** A shelter a donation can be given to. */
export const donationShelterSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
});
export type DonationShelter = z.infer<typeof donationShelterSchema>;

// ---------------------------------------------------------------------------
// Carts.

/** One line as a client sends it; shelter_id only (and always) on donations. */
export const cartLineInputSchema = z
  .object({
    product_id: id,
    quantity: z
      .number({ error: commonMessages.errors.invalidType })
      .int(commonMessages.errors.invalidType)
      .min(0, commonMessages.errors.invalidType)
      .max(CART_QUANTITY_MAX, errors.quantityTooHigh(CART_QUANTITY_MAX)),
    shelter_id: id.nullable().optional(),
  })
  .strict();
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

export const cartLinesInputSchema = z
  .object({
    lines: z
      .array(cartLineInputSchema, { error: commonMessages.errors.invalidType })
      .max(CART_LINES_MAX, errors.tooManyLines(CART_LINES_MAX)),
  })
  .strict();
export type CartLinesInput = z.infer<typeof cartLinesInputSchema>;

/** A priced line: prices always read from the database. */
export const cartLineSchema = z.object({
  product: productSchema,
  shelter: donationShelterSchema.nullable(),
  quantity: z.number(),
  line_total_cents: z.number(),
  /** Set when the line cannot be bought as it is (sold out, fewer units left, withdrawn). */
  problem: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** A cart with its totals (orderTotals in ../money.ts). */
export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  subtotal_cents: z.number(),
  shipping_cents: z.number(),
  total_cents: z.number(),
  vat_cents: z.number(),
  needs_shipping: z.boolean(),
  /** Units in the cart (the header's badge). */
  item_count: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;

// ---------------------------------------------------------------------------
// Checkout (spec §3 Payment session, §7).

/** The body of POST checkout/sessions/: a guest's lines; a signed-in account's cart is used when omitted. */
export const checkoutSessionInputSchema = cartLinesInputSchema.partial().strict();
export type CheckoutSessionInput = z.infer<typeof checkoutSessionInputSchema>;

export const checkoutSessionCreatedSchema = z.object({
  /** Spec §3: what the embedded form is mounted with. */
  clientSecret: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key (null for the simulated provider). */
  publishable_key: z.string().nullable(),
  order_id: z.number(),
});
export type CheckoutSessionCreated = z.infer<typeof checkoutSessionCreatedSchema>;

export const checkoutConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  publishable_key: z.string().nullable(),
});
export type CheckoutConfig = z.infer<typeof checkoutConfigSchema>;

export const sessionStatusQuerySchema = z.object({
  session_id: z
    .string({ error: errors.sessionNotFound })
    .trim()
    .min(1, errors.sessionNotFound)
    .max(255, errors.sessionNotFound),
});

/**
 * Spec §3: status and customer_email. `complete` once our order is paid (a
 * webhook said so), `pending` while the money is on its way, `open` while the
 * session can still be paid, `expired` once it cannot, `error` otherwise.
 * Read from our order, never from the provider directly.
 */
export const sessionStatusSchema = z.object({
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  customer_email: z.string().nullable(),
  order_id: z.number().nullable(),
});
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** What the simulated provider's test form shows (read by the client secret). */
export const simulatedSessionSchema = z.object({
  order_id: z.number(),
  code: z.string(),
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  lines: z.array(
    z.object({ name: z.string(), quantity: z.number(), line_total_cents: z.number() }),
  ),
  shipping_cents: z.number(),
  total_cents: z.number(),
  needs_shipping: z.boolean(),
  /** The signed-in buyer's e-mail, prefilled. */
  email: z.string().nullable(),
  expires_at: z.string(),
});
export type SimulatedSession = z.infer<typeof simulatedSessionSchema>;

export const shippingAddressSchema = z.object({
  name: requiredText(120),
  line1: requiredText(200),
  line2: optionalText(200).optional(),
  postal_code: z
    .string({ error: commonMessages.errors.required })
    .trim()
    .regex(/^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, commonMessages.errors.invalidPostcode.España),
  city: requiredText(100),
  province: optionalText(100).optional(),
  country: z.literal('ES', choice).default('ES'),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** The simulated test form: the payer's choice of outcome, with a test card's last digits. */
export const simulatedPayInputSchema = z
  .object({
    outcome: z.enum(SIMULATED_OUTCOMES, choice),
    email: emailSchema,
    /** Required when the order needs shipping. */
    shipping: shippingAddressSchema.optional(),
  })
  .strict();
export type SimulatedPayInput = z.infer<typeof simulatedPayInputSchema>;

/** `declined`: the form stays open and says so (as Stripe's does); otherwise the return_url to go to. */
export const simulatedPayResultSchema = z.object({
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  declined: z.boolean(),
  return_url: z.string().nullable(),
});
export type SimulatedPayResult = z.infer<typeof simulatedPayResultSchema>;

// ---------------------------------------------------------------------------
// Orders.

export const orderLineSchema = z.object({
  product_id: z.number().nullable(),
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  /** The shelter a donation went to (name kept even if the shelter goes). */
  shelter_name: z.string().nullable(),
  unit_price_cents: z.number(),
  vat_rate: z.number(),
  quantity: z.number(),
  line_total_cents: z.number(),
  image: productImageSchema.nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One step of an order's history: state changes, payments, refunds, mails, staff actions. */
export const orderEventSchema = z.object({
  id: z.number(),
  /** estado | pago | reembolso | correo | desistimiento | nota */
  kind: z.string(),
  from_state: z.enum(ORDER_STATES).nullable(),
  to_state: z.enum(ORDER_STATES).nullable(),
  /** Spanish, for people: "Pago confirmado con tarjeta ···· 4242", "Correo de confirmación enviado". */
  text: z.string(),
  /** cliente | equipo | proveedor | sistema; staff names only in the staff view. */
  actor: z.string(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const refundSchema = z.object({
  id: z.number(),
  amount_cents: z.number(),
  reason: z.string(),
  /** pendiente | completado | fallido */
  state: z.string(),
  created_at: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const withdrawalSchema = z.object({
  id: z.number(),
  message: z.string(),
  /** recibida | aceptada | rechazada */
  state: z.string(),
  created_at: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** A row of Pagos (spec §2: card mask and date) and of the staff's list. */
export const orderSummarySchema = z.object({
  id: z.number(),
  /** "HU-000123" */
  code: z.string(),
  state: z.enum(ORDER_STATES),
  total_cents: z.number(),
  refunded_cents: z.number(),
  /** "Visa ···· 4242", "Bizum"…; null before payment. */
  payment_method: z.string().nullable(),
  card_last4: z.string().nullable(),
  item_count: z.number(),
  /** The payment's date (paid_at), else the order's. */
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSchema = orderSummarySchema.extend({
  email: z.string().nullable(),
  lines: z.array(orderLineSchema),
  subtotal_cents: z.number(),
  shipping_cents: z.number(),
  vat_cents: z.number(),
  shipping_address: shippingAddressSchema.nullable(),
  tracking: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** Last day "Desistir" is offered (delivered_at + WITHDRAWAL_DAYS), else null. */
  withdrawal_until: z.string().nullable(),
  can_withdraw: z.boolean(),
  events: z.array(orderEventSchema),
  refunds: z.array(refundSchema),
  withdrawals: z.array(withdrawalSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** The staff's view adds the buyer and the provider's raw event log. */
export const staffOrderSchema = orderSchema.extend({
  user: z.object({ id: z.number(), email: z.string(), name: z.string() }).nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  provider_session_id: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  payment_events: z.array(z.object({ id: z.string(), type: z.string(), received_at: z.string() })),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const orderKeyQuerySchema = z.object({ clave: z.string().max(200).optional() });

export const staffOrderListQuerySchema = paginationQuerySchema.extend({
  estado: z.enum(ORDER_STATES, choice).optional(),
  /** An order's code, or the buyer's e-mail. */
  q: optionalText(EMAIL_MAX_LENGTH).optional(),
});

export const orderStateInputSchema = z
  .object({
    estado: z.enum(ORDER_STAFF_STATES, choice),
    tracking: optionalText(TRACKING_MAX_LENGTH).optional(),
    note: optionalText(ORDER_NOTE_MAX_LENGTH).optional(),
  })
  .strict();
export type OrderStateInput = z.infer<typeof orderStateInputSchema>;

export const refundInputSchema = z
  .object({
    amount_cents: z
      .number({ error: commonMessages.errors.invalidType })
      .int(commonMessages.errors.invalidType)
      .min(1, commonMessages.errors.invalidType)
      .max(
        PRODUCT_PRICE_MAX_CENTS * CART_QUANTITY_MAX * CART_LINES_MAX,
        commonMessages.errors.invalidType,
      ),
    reason: requiredText(REFUND_REASON_MAX_LENGTH),
    /** The client's key for this refund: sending it twice refunds once. */
    idempotency_key: z
      .string()
      .trim()
      .min(8)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/),
  })
  .strict();
export type RefundInput = z.infer<typeof refundInputSchema>;

export const withdrawalInputSchema = z
  .object({ message: optionalText(WITHDRAWAL_MESSAGE_MAX_LENGTH).optional() })
  .strict();
export type WithdrawalInput = z.infer<typeof withdrawalInputSchema>;

export const paymentMethodSchema = z
  .object({
    brand: z.string(),
    last4: z.string().nullable(),
    label: z.string(),
    used_at: z.string(),
  })
  .nullable();
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
