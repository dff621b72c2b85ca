/**
 * The animals of the demo photos, as SVG fragments in the site's illustration
 * style (flat shapes, soft shading, shiny eyes, rosy cheeks). Each drawing is
 * placed by its ground centre at (0, 0) and rises to about y = -260.
 */
import type { DemoCoat, DemoSpecies } from './animals';

export interface CoatColours {
  base: string;
  shade: string;
  light: string;
  /** Patches painted over the base (tricolour, tuxedo). */
  patches: string[];
  stripes: boolean;
}

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

const INK = '#0f2a3d';
const BLUSH = '#f9a8a8';
const NOSE = '#3b2a2a';

export interface DrawOptions {
  coat: CoatColours;
  /** 0..1 from the seeded generator: picks variations (ears, eye colour…). */
  variant: number;
  /** The race, to draw a belier's lop ears or a ninfa's crest. */
  race: string;
  collar: string;
  tag: string;
}

function eyes(lx: number, rx: number, y: number, r: number, iris = INK) {
  return `
    <circle cx="${lx}" cy="${y}" r="${r}" fill="${iris}"/>
    <circle cx="${rx}" cy="${y}" r="${r}" fill="${iris}"/>
    <circle cx="${lx + r * 0.35}" cy="${y - r * 0.4}" r="${r * 0.35}" fill="#fff"/>
    <circle cx="${rx + r * 0.35}" cy="${y - r * 0.4}" r="${r * 0.35}" fill="#fff"/>`;
}

function cheeks(lx: number, rx: number, y: number, rx0 = 10, ry0 = 6) {
  return `
    <ellipse cx="${lx}" cy="${y}" rx="${rx0}" ry="${ry0}" fill="${BLUSH}" opacity="0.55"/>
    <ellipse cx="${rx}" cy="${y}" rx="${rx0}" ry="${ry0}" fill="${BLUSH}" opacity="0.55"/>`;
}

function collarWithTag(x: number, y: number, width: number, colour: string, tag: string) {
  return `
    <rect x="${x - width / 2}" y="${y}" width="${width}" height="12" rx="6" fill="${colour}"/>
    <circle cx="${x}" cy="${y + 22}" r="9" fill="${tag}" stroke="${INK}" stroke-width="2"/>`;
}

/** A sitting dog: floppy or pointy ears, the house dog's proportions. */
function dog({ coat, variant, collar, tag }: DrawOptions) {
  const { base, shade, light, patches } = coat;
  const pointy = variant > 0.6;
  const ears = pointy
    ? `<path d="M138 196l-6-66 50 40z M242 196l6-66-50 40z" fill="${shade}" stroke-linejoin="round"/>
       <path d="M146 184l-2-36 24 22z M234 184l2-36-24 22z" fill="${light}" opacity="0.7"/>`
    : `<path d="M142 168c-34-4-46 50-26 90 10 16 34 4 36-18l4-52z" fill="${shade}"/>
       <path d="M238 168c34-4 46 50 26 90-10 16-34 4-36-18l-4-52z" fill="${shade}"/>`;
  const patch = patches[0]
    ? `<path d="M190 158c30 0 58 18 62 52-20 4-40-10-50-30z" fill="${patches[0]}"/>
       <ellipse cx="150" cy="330" rx="16" ry="24" fill="${patches[0]}"/>`
    : '';
  const patch2 = patches[1]
    ? `<path d="M140 176c8-14 24-20 36-18-2 18-14 30-34 32z" fill="${patches[1]}" opacity="0.9"/>`
    : '';
  return `<g transform="translate(-190 -392)">
    <path d="M246 366c40-6 52-44 40-74" fill="none" stroke="${base}" stroke-width="16" stroke-linecap="round"/>
    <ellipse cx="140" cy="372" rx="30" ry="22" fill="${shade}"/>
    <ellipse cx="240" cy="372" rx="30" ry="22" fill="${shade}"/>
    <path d="M132 392c-6-74 10-124 58-134 48 10 64 60 58 134z" fill="${base}"/>
    <ellipse cx="190" cy="318" rx="30" ry="44" fill="${light}"/>
    <rect x="158" y="326" width="28" height="66" rx="14" fill="${base}"/>
    <rect x="194" y="326" width="28" height="66" rx="14" fill="${base}"/>
    <ellipse cx="172" cy="388" rx="16" ry="8" fill="${light}"/>
    <ellipse cx="208" cy="388" rx="16" ry="8" fill="${light}"/>
    ${pointy ? ears : ''}
    <ellipse cx="190" cy="212" rx="64" ry="58" fill="${base}"/>
    ${patch}${patch2}
    <path d="M190 158c-10 16-12 40-4 58h8c8-18 6-42-4-58z" fill="${light}" opacity="0.85"/>
    ${pointy ? '' : ears}
    <ellipse cx="190" cy="240" rx="36" ry="27" fill="${light}"/>
    ${cheeks(152, 228, 234, 9, 6)}
    ${eyes(166, 214, 204, 7.5)}
    <path d="M179 227c0-6 22-6 22 0 0 6-7 10-11 10s-11-4-11-10z" fill="${INK}"/>
    <path d="M184 249q6 18 12 0z" fill="#f43f5e"/>
    <path d="M190 237v9m0 0c-4 7-13 7-17 1m17-1c4 7 13 7 17 1" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>
    ${collarWithTag(190, 262, 80, collar, tag)}
  </g>`;
}

/** A sitting cat with a curled tail; stripes for tabbies, a bib for tuxedos. */
function cat({ coat, variant, collar, tag }: DrawOptions) {
  const { base, shade, light, patches, stripes } = coat;
  const iris = variant < 0.33 ? '#fbbf24' : variant < 0.66 ? '#84cc16' : '#38bdf8';
  const stripeMarks = stripes
    ? `<path d="M322 228l6 12M340 224v14M358 228l-6 12M304 320h20M356 320h20M306 340h18M356 340h18"
         stroke="${shade}" stroke-width="5" stroke-linecap="round"/>`
    : '';
  const patchMarks = patches.length
    ? `<path d="M298 250c0-26 20-44 42-44-4 22-18 38-42 44z" fill="${patches[0]}"/>
       <path d="M382 256c0-20-14-40-34-46 8 24 18 38 34 46z" fill="${patches[1]}"/>
       <ellipse cx="366" cy="350" rx="16" ry="26" fill="${patches[0]}"/>`
    : '';
  return `<g transform="translate(-340 -392)">
    <path d="M372 386c54 4 62-52 34-68" fill="none" stroke="${base}" stroke-width="13" stroke-linecap="round"/>
    <path d="M298 392c-4-56 12-92 42-98 30 6 46 42 42 98z" fill="${base}"/>
    <path d="M340 304c-16 8-22 36-16 66h32c6-30 0-58-16-66z" fill="${light}"/>
    <rect x="318" y="344" width="19" height="48" rx="9.5" fill="${base}"/>
    <rect x="343" y="344" width="19" height="48" rx="9.5" fill="${base}"/>
    <ellipse cx="327.5" cy="389" rx="11" ry="6" fill="${light}"/>
    <ellipse cx="352.5" cy="389" rx="11" ry="6" fill="${light}"/>
    <path d="M300 252l2-50 34 26zM380 252l-2-50-34 26z" fill="${base}" stroke-linejoin="round"/>
    <path d="M308 238l2-26 18 15zM372 238l-2-26-18 15z" fill="#fdba74"/>
    <ellipse cx="340" cy="262" rx="46" ry="40" fill="${base}"/>
    ${patchMarks}${stripeMarks}
    <path d="M340 262c-10 0-26 6-26 20 0 10 12 16 26 16s26-6 26-16c0-14-16-20-26-20z" fill="${light}"/>
    ${cheeks(316, 364, 276, 7, 4)}
    <ellipse cx="321" cy="254" rx="9" ry="10" fill="${iris}"/>
    <ellipse cx="359" cy="254" rx="9" ry="10" fill="${iris}"/>
    <ellipse cx="321" cy="255" rx="3" ry="8" fill="${INK}"/>
    <ellipse cx="359" cy="255" rx="3" ry="8" fill="${INK}"/>
    <circle cx="323.5" cy="250" r="2" fill="#fff"/>
    <circle cx="361.5" cy="250" r="2" fill="#fff"/>
    <path d="M334 272h12l-6 7z" fill="#f472b6" stroke-linejoin="round"/>
    <path d="M340 279v4m0 0c-3 5-9 5-11 1m11-1c3 5 9 5 11 1" fill="none" stroke="${INK}" stroke-width="2.2" stroke-linecap="round"/>
    <path d="M312 280l-26-5M312 286l-25 4M368 280l26-5M368 286l25 4" stroke="${INK}" stroke-width="2" stroke-linecap="round" opacity="0.55"/>
    <rect x="312" y="297" width="56" height="9" rx="4.5" fill="${collar}"/>
    <circle cx="340" cy="312" r="6" fill="${tag}" stroke="${INK}" stroke-width="1.5"/>
  </g>`;
}

/** A small parrot perched on a branch; a crest and orange cheeks for a ninfa. */
function bird({ coat, race }: DrawOptions) {
  const { base, shade, light } = coat;
  const ninfa = /ninfa/i.test(race);
  const face = ninfa ? '#fbe88a' : light;
  const crest = ninfa
    ? `<path d="M4-214c-4-30 10-50 30-58-10 18-10 34-4 52zM-6-212c-10-24-4-44 10-56-4 18-2 34 4 50z" fill="${face}"/>`
    : '';
  return `<g>
    <path d="M-180 -30c90 14 250 6 360-12" fill="none" stroke="#8b5a2b" stroke-width="22" stroke-linecap="round"/>
    <path d="M120 -40c16-22 40-30 62-26" fill="none" stroke="#8b5a2b" stroke-width="10" stroke-linecap="round"/>
    <ellipse cx="150" cy="-70" rx="22" ry="12" fill="#84cc16" transform="rotate(-25 150 -70)"/>
    <path d="M-30-60l-46 96 22 6 48-84z" fill="${shade}"/>
    <ellipse cx="0" cy="-110" rx="62" ry="82" fill="${base}"/>
    <ellipse cx="10" cy="-92" rx="38" ry="56" fill="${light}" opacity="0.55"/>
    <path d="M-56-130c-14 40-2 84 28 100 10-40 6-80-28-100z" fill="${shade}"/>
    <path d="M-48-110c4 18 8 34 18 46M-40-130c6 18 10 30 20 42" stroke="${base}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/>
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

/** How large each drawing is shown in a 1200 × 900 photo. */
export const SPECIES_SCALE: Record<DemoSpecies, number> = {
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
