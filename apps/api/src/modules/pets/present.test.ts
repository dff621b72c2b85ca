import { describe, expect, it } from 'vitest';
import { overview, presentAnimal, presentPet } from './present';
import type { PetRow } from './repository';

/** The overview as it was written first: the whole description collapsed, then cut. */
function wholeOverview(description: string, length = 150): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > length / 2 ? cut.slice(0, boundary) : text.slice(0, length)).replace(/[\s.,;:]+$/, '')}…`;
}

const row: PetRow = {
  id: 7,
  shelterId: 3,
  name: 'Luna',
  kind: 'perro',
  gender: 'hembra',
  race: 'Mestiza',
  birth: null,
  description: 'Tranquila.',
  state: 'en_adopcion',
  sterilized: true,
  sickness: '',
  size: null,
  microchipped: true,
  chipNumber: '941000024680135',
  vaccinated: false,
  goodWithChildren: null,
  goodWithDogs: true,
  goodWithCats: false,
  energy: 'alta',
  needsGarden: true,
  viewCount: 4,
  publishedAt: new Date('2026-11-01T10:00:00Z'),
  renewedAt: new Date('2026-11-01T10:00:00Z'),
  expiresAt: new Date('2027-01-30T10:00:00Z'),
  hiddenAt: null,
  hiddenReason: '',
  shelterName: 'Refugio',
  shelterKind: 'Protectora',
  shelterVerified: true,
  city: 'Madrid',
};
const photos = [{ id: 1, storageKey: 'pets/abc', width: 800, height: 600 }];

describe('overview', () => {
  it('reads only the start of a long description, and gives what the whole would', () => {
    const word = 'cariñosa ';
    const cases = [
      word.repeat(400),
      `  ${word.repeat(16)}${' '.repeat(700)}${word.repeat(100)}`,
      `${'a'.repeat(151)} ${word.repeat(300)}`,
      `${word.repeat(17)}\n\n\t ${word.repeat(300)}`,
      `${' '.repeat(5000)}Luna`,
      `${'x '.repeat(76)}${' '.repeat(3000)}y`,
      'Corta.',
    ];
    for (let shift = 0; shift < 12; shift++)
      cases.push(`${'ab '.repeat(shift)}${word.repeat(200)}`);
    for (const description of cases) expect(overview(description)).toBe(wholeOverview(description));
  });

  it('collapses every kind of white space as the whole text would, on random descriptions', () => {
    // Spaces as `\s` reads them (tab, line breaks, no-break, ideographic, byte order mark…), punctuation, accents.
    const alphabet = [
      'a',
      'ñ',
      'É',
      '.',
      ',',
      ';',
      ':',
      ' ',
      ' ',
      '\n',
      '\t',
      '\u00a0',
      '\u2028',
      '\u3000',
      '\ufeff',
      '\u200b',
      '😀',
    ];
    let seed = 20_261_128;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 2_000; n++) {
      const length = Math.floor(next() * 400);
      let description = '';
      for (let i = 0; i < length; i++)
        description += alphabet[Math.floor(next() * alphabet.length)];
      expect(overview(description)).toBe(wholeOverview(description));
    }
  });
});

describe('presentPet and presentAnimal', () => {
  it('give the chip number and the hidden state only to those allowed', () => {
    const open = presentPet(row, photos, { showChipNumber: false, publicUrl: 'https://h.es' });
    expect(open).not.toHaveProperty('chip_number');
    expect(open).not.toHaveProperty('hidden');
    const managed = presentPet(row, photos, {
      showChipNumber: true,
      publicUrl: 'https://h.es',
      managed: true,
    });
    expect(managed).toMatchObject({ chip_number: '941000024680135', hidden: null });
    expect(managed.images[0]!.variants).toEqual({
      400: 'media/pets/abc-400.webp',
      800: 'media/pets/abc-800.webp',
      1600: 'media/pets/abc-1600.webp',
    });
    expect(managed.imageUrl).toBe('https://h.es/media/pets/abc-800.webp');
  });

  it('gives a visitor the photos without their ids', () => {
    const animal = presentAnimal(row, photos, 'https://h.es');
    expect(animal.images).toEqual([
      {
        url: 'media/pets/abc-800.webp',
        width: 800,
        height: 600,
        variants: {
          400: 'media/pets/abc-400.webp',
          800: 'media/pets/abc-800.webp',
          1600: 'media/pets/abc-1600.webp',
        },
      },
    ]);
    expect(animal).toMatchObject({ image: 'media/pets/abc-800.webp', location: 'Madrid' });
  });
});
