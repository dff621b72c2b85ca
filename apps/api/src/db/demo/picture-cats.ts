/**
 * Cats for the demo photos: a round face with triangular ears, slit pupils,
 * long whiskers and a slim tail that curls up like a question mark, seen
 * sitting, walking in profile, lying as a loaf or close up. Each drawing
 * stands on (0, 0) and rises to about y = -280.
 */
import { cheeks, INK, INNER_EAR, type DrawOptions } from './picture-parts';

function irisOf(variant: number) {
  return variant < 0.33 ? '#fbbf24' : variant < 0.66 ? '#84cc16' : '#38bdf8';
}

/** An almond eye with a slit pupil, centred on (x, y). */
function catEye(x: number, y: number, r: number, iris: string) {
  return `
    <ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 1.1}" fill="${iris}"/>
    <ellipse cx="${x}" cy="${y + r * 0.1}" rx="${r * 0.33}" ry="${r * 0.9}" fill="${INK}"/>
    <circle cx="${x + r * 0.3}" cy="${y - r * 0.45}" r="${r * 0.25}" fill="#fff"/>`;
}

function whiskers(x: number, y: number, direction: 1 | -1, length = 56) {
  const d = direction * length;
  return `<path d="M${x} ${y}l${d} -10M${x} ${y + 6}l${d} 2M${x} ${y + 12}l${d * 0.9} 14" stroke="${INK}" stroke-width="2.4" stroke-linecap="round" opacity="0.55"/>`;
}

/** The tabby's stripes or the patched coat's patches over a body outline. */
function bodyMarks({ coat }: DrawOptions, x: number, y: number, width: number) {
  if (coat.stripes) {
    const step = width / 5;
    return `<path d="${[1, 2, 3, 4].map((k) => `M${x + step * k} ${y}q-6 18 0 34`).join('')}" fill="none" stroke="${coat.shade}" stroke-width="7" stroke-linecap="round"/>`;
  }
  if (coat.patches.length) {
    return `<ellipse cx="${x + width * 0.3}" cy="${y + 20}" rx="${width * 0.16}" ry="26" fill="${coat.patches[0]}"/>
      <ellipse cx="${x + width * 0.7}" cy="${y + 14}" rx="${width * 0.12}" ry="22" fill="${coat.patches[1]}"/>`;
  }
  return '';
}

/** Walking in profile with the tail up: slim body, thin legs, small round head. */
function standing(options: DrawOptions) {
  const { base, shade, light } = options.coat;
  const iris = irisOf(options.variant);
  return `<g>
    <path d="M-114-160c-44-14-46-84-16-116 16-16 38-8 30 10" fill="none" stroke="${base}" stroke-width="15" stroke-linecap="round"/>
    <rect x="-92" y="-112" width="17" height="112" rx="8.5" fill="${shade}"/>
    <rect x="76" y="-112" width="17" height="112" rx="8.5" fill="${shade}"/>
    <path d="M-126-146c0-30 24-50 80-54 60-4 112-4 142 8 26 10 30 42 20 64-10 20-30 22-50 22h-132c-36 0-60-10-60-40z" fill="${base}"/>
    ${bodyMarks(options, -100, -196, 170)}
    <ellipse cx="92" cy="-128" rx="26" ry="24" fill="${light}"/>
    <path d="M-124-132c-4 40 4 90 8 132h20c0-40 0-80 8-116z" fill="${base}"/>
    <rect x="58" y="-136" width="19" height="136" rx="9.5" fill="${base}"/>
    <ellipse cx="-104" cy="-5" rx="14" ry="7" fill="${light}"/>
    <ellipse cx="70" cy="-5" rx="14" ry="7" fill="${light}"/>
    <path d="M92-226l-2-58 42 32zM138-240l28-48 10 56z" fill="${base}"/>
    <path d="M98-234l0-34 22 18zM144-244l16-28 6 32z" fill="${INNER_EAR}"/>
    <circle cx="128" cy="-206" r="44" fill="${base}"/>
    ${options.coat.stripes ? `<path d="M110-246l4 14M128-250v16M146-246l-4 14" stroke="${shade}" stroke-width="5" stroke-linecap="round"/>` : ''}
    <ellipse cx="150" cy="-186" rx="22" ry="15" fill="${light}"/>
    ${catEye(148, -214, 9, iris)}
    <path d="M162-200h12l-6 7z" fill="#f472b6"/>
    <path d="M168-193v4c-2 4-7 5-10 2" fill="none" stroke="${INK}" stroke-width="2.2" stroke-linecap="round"/>
    ${whiskers(166, -190, 1)}
    <ellipse cx="130" cy="-186" rx="8" ry="5" fill="#f9a8a8" opacity="0.55"/>
  </g>`;
}

/** Lying as a loaf, paws tucked, tail wrapped round; sometimes dozing. */
function lying(options: DrawOptions) {
  const { base, shade, light } = options.coat;
  const iris = irisOf(options.variant);
  const dozing = options.variant > 0.5;
  const faceEyes = dozing
    ? `<path d="M54-138q10 8 20 0M100-138q10 8 20 0" fill="none" stroke="${INK}" stroke-width="3.5" stroke-linecap="round"/>`
    : `${catEye(64, -140, 10, iris)}${catEye(110, -140, 10, iris)}`;
  return `<g>
    <path d="M-160 0c-10-74 40-124 130-124 90 0 150 44 150 124z" fill="${base}"/>
    ${bodyMarks(options, -130, -110, 200)}
    <path d="M-150-12c50 18 160 20 230 4" fill="none" stroke="${shade}" stroke-width="18" stroke-linecap="round"/>
    <ellipse cx="52" cy="-8" rx="22" ry="10" fill="${light}"/>
    <ellipse cx="112" cy="-8" rx="22" ry="10" fill="${light}"/>
    <path d="M38-166l0-64 44 36zM136-166l0-64-44 36z" fill="${base}"/>
    <path d="M44-176l0-36 24 20zM130-176l0-36-24 20z" fill="${INNER_EAR}"/>
    <ellipse cx="87" cy="-132" rx="58" ry="52" fill="${base}"/>
    ${options.coat.stripes ? `<path d="M70-178l4 14M87-182v16M104-178l-4 14" stroke="${shade}" stroke-width="5" stroke-linecap="round"/>` : ''}
    ${options.coat.patches[0] ? `<path d="M40-150c0-26 20-34 40-30-6 20-20 28-40 30z" fill="${options.coat.patches[0]}"/>` : ''}
    <path d="M87-124c-10 0-24 6-24 18 0 9 11 14 24 14s24-5 24-14c0-12-14-18-24-18z" fill="${light}"/>
    ${faceEyes}
    ${cheeks(56, 118, -116, 7, 4)}
    <path d="M81-124h12l-6 7z" fill="#f472b6"/>
    <path d="M87-117v4m0 0c-3 5-8 5-10 1m10-1c3 5 8 5 10 1" fill="none" stroke="${INK}" stroke-width="2.2" stroke-linecap="round"/>
    ${whiskers(60, -116, -1, 50)}${whiskers(114, -116, 1, 50)}
  </g>`;
}

/** Sitting, facing the camera, with the tail curled round the paws. */
function front({ coat, variant, collar, tag }: DrawOptions) {
  const { base, shade, light, patches, stripes } = coat;
  const iris = irisOf(variant);
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
    <path d="M298 254l0-58 40 32zM382 254l0-58-40 32z" fill="${base}" stroke-linejoin="round"/>
    <path d="M305 240l1-30 20 17zM375 240l-1-30-20 17z" fill="${INNER_EAR}"/>
    <ellipse cx="340" cy="262" rx="46" ry="40" fill="${base}"/>
    ${patchMarks}${stripeMarks}
    <path d="M340 262c-10 0-26 6-26 20 0 10 12 16 26 16s26-6 26-16c0-14-16-20-26-20z" fill="${light}"/>
    ${cheeks(316, 364, 276, 7, 4)}
    ${catEye(321, 254, 9, iris)}${catEye(359, 254, 9, iris)}
    <path d="M334 272h12l-6 7z" fill="#f472b6" stroke-linejoin="round"/>
    <path d="M340 279v4m0 0c-3 5-9 5-11 1m11-1c3 5 9 5 11 1" fill="none" stroke="${INK}" stroke-width="2.2" stroke-linecap="round"/>
    ${whiskers(314, 278, -1, 34)}${whiskers(366, 278, 1, 34)}
    <rect x="312" y="297" width="56" height="9" rx="4.5" fill="${collar}"/>
    <circle cx="340" cy="312" r="6" fill="${tag}" stroke="${INK}" stroke-width="1.5"/>
  </g>`;
}

export function cat(options: DrawOptions): string {
  switch (options.pose) {
    case 'standing':
      return standing(options);
    case 'lying':
      return lying(options);
    case 'sitting':
    case 'portrait':
      return front(options);
  }
}
