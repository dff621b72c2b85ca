import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.UTC(2026, 10, 24, 15, 0, 0);
const ago = (ms: number) => relativeTime(NOW - ms, NOW);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('counts days, singular and plural', () => {
    expect(ago(DAY)).toBe('hace 1 día');
    expect(ago(3 * DAY + 5 * HOUR)).toBe('hace 3 días');
    expect(ago(400 * DAY)).toBe('hace 400 días');
  });

  it('counts hours below a day', () => {
    expect(ago(HOUR)).toBe('hace 1 hora');
    expect(ago(3 * HOUR + 59 * MINUTE)).toBe('hace 3 horas');
    expect(ago(DAY - SECOND)).toBe('hace 23 horas');
  });

  it('counts minutes below an hour', () => {
    expect(ago(MINUTE)).toBe('hace 1 minuto');
    expect(ago(2 * MINUTE)).toBe('hace 2 minutos');
    expect(ago(HOUR - SECOND)).toBe('hace 59 minutos');
  });

  it('counts seconds below a minute, never zero or less', () => {
    expect(ago(SECOND)).toBe('hace 1 segundo');
    expect(ago(45 * SECOND + 900)).toBe('hace 45 segundos');
    expect(ago(0)).toBe('hace 1 segundo');
    // The device's clock a little behind the server's.
    expect(ago(-5 * SECOND)).toBe('hace 1 segundo');
  });
});
