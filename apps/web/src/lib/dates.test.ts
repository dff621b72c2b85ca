import { describe, expect, it, vi } from 'vitest';
import { dateFormat, formatDateTime, formatLongDate, formatShortDate, formatTime } from './dates';

describe('dates', () => {
  it('shows dates on Spain’s clock, whatever the device’s zone', () => {
    // 23:30 UTC on 31 December is already New Year in Madrid (UTC+1 in winter).
    expect(formatShortDate('2026-12-31T23:30:00Z')).toBe('1 ene 2027');
    expect(formatLongDate('2026-06-30T22:15:00Z')).toBe('1 de julio de 2026');
    expect(formatDateTime('2026-11-03T17:23:00Z')).toBe('3 nov 2026, 18:23');
    expect(formatTime('2026-07-03T17:23:00Z')).toBe('19:23');
  });

  it('builds a formatter on its first use only, and once', () => {
    const built: unknown[][] = [];
    const Original = Intl.DateTimeFormat;
    class Counted extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built.push(args);
      }
    }
    vi.stubGlobal('Intl', { DateTimeFormat: Counted });
    const format = dateFormat({ month: 'long', timeZone: 'UTC' });
    expect(built).toEqual([]);
    expect(format(new Date('2026-03-15T12:00:00Z'))).toBe('marzo');
    expect(format(new Date('2026-04-15T12:00:00Z'))).toBe('abril');
    expect(built).toEqual([['es-ES', { month: 'long', timeZone: 'UTC' }]]);
  });
});
