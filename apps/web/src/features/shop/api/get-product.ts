/**
 * GET /shop/api/products/{id or slug}/ → one published product. A key that is
 * neither an id nor a slug is an unknown product, not a request.
 */
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_SLUG_MAX_LENGTH } from '@huella/shared/constants';
import type { Product } from '@huella/shared/schemas/shop';
import { api, ApiError } from '../../../lib/api-client';
import { shopKeys } from './keys';

export const getProduct = (key: string, signal?: AbortSignal) =>
  api<Product>(`/shop/api/products/${encodeURIComponent(key)}/`, { signal });

/** What productKeyParamSchema accepts, without loading zod with the page. */
export const isProductKey = (key: string) =>
  key.length > 0 && key.length <= PRODUCT_SLUG_MAX_LENGTH && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key);

export function useProduct(key: string) {
  return useQuery({
    queryKey: shopKeys.product(key),
    queryFn: ({ signal }) => getProduct(key, signal),
    enabled: isProductKey(key),
    // A 404 (any 4xx) is an answer; a server error is tried once more.
    retry: (failures, error) => error instanceof ApiError && error.status >= 500 && failures < 1,
  });
}

/** The product's name once its page has loaded it (the breadcrumb's last step), else null. */
export function useLoadedProductName(key: string): string | null {
  const query = useQuery({
    queryKey: shopKeys.product(key),
    queryFn: ({ signal }) => getProduct(key, signal),
    // Only read what the page itself loads; never fetch for the crumb.
    enabled: false,
  });
  return key ? (query.data?.name ?? null) : null;
}
