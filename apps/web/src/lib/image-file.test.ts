import { describe, expect, it } from 'vitest';
import { imageFileError } from './image-file';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'foto', { type });

describe('imageFileError', () => {
  it('accepts JPG, PNG, GIF and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(imageFileError(file(type, 5 * 1024 * 1024)), type).toBeUndefined();
    }
  });

  it('refuses other types, SVG included, with the spec’s message', () => {
    for (const type of ['image/svg+xml', 'application/pdf', '']) {
      expect(imageFileError(file(type, 10)), type).toBe(
        'Por favor selecciona un archivo de imagen válido (jpg, png, etc.)',
      );
    }
  });

  it('refuses more than 5 MB with the spec’s message', () => {
    expect(imageFileError(file('image/png', 5 * 1024 * 1024 + 1))).toBe(
      'La imagen es demasiado grande. El tamaño máximo es 5MB.',
    );
  });
});
