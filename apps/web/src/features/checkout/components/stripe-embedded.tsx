/**
 * Stripe's embedded Checkout (issue 16: `stripe` provider). This module is
 * only ever loaded by /checkout's Stripe branch, so Stripe.js and
 * react-stripe-js stay out of every other page (and out of simulated mode).
 */
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';

interface StripeEmbeddedProps {
  publishableKey: string;
  clientSecret: string;
}

/**
 * Stripe.js for a publishable key, loaded once per page: outside rendering, as
 * Stripe asks (a render that React throws away and starts again would
 * otherwise load it again).
 */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey, { locale: 'es' });
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

export default function StripeEmbedded({ publishableKey, clientSecret }: StripeEmbeddedProps) {
  const stripe = stripeFor(publishableKey);
  return (
    <div data-testid="stripe-embedded-checkout">
      <EmbeddedCheckoutProvider stripe={stripe} options={{ clientSecret }}>
        <EmbeddedCheckout />
      </EmbeddedCheckoutProvider>
    </div>
  );
}
