/**
 * The blog list's address: `?categoria=…&etiqueta=…&pagina=2` (Spanish, like
 * the catalogue's; an older `page` is read too). Read once into the filters
 * and the page, and written back by the chips, which start again at page 1.
 */
export interface BlogFilters {
  categoria: string;
  etiqueta: string;
}

export function readBlogAddress(params: URLSearchParams): BlogFilters & { page: number } {
  const raw = params.get('pagina') ?? params.get('page') ?? '1';
  const page = /^\d{1,6}$/.test(raw.trim()) ? Math.max(1, Number(raw.trim())) : 1;
  return {
    categoria: params.get('categoria')?.trim() ?? '',
    etiqueta: params.get('etiqueta')?.trim() ?? '',
    page,
  };
}

/** The API's names for what the address asks. */
export function blogApiParams({ categoria, etiqueta, page }: BlogFilters & { page: number }) {
  const params: Record<string, string> = {};
  if (categoria) params.categoria = categoria;
  if (etiqueta) params.etiqueta = etiqueta;
  if (page > 1) params.page = String(page);
  return params;
}

/** /blog with these filters, at page 1. */
export function blogHref({ categoria, etiqueta }: BlogFilters): string {
  const params = new URLSearchParams();
  if (categoria) params.set('categoria', categoria);
  if (etiqueta) params.set('etiqueta', etiqueta);
  const search = params.toString();
  return search ? `/blog?${search}` : '/blog';
}

/** Terms compare as people read them: case and accents aside. */
export const sameTerm = (a: string, b: string) =>
  a.localeCompare(b, 'es', { sensitivity: 'base' }) === 0;
