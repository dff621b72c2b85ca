/**
 * What the header's cart button says on every page (issue 16), in a file of
 * its own so that every page's code carries only these few strings; the
 * shop's screens say the rest in shop-screens.ts.
 */
const units = (count: number) => (count === 1 ? '1 producto' : `${count} productos`);

export const shopHeaderMessages = {
  cart: 'Carrito',
  /** The link's name: "Carrito, 3 productos" (no count when empty). */
  label: (count: number) => (count > 0 ? `Carrito, ${units(count)}` : 'Carrito'),
  short: (count: number) => (count > 99 ? '99+' : String(count)),
  merged: 'Hemos añadido a tu cuenta los productos que tenías en el carrito.',
} as const;
