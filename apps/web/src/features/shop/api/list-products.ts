/**
 * GET /shop/api/products/?categoria=&page=&page_size= → one page of published
 * products, newest first, and the total (X-Total-Count).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SHOP_PAGE_SIZE } from '@huella/shared/constants';
import type { Product } from '@huella/shared/schemas/shop';
import { apiRequest } from '../../../lib/api-client';
import { shopKeys } from './keys';

export interface ProductListPage {
  products: Product[];
  total: number;
}

/** `params` are the API's names: `categoria`, `page`. */
export async function listProducts(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ProductListPage> {
  const search = new URLSearchParams({ ...params, page_size: String(SHOP_PAGE_SIZE) });
  const { data, headers } = await apiRequest<Product[]>(
    `/shop/api/products/?${search.toString()}`,
    {
      signal,
      auth: false,
    },
  );
  const total = Number(headers.get('x-total-count'));
  return { products: data, total: Number.isFinite(total) && total > 0 ? total : data.length };
}

export function useProducts(params: Record<string, string>) {
  return useQuery({
    queryKey: shopKeys.products(params),
    queryFn: ({ signal }) => listProducts(params, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
