import { describe, expect, it } from 'vitest';
import { SHIPPING_FLAT_CENTS } from './constants';
import { formatEuros, orderTotals, vatIncluded } from './money';

describe('formatEuros', () => {
  it.each([
    [1295, '12,95 €'],
    [0, '0,00 €'],
    [5, '0,05 €'],
    [100, '1,00 €'],
    [125000, '1.250,00 €'],
    [123456789, '1.234.567,89 €'],
    [-500, '-5,00 €'],
  ])('%i cents read %s', (cents, text) => {
    expect(formatEuros(cents)).toBe(text);
  });

  it('refuses what is not whole cents', () => {
    expect(() => formatEuros(1.5)).toThrow(RangeError);
  });
});

describe('orderTotals', () => {
  it('charges flat shipping under the threshold and none from it', () => {
    const small = orderTotals([
      { kind: 'producto', unitPriceCents: 1295, vatRate: 21, quantity: 2 },
    ]);
    expect(small.shippingCents).toBe(SHIPPING_FLAT_CENTS);
    expect(small.totalCents).toBe(2590 + SHIPPING_FLAT_CENTS);
    const big = orderTotals([{ kind: 'producto', unitPriceCents: 2500, vatRate: 21, quantity: 2 }]);
    expect(big.shippingCents).toBe(0);
    expect(big.totalCents).toBe(5000);
  });

  it('never ships a donation nor counts it towards free shipping', () => {
    const donation = orderTotals([
      { kind: 'donacion', unitPriceCents: 10000, vatRate: 0, quantity: 1 },
    ]);
    expect(donation).toMatchObject({
      shippingCents: 0,
      needsShipping: false,
      vatCents: 0,
      totalCents: 10000,
    });
    const mixed = orderTotals([
      { kind: 'donacion', unitPriceCents: 10000, vatRate: 0, quantity: 1 },
      { kind: 'producto', unitPriceCents: 1000, vatRate: 21, quantity: 1 },
    ]);
    expect(mixed.shippingCents).toBe(SHIPPING_FLAT_CENTS);
    expect(mixed.donationsCents).toBe(10000);
  });

  it('reads the IVA inside a gross price', () => {
    expect(vatIncluded(1210, 21)).toBe(210);
    expect(vatIncluded(1100, 10)).toBe(100);
    expect(vatIncluded(1000, 0)).toBe(0);
  });
});
