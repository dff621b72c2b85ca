/**
 * The detail page's photos: the main image (loaded first: eager, high fetch
 * priority) and thumbnails (lazy) that choose which photo is shown. Every
 * image has srcset/sizes from its variants and its width and height, so the
 * page never jumps. No photos: three placeholders (spec §2).
 */
import { useState } from 'react';
import { PawPrint } from 'lucide-react';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import type { AnimalImage } from '../types';
import { imageSources } from '../../../lib/responsive-image';

const m = adoptionsMessages.detail;
const PLACEHOLDERS = 3;

function Placeholder({ large = false }: { large?: boolean }) {
  return (
    <div
      className={`flex items-center justify-center rounded-2xl bg-secondary/40 text-primary/35 ${
        large ? 'aspect-4/3' : 'aspect-square'
      }`}
    >
      <PawPrint className={large ? 'size-20' : 'size-8'} aria-hidden="true" />
    </div>
  );
}

interface AnimalGalleryProps {
  name: string;
  images: AnimalImage[];
}

export function AnimalGallery({ name, images }: AnimalGalleryProps) {
  const [selected, setSelected] = useState(0);

  if (images.length === 0) {
    return (
      <div role="img" aria-label={m.noPhotos} className="space-y-3">
        <Placeholder large />
        <ul className="grid grid-cols-3 gap-3" data-testid="gallery-placeholders">
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <li key={index}>
              <Placeholder />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const current = images[Math.min(selected, images.length - 1)]!;
  const main = imageSources(current);
  return (
    <div className="space-y-3">
      <img
        src={main.src}
        srcSet={main.srcSet}
        sizes="(min-width: 1024px) 600px, 100vw"
        width={current.width}
        height={current.height}
        alt={m.photoAlt(name, selected + 1)}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className="aspect-4/3 w-full rounded-2xl bg-secondary/30 object-cover shadow-sm"
      />
      {images.length > 1 ? (
        <ul className="grid grid-cols-4 gap-3 sm:grid-cols-5" aria-label={m.gallery}>
          {images.map((image, index) => {
            const thumb = imageSources(image);
            return (
              <li key={image.url}>
                <button
                  type="button"
                  onClick={() => setSelected(index)}
                  aria-label={m.showPhoto(index + 1)}
                  aria-pressed={index === selected}
                  // A border, not an outer ring: the chosen photo keeps its place and size.
                  className={`block w-full overflow-hidden rounded-xl border-3 p-0.5 transition ${
                    index === selected
                      ? 'border-accent'
                      : 'border-transparent opacity-80 hover:opacity-100'
                  }`}
                >
                  <img
                    src={thumb.src}
                    srcSet={thumb.srcSet}
                    sizes="120px"
                    width={image.width}
                    height={image.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
