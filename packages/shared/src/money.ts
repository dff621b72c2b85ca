/**
 * Money in the shop (issue 16): integer cents of euros, IVA included, shown
 * the Spanish way ("12,95 €", "1.250,00 €") by one helper everywhere — the
 * screens, the API's messages and the mails. The space before the sign is a
 * plain space (the screens keep a price on one line with CSS).
 */
import { SHIPPING_FLAT_CENTS, SHIPPING_FREE_FROM_CENTS, type ProductKind } from './constants';

/** "12,95 €" from 1295; negative amounts get a leading minus ("-5,00 €"). */
export function formatEuros(cents: number): string {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`formatEuros: ${cents} is not whole cents`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const euros = Math.floor(absolute / 100).toString();
  const rest = (absolute % 100).toString().padStart(2, '0');
  // Spanish groups thousands with a dot only from five digits on (RAE: 1250, 12.500);
  // prices read better grouped always, as shops in Spain print them: 1.250,00 €.
  const grouped = euros.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${grouped},${rest} €`;
}

/** The IVA inside a price that includes it, rounded to the cent. */
export function vatIncluded(grossCents: number, ratePercent: number): number {
  if (ratePercent <= 0) return 0;
  return Math.round(grossCents - grossCents / (1 + ratePercent / 100));
}

export interface PricedLine {
  kind: ProductKind;
  unitPriceCents: number;
  vatRate: number;
  quantity: number;
}

export interface OrderTotals {
  /** Goods and donations, IVA included. */
  subtotalCents: number;
  /** Goods only (what counts towards free shipping). */
  goodsCents: number;
  donationsCents: number;
  /** 0 when nothing is shipped or goods reach SHIPPING_FREE_FROM_CENTS. */
  shippingCents: number;
  totalCents: number;
  /** IVA included in the total (goods and shipping at 21 %). */
  vatCents: number;
  /** Whether anything in the order is shipped (an address is needed). */
  needsShipping: boolean;
}

/** One rule for the cart, the checkout, the order and its mail. */
export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  let goodsCents = 0;
  let donationsCents = 0;
  let vatCents = 0;
  for (const line of lines) {
    const amount = line.unitPriceCents * line.quantity;
    if (line.kind === 'donacion') donationsCents += amount;
    else goodsCents += amount;
    vatCents += vatIncluded(amount, line.vatRate);
  }
  const needsShipping = lines.some((line) => line.kind === 'producto' && line.quantity > 0);
  const shippingCents =
    needsShipping && goodsCents < SHIPPING_FREE_FROM_CENTS ? SHIPPING_FLAT_CENTS : 0;
  vatCents += vatIncluded(shippingCents, 21);
  const subtotalCents = goodsCents + donationsCents;
  return {
    subtotalCents,
    goodsCents,
    donationsCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
    vatCents,
    needsShipping,
  };
}
