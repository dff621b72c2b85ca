import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { petSchema } from '@huella/shared/schemas/pets';
import { responseSerializerCompiler, utf8 } from './response-serializer';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x/', httpStatus: '200' });
/** The serializer, its answer read back as text (compiled ones give bytes, zod's a string). */
const serializer = (schema: unknown, check = false) => {
  const write = responseSerializerCompiler({ check })(route(schema) as never);
  return (data: unknown) => String(write(data));
};

const card = z.object({
  id: z.number(),
  size: z.enum(['pequeño', 'grande']).nullable(),
  hidden: z.object({ at: z.string() }).nullable().optional(),
  tags: z.array(z.string()),
});

describe('the compiled response serializer', () => {
  it('writes only what the schema declares, as zod would', () => {
    const write = serializer(card);
    const value = {
      id: 1,
      size: null,
      tags: ['a"b'],
      password: 'secreta',
      hidden: { at: 'x', why: 1 },
    };
    expect(JSON.parse(write(value))).toEqual({
      id: 1,
      size: null,
      tags: ['a"b'],
      hidden: { at: 'x' },
    });
    expect(JSON.parse(write({ id: 2, size: 'pequeño', tags: [], hidden: null }))).toEqual({
      id: 2,
      size: 'pequeño',
      tags: [],
      hidden: null,
    });
  });

  it('keeps zod’s check where it is asked for: a wrong answer is an error, not a coerced value', () => {
    expect(() => serializer(card, true)({ id: '1', size: null, tags: [] })).toThrow();
    expect(serializer(card, true)({ id: 1, size: 'grande', tags: [] })).toBe(
      '{"id":1,"size":"grande","tags":[]}',
    );
  });

  it('writes a page of animals as zod’s serializer does', () => {
    const schema = z.array(petSchema);
    const pet = {
      id: 7,
      name: 'Luna',
      kind: 'perro',
      gender: 'hembra',
      race: 'Mestiza',
      birth: null,
      description: 'Tranquila.\n«Cariñosa»',
      shelter: 3,
      shelter_name: 'Refugio',
      city: 'Madrid',
      state: 'en_adopcion',
      sterilized: true,
      sickness: '',
      size: null,
      microchipped: false,
      chip_number: '941000024680135',
      vaccinated: true,
      good_with_children: null,
      good_with_dogs: true,
      good_with_cats: false,
      energy: 'alta',
      needs_garden: null,
      image: null,
      images: [
        {
          id: 1,
          url: 'media/a-800.webp',
          width: 800,
          height: 600,
          variants: { 400: 'a-400', 800: 'a-800', 1600: 'a-1600' },
        },
      ],
      published_at: '2026-11-01T00:00:00.000Z',
      renewed_at: '2026-11-01T00:00:00.000Z',
      expires_at: '2027-01-30T00:00:00.000Z',
      views: 0,
      imageUrl: null,
      descriptionOverview: 'Tranquila. «Cariñosa»',
      location: 'Madrid',
      characteristics: ['Perro'],
    };
    // check: true compares the compiled output with zod's and throws on any difference.
    expect(JSON.parse(serializer(schema, true)([pet, { ...pet, id: 8, size: 'grande' }]))).toEqual(
      schema.parse([pet, { ...pet, id: 8, size: 'grande' }]),
    );
  });

  it('gives the compiled answer as its UTF-8 bytes, whatever characters it holds', () => {
    const write = responseSerializerCompiler({ check: true })(route(card) as never);
    const body: unknown = write({ id: 1, size: 'pequeño', tags: ['«Luna…»', 'perro 🐕', '€'] });
    expect(Buffer.isBuffer(body)).toBe(true);
    const text = '{"id":1,"size":"pequeño","tags":["«Luna…»","perro 🐕","€"]}';
    expect(Buffer.compare(body as Buffer, Buffer.from(text))).toBe(0);
  });

  it('encodes text of any length as Buffer.from does', () => {
    const texts = [
      '',
      'ascii',
      'Cariñosa, «tranquila»',
      'Busca familia… “con jardín”',
      'a lone surrogate \ud83d and a pair 🐾',
      '…'.repeat(30_000),
      'ñ'.repeat(400_000),
    ];
    for (const text of [...texts, texts.join('')]) {
      const bytes = utf8(text);
      expect(bytes.equals(Buffer.from(text))).toBe(true);
      // Its own memory: the next answer does not overwrite it.
      utf8('x'.repeat(bytes.length));
      expect(bytes.toString()).toBe(Buffer.from(text).toString());
    }
  });

  it('leaves to zod what JSON Schema cannot say: a transform, a tuple', () => {
    const transformed = z.object({ at: z.date().transform((date) => date.toISOString()) });
    expect(serializer(transformed)({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
    const tuple = z.record(z.string(), z.tuple([z.unknown(), z.unknown()]));
    expect(serializer(tuple)({ name: ['Ana', { first: 'Ana' }] })).toBe(
      '{"name":["Ana",{"first":"Ana"}]}',
    );
  });
});
