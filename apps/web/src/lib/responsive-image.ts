/**
 * `src` and `srcset` for a stored photo from its WebP variants (400/800/1600
 * px wide, paths under the API base). The pipeline never upscales, so a
 * variant is as wide as its name or as the photo, whichever is smaller: the
 * `w` descriptors say the real width, or the browser would pick a file for
 * pixels it does not have. Shared by the catalogue and Mi cuenta.
 */
import { IMAGE_VARIANT_WIDTHS } from '@huella/shared/constants';
import { apiUrl } from './api-client';

export interface StoredImage {
  /** The default variant's path. */
  url: string;
  /** Width and height of the largest variant. */
  width: number;
  height: number;
  variants: Partial<Record<'400' | '800' | '1600', string>>;
}

export function imageSources(image: StoredImage): { src: string; srcSet: string | undefined } {
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const path = image.variants[String(width) as '400' | '800' | '1600'];
    const real = image.width > 0 ? Math.min(width, image.width) : width;
    // A small photo makes two variants of the same width: offer it once.
    if (!path || seen.has(real)) continue;
    seen.add(real);
    entries.push(`${apiUrl(path)} ${real}w`);
  }
  const src = apiUrl(image.variants['800'] ?? image.url);
  return { src, srcSet: entries.length ? entries.join(', ') : undefined };
}
