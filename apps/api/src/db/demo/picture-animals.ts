/**
 * The animals of the demo photos, as SVG fragments in the site's illustration
 * style (flat shapes, soft shading, shiny eyes, rosy cheeks). Each drawing is
 * placed by its ground centre at (0, 0) and rises to about y = -260; dogs and
 * cats have files of their own (picture-dogs.ts, picture-cats.ts).
 */
import type { DemoCoat, DemoSpecies } from './animals';
import { cat } from './picture-cats';
import { dog } from './picture-dogs';
import {
  cheeks,
  eyes,
  INK,
  NOSE,
  type CoatColours,
  type DrawOptions,
  type Pose,
} from './picture-parts';

export const COATS: Record<DemoCoat, CoatColours> = {
  canela: { base: '#d9894a', shade: '#a85a2a', light: '#fbe3c4', patches: [], stripes: false },
  negro: { base: '#2f2f38', shade: '#18181d', light: '#6e6e7c', patches: [], stripes: false },
  blanco: { base: '#f8f5ef', shade: '#d9cfc1', light: '#ffffff', patches: [], stripes: false },
  crema: { base: '#f0d4a0', shade: '#cfa66c', light: '#fff6e6', patches: [], stripes: false },
  gris: { base: '#8f98a6', shade: '#636b79', light: '#dde2e9', patches: [], stripes: false },
  chocolate: { base: '#7b4b2f', shade: '#4d2b19', light: '#caa07c', patches: [], stripes: false },
  atigrado: { base: '#c08a52', shade: '#6f4a2a', light: '#f3e2c8', patches: [], stripes: true },
  tricolor: {
    base: '#f7f1e8',
    shade: '#d9cfc1',
    light: '#ffffff',
    patches: ['#d9894a', '#2f2f38'],
    stripes: false,
  },
  'blanco-negro': {
    base: '#2f2f38',
    shade: '#18181d',
    light: '#f7f4ee',
    patches: [],
    stripes: false,
  },
  naranja: { base: '#f08a3c', shade: '#c2600f', light: '#fde3c8', patches: [], stripes: true },
  verde: { base: '#5cb94c', shade: '#2f7a2a', light: '#f5d442', patches: [], stripes: false },
  azul: { base: '#5aa8e0', shade: '#2c5d8a', light: '#ffffff', patches: [], stripes: false },
  amarillo: { base: '#f7d038', shade: '#d9a514', light: '#fbe88a', patches: [], stripes: false },
};

/**
 * A small parrot perched on a branch, its wing folded or (pose "standing")
 * spread; a crest and orange cheeks for a ninfa.
 */
function bird({ coat, race, pose }: DrawOptions) {
  const { base, shade, light } = coat;
  const ninfa = /ninfa/i.test(race);
  const face = ninfa ? '#fbe88a' : light;
  const crest = ninfa
    ? `<path d="M4-214c-4-30 10-50 30-58-10 18-10 34-4 52zM-6-212c-10-24-4-44 10-56-4 18-2 34 4 50z" fill="${face}"/>`
    : '';
  const foldedWing = `
    <path d="M-56-130c-14 40-2 84 28 100 10-40 6-80-28-100z" fill="${shade}"/>
    <path d="M-48-110c4 18 8 34 18 46M-40-130c6 18 10 30 20 42" stroke="${base}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  const spreadWing = `
    <path d="M-40-130c-60-90-150-110-200-90 30 16 46 34 52 52-34-4-60 4-74 20 40 6 70 20 86 38-30 4-46 16-52 30 70 4 140-6 188-50z" fill="${shade}"/>
    <path d="M-70-130c-40-30-90-50-130-52M-80-112c-40-16-80-22-120-18M-78-96c-30-4-60 0-90 10" fill="none" stroke="${base}" stroke-width="5" stroke-linecap="round" opacity="0.7"/>`;
  return `<g>
    <path d="M-180 -30c90 14 250 6 360-12" fill="none" stroke="#8b5a2b" stroke-width="22" stroke-linecap="round"/>
    <path d="M120 -40c16-22 40-30 62-26" fill="none" stroke="#8b5a2b" stroke-width="10" stroke-linecap="round"/>
    <ellipse cx="150" cy="-70" rx="22" ry="12" fill="#84cc16" transform="rotate(-25 150 -70)"/>
    <path d="M-30-60l-46 96 22 6 48-84z" fill="${shade}"/>
    <ellipse cx="0" cy="-110" rx="62" ry="82" fill="${base}"/>
    <ellipse cx="10" cy="-92" rx="38" ry="56" fill="${light}" opacity="0.55"/>
    ${pose === 'standing' ? spreadWing : foldedWing}
    ${crest}
    <circle cx="6" cy="-190" r="50" fill="${face}"/>
    ${ninfa ? `<circle cx="32" cy="-176" r="13" fill="#f97316"/>` : cheeks(30, 30, -176, 10, 7)}
    ${eyes(22, 22, -200, 8)}
    <path d="M44-196c22 2 30 16 22 32-8-6-16-10-24-10z" fill="#f59e0b"/>
    <path d="M44-196c10 0 18 4 22 12" fill="none" stroke="#b45309" stroke-width="2"/>
    <path d="M-14-32l-6 18M-4-32v18M14-32l-4 18M24-32v18" stroke="#f59e0b" stroke-width="6" stroke-linecap="round"/>
  </g>`;
}

/** A sitting rabbit; lop ears for a belier, a mane for a lionhead. */
function rabbit({ coat, race }: DrawOptions) {
  const { base, shade, light } = coat;
  const lop = /belier/i.test(race);
  const mane = /le[oó]n/i.test(race);
  const ears = lop
    ? `<path d="M-44-196c-40 0-56 50-40 96 10 10 26 4 28-10l10-70z" fill="${base}"/>
       <path d="M44-196c40 0 56 50 40 96-10 10-26 4-28-10l-10-70z" fill="${base}"/>
       <path d="M-50-176c-20 10-26 40-18 66 8 2 12-2 12-10z" fill="#fbcfe8"/>
       <path d="M50-176c20 10 26 40 18 66-8 2-12-2-12-10z" fill="#fbcfe8"/>`
    : `<ellipse cx="-26" cy="-292" rx="20" ry="64" fill="${base}" transform="rotate(-10 -26 -292)"/>
       <ellipse cx="26" cy="-292" rx="20" ry="64" fill="${base}" transform="rotate(10 26 -292)"/>
       <ellipse cx="-26" cy="-288" rx="10" ry="48" fill="#fbcfe8" transform="rotate(-10 -26 -288)"/>
       <ellipse cx="26" cy="-288" rx="10" ry="48" fill="#fbcfe8" transform="rotate(10 26 -288)"/>`;
  return `<g>
    <circle cx="78" cy="-34" r="24" fill="${light}"/>
    <path d="M-86 0c-8-90 24-150 86-150s94 60 86 150z" fill="${base}"/>
    <ellipse cx="0" cy="-60" rx="44" ry="58" fill="${light}"/>
    <ellipse cx="-52" cy="-6" rx="34" ry="14" fill="${shade}"/>
    <ellipse cx="52" cy="-6" rx="34" ry="14" fill="${shade}"/>
    <ellipse cx="-22" cy="-14" rx="14" ry="12" fill="${light}"/>
    <ellipse cx="22" cy="-14" rx="14" ry="12" fill="${light}"/>
    ${lop ? '' : ears}
    ${mane ? `<circle cx="0" cy="-190" r="78" fill="${light}" opacity="0.9"/>` : ''}
    <ellipse cx="0" cy="-188" rx="62" ry="56" fill="${base}"/>
    ${lop ? ears : ''}
    <ellipse cx="0" cy="-164" rx="30" ry="22" fill="${light}"/>
    ${cheeks(-36, 36, -168, 10, 7)}
    ${eyes(-26, 26, -198, 8)}
    <path d="M-8-176h16l-8 9z" fill="#f472b6"/>
    <path d="M0-167v6m0 0c-3 6-10 6-12 1m12-1c3 6 10 6 12 1" fill="none" stroke="${INK}" stroke-width="2.5" stroke-linecap="round"/>
    <path d="M-30-166l-34-6M-30-160l-32 4M30-166l34-6M30-160l32 4" stroke="${INK}" stroke-width="2" opacity="0.4" stroke-linecap="round"/>
  </g>`;
}

/** A guinea pig: a round loaf with little petal ears; rosettes for an Abyssinian. */
function guineaPig({ coat, race }: DrawOptions) {
  const { base, shade, light, patches } = coat;
  const rosettes = /abisinia|peruana/i.test(race);
  const patch = patches.length
    ? `<path d="M-40-150c40-20 90-10 120 30-40 10-90 4-120-30z" fill="${patches[0]}"/>
       <path d="M-150-60c0-40 30-70 60-80 6 40-20 70-60 80z" fill="${patches[1]}"/>`
    : '';
  return `<g>
    <path d="M-170-10c-20-90 40-150 150-150 110 0 170 60 150 150z" fill="${base}"/>
    ${patch}
    ${
      rosettes
        ? `<path d="M-80-120q20-30 40 0q20-30 40 0q20-30 40 0" fill="none" stroke="${shade}" stroke-width="6" stroke-linecap="round"/>
           <path d="M-120-70q20-26 40 0M40-80q20-26 40 0" fill="none" stroke="${shade}" stroke-width="6" stroke-linecap="round"/>`
        : ''
    }
    <ellipse cx="-110" cy="-4" rx="22" ry="10" fill="#fbcfe8"/>
    <ellipse cx="-40" cy="-4" rx="22" ry="10" fill="#fbcfe8"/>
    <ellipse cx="90" cy="-4" rx="22" ry="10" fill="#fbcfe8"/>
    <path d="M90-150c-6-26 20-40 36-20-8 12-20 18-36 20z" fill="#fbcfe8" stroke="${shade}" stroke-width="3"/>
    <ellipse cx="120" cy="-96" rx="58" ry="54" fill="${base}"/>
    <ellipse cx="150" cy="-76" rx="30" ry="24" fill="${light}"/>
    <path d="M150-156c-6-26 20-40 36-20-8 12-20 18-36 20z" fill="#fbcfe8" stroke="${shade}" stroke-width="3"/>
    ${cheeks(132, 132, -78, 10, 7)}
    <circle cx="140" cy="-108" r="9" fill="${INK}"/>
    <circle cx="143" cy="-112" r="3.2" fill="#fff"/>
    <path d="M170-82c6 0 10 4 8 8-4 0-8-2-8-8z" fill="${NOSE}"/>
    <path d="M174-74c-2 6-8 8-12 6" fill="none" stroke="${INK}" stroke-width="2.5" stroke-linecap="round"/>
  </g>`;
}

/** A ferret stretched out with its bandit mask, peeking up. */
function ferret({ coat }: DrawOptions) {
  const { base, shade, light } = coat;
  const mask = shade;
  return `<g>
    <path d="M-230-40c-40-10-60 10-70 30 30-4 50-10 70-10z" fill="${shade}"/>
    <path d="M-240-20c0-60 60-90 150-90 70 0 120 20 170 10 30 40 10 90-40 100-100 10-200 20-280-20z" fill="${base}"/>
    <ellipse cx="-160" cy="-6" rx="24" ry="12" fill="${shade}"/>
    <ellipse cx="-60" cy="-2" rx="24" ry="12" fill="${shade}"/>
    <ellipse cx="40" cy="-2" rx="24" ry="12" fill="${shade}"/>
    <path d="M60-110c-10-70 30-120 90-120s90 50 80 110c-10 40-40 60-80 60s-80-10-90-50z" fill="${base}"/>
    <circle cx="98" cy="-210" r="20" fill="${base}"/>
    <circle cx="200" cy="-210" r="20" fill="${base}"/>
    <circle cx="98" cy="-210" r="10" fill="#fbcfe8"/>
    <circle cx="200" cy="-210" r="10" fill="#fbcfe8"/>
    <path d="M86-160c20-22 50-22 64-4 14-18 44-18 64 4-6 26-36 30-64 14-28 16-58 12-64-14z" fill="${mask}"/>
    <ellipse cx="150" cy="-110" rx="40" ry="32" fill="${light}"/>
    ${eyes(118, 182, -156, 9)}
    ${cheeks(106, 194, -124, 9, 6)}
    <path d="M142-128h16l-8 9z" fill="#f472b6"/>
    <path d="M150-119v5m0 0c-3 6-10 6-12 1m12-1c3 6 10 6 12 1" fill="none" stroke="${INK}" stroke-width="2.5" stroke-linecap="round"/>
  </g>`;
}

/** A tortoise with a domed, patterned shell. */
function tortoise() {
  const shell = '#7c8f3a';
  const scute = '#b5c25e';
  const skin = '#c2ae74';
  return `<g>
    <ellipse cx="-120" cy="-10" rx="34" ry="20" fill="${skin}"/>
    <ellipse cx="110" cy="-10" rx="34" ry="20" fill="${skin}"/>
    <path d="M160-70c30-50 90-60 120-20 10 30-10 60-50 60-30 0-50-10-70-40z" fill="${skin}"/>
    <circle cx="240" cy="-70" r="9" fill="${INK}"/>
    <circle cx="243" cy="-74" r="3" fill="#fff"/>
    ${cheeks(258, 258, -50, 9, 6)}
    <path d="M250-40c10 6 20 4 26-4" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>
    <path d="M-200-20c0-110 90-170 190-170s190 60 190 170z" fill="${shell}"/>
    <path d="M-60-150l50-20 50 20 6 50-56 30-56-30z" fill="${scute}"/>
    <path d="M-150-40l20-70 64 0 10 60-44 30z M130-40l-20-70-64 0-10 60 44 30z" fill="${scute}"/>
    <path d="M-50-40l40-26 40 26-10 34h-60z" fill="${scute}"/>
    <path d="M-206-16h412" stroke="#5b6b2a" stroke-width="14" stroke-linecap="round"/>
    <ellipse cx="-150" cy="4" rx="22" ry="10" fill="${skin}"/>
    <ellipse cx="140" cy="4" rx="22" ry="10" fill="${skin}"/>
  </g>`;
}

export const DRAWINGS: Record<DemoSpecies, (options: DrawOptions) => string> = {
  perro: dog,
  gato: cat,
  periquito: bird,
  canario: bird,
  ninfa: bird,
  conejo: rabbit,
  cobaya: guineaPig,
  huron: ferret,
  tortuga: tortoise,
};

/**
 * The poses each species is drawn in. Dogs and cats, most of the catalogue,
 * get four so that neighbouring cards differ; the others keep their one
 * characteristic pose (a parrot on its branch, a rabbit sitting up).
 */
export const POSES: Record<DemoSpecies, readonly Pose[]> = {
  perro: ['standing', 'portrait', 'sitting', 'lying'],
  gato: ['sitting', 'standing', 'portrait', 'lying'],
  periquito: ['sitting', 'standing'],
  canario: ['sitting', 'standing'],
  ninfa: ['sitting', 'standing'],
  conejo: ['sitting'],
  cobaya: ['sitting'],
  huron: ['sitting'],
  tortuga: ['sitting'],
};

/** How large each drawing is shown in a 1200 × 900 photo. */
const SPECIES_SCALE: Record<DemoSpecies, number> = {
  perro: 2.6,
  gato: 3,
  periquito: 2,
  canario: 2,
  ninfa: 2,
  conejo: 1.9,
  cobaya: 1.9,
  huron: 1.7,
  tortuga: 1.7,
};

const POSE_SCALE: Partial<Record<DemoSpecies, Partial<Record<Pose, number>>>> = {
  perro: { standing: 1.82, sitting: 1.88, lying: 2.05, portrait: 4.2 },
  gato: { standing: 2.2, lying: 2.5, portrait: 5.4 },
};

export function drawingScale(species: DemoSpecies, pose: Pose): number {
  return POSE_SCALE[species]?.[pose] ?? SPECIES_SCALE[species];
}

/** Where a portrait's drawing stands, below the frame, so that the face fills the photo. */
export const PORTRAIT_GROUND: Partial<Record<DemoSpecies, number>> = {
  perro: 1190,
  gato: 1110,
};
