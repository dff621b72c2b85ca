/**
 * Dogs for the demo photos. What tells a dog from a cat at card size is the
 * long snout with a big black nose, the tongue, the ears (floppy, or pointed
 * but broad) and a deep chest on long legs, so three of the four poses show
 * the dog from the side, where the snout reads best. Each drawing stands on
 * (0, 0) and rises to about y = -330.
 */
import {
  cheeks,
  collarWithTag,
  eye,
  eyes,
  INK,
  INNER_EAR,
  NOSE,
  TONGUE,
  type DrawOptions,
} from './picture-parts';

const POINTED = /pastor|podenc|husky|galg|chihuahua|bodeguer|yorkshire|terrier/i;
const FLOPPY = /labrador|spaniel|beagle|caniche|mast[ií]n|bich[oó]n|teckel|b[oó]xer|pitbull/i;

/** Pointed ears for the races that have them, floppy for the others; a mongrel gets either. */
function pointedEars({ race, variant }: DrawOptions) {
  return POINTED.test(race) || (!FLOPPY.test(race) && variant > 0.55);
}

/** Markings fixed per animal: none, white socks and chest, a dark saddle. */
function markings({ coat, variant }: DrawOptions) {
  const kind = Math.floor(variant * 1000) % 3;
  return {
    socks: kind === 1 ? coat.light : coat.base,
    saddle: coat.patches[1] ?? (kind === 2 ? coat.shade : undefined),
  };
}

/** A head in profile facing right, centred on (x, y): skull, long muzzle, nose, tongue. */
function profileHead(options: DrawOptions, x: number, y: number) {
  const { base, shade, light, patches } = options.coat;
  const ear = pointedEars(options)
    ? `<path d="M${x - 34} ${y - 28}l8-70 44 50z" fill="${shade}"/>
       <path d="M${x - 24} ${y - 34}l5-40 24 28z" fill="${INNER_EAR}" opacity="0.7"/>`
    : `<path d="M${x - 24} ${y - 38}c-36 2-48 60-28 90 16 10 34-4 36-28l6-58z" fill="${shade}"/>`;
  return `
    <ellipse cx="${x}" cy="${y}" rx="50" ry="44" fill="${base}"/>
    ${patches[0] ? `<path d="M${x - 44} ${y - 14}c4-30 30-46 60-44-10 20-30 40-60 44z" fill="${patches[0]}"/>` : ''}
    <path d="M${x + 6} ${y - 18}h58c17 0 27 12 27 27s-10 27-27 27h-58z" fill="${light}"/>
    <path d="M${x + 10} ${y - 22}c20-8 40-6 54 4" fill="none" stroke="${base}" stroke-width="8" stroke-linecap="round"/>
    <ellipse cx="${x + 88}" cy="${y - 9}" rx="14" ry="12" fill="${NOSE}"/>
    <circle cx="${x + 92}" cy="${y - 13}" r="3.5" fill="#fff" opacity="0.6"/>
    <path d="M${x + 52} ${y + 30}c-2 30 24 32 24 4z" fill="${TONGUE}"/>
    <path d="M${x + 40} ${y + 28}c16 8 34 6 46-6" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>
    ${eye(x + 20, y - 20, 8.5)}
    <path d="M${x + 10} ${y - 36}q10-8 22-2" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round" opacity="0.6"/>
    <ellipse cx="${x + 30}" cy="${y + 8}" rx="10" ry="6" fill="#f9a8a8" opacity="0.55"/>
    ${ear}`;
}

function collarOnNeck(x1: number, y1: number, x2: number, y2: number, colour: string, tag: string) {
  return `
    <path d="M${x1} ${y1}L${x2} ${y2}" stroke="${colour}" stroke-width="14" stroke-linecap="round"/>
    <circle cx="${(x1 + x2) / 2 + 4}" cy="${(y1 + y2) / 2 + 16}" r="10" fill="${tag}" stroke="${INK}" stroke-width="2"/>`;
}

/** Standing in profile, tail up: the long back and snout of a dog. */
function standing(options: DrawOptions) {
  const { base, shade, light } = options.coat;
  const { socks, saddle } = markings(options);
  return `<g>
    <path d="M-128-176c-36-8-60-44-54-92" fill="none" stroke="${base}" stroke-width="20" stroke-linecap="round"/>
    <rect x="-100" y="-118" width="26" height="118" rx="13" fill="${shade}"/>
    <rect x="96" y="-118" width="26" height="118" rx="13" fill="${shade}"/>
    <path d="M-146-160c0-36 26-56 76-56h150c40 0 62 26 60 62-2 34-26 52-60 52h-166c-38 0-60-22-60-58z" fill="${base}"/>
    ${saddle ? `<path d="M-124-196c40-26 150-26 196-12-22 30-160 42-196 12z" fill="${saddle}"/>` : ''}
    <ellipse cx="112" cy="-156" rx="34" ry="40" fill="${light}"/>
    <path d="M-146-150c-6 50 6 100 8 150h34c0-46 6-90 26-132z" fill="${base}"/>
    <rect x="64" y="-150" width="30" height="150" rx="15" fill="${base}"/>
    <ellipse cx="-118" cy="-6" rx="22" ry="9" fill="${socks}"/>
    <ellipse cx="84" cy="-6" rx="22" ry="9" fill="${socks}"/>
    <path d="M84-196c16-40 40-66 70-76l44 30c-14 34-30 64-56 86z" fill="${base}"/>
    ${collarOnNeck(104, -224, 164, -194, options.collar, options.tag)}
    ${profileHead(options, 164, -268)}
  </g>`;
}

/** Sitting in profile: haunch on the ground, straight front legs, head up. */
function sitting(options: DrawOptions) {
  const { base, shade, light } = options.coat;
  const { socks, saddle } = markings(options);
  return `<g>
    <path d="M-84-14c-44 0-80-6-100-28" fill="none" stroke="${base}" stroke-width="18" stroke-linecap="round"/>
    <rect x="56" y="-140" width="24" height="140" rx="12" fill="${shade}"/>
    <path d="M-96-50C-100-130-60-196 4-222L84-194C92-140 88-80 84-10H-90z" fill="${base}"/>
    ${saddle ? `<path d="M-94-80c0-60 34-112 90-136l-6 50c-34 26-60 54-84 86z" fill="${saddle}"/>` : ''}
    <ellipse cx="-38" cy="-60" rx="62" ry="60" fill="${base}"/>
    <path d="M-64-78c26-26 52-18 60 8" fill="none" stroke="${shade}" stroke-width="6" stroke-linecap="round" opacity="0.5"/>
    <ellipse cx="-10" cy="-10" rx="50" ry="13" fill="${socks}"/>
    <ellipse cx="68" cy="-140" rx="22" ry="48" fill="${light}"/>
    <rect x="32" y="-146" width="28" height="146" rx="14" fill="${base}"/>
    <ellipse cx="50" cy="-6" rx="21" ry="9" fill="${socks}"/>
    ${collarOnNeck(14, -212, 86, -190, options.collar, options.tag)}
    ${profileHead(options, 50, -252)}
  </g>`;
}

/** Lying down with the front legs stretched out and the head raised. */
function lying(options: DrawOptions) {
  const { base, shade, light } = options.coat;
  const { socks, saddle } = markings(options);
  return `<g>
    <path d="M-150-34c-44 6-76-8-90-30" fill="none" stroke="${base}" stroke-width="18" stroke-linecap="round"/>
    <rect x="40" y="-44" width="160" height="26" rx="13" fill="${shade}"/>
    <path d="M-164-44c0-52 48-86 150-86 80 0 124 30 130 86 2 28-10 44-40 44h-200c-26 0-40-18-40-44z" fill="${base}"/>
    ${saddle ? `<path d="M-150-80c30-44 150-56 220-30-40 26-170 40-220 30z" fill="${saddle}"/>` : ''}
    <ellipse cx="-96" cy="-54" rx="64" ry="52" fill="${base}"/>
    <ellipse cx="-48" cy="-10" rx="46" ry="12" fill="${socks}"/>
    <ellipse cx="60" cy="-60" rx="40" ry="34" fill="${light}"/>
    <rect x="30" y="-30" width="186" height="28" rx="14" fill="${base}"/>
    <ellipse cx="210" cy="-12" rx="22" ry="11" fill="${socks}"/>
    <path d="M60-90c10-50 40-84 80-94l40 36c-20 32-44 54-70 66z" fill="${base}"/>
    ${collarOnNeck(84, -150, 150, -124, options.collar, options.tag)}
    ${profileHead(options, 146, -186)}
  </g>`;
}

/** Facing the camera, sitting: big muzzle and nose, tongue out, ears wide. */
function front(options: DrawOptions) {
  const { coat, collar, tag } = options;
  const { base, shade, light, patches } = coat;
  const pointy = pointedEars(options);
  const ears = pointy
    ? `<path d="M140 196c-16-26-20-64-10-86 22 8 40 32 50 54z" fill="${shade}"/>
       <path d="M240 196c16-26 20-64 10-86-22 8-40 32-50 54z" fill="${shade}"/>
       <path d="M144 178c-8-18-10-38-4-52 12 6 22 20 28 34z M236 178c8-18 10-38 4-52-12 6-22 20-28 34z" fill="${INNER_EAR}" opacity="0.7"/>`
    : `<path d="M142 166c-40-4-54 60-32 104 12 18 38 4 40-20l6-60z" fill="${shade}"/>
       <path d="M238 166c40-4 54 60 32 104-12 18-38 4-40-20l-6-60z" fill="${shade}"/>`;
  const patch = patches[0]
    ? `<path d="M190 156c30 0 58 18 62 52-20 4-40-10-50-30z" fill="${patches[0]}"/>
       <ellipse cx="150" cy="330" rx="16" ry="24" fill="${patches[0]}"/>`
    : '';
  const patch2 = patches[1]
    ? `<path d="M140 176c8-14 24-20 36-18-2 18-14 30-34 32z" fill="${patches[1]}" opacity="0.9"/>`
    : '';
  const { socks } = markings(options);
  return `<g transform="translate(-190 -392)">
    <path d="M246 366c40-6 56-44 44-80" fill="none" stroke="${base}" stroke-width="18" stroke-linecap="round"/>
    <ellipse cx="138" cy="372" rx="34" ry="22" fill="${shade}"/>
    <ellipse cx="242" cy="372" rx="34" ry="22" fill="${shade}"/>
    <path d="M126 392c-8-76 10-128 64-138 54 10 72 62 64 138z" fill="${base}"/>
    <ellipse cx="190" cy="318" rx="34" ry="48" fill="${light}"/>
    <rect x="156" y="322" width="30" height="70" rx="15" fill="${base}"/>
    <rect x="194" y="322" width="30" height="70" rx="15" fill="${base}"/>
    <ellipse cx="171" cy="388" rx="17" ry="9" fill="${socks}"/>
    <ellipse cx="209" cy="388" rx="17" ry="9" fill="${socks}"/>
    ${pointy ? ears : ''}
    <ellipse cx="190" cy="206" rx="62" ry="56" fill="${base}"/>
    ${patch}${patch2}
    <path d="M190 156c-10 16-12 40-4 58h8c8-18 6-42-4-58z" fill="${light}" opacity="0.85"/>
    ${pointy ? '' : ears}
    <ellipse cx="190" cy="244" rx="42" ry="32" fill="${light}"/>
    ${cheeks(148, 232, 236, 9, 6)}
    ${eyes(164, 216, 198, 8)}
    <path d="M152 182q12-8 22-2M206 180q10-6 22 2" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round" opacity="0.5"/>
    <path d="M174 226c0-9 32-9 32 0 0 9-10 15-16 15s-16-6-16-15z" fill="${NOSE}"/>
    <circle cx="184" cy="224" r="3.5" fill="#fff" opacity="0.6"/>
    <path d="M181 254c0 30 18 30 18 0z" fill="${TONGUE}"/>
    <path d="M190 241v10m0 0c-5 8-15 8-20 1m20-1c5 8 15 8 20 1" fill="none" stroke="${INK}" stroke-width="3.5" stroke-linecap="round"/>
    ${collarWithTag(190, 262, 84, collar, tag)}
  </g>`;
}

export function dog(options: DrawOptions): string {
  switch (options.pose) {
    case 'standing':
      return standing(options);
    case 'lying':
      return lying(options);
    case 'sitting':
      return sitting(options);
    case 'portrait':
      return front(options);
  }
}
