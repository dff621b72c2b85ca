/**
 * The detail page's photos: the main image (loaded first: eager, high fetch
 * priority) and thumbnails (lazy) that choose which photo is shown. Every
 * image has srcset/sizes from its variants and its width and height, so the
 * page never jumps. No photos: three placeholders (spec §2).
 *
 * The main photo is a button that opens the lightbox on it: the photos at
 * full screen (the large variants, `sizes` 100vw), previous and next buttons,
 * the arrow keys and a horizontal swipe, a counter, Escape or "Cerrar" to
 * close; focus goes back to the main photo (modal-dialog.tsx). The photo
 * shown when it closes stays the main one.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronLeft, ChevronRight, Expand, X } from 'lucide-react';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import { petsMessages } from '@huella/shared/messages/pets';
import type { Animal } from '@huella/shared/schemas/pets';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { PetPhoto } from '../../../components/ui/pet-photo';

type AnimalImage = Animal['images'][number];

const detailText = adoptionsMessages.detail;
const lightboxText = petsMessages.animalPage.lightbox;
const PLACEHOLDERS = 3;
/** How far (px) a finger must travel sideways for a swipe to change the photo. */
const SWIPE_DISTANCE = 50;

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
  const [viewing, setViewing] = useState(false);

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

  const shown = Math.min(selected, images.length - 1);
  const current = images[shown]!;
  return (
    <div className="space-y-3">
      <div className="group relative">
        <PetPhoto
          photo={current}
          sizes="(min-width: 1024px) 600px, 100vw"
          alt={detailText.photoAlt(name, shown + 1)}
          loading="eager"
          fetchPriority="high"
          className="aspect-4/3 w-full rounded-2xl bg-secondary/30 object-cover shadow-sm"
        />
        {/* Over the whole photo (a press anywhere on it opens), beside it in the
            accessibility tree, so the photo keeps its own name. */}
        <button
          type="button"
          onClick={() => setViewing(true)}
          aria-haspopup="dialog"
          aria-label={lightboxText.open(name)}
          className="absolute inset-0 flex cursor-zoom-in items-end justify-end rounded-2xl p-3"
        >
          <span
            className="flex size-11 items-center justify-center rounded-full bg-white/90 text-primary shadow-md transition group-hover:scale-110"
            aria-hidden="true"
          >
            <Expand className="size-5" />
          </span>
        </button>
      </div>
      {images.length > 1 ? (
        <ul className="grid grid-cols-4 gap-3 sm:grid-cols-5" aria-label={detailText.gallery}>
          {images.map((image, index) => {
            return (
              <li key={image.url}>
                <button
                  type="button"
                  onClick={() => setSelected(index)}
                  aria-label={detailText.showPhoto(index + 1)}
                  aria-pressed={index === shown}
                  // A border, not an outer ring: the chosen photo keeps its place and size.
                  className={`block w-full overflow-hidden rounded-xl border-3 p-0.5 transition ${
                    index === shown
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
      {viewing ? (
        <Lightbox
          name={name}
          images={images}
          index={shown}
          onIndex={setSelected}
          onClose={() => setViewing(false)}
        />
      ) : null}
    </div>
  );
}

interface LightboxProps {
  name: string;
  images: AnimalImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

function Lightbox({ name, images, index, onIndex, onClose }: LightboxProps) {
  const total = images.length;
  const several = total > 1;
  // Round the ends: after the last photo comes the first again.
  const go = (step: number) => onIndex((index + step + total) % total);
  const swipe = useRef<{ pointer: number; x: number; y: number } | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (!several) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Mouse users have the buttons; a finger or a pen swipes.
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    swipe.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.pointer !== event.pointerId || !several) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  const arrow =
    'absolute top-1/2 z-10 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-primary shadow-lg transition hover:bg-white';

  return (
    <ModalDialog
      onClose={onClose}
      aria-label={lightboxText.label(name)}
      onKeyDown={onKeyDown}
      className="backdrop:bg-black/80"
    >
      {/* The dialog's own box is reset to transparent (modal-dialog.tsx): this is the dark stage. */}
      <div className="flex size-full flex-col bg-gray-950 text-white">
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <p className="text-sm font-semibold tabular-nums" aria-live="polite" aria-atomic="true">
            {lightboxText.counter(index + 1, total)}
          </p>
          <button
            type="button"
            onClick={onClose}
            data-autofocus
            className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 text-sm font-semibold text-white transition hover:bg-white/25"
          >
            <X className="size-5" aria-hidden="true" />
            {lightboxText.close}
          </button>
        </div>
        <div
          className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-4 select-none sm:px-20 sm:pb-8"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipe.current = null;
          }}
        >
          <PetPhoto
            // A new element per photo: the old one never shows while the next loads.
            key={images[index]!.url}
            photo={images[index]}
            sizes="100vw"
            alt={detailText.photoAlt(name, index + 1)}
            loading="eager"
            omitPhotoSize
            className="max-h-full max-w-full rounded-lg object-contain"
          />
          {several ? (
            <>
              <button
                type="button"
                onClick={() => go(-1)}
                aria-label={lightboxText.previous}
                className={`${arrow} left-2 sm:left-4`}
              >
                <ChevronLeft className="size-7" aria-hidden="true" />
              </button>
              <button
                type="button"
                onClick={() => go(1)}
                aria-label={lightboxText.next}
                className={`${arrow} right-2 sm:right-4`}
              >
                <ChevronRight className="size-7" aria-hidden="true" />
              </button>
            </>
          ) : null}
        </div>
      </div>
    </ModalDialog>
  );
}
