import { describe, expect, it } from 'vitest';
import { imageSources } from './responsive-image';

const variants = (key: string) => ({
  '400': `media/pets/${key}-400.webp`,
  '800': `media/pets/${key}-800.webp`,
  '1600': `media/pets/${key}-1600.webp`,
});

describe('imageSources', () => {
  it('offers every variant at its width, the 800 px one as src', () => {
    const { src, srcSet } = imageSources({
      url: 'media/pets/a-800.webp',
      width: 1600,
      height: 1200,
      variants: variants('a'),
    });
    expect(src).toBe('/media/pets/a-800.webp');
    expect(srcSet).toBe(
      '/media/pets/a-400.webp 400w, /media/pets/a-800.webp 800w, /media/pets/a-1600.webp 1600w',
    );
  });

  it('says the real width of variants the pipeline could not enlarge', () => {
    // A 1200 px photo: the "1600" file is 1200 px wide.
    expect(
      imageSources({
        url: 'media/pets/b-800.webp',
        width: 1200,
        height: 900,
        variants: variants('b'),
      }).srcSet,
    ).toBe(
      '/media/pets/b-400.webp 400w, /media/pets/b-800.webp 800w, /media/pets/b-1600.webp 1200w',
    );
    // A 600 px photo: "800" and "1600" are both 600 px; the first one is enough.
    expect(
      imageSources({
        url: 'media/pets/c-800.webp',
        width: 600,
        height: 450,
        variants: variants('c'),
      }).srcSet,
    ).toBe('/media/pets/c-400.webp 400w, /media/pets/c-800.webp 600w');
  });

  it('falls back to the url when there are no variants', () => {
    expect(
      imageSources({ url: 'media/pets/d.webp', width: 800, height: 600, variants: {} }),
    ).toEqual({ src: '/media/pets/d.webp', srcSet: undefined });
  });
});
