import { describe, expect, it } from 'vitest';
import { addressLine } from './address';

describe('addressLine', () => {
  it('adds the city unless the address already names it, accents and case aside', () => {
    expect(addressLine('Calle Mayor 1', 'Madrid')).toBe('Calle Mayor 1, Madrid');
    expect(addressLine('Camino de la Dehesa 12, 28049 Madrid', 'Madrid')).toBe(
      'Camino de la Dehesa 12, 28049 Madrid',
    );
    expect(addressLine('Plaza Mayor 2, 29001 MALAGA', 'Málaga')).toBe(
      'Plaza Mayor 2, 29001 MALAGA',
    );
    expect(addressLine('', 'Sevilla')).toBe('Sevilla');
    expect(addressLine('Calle Luna 3', '')).toBe('Calle Luna 3');
    expect(addressLine('', '')).toBe('');
  });
});
