/**
 * The detail page's photos: the main image (loaded first: eager, high fetch
 * priority) and thumbnails (lazy) that choose which photo is shown. Every
 * image has srcset/sizes from its variants and its width and height, so the
 * page never jumps. No photos: three placeholders (spec §2).
 */
import { useState } from 'react';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import type { Animal } from '@huella/shared/schemas/pets';
import { PetPhoto } from '../../../components/ui/pet-photo';

type AnimalImage = Animal['images'][number];

const detailText = adoptionsMessages.detail;
const PLACEHOLDERS = 3;

function Placeholder({ large = false }: { large?: boolean }) {
  return (
    <PetPhoto
      placeholderClassName={`flex items-center justify-center rounded-2xl bg-secondary/40 text-primary/35 ${
        large ? 'aspect-4/3' : 'aspect-square'
      }`}
      pawClassName={large ? 'size-20' : 'size-8'}
    />
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
      <div role="img" aria-label={detailText.noPhotos} className="space-y-3">
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
  return (
    <div className="space-y-3">
      <PetPhoto
        photo={current}
        sizes="(min-width: 1024px) 600px, 100vw"
        alt={detailText.photoAlt(name, selected + 1)}
        loading="eager"
        fetchPriority="high"
        className="aspect-4/3 w-full rounded-2xl bg-secondary/30 object-cover shadow-sm"
      />
      {images.length > 1 ? (
        <ul className="grid grid-cols-4 gap-3 sm:grid-cols-5" aria-label={detailText.gallery}>
          {images.map((image, index) => {
            return (
              <li key={image.url}>
                <button
                  type="button"
                  onClick={() => setSelected(index)}
                  aria-label={detailText.showPhoto(index + 1)}
                  aria-pressed={index === selected}
                  // A border, not an outer ring: the chosen photo keeps its place and size.
                  className={`block w-full overflow-hidden rounded-xl border-3 p-0.5 transition ${
                    index === selected
                      ? 'border-accent'
                      : 'border-transparent opacity-80 hover:opacity-100'
                  }`}
                >
                  <PetPhoto
                    photo={image}
                    sizes="120px"
                    loading="lazy"
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
