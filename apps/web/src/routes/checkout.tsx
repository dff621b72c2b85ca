/**
 * /checkout (spec §2, §7; issue 16 item 2): the order summary beside the
 * payment form. The session is created from the cart as it is — a guest's
 * lines from this browser, a signed-in account's cart on the server — and
 * mounted in the provider's slot: Stripe's embedded Checkout (its code loaded
 * only in that branch) or the simulated provider's test form. While it
 * loads: 'Cargando el formulario de pago...'. An empty cart sends back to the
 * shop; a stock problem (409) to the cart; too many attempts (429) and an
 * unreachable provider (502) say so and offer to retry.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Lock, ShoppingBag } from 'lucide-react';
import { checkoutScreensMessages } from '@huella/shared/messages/checkout-screens';
import { shopMessages } from '@huella/shared/messages/shop';
import type { CartLineInput, CheckoutConfig } from '@huella/shared/schemas/shop';
import { Button, ButtonLink } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { api, ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { useSession } from '../lib/session';
import { readGuestCart, toLineInputs } from '../features/shop/cart-storage';
import { createCheckoutSession, getCheckoutSummary } from '../features/checkout/api/checkout';
import { checkoutKeys } from '../features/checkout/api/keys';
import { OrderSummary } from '../features/checkout/components/order-summary';
import { SimulatedPaymentForm } from '../features/checkout/components/simulated-payment-form';
import { Container } from '../features/site/components/container';

const text = checkoutScreensMessages.checkout;
const loadStripeChunk = () => import('../features/checkout/components/stripe-embedded');
const StripeEmbedded = lazy(loadStripeChunk);

const getConfig = (signal?: AbortSignal) =>
  api<CheckoutConfig>('/shop/api/checkout/config/', { signal });

const noRetry = { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } as const;

export default function CheckoutPage() {
  useDocumentTitle(text.title);
  const { isAuthenticated, email } = useSession();
  // A guest's lines as they are when the page opens; the account's cart is read by the server.
  const [guestLines] = useState<CartLineInput[]>(() => toLineInputs(readGuestCart()));
  const lines = isAuthenticated ? null : guestLines;
  const owner = isAuthenticated ? `account:${email ?? ''}` : 'guest';
  const linesKey = JSON.stringify(lines ?? []);
  const guestEmpty = !isAuthenticated && guestLines.length === 0;

  const config = useQuery({
    queryKey: ['shop-orders', 'config'],
    queryFn: ({ signal }) => getConfig(signal),
    ...noRetry,
    staleTime: 60_000,
    enabled: !guestEmpty,
  });
  // Stripe's code starts coming while the session is created, only when Stripe is used.
  useEffect(() => {
    if (config.data?.provider === 'stripe') void loadStripeChunk();
  }, [config.data?.provider]);

  const summary = useQuery({
    queryKey: checkoutKeys.summary(owner, linesKey),
    queryFn: ({ signal }) => getCheckoutSummary(lines, signal),
    ...noRetry,
    enabled: !guestEmpty,
  });
  const session = useQuery({
    queryKey: checkoutKeys.session(owner, linesKey),
    // Not aborted on unmount: a session once asked for is the one this visit pays.
    queryFn: () => createCheckoutSession(lines),
    ...noRetry,
    gcTime: 0,
    enabled: !guestEmpty,
  });

  const error = session.error;
  const cartEmpty =
    guestEmpty ||
    (summary.data && summary.data.lines.length === 0) ||
    (error instanceof ApiError &&
      (error.code === 'cart_empty' || error.message === shopMessages.errors.cartEmpty));

  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
        {text.title}
      </h1>
      {cartEmpty ? (
        <div className="mt-8">
          <EmptyState
            Icon={ShoppingBag}
            title={text.emptyTitle}
            hint={text.emptyHint}
            action={
              <ButtonLink to="/tienda" variant="primary">
                {text.toShop}
              </ButtonLink>
            }
          />
        </div>
      ) : (
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <section
            aria-labelledby="checkout-payment"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
          >
            <h2 id="checkout-payment" className="mb-4 text-xl font-bold text-primary">
              {text.paymentTitle}
            </h2>
            {error ? (
              <SessionError error={error} onRetry={() => void session.refetch()} />
            ) : session.data ? (
              session.data.provider === 'stripe' && session.data.publishable_key ? (
                <Suspense fallback={<Loading />}>
                  <StripeEmbedded
                    publishableKey={session.data.publishable_key}
                    clientSecret={session.data.clientSecret}
                  />
                </Suspense>
              ) : (
                <SimulatedPaymentForm
                  clientSecret={session.data.clientSecret}
                  defaultEmail={isAuthenticated ? email : null}
                />
              )
            ) : (
              <Loading />
            )}
            <p className="mt-5 flex items-start gap-2 text-sm text-muted">
              <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {text.secure}
            </p>
          </section>
          <div className="lg:sticky lg:top-24">
            {summary.data ? (
              <OrderSummary cart={summary.data} />
            ) : summary.isError ? (
              <FormAlert>{summary.error.message}</FormAlert>
            ) : (
              <Spinner className="py-6" />
            )}
            <ButtonLink to="/carrito" variant="ghost" className="mt-4">
              <ArrowLeft className="size-5" aria-hidden="true" />
              {text.toCart}
            </ButtonLink>
          </div>
        </div>
      )}
    </Container>
  );
}

function Loading() {
  return (
    <div className="flex min-h-64 items-center justify-center">
      <Spinner label={shopMessages.checkout.loading} showLabel />
    </div>
  );
}

function SessionError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  const message =
    status === 502
      ? shopMessages.errors.providerUnavailable
      : status === 429
        ? shopMessages.errors.tooManySessions
        : error.message;
  return (
    <div className="space-y-4">
      <FormAlert>{message || text.loadError}</FormAlert>
      {status === 409 ? (
        <ButtonLink to="/carrito" variant="primary">
          {text.toCart}
        </ButtonLink>
      ) : (
        <Button variant="primary" onClick={onRetry}>
          {text.retry}
        </Button>
      )}
    </div>
  );
}
