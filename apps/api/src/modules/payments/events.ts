/**
 * Stripe's signed events (Stripe-Signature: t=…,v1=…), verified with the SDK
 * and read into the provider-neutral PaymentEvent. The simulated provider
 * signs its events the same way with its own secret, so both go through here.
 */
import Stripe from 'stripe';
import type { PaymentEvent, PaymentEventType, ShippingDetails } from './provider';
import { WebhookSignatureError } from './provider';

const KNOWN: readonly PaymentEventType[] = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
];

/** Five minutes, Stripe's default tolerance for the signature's timestamp. */
const TOLERANCE_SECONDS = 300;

export function verifyStripeSignedEvent(
  rawBody: Buffer | string,
  headers: Record<string, unknown>,
  secret: string,
): PaymentEvent {
  const header = headers['stripe-signature'];
  if (typeof header !== 'string' || header === '') throw new WebhookSignatureError('no signature');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, header, secret, TOLERANCE_SECONDS);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'bad signature');
  }
  return normalizeEvent(event as unknown as RawEvent);
}

interface RawEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

function orderIdOf(object: Record<string, unknown>): number | null {
  const metadata = object.metadata as Record<string, unknown> | undefined;
  const raw = str(metadata?.order_id) ?? str(object.client_reference_id);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

function shippingOf(object: Record<string, unknown>): ShippingDetails | null {
  const collected = object.collected_information as Record<string, unknown> | null | undefined;
  const details = (collected?.shipping_details ?? object.shipping_details) as
    { name?: unknown; address?: Record<string, unknown> } | null | undefined;
  const address = details?.address;
  if (!details || !address) return null;
  return {
    name: str(details.name) ?? '',
    line1: str(address.line1) ?? '',
    ...(str(address.line2) ? { line2: str(address.line2)! } : {}),
    postal_code: str(address.postal_code) ?? '',
    city: str(address.city) ?? '',
    ...(str(address.state) ? { province: str(address.state)! } : {}),
    country: 'ES',
  };
}

export function normalizeEvent(event: RawEvent): PaymentEvent {
  const object = event.data?.object ?? {};
  const type = (KNOWN as readonly string[]).includes(event.type)
    ? (event.type as PaymentEventType)
    : 'other';
  const isSession = object.object === 'checkout.session';
  const customer = object.customer_details as Record<string, unknown> | null | undefined;
  const paymentStatus = str(object.payment_status);
  return {
    id: event.id,
    rawType: event.type,
    type,
    sessionId: isSession ? str(object.id) : null,
    orderId: orderIdOf(object),
    paymentStatus:
      paymentStatus === 'paid' ||
      paymentStatus === 'unpaid' ||
      paymentStatus === 'no_payment_required'
        ? paymentStatus
        : null,
    paymentId: isSession ? str(object.payment_intent) : str(object.payment_intent),
    email: str(customer?.email) ?? str(object.customer_email),
    shipping: isSession ? shippingOf(object) : null,
  };
}
