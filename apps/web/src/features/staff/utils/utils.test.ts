import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './datetime';
import { normaliseLinkHref } from './links';

describe('normaliseLinkHref', () => {
  it.each([
    ['https://huella.es/blog', 'https://huella.es/blog'],
    ['huella.es', 'https://huella.es'],
    ['/adopciones', '/adopciones'],
    ['mailto:hola@huella.es', 'mailto:hola@huella.es'],
    ['  http://ejemplo.es  ', 'http://ejemplo.es'],
  ])('keeps %s as %s', (raw, expected) => {
    expect(normaliseLinkHref(raw)).toBe(expected);
  });

  it.each([
    '',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example.com',
    'localhost',
    'mailto:nadie',
  ])('refuses %s', (raw) => {
    expect(normaliseLinkHref(raw)).toBeNull();
  });
});

describe('datetime-local and ISO', () => {
  it('writes the device’s clock with its offset, the same instant', () => {
    const iso = localInputToIso('2030-05-01T09:30')!;
    expect(iso).toMatch(/^2030-05-01T09:30:00[+-]\d\d:\d\d$/);
    expect(new Date(iso).getTime()).toBe(new Date(2030, 4, 1, 9, 30).getTime());
    expect(isoToLocalInput(iso)).toBe('2030-05-01T09:30');
  });

  it('refuses what is not a date and time', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2030-02-31T10:00')).toBeNull();
    expect(localInputToIso('mañana')).toBeNull();
    expect(isoToLocalInput('nunca')).toBe('');
  });
});
