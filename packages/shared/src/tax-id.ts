/**
 * Spanish tax identifiers, checked as the Agencia Tributaria computes them:
 * a NIF of a person (8 digits and a control letter), a NIE (X, Y or Z, 7
 * digits and the same control letter) and a CIF of an organisation (a letter
 * for its form, 7 digits and a control digit or letter). Associations have
 * CIFs beginning with G; foundations with G too; a Particular gives a NIF/NIE.
 */

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

/** Upper case, without spaces, dots or dashes ("b-12.345.678" → "B12345678"). */
export function normalizeTaxId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** A person's NIF or NIE with the right control letter. */
export function isValidNif(value: string): boolean {
  const id = normalizeTaxId(value);
  const match = /^([XYZ]|\d)(\d{7})([A-Z])$/.exec(id);
  if (!match) return false;
  const [, first, rest, letter] = match as unknown as [string, string, string, string];
  const lead = first === 'X' ? '0' : first === 'Y' ? '1' : first === 'Z' ? '2' : first;
  return NIF_LETTERS[Number(lead + rest) % 23] === letter;
}

/** An organisation's CIF with the right control character. */
export function isValidCif(value: string): boolean {
  const id = normalizeTaxId(value);
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const [, form, digits, control] = match as unknown as [string, string, string, string];
  let sum = 0;
  for (const [index, char] of [...digits].entries()) {
    const digit = Number(char);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  const check = (10 - (sum % 10)) % 10;
  const asDigit = String(check);
  const asLetter = CIF_CONTROL_LETTERS[check]!;
  // Forms that are never companies use a letter; those that always are, a digit.
  if ('KPQRSNW'.includes(form)) return control === asLetter;
  if ('ABEH'.includes(form)) return control === asDigit;
  return control === asDigit || control === asLetter;
}

/** A CIF, NIF or NIE. */
export function isValidTaxId(value: string): boolean {
  return isValidCif(value) || isValidNif(value);
}
