/** The checkout's, orders' and Pagos' query keys: everything under ['shop-orders']. */
export const checkoutKeys = {
  all: ['shop-orders'] as const,
  session: (owner: string, lines: string) => ['shop-orders', 'session', owner, lines] as const,
  summary: (owner: string, lines: string) => ['shop-orders', 'summary', owner, lines] as const,
  simulated: (clientSecret: string) => ['shop-orders', 'simulated', clientSecret] as const,
  status: (sessionId: string) => ['shop-orders', 'status', sessionId] as const,
  order: (id: string, key: string) => ['shop-orders', 'order', id, key] as const,
  orders: ['shop-orders', 'list'] as const,
  paymentMethod: ['shop-orders', 'payment-method'] as const,
};
