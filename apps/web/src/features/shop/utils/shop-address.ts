/**
 * The shop's address: `/tienda?categoria=accesorios&pagina=2`, read without
 * zod (the page stays light). An unknown category is no filter.
 */
import { SHOP_CATEGORIES, type ShopCategory } from '@huella/shared/constants';

export interface ShopAddress {
  categoria: ShopCategory | '';
  page: number;
}

export const isShopCategory = (value: string): value is ShopCategory =>
  (SHOP_CATEGORIES as readonly string[]).includes(value);

export function readShopAddress(params: URLSearchParams): ShopAddress {
  const raw = (params.get('pagina') ?? params.get('page') ?? '1').trim();
  const page = /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  const categoria = params.get('categoria')?.trim() ?? '';
  return { categoria: isShopCategory(categoria) ? categoria : '', page };
}

/** The API's names for what the address asks. */
export function shopApiParams({ categoria, page }: ShopAddress): Record<string, string> {
  const params: Record<string, string> = {};
  if (categoria) params.categoria = categoria;
  if (page > 1) params.page = String(page);
  return params;
}

/** /tienda for a category, at page 1. */
export const shopHref = (categoria: ShopCategory | '') =>
  categoria ? `/tienda?categoria=${categoria}` : '/tienda';
