import { describe, expect, it } from 'vitest';
import { isValidCif, isValidNif, isValidTaxId, normalizeTaxId } from './tax-id';

describe('Spanish tax identifiers', () => {
  it('accepts NIFs and NIEs with their control letter and refuses a wrong one', () => {
    expect(isValidNif('12345678Z')).toBe(true);
    expect(isValidNif('12345678A')).toBe(false);
    expect(isValidNif('X1234567L')).toBe(true);
    expect(isValidNif('Y1234567X')).toBe(true);
    expect(isValidNif('Z1234567R')).toBe(true);
    expect(isValidNif('X1234567A')).toBe(false);
    expect(isValidNif('1234567Z')).toBe(false);
  });

  it('accepts CIFs with their control digit or letter and refuses a wrong one', () => {
    // An association (G) and a company (B), computed by hand.
    expect(isValidCif('G12345674')).toBe(true);
    expect(isValidCif('G1234567D')).toBe(true);
    expect(isValidCif('B12345674')).toBe(true);
    expect(isValidCif('B1234567D')).toBe(false);
    expect(isValidCif('G12345675')).toBe(false);
    expect(isValidCif('Q2826000H')).toBe(true);
    expect(isValidCif('Q28260008')).toBe(false);
  });

  it('reads what people type: spaces, dots, dashes and lower case', () => {
    expect(normalizeTaxId(' g-12.345.674 ')).toBe('G12345674');
    expect(isValidTaxId('g-12.345.674')).toBe(true);
    expect(isValidTaxId('12.345.678-z')).toBe(true);
    expect(isValidTaxId('no es un cif')).toBe(false);
  });
});
