/**
 * The payment provider interface (issue 16 item 2): Stripe's embedded Checkout
 * when keys are configured, the built-in simulated provider otherwise. Both
 * speak Stripe's event format and signature scheme, so one webhook handler
 * (modules/orders) serves them and an order is confirmed only by a signed event.
 */
import type { PaymentProviderName } from '@huella/shared/constants';

export interface SessionLine {
  name: string;
  unitPriceCents: number;
  quantity: number;
}

export interface CreateSessionInput {
  orderId: number;
  lines: SessionLine[];
  shippingCents: number;
  needsShipping: boolean;
  /** The signed-in buyer's address (prefilled), or null for a guest. */
  email: string | null;
  /** With the literal `{CHECKOUT_SESSION_ID}`, which the provider fills in. */
  returnUrl: string;
  idempotencyKey: string;
  expiresAt: Date;
}

export interface CreatedSession {
  sessionId: string;
  clientSecret: string;
}

export interface ShippingDetails {
  name: string;
  line1: string;
  line2?: string;
  postal_code: string;
  city: string;
  province?: string;
  country: 'ES';
}

/** The events an order reacts to, whatever the provider. */
export type PaymentEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired'
  | 'charge.refunded'
  | 'other';

export interface PaymentEvent {
  /** The provider's event id (stored once in payment_events). */
  id: string;
  /** The provider's type, as sent. */
  rawType: string;
  type: PaymentEventType;
  sessionId: string | null;
  /** metadata.order_id / client_reference_id, when present. */
  orderId: number | null;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required' | null;
  paymentId: string | null;
  email: string | null;
  shipping: ShippingDetails | null;
}

export interface PaymentDetails {
  /** "card", "bizum"… */
  method: string;
  brand: string | null;
  last4: string | null;
}

export interface RefundResult {
  id: string;
  /** pendiente | completado | fallido */
  state: 'pendiente' | 'completado' | 'fallido';
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly publishableKey: string | null;
  createSession(input: CreateSessionInput): Promise<CreatedSession>;
  /** Throws WebhookSignatureError when the body was not signed with our secret. */
  verifyWebhook(rawBody: Buffer | string, headers: Record<string, unknown>): PaymentEvent;
  /** How the payment was made (card brand and last digits), read from the provider. */
  paymentDetails(paymentId: string): Promise<PaymentDetails | null>;
  refund(input: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<RefundResult>;
  expireSession(sessionId: string): Promise<void>;
}

export class WebhookSignatureError extends Error {}

/** The provider could not be reached or refused the request (answered 502). */
export class ProviderError extends Error {}
