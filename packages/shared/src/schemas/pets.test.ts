import { describe, expect, it } from 'vitest';
import { petPatchSchema, petWriteSchema } from './pets';

describe('announcement description', () => {
  const announcement = { name: 'Luna', kind: 'gato', shelter: 3 };

  it('is "Sin descripción" when left out, empty or blank (a form sends "")', () => {
    for (const description of [undefined, '', '   ']) {
      expect(petWriteSchema.parse({ ...announcement, description }).description).toBe(
        'Sin descripción',
      );
    }
  });

  it('keeps a description that is given, trimmed', () => {
    expect(
      petWriteSchema.parse({ ...announcement, description: ' Muy tranquila. ' }).description,
    ).toBe('Muy tranquila.');
  });

  it('is left unchanged by a PATCH that sends it empty', () => {
    expect(petPatchSchema.parse({ description: '' })).not.toHaveProperty('description', '');
    expect(petPatchSchema.parse({ description: '' }).description).toBeUndefined();
  });
});
