/**
 * The simulated provider (the default for `npm start`, tests and demos): no
 * money moves. Its client secret names the session and carries an HMAC, so it
 * cannot be guessed and any API process can check it. The test form
 * (modules/orders, simulated/sessions/…) chooses the outcome, and the events it
 * causes are Stripe-shaped, signed with Stripe's scheme and our own secret,
 * and posted to the same webhook handler as Stripe's.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config';
import { verifyStripeSignedEvent } from './events';
import type { PaymentProvider, ShippingDetails } from './provider';

const random = (bytes = 18) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

export interface SimulatedProvider extends PaymentProvider {
  /** The session a client secret names, or null when it is not one of ours. */
  sessionOfSecret(clientSecret: string): string | null;
  /** A signed event as Stripe would deliver it: the body and its headers. */
  signedEvent(
    type: string,
    session: {
      sessionId: string;
      orderId: number;
      paymentStatus: 'paid' | 'unpaid';
      paymentId: string | null;
      email: string | null;
      shipping: ShippingDetails | null;
    },
  ): { body: string; headers: Record<string, string> };
}

export function createSimulatedProvider(settings: PaymentsConfig): SimulatedProvider {
  const mac = (sessionId: string) =>
    createHmac('sha256', settings.shopSecret)
      .update(`simulated:${sessionId}`)
      .digest('base64url')
      .slice(0, 32);

  return {
    name: 'simulated',
    publishableKey: null,

    async createSession() {
      const sessionId = `cs_sim_${random()}`;
      return { sessionId, clientSecret: `${sessionId}_secret_${mac(sessionId)}` };
    },

    sessionOfSecret(clientSecret) {
      const match = /^(cs_sim_[A-Za-z0-9]+)_secret_([A-Za-z0-9_-]{32})$/.exec(clientSecret);
      if (!match) return null;
      const expected = Buffer.from(mac(match[1]!));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given)
        ? match[1]!
        : null;
    },

    signedEvent(type, session) {
      const payload = JSON.stringify({
        id: `evt_sim_${random()}`,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: {
          object: {
            id: session.sessionId,
            object: 'checkout.session',
            client_reference_id: String(session.orderId),
            metadata: { order_id: String(session.orderId) },
            payment_status: session.paymentStatus,
            payment_intent: session.paymentId,
            customer_details: { email: session.email },
            collected_information: session.shipping
              ? {
                  shipping_details: {
                    name: session.shipping.name,
                    address: {
                      line1: session.shipping.line1,
                      line2: session.shipping.line2 ?? null,
                      postal_code: session.shipping.postal_code,
                      city: session.shipping.city,
                      state: session.shipping.province ?? null,
                      country: 'ES',
                    },
                  },
                }
              : null,
          },
        },
      });
      const header = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: settings.simulatedWebhookSecret,
      });
      return {
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
      };
    },

    verifyWebhook(rawBody, headers) {
      return verifyStripeSignedEvent(rawBody, headers, settings.simulatedWebhookSecret);
    },

    async paymentDetails() {
      // The test card of every simulated payment.
      return { method: 'card', brand: 'visa', last4: '4242' };
    },

    async refund() {
      return { id: `re_sim_${random()}`, state: 'completado' };
    },

    async expireSession() {
      // Nothing to tell: the session lives only in our order.
    },
  };
}

export const newSimulatedPaymentId = () => `pi_sim_${random()}`;
