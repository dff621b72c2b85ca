/**
 * The staff's side of the shop (contract: packages/shared schemas/shop.ts):
 * GET/POST shop/api/staff/products/ (?estado=&categoria=&q=&page=, with
 * X-Total-Count), GET/PATCH staff/products/{id}/, the product's picture
 * (PUT/DELETE staff/products/{id}/image/), GET staff/orders/?estado=&q=,
 * GET staff/orders/{id}/, POST staff/orders/{id}/state/ and
 * POST staff/orders/{id}/refunds/. Every key starts with 'staff', so the
 * area's one invalidation reaches them.
 */
import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { OrderState, ProductState, ShopCategory } from '@huella/shared/constants';
import type {
  OrderStateInput,
  OrderSummary,
  ProductInput,
  ProductPatch,
  RefundInput,
  StaffOrder,
  StaffProduct,
} from '@huella/shared/schemas/shop';
import { api, apiRequest } from '../../../lib/api-client';
import { useStaffImageMutations } from '../api/image-mutations';

const BASE = '/shop/api/staff';
const productPath = (id: number) => `${BASE}/products/${id}/`;
const orderPath = (id: number) => `${BASE}/orders/${id}/`;

export const STAFF_PRODUCTS_PAGE_SIZE = 20;
export const STAFF_ORDERS_PAGE_SIZE = 20;

export const shopStaffKeys = {
  products: ['staff', 'shop', 'products'] as const,
  productList: (params: StaffProductsParams) =>
    ['staff', 'shop', 'products', 'list', params] as const,
  product: (id: number) => ['staff', 'shop', 'products', 'one', id] as const,
  orders: ['staff', 'shop', 'orders'] as const,
  orderList: (params: StaffOrdersParams) => ['staff', 'shop', 'orders', 'list', params] as const,
  orderCounts: ['staff', 'shop', 'orders', 'counts'] as const,
  order: (id: number) => ['staff', 'shop', 'orders', 'one', id] as const,
};

const totalOf = (headers: Headers, fallback: number) => {
  const total = Number(headers.get('x-total-count'));
  return headers.has('x-total-count') && Number.isFinite(total) ? total : fallback;
};

// ---------------------------------------------------------------------------
// Products.

export interface StaffProductsParams {
  estado?: ProductState;
  categoria?: ShopCategory;
  q?: string;
  page: number;
}

export interface StaffProductsPage {
  products: StaffProduct[];
  total: number;
}

export async function listStaffProducts(
  { estado, categoria, q, page }: StaffProductsParams,
  signal?: AbortSignal,
): Promise<StaffProductsPage> {
  const search = new URLSearchParams({
    page: String(page),
    page_size: String(STAFF_PRODUCTS_PAGE_SIZE),
  });
  if (estado) search.set('estado', estado);
  if (categoria) search.set('categoria', categoria);
  if (q) search.set('q', q);
  const { data, headers } = await apiRequest<StaffProduct[]>(`${BASE}/products/?${search}`, {
    signal,
  });
  return { products: data, total: totalOf(headers, data.length) };
}

export function useStaffProducts(params: StaffProductsParams) {
  return useQuery({
    queryKey: shopStaffKeys.productList(params),
    queryFn: ({ signal }) => listStaffProducts(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStaffProduct(id: number | null) {
  return useQuery({
    queryKey: shopStaffKeys.product(id ?? 0),
    queryFn: ({ signal }) => api<StaffProduct>(productPath(id!), { signal }),
    enabled: id !== null,
    // The editor's form starts from what it loaded; a refetch must not rewrite it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

function useRememberProduct() {
  const queryClient = useQueryClient();
  return (product: StaffProduct) => {
    queryClient.setQueryData(shopStaffKeys.product(product.id), product);
    void queryClient.invalidateQueries({
      queryKey: shopStaffKeys.products,
      predicate: (query) => query.queryKey[3] !== 'one',
    });
  };
}

export function useCreateProduct() {
  const remember = useRememberProduct();
  return useMutation({
    mutationFn: (input: ProductInput) =>
      api<StaffProduct>(`${BASE}/products/`, { method: 'POST', body: input }),
    onSuccess: remember,
  });
}

export function useUpdateProduct(id: number) {
  const remember = useRememberProduct();
  return useMutation({
    mutationFn: (patch: ProductPatch) =>
      api<StaffProduct>(productPath(id), { method: 'PATCH', body: patch }),
    onSuccess: remember,
  });
}

/** The product's picture, saved at once through the image pipeline (multipart field `image`). */
export function useProductImageMutations(id: number) {
  return useStaffImageMutations(productPath(id), shopStaffKeys.product(id), useRememberProduct());
}

// ---------------------------------------------------------------------------
// Orders.

export interface StaffOrdersParams {
  estado?: OrderState;
  q?: string;
  page: number;
}

export interface StaffOrdersPage {
  orders: OrderSummary[];
  total: number;
}

export async function listStaffOrders(
  { estado, q, page }: StaffOrdersParams,
  pageSize = STAFF_ORDERS_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<StaffOrdersPage> {
  const search = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (estado) search.set('estado', estado);
  if (q) search.set('q', q);
  const { data, headers } = await apiRequest<OrderSummary[]>(`${BASE}/orders/?${search}`, {
    signal,
  });
  return { orders: data, total: totalOf(headers, data.length) };
}

export function useStaffOrders(params: StaffOrdersParams) {
  return useQuery({
    queryKey: shopStaffKeys.orderList(params),
    queryFn: ({ signal }) => listStaffOrders(params, STAFF_ORDERS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many orders some states have: one order per state asked for, read from X-Total-Count. */
export function useStaffOrderCounts<const States extends readonly OrderState[]>(states: States) {
  return useQueries({
    queries: states.map((estado) => ({
      queryKey: [...shopStaffKeys.orderCounts, estado],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        listStaffOrders({ estado, page: 1 }, 1, signal).then(({ total }) => total),
    })),
    combine: (results) => ({
      counts: Object.fromEntries(
        states.map((estado, index) => [estado, results[index]?.data]),
      ) as Record<States[number], number | undefined>,
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
}

/** `enabled` false until the page knows it speaks to staff (the shell checks). */
export function useStaffOrder(id: number | null, enabled = true) {
  return useQuery({
    queryKey: shopStaffKeys.order(id ?? 0),
    queryFn: ({ signal }) => api<StaffOrder>(orderPath(id!), { signal }),
    enabled: enabled && id !== null,
  });
}

/** After an action: the order as answered (or read again), and every list and count refreshed. */
function useRememberOrder(id: number) {
  const queryClient = useQueryClient();
  return async (answer: unknown) => {
    if (answer && typeof answer === 'object' && 'events' in answer && 'lines' in answer)
      queryClient.setQueryData(shopStaffKeys.order(id), answer as StaffOrder);
    else await queryClient.refetchQueries({ queryKey: shopStaffKeys.order(id) });
    void queryClient.invalidateQueries({
      queryKey: shopStaffKeys.orders,
      predicate: (query) => query.queryKey[3] !== 'one',
    });
    // Stock, reserved and sold change with a cancellation.
    void queryClient.invalidateQueries({ queryKey: shopStaffKeys.products });
  };
}

export function useOrderState(id: number) {
  const remember = useRememberOrder(id);
  return useMutation({
    mutationFn: (input: OrderStateInput) =>
      api<unknown>(`${orderPath(id)}state/`, { method: 'POST', body: input }),
    onSuccess: remember,
  });
}

export function useRefundOrder(id: number) {
  const remember = useRememberOrder(id);
  return useMutation({
    mutationFn: (input: RefundInput) =>
      api<unknown>(`${orderPath(id)}refunds/`, { method: 'POST', body: input }),
    onSuccess: remember,
  });
}
