/** The shop's own query keys, under ['shop'] (the account's cart key is in lib/query-keys.ts). */
export const shopKeys = {
  all: ['shop'] as const,
  products: (params: Record<string, string>) => ['shop', 'products', params] as const,
  product: (key: string) => ['shop', 'product', key] as const,
  shelters: ['shop', 'shelters'] as const,
  quote: (lines: unknown) => ['shop', 'quote', lines] as const,
};
