import { describe, expect, it } from 'vitest';
import { centsToEurosInput, parseEurosToCents } from './euros';

describe('parseEurosToCents', () => {
  it.each([
    ['12,95', 1295],
    ['12', 1200],
    ['12,9', 1290],
    ['0,50', 50],
    [' 12,95 € ', 1295],
    ['1.250,00', 125000],
    ['1.250', 125000],
    ['12.95', 1295],
    ['0,07', 7],
    ['19,99', 1999],
    ['2000', 200000],
  ])('reads %s as %d cents', (raw, cents) => {
    expect(parseEurosToCents(raw)).toBe(cents);
  });

  it.each(['', 'doce', '12,955', '12,', ',5', '-3', '1,2,3', '12.9.5', '1e3', '12.345,6,7'])(
    'refuses %j',
    (raw) => {
      expect(parseEurosToCents(raw)).toBeNull();
    },
  );
});

describe('centsToEurosInput', () => {
  it('writes cents as the field shows them', () => {
    expect(centsToEurosInput(1295)).toBe('12,95');
    expect(centsToEurosInput(50)).toBe('0,50');
    expect(centsToEurosInput(125000)).toBe('1250,00');
  });
});
