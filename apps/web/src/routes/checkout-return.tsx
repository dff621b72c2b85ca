/**
 * /return?session_id= (spec §2 payment result; issue 16 item 3). It reads our
 * order's state (only webhooks change it) and polls while the money is on its
 * way: 'Verificando el estado de tu pago...'. complete → thanks, the note of
 * the confirmation mail, the guest cart emptied, then back to / after a few
 * seconds (said on screen); open → /checkout; expired, error or an unknown
 * session → 'Hubo un problema al verificar el pago. Por favor, contáctanos.'.
 */
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Home, Mail, Receipt } from 'lucide-react';
import { checkoutScreensMessages } from '@huella/shared/messages/checkout-screens';
import { shopMessages } from '@huella/shared/messages/shop';
import type { SessionStatus } from '@huella/shared/schemas/shop';
import { Button, ButtonLink } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { queryKeys } from '../lib/query-keys';
import { useSession } from '../lib/session';
import { clearGuestCart } from '../features/shop/cart-storage';
import { getSessionStatus } from '../features/checkout/api/checkout';
import { checkoutKeys } from '../features/checkout/api/keys';
import { Container } from '../features/site/components/container';

const text = checkoutScreensMessages.result;
const POLL_MS = 2_000;
/** How long the thanks stay before going home. */
export const RETURN_HOME_SECONDS = 10;

export default function CheckoutReturnPage() {
  const [params] = useSearchParams();
  const sessionId = (params.get('session_id') ?? '').trim();
  useDocumentTitle(text.title);
  if (!sessionId) return <Problem message={shopMessages.result.missingSession} />;
  return <SessionResult sessionId={sessionId} />;
}

function SessionResult({ sessionId }: { sessionId: string }) {
  const query = useQuery({
    queryKey: checkoutKeys.status(sessionId),
    queryFn: ({ signal }) => getSessionStatus(sessionId, signal),
    // Pending (Bizum, a transfer, our webhook not in yet): asked again until it settles.
    refetchInterval: (current) => (current.state.data?.status === 'pending' ? POLL_MS : false),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 3,
    staleTime: 0,
    gcTime: 0,
  });
  const status = query.data?.status;

  if (query.isError || status === 'expired' || status === 'error')
    return <Problem message={shopMessages.result.problem} contact />;
  if (status === 'open') return <Navigate to="/checkout" replace />;
  if (status === 'complete' && query.data) return <Thanks result={query.data} />;
  return (
    <Container
      narrow
      className="flex min-h-[60svh] flex-col items-center justify-center py-16 text-center"
    >
      <h1 className="sr-only">{text.title}</h1>
      <Spinner label={shopMessages.result.verifying} showLabel className="text-lg" />
      {status === 'pending' ? <p className="mt-4 max-w-md text-muted">{text.pendingHint}</p> : null}
    </Container>
  );
}

function Thanks({ result }: { result: SessionStatus }) {
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const [seconds, setSeconds] = useState(RETURN_HOME_SECONDS);
  const [staying, setStaying] = useState(false);
  const queryClient = useQueryClient();
  useEffect(() => {
    // Paid: the guest's cart goes, and what the shop showed (the account's cart,
    // emptied by the server with the payment; stock) is read again.
    clearGuestCart();
    void queryClient.invalidateQueries({ queryKey: queryKeys.shop });
  }, [queryClient]);
  useEffect(() => {
    if (staying) return;
    if (seconds <= 0) {
      void navigate('/', { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((left) => left - 1), 1_000);
    return () => window.clearTimeout(timer);
  }, [seconds, staying, navigate]);

  return (
    <Container narrow className="flex flex-col items-center py-16 text-center">
      <div role="status" className="flex flex-col items-center">
        <span
          className="flex size-16 items-center justify-center rounded-full bg-green-50 text-success"
          aria-hidden="true"
        >
          <CheckCircle2 className="size-9" />
        </span>
        <h1 className="mt-4 text-3xl font-extrabold text-primary">{text.thanksTitle}</h1>
        <p className="mt-3 max-w-lg text-ink">{text.thanks}</p>
        {result.customer_email ? (
          <p className="mt-3 max-w-lg text-ink [overflow-wrap:anywhere]">
            <Mail
              className="mr-1.5 inline size-4 align-[-0.125rem] text-accent"
              aria-hidden="true"
            />
            {text.mailSent(result.customer_email)}
          </p>
        ) : null}
      </div>
      <p className="mt-6 text-sm text-muted">{staying ? text.stayed : text.redirecting(seconds)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {result.order_id && isAuthenticated ? (
          <ButtonLink to={`/pedidos/${result.order_id}`} variant="primary">
            <Receipt className="size-5" aria-hidden="true" />
            {text.viewOrder}
          </ButtonLink>
        ) : null}
        <ButtonLink to="/" variant="secondary">
          <Home className="size-5" aria-hidden="true" />
          {text.home}
        </ButtonLink>
        {staying ? null : (
          <Button variant="ghost" onClick={() => setStaying(true)}>
            {text.stay}
          </Button>
        )}
      </div>
    </Container>
  );
}

function Problem({ message, contact = false }: { message: string; contact?: boolean }) {
  return (
    <Container narrow className="flex flex-col items-center py-20 text-center">
      <span
        className="flex size-16 items-center justify-center rounded-full bg-red-50 text-danger"
        aria-hidden="true"
      >
        <AlertTriangle className="size-8" />
      </span>
      <h1 role="alert" className="mt-4 max-w-xl text-2xl font-bold text-primary">
        {message}
      </h1>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {contact ? (
          <ButtonLink to="/contacto" variant="primary">
            {text.contact}
          </ButtonLink>
        ) : null}
        <ButtonLink to="/tienda" variant="secondary">
          {text.backToShop}
        </ButtonLink>
      </div>
    </Container>
  );
}
