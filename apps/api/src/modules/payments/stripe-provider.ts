/**
 * The Stripe provider: the official SDK, Checkout Sessions in `embedded_page`
 * mode (the embedded form on /checkout), prices from our database, dynamic
 * payment methods (card, and Bizum where the account enables it), an
 * idempotency key per order attempt. STRIPE_API_BASE points the SDK elsewhere
 * (the tests' fake Stripe, src/test/fake-stripe.ts).
 */
import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config';
import { verifyStripeSignedEvent } from './events';
import {
  ProviderError,
  type CreateSessionInput,
  type PaymentDetails,
  type PaymentProvider,
  type RefundResult,
} from './provider';

type StripeSettings = NonNullable<PaymentsConfig['stripe']>;

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const base = settings.apiBase;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: 'Huella' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new ProviderError(error instanceof Error ? error.message : String(error));
    }
  }

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createSession(input: CreateSessionInput) {
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            ui_mode: 'embedded_page',
            mode: 'payment',
            line_items: input.lines.map((line) => ({
              quantity: line.quantity,
              price_data: {
                currency: 'eur',
                unit_amount: line.unitPriceCents,
                product_data: { name: line.name },
              },
            })),
            ...(input.needsShipping
              ? {
                  shipping_address_collection: { allowed_countries: ['ES'] },
                  shipping_options: [
                    {
                      shipping_rate_data: {
                        type: 'fixed_amount',
                        display_name: input.shippingCents > 0 ? 'Envío a España' : 'Envío gratuito',
                        fixed_amount: { amount: input.shippingCents, currency: 'eur' },
                      },
                    },
                  ],
                }
              : {}),
            return_url: input.returnUrl,
            locale: 'es',
            ...(input.email ? { customer_email: input.email } : {}),
            client_reference_id: String(input.orderId),
            metadata: { order_id: String(input.orderId) },
            payment_intent_data: { metadata: { order_id: String(input.orderId) } },
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!session.client_secret) throw new ProviderError('session without client_secret');
      return { sessionId: session.id, clientSecret: session.client_secret };
    },

    verifyWebhook(rawBody, headers) {
      return verifyStripeSignedEvent(rawBody, headers, settings.webhookSecret);
    },

    async paymentDetails(paymentId): Promise<PaymentDetails | null> {
      const intent = await call(() =>
        stripe.paymentIntents.retrieve(paymentId, { expand: ['latest_charge'] }),
      );
      const charge = intent.latest_charge;
      if (!charge || typeof charge === 'string') return null;
      const details = charge.payment_method_details;
      if (!details) return null;
      if (details.card) {
        return {
          method: 'card',
          brand: details.card.brand ?? null,
          last4: details.card.last4 ?? null,
        };
      }
      return { method: details.type, brand: null, last4: null };
    },

    async refund({ paymentId, amountCents, idempotencyKey }): Promise<RefundResult> {
      const refund = await call(() =>
        stripe.refunds.create(
          { payment_intent: paymentId, amount: amountCents },
          { idempotencyKey },
        ),
      );
      const state =
        refund.status === 'succeeded'
          ? 'completado'
          : refund.status === 'failed' || refund.status === 'canceled'
            ? 'fallido'
            : 'pendiente';
      return { id: refund.id, state };
    },

    async expireSession(sessionId) {
      await call(() => stripe.checkout.sessions.expire(sessionId));
    },
  };
}
