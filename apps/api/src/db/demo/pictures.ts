/**
 * Photos for the demo animals, drawn rather than downloaded: each one is an
 * SVG scene (picture-scenes.ts) with the animal in one of its poses
 * (picture-animals.ts), a collar and a toy, rasterised with sharp into a
 * 1200 × 900 JPEG — the kind of file a shelter uploads. A seeded generator
 * makes every run draw the same pictures, so the demo looks the same on
 * every machine.
 */
import type { DemoAnimal } from './animals';
import { COATS, DRAWINGS, drawingScale, POSES, PORTRAIT_GROUND } from './picture-animals';
import { pick, seeded, varyCoat, type Random } from './picture-parts';
import { SCENES, type SceneName } from './picture-scenes';

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 900;

const COLLARS = ['#c2410c', '#0f2a3d', '#2563eb', '#16a34a', '#db2777', '#7c3aed'];
const TAGS = ['#fbbf24', '#e5e7eb', '#f97316'];

/** Settings for animals on the ground, and for birds (which perch anywhere but a sofa). */
const GROUND_SCENES: readonly SceneName[] = ['livingRoom', 'garden', 'sofa', 'park', 'studio'];
const BIRD_SCENES: readonly SceneName[] = ['treetop', 'livingRoom', 'garden', 'park', 'studio'];

/** How large a dog of each size is drawn, relative to a medium one. */
const SIZE_SCALE = { pequeño: 0.86, mediano: 1, grande: 1.08 } as const;

/**
 * What one photo shows: the pose and the setting. Both follow the catalogue
 * position, so neighbouring cards (the catalogue lists animals in that
 * order within a kind) never repeat a pose or a setting, and an animal's
 * second and third photos show it another way somewhere else.
 */
export function photoPlan(animal: DemoAnimal, index: number, photo: number) {
  const poses = POSES[animal.species];
  const scenes = animal.kind === 'ave' ? BIRD_SCENES : GROUND_SCENES;
  return {
    pose: poses[(index + photo * 3) % poses.length]!,
    scene: scenes[(index * 2 + photo) % scenes.length]!,
  };
}

/** A toy that suits the animal, beside it on the floor. */
function toy(animal: DemoAnimal, random: Random, x: number) {
  const y = 790;
  switch (animal.species) {
    case 'perro':
      return random() > 0.5
        ? `<circle cx="${x}" cy="${y - 34}" r="34" fill="#fbbf24"/><path d="M${x - 30} ${y - 50}q30 20 60 0M${x - 30} ${y - 18}q30-20 60 0" stroke="#fff" stroke-width="5" fill="none"/>`
        : `<g transform="translate(${x} ${y - 20}) rotate(-12)"><rect x="-60" y="-12" width="120" height="24" rx="12" fill="#fff"/><circle cx="-60" cy="-14" r="18" fill="#fff"/><circle cx="-60" cy="14" r="18" fill="#fff"/><circle cx="60" cy="-14" r="18" fill="#fff"/><circle cx="60" cy="14" r="18" fill="#fff"/></g>`;
    case 'gato':
      return `<circle cx="${x}" cy="${y - 30}" r="30" fill="#ef4444"/><path d="M${x - 26} ${y - 42}q26 10 52-4M${x - 28} ${y - 26}q28 12 56-2M${x - 20} ${y - 12}q20 8 40 0" stroke="#b91c1c" stroke-width="3" fill="none"/><path d="M${x + 28} ${y - 26}q60 10 80 40" stroke="#ef4444" stroke-width="3" fill="none"/>`;
    case 'conejo':
    case 'cobaya':
      return `<g transform="translate(${x} ${y - 20}) rotate(${random() > 0.5 ? 20 : -20})"><path d="M-60 0c20-20 100-16 120 0-20 16-100 20-120 0z" fill="#f97316"/><path d="M60 0l30-20M60 0l34 4M60 0l26 22" stroke="#16a34a" stroke-width="8" stroke-linecap="round"/></g>`;
    case 'tortuga':
      return `<g transform="translate(${x} ${y - 14})"><path d="M-50 0c0-40 40-60 80-50-10 40-40 60-80 50z" fill="#84cc16"/><circle cx="44" cy="-6" r="16" fill="#f472b6"/><circle cx="44" cy="-6" r="6" fill="#fbbf24"/></g>`;
    case 'huron':
      return `<g transform="translate(${x} ${y - 30})"><rect x="-70" y="-30" width="140" height="60" rx="30" fill="#7c3aed"/><ellipse cx="-70" cy="0" rx="14" ry="30" fill="#4c1d95"/></g>`;
    default:
      return `<g transform="translate(${x} ${y - 40})"><circle r="28" fill="none" stroke="#f97316" stroke-width="6"/><circle cy="34" r="8" fill="#fbbf24"/></g>`;
  }
}

/** The SVG of one photo of one animal; `index` is the animal's place in the catalogue. */
export function drawAnimalPhoto(animal: DemoAnimal, index: number, photo: number): string {
  const random = seeded(index * 7919 + photo * 104729 + 17);
  const { pose, scene } = photoPlan(animal, index, photo);
  const background = SCENES[scene](random);
  // Fixed per animal, not per photo: the same ears, markings and coat in every photo.
  const own = seeded(index * 2654435761);
  const variant = own();
  const coat = varyCoat(COATS[animal.look.coat], own() * 2 - 1);
  const perched = animal.kind === 'ave';
  const portrait = pose === 'portrait';
  const sideways = pose === 'standing' || pose === 'lying';
  const spread = portrait ? 0 : sideways ? 40 : 160;
  const offset = photo === 0 ? 0 : (random() > 0.5 ? 1 : -1) * (spread * (0.6 + random() * 0.4));
  const x = 600 + offset;
  const y = portrait ? PORTRAIT_GROUND[animal.species]! : perched ? 640 : 790;
  const size = animal.kind === 'perro' && animal.size ? SIZE_SCALE[animal.size] : 1;
  const scale =
    drawingScale(animal.species, pose) * size * (photo === 0 ? 1 : 0.92 + random() * 0.1);
  // A head in profile faces left more often than not: cards put their
  // favourite button in the top right corner, where it would cover the face.
  const profile = sideways || (animal.species === 'perro' && pose === 'sitting');
  const flip = profile ? (random() < 0.7 ? -1 : 1) : random() > 0.6 ? -1 : 1;
  const drawing = DRAWINGS[animal.species]({
    coat,
    pose,
    variant,
    race: animal.race,
    collar: pick(random, COLLARS),
    tag: pick(random, TAGS),
  });
  const toyX = offset > 0 ? 170 : 1030;
  const showToy = photo > 0 && !perched && !portrait;
  const width = sideways ? 150 : 95;
  const shadow =
    perched || portrait
      ? ''
      : `<ellipse cx="${x}" cy="${y}" rx="${scale * width}" ry="${scale * 12}" fill="#0f2a3d" opacity="0.18"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">
    ${background}
    ${shadow}
    <g transform="translate(${x} ${y}) scale(${flip * scale} ${scale})">${drawing}</g>
    ${showToy ? toy(animal, random, toyX) : ''}
    <defs><radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient></defs>
    <rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#vignette)"/>
  </svg>`;
}

/** The animal's photos as JPEG files, 1 to 3 of them, always the same bytes for the same animal. */
export async function renderAnimalPhotos(animal: DemoAnimal, index: number): Promise<Buffer[]> {
  // Loaded here, not at start-up: only a first start that seeds draws photos.
  const { default: sharp } = await import('sharp');
  // Plain libjpeg, not mozjpeg: the file only feeds storeImage, which keeps
  // WebP variants, and mozjpeg's smaller output took twice the seed time.
  return Promise.all(
    Array.from({ length: animal.look.photos }, (_, photo) =>
      sharp(Buffer.from(drawAnimalPhoto(animal, index, photo)))
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
}
