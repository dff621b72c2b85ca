/**
 * Euros as staff type them ("12,95", "12", "1.250,00", "12.95") into whole
 * cents, read as text (never through floating point), and cents back into
 * what the field shows ("12,95"). Null when the text is not an amount.
 */
export function parseEurosToCents(raw: string): number | null {
  const value = raw.replace(/\s|\u00a0|€/g, '');
  if (!value) return null;
  let whole: string;
  let fraction = '';
  // With a comma, the comma is the decimal mark and dots group thousands.
  let match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(value);
  if (match) {
    whole = match[1]!.replace(/\./g, '');
    fraction = match[2] ?? '';
  } else {
    // Without one, a dot before one or two digits is a decimal mark ("12.95").
    match = /^(\d+)\.(\d{1,2})$/.exec(value);
    if (!match) return null;
    whole = match[1]!;
    fraction = match[2]!;
  }
  if (whole.length > 9) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1295 → "12,95" (what the field holds; the price shown is formatEuros's). */
export function centsToEurosInput(cents: number): string {
  const euros = Math.floor(cents / 100);
  return `${euros},${String(cents % 100).padStart(2, '0')}`;
}
