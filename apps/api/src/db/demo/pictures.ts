/**
 * Photos for the demo animals, drawn rather than downloaded: each one is an
 * SVG scene (a living room, a garden or a studio backdrop) with the animal,
 * a collar and a toy, rasterised with sharp into a 1200 × 900 JPEG — the
 * kind of file a shelter uploads. A seeded generator makes every run draw
 * the same pictures, so the demo looks the same on every machine.
 */
import type { DemoAnimal } from './animals';
import { COATS, DRAWINGS, SPECIES_SCALE } from './picture-animals';

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 900;

/** mulberry32: small, fast and good enough to vary pictures. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof seeded>;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

const WALLS = ['#bfe3f7', '#fde7c8', '#d9f0e3', '#f6d9e4', '#e6e0f8', '#fff1c1'];
const FLOORS = ['#c99a6b', '#b7835a', '#d8b48a', '#9fb4c7'];
const RUGS = ['#f97316', '#0f2a3d', '#fbbf24', '#7cc4ea', '#c2410c'];
const SKIES = [
  ['#7cc4ea', '#e0f2fe'],
  ['#93c5fd', '#fef3c7'],
  ['#a5d8f3', '#fde68a'],
];
const COLLARS = ['#c2410c', '#0f2a3d', '#2563eb', '#16a34a', '#db2777', '#7c3aed'];
const TAGS = ['#fbbf24', '#e5e7eb', '#f97316'];

const PAW =
  'M0 0c-7 0-13 6-13 11 0 4 4 6 8 6 2 0 3-1 5-1s3 1 5 1c4 0 8-2 8-6 0-5-6-11-13-11z' +
  'M-11-9a3.6 4.6 0 1 0 0.01 0zM-4.5-15a3.6 4.8 0 1 0 0.01 0zM4.5-15a3.6 4.8 0 1 0 0.01 0z' +
  'M11-9a3.6 4.6 0 1 0 0.01 0z';
const HEART = 'M0-4C0-10-10-11-10-3c0 7 10 11 10 15 0-4 10-8 10-15C10-11 0-10 0-4z';

function livingRoom(random: Random) {
  const wall = pick(random, WALLS);
  const floor = pick(random, FLOORS);
  const rug = pick(random, RUGS);
  const windowX = 120 + Math.floor(random() * 700);
  return `
    <rect width="1200" height="900" fill="${wall}"/>
    <rect x="${windowX}" y="110" width="280" height="320" rx="18" fill="#fff"/>
    <rect x="${windowX + 16}" y="126" width="248" height="288" rx="10" fill="#cde9f8"/>
    <circle cx="${windowX + 200}" cy="190" r="34" fill="#fde68a"/>
    <path d="M${windowX + 16} 360q70-60 130-20t118-30v104h-248z" fill="#a7d7a0"/>
    <path d="M${windowX + 140} 126v288M${windowX + 16} 270h248" stroke="#fff" stroke-width="12"/>
    <rect y="640" width="1200" height="260" fill="${floor}"/>
    <path d="M0 640h1200" stroke="#00000022" stroke-width="6"/>
    <path d="M0 720h1200M0 810h1200" stroke="#00000014" stroke-width="3"/>
    <ellipse cx="600" cy="775" rx="430" ry="70" fill="${rug}" opacity="0.9"/>
    <ellipse cx="600" cy="775" rx="380" ry="52" fill="none" stroke="#ffffff55" stroke-width="6" stroke-dasharray="18 14"/>
    ${random() > 0.4 ? plant(random() > 0.5 ? 120 : 1060, 640) : ''}`;
}

function plant(x: number, y: number) {
  return `
    <path d="M${x - 46} ${y - 90}h92l-14 90h-64z" fill="#c2410c"/>
    <rect x="${x - 52}" y="${y - 100}" width="104" height="18" rx="6" fill="#9a3412"/>
    <path d="M${x} ${y - 100}c-60-40-70-120-40-170 20 40 40 100 40 170z" fill="#16a34a"/>
    <path d="M${x} ${y - 100}c50-50 90-110 70-180-30 40-60 100-70 180z" fill="#22c55e"/>
    <path d="M${x} ${y - 100}c-10-70 10-140 40-200 4 60-10 140-40 200z" fill="#15803d"/>`;
}

function garden(random: Random) {
  const [top, bottom] = pick(random, SKIES);
  const sunX = 160 + Math.floor(random() * 880);
  const clouds = [0, 1, 2]
    .map(() => {
      const x = Math.floor(random() * 1100);
      const y = 80 + Math.floor(random() * 200);
      return `<g fill="#fff" opacity="0.9"><ellipse cx="${x}" cy="${y}" rx="80" ry="30"/><ellipse cx="${x + 50}" cy="${y - 20}" rx="56" ry="34"/><ellipse cx="${x - 40}" cy="${y - 10}" rx="44" ry="26"/></g>`;
    })
    .join('');
  const flowers = Array.from({ length: 14 }, () => {
    const x = Math.floor(random() * 1200);
    const y = 700 + Math.floor(random() * 180);
    const colour = pick(random, ['#fbbf24', '#f97316', '#fff', '#f472b6']);
    return `<g transform="translate(${x} ${y})"><circle r="9" fill="${colour}"/><circle r="4" fill="#c2410c"/></g>`;
  }).join('');
  return `
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="150" r="70" fill="#fde68a"/>
    <circle cx="${sunX}" cy="150" r="100" fill="#fde68a" opacity="0.35"/>
    ${clouds}
    <path d="M0 560q200-120 420-40t420-30 360 20v490h-1200z" fill="#86c96f"/>
    <path d="M0 640q300-80 600-20t600-10v290h-1200z" fill="#5fae4d"/>
    <ellipse cx="600" cy="785" rx="330" ry="44" fill="#3f8f3a" opacity="0.5"/>
    ${flowers}`;
}

function studio(random: Random) {
  const wall = pick(random, WALLS);
  const blob = pick(random, ['#7cc4ea', '#fdba74', '#fbbf24', '#bfe3f7']);
  const confetti = Array.from({ length: 12 }, () => {
    const x = 60 + Math.floor(random() * 1080);
    const y = 60 + Math.floor(random() * 520);
    const scale = (1.6 + random() * 1.8).toFixed(2);
    const rotate = Math.floor(random() * 60 - 30);
    const heart = random() > 0.5;
    const colour = heart ? '#f97316' : '#0f2a3d';
    return `<path d="${heart ? HEART : PAW}" transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})" fill="${colour}" opacity="${heart ? 0.7 : 0.18}"/>`;
  }).join('');
  return `
    <defs><radialGradient id="glow" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.8"/><stop offset="1" stop-color="${wall}" stop-opacity="0"/></radialGradient></defs>
    <rect width="1200" height="900" fill="${wall}"/>
    <path d="M620 90c220-16 420 130 420 370 0 236-180 410-436 396C340 842 158 720 166 484 174 240 388 106 620 90z" fill="${blob}" opacity="0.75"/>
    <rect width="1200" height="900" fill="url(#glow)"/>
    ${confetti}
    <ellipse cx="600" cy="790" rx="300" ry="36" fill="#0f2a3d" opacity="0.12"/>`;
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
  const scene = [livingRoom, garden, studio][(index + photo) % 3]!;
  const background = scene(random);
  const perched = animal.kind === 'ave';
  const offset = photo === 0 ? 0 : (random() > 0.5 ? 1 : -1) * (120 + random() * 80);
  const x = 600 + offset;
  const y = perched ? 640 : 790;
  const scale = SPECIES_SCALE[animal.species] * (photo === 0 ? 1 : 0.85 + random() * 0.2);
  const flip = random() > 0.7 ? -1 : 1;
  const drawing = DRAWINGS[animal.species]({
    coat: COATS[animal.look.coat],
    variant: seeded(index * 2654435761)(),
    race: animal.race,
    collar: pick(random, COLLARS),
    tag: pick(random, TAGS),
  });
  const toyX = x + (offset > 0 ? -1 : 1) * (260 + random() * 60);
  const showToy = photo > 0 && !perched;
  const shadow = perched
    ? ''
    : `<ellipse cx="${x}" cy="${y}" rx="${scale * 95}" ry="${scale * 12}" fill="#0f2a3d" opacity="0.18"/>`;
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
  return Promise.all(
    Array.from({ length: animal.look.photos }, (_, photo) =>
      sharp(Buffer.from(drawAnimalPhoto(animal, index, photo)))
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer(),
    ),
  );
}
