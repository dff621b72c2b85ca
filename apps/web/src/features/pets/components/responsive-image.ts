/** srcset/src for a stored photo: its WebP variants (400/800/1600 px wide) under the API base. */
import { IMAGE_VARIANT_WIDTHS } from '@huella/shared/constants';
import { apiUrl } from '../../../lib/api-client';
import type { AnimalImage } from '../types';

export function imageSources(image: AnimalImage): { src: string; srcSet: string | undefined } {
  const entries = IMAGE_VARIANT_WIDTHS.flatMap((width) => {
    const path = image.variants[String(width) as '400' | '800' | '1600'];
    return path ? [`${apiUrl(path)} ${width}w`] : [];
  });
  const src = apiUrl(image.variants['800'] ?? image.url);
  return { src, srcSet: entries.length ? entries.join(', ') : undefined };
}
