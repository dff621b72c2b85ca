/**
 * Stripe's embedded Checkout (issue 16: `stripe` provider). This module is
 * only ever loaded by /checkout's Stripe branch, so Stripe.js and
 * react-stripe-js stay out of every other page (and out of simulated mode).
 */
import { useMemo } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';

interface StripeEmbeddedProps {
  publishableKey: string;
  clientSecret: string;
}

export default function StripeEmbedded({ publishableKey, clientSecret }: StripeEmbeddedProps) {
  const stripe = useMemo(() => loadStripe(publishableKey, { locale: 'es' }), [publishableKey]);
  return (
    <div data-testid="stripe-embedded-checkout">
      <EmbeddedCheckoutProvider stripe={stripe} options={{ clientSecret }}>
        <EmbeddedCheckout />
      </EmbeddedCheckoutProvider>
    </div>
  );
}
