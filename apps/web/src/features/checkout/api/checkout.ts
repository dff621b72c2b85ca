/**
 * The checkout's calls (spec §3 Payment session, §7): the session is created
 * from the cart's lines (a guest's from this browser; a signed-in account's
 * from the server when no body is sent), the summary beside the form is the
 * server's pricing of the same lines, and the simulated provider's test form
 * reads and pays its session by the client secret.
 */
import type {
  Cart,
  CartLineInput,
  CheckoutSessionCreated,
  SessionStatus,
  SimulatedPayInput,
  SimulatedPayResult,
  SimulatedSession,
} from '@huella/shared/schemas/shop';
import { api } from '../../../lib/api-client';

/** POST checkout/sessions/: a guest sends its lines, a signed-in account sends nothing. */
export const createCheckoutSession = (lines: CartLineInput[] | null, signal?: AbortSignal) =>
  api<CheckoutSessionCreated>('/shop/api/checkout/sessions/', {
    method: 'POST',
    body: lines ? { lines } : undefined,
    signal,
  });

/** The summary: the account's cart, or the server's quote of a guest's lines. */
export const getCheckoutSummary = (lines: CartLineInput[] | null, signal?: AbortSignal) =>
  lines
    ? api<Cart>('/shop/api/cart/quote/', { method: 'POST', body: { lines }, signal })
    : api<Cart>('/shop/api/cart/', { signal });

export const getSessionStatus = (sessionId: string, signal?: AbortSignal) =>
  api<SessionStatus>(
    `/shop/api/checkout/session-status/?session_id=${encodeURIComponent(sessionId)}`,
    { signal },
  );

export const getSimulatedSession = (clientSecret: string, signal?: AbortSignal) =>
  api<SimulatedSession>(`/shop/api/simulated/sessions/${encodeURIComponent(clientSecret)}/`, {
    signal,
  });

export const paySimulatedSession = (clientSecret: string, input: SimulatedPayInput) =>
  api<SimulatedPayResult>(`/shop/api/simulated/sessions/${encodeURIComponent(clientSecret)}/pay/`, {
    method: 'POST',
    body: input,
  });
