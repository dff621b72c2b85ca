/**
 * Orders as their buyer sees them: one order (its owner, or anyone with the
 * confirmation mail's `clave`), the withdrawal request ("Desistir"), the
 * account's orders for Pagos and the last card used (Cuenta).
 */
import type { Order, OrderSummary, PaymentMethod } from '@huella/shared/schemas/shop';
import { api, apiRequest } from '../../../lib/api-client';

const orderPath = (id: string, key: string) =>
  `/shop/api/orders/${encodeURIComponent(id)}/${key ? `?clave=${encodeURIComponent(key)}` : ''}`;

export const getOrder = (id: string, key: string, signal?: AbortSignal) =>
  api<Order>(orderPath(id, key), { signal });

/** Only the signed-in owner may withdraw (answers the order with its new request). */
export const requestWithdrawal = (id: number, message: string) =>
  api<Order>(`/shop/api/orders/${id}/withdrawal/`, {
    method: 'POST',
    body: message.trim() ? { message: message.trim() } : {},
  });

/** One page of the account's orders, newest first, with the total count. */
export async function listOrders(page: number, pageSize: number, signal?: AbortSignal) {
  const { data, headers } = await apiRequest<OrderSummary[]>(
    `/shop/api/orders/?page=${page}&page_size=${pageSize}`,
    { signal },
  );
  const total = Number(headers.get('X-Total-Count') ?? data.length);
  return { orders: data, total: Number.isFinite(total) ? total : data.length };
}

export const getPaymentMethod = (signal?: AbortSignal) =>
  api<PaymentMethod>('/shop/api/payment-method/', { signal });

/** What orderKeyParam accepts: a positive whole number (zod-free). */
export const isOrderId = (id: string) => /^[1-9]\d{0,9}$/.test(id);
