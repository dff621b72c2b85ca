/**
 * Pictures for the demo shop, drawn rather than downloaded: each product is
 * an SVG still life (the object on a soft backdrop with its shadow),
 * rasterised with sharp into a 1200 × 1200 JPEG — the kind of file a staff
 * member uploads — and put through the image pipeline at seed time. No text:
 * the pictures must not depend on the fonts of the machine that seeds.
 */

export const PRODUCT_PICTURE_SIZE = 1200;

export type ProductDrawing =
  | 'collar'
  | 'leash'
  | 'bowl'
  | 'bed'
  | 'rope'
  | 'treats'
  | 'food'
  | 'tshirt'
  | 'mug'
  | 'tote'
  | 'calendar'
  | 'donation';

export interface ProductPicture {
  drawing: ProductDrawing;
  /** Backdrop, the object's main colour and a second colour for details. */
  background: string;
  main: string;
  accent: string;
  /** Donations: how many hearts (1, 2 or 3 for 5, 10 and 25 €). */
  hearts?: number;
}

const PAW =
  'M0 40c-58 0-104 50-104 92 0 33 30 50 64 50 18 0 26-8 40-8s22 8 40 8c34 0 64-17 64-50 0-42-46-92-104-92z' +
  'M-96-30a30 38 0 1 0 .1 0zM-38-84a30 40 0 1 0 .1 0zM38-84a30 40 0 1 0 .1 0zM96-30a30 38 0 1 0 .1 0z';
const HEART =
  'M0-60C0-130-130-140-130-40c0 80 130 130 130 180 0-50 130-100 130-180C130-140 0-130 0-60z';

const paw = (x: number, y: number, scale: number, fill: string) =>
  `<path d="${PAW}" fill="${fill}" transform="translate(${x} ${y}) scale(${scale})"/>`;

const shadow = (cx: number, cy: number, rx: number, ry = rx / 7) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="0.12"/>`;

function object({ drawing, main, accent, hearts = 1 }: ProductPicture): string {
  switch (drawing) {
    case 'collar':
      return `${shadow(600, 900, 380)}
        <ellipse cx="600" cy="620" rx="330" ry="250" fill="none" stroke="${main}" stroke-width="90"/>
        <ellipse cx="600" cy="620" rx="330" ry="250" fill="none" stroke="${accent}" stroke-width="16" stroke-dasharray="60 40"/>
        <rect x="250" y="560" width="90" height="120" rx="14" fill="#d1d5db" stroke="#6b7280" stroke-width="8"/>
        <circle cx="600" cy="905" r="70" fill="#fbbf24" stroke="#b45309" stroke-width="8"/>
        ${paw(600, 895, 0.32, '#b45309')}`;
    case 'leash':
      return `${shadow(600, 960, 420)}
        <path d="M300 300c300-120 520 40 420 260s-420 200-300 420" fill="none" stroke="${main}" stroke-width="56" stroke-linecap="round"/>
        <path d="M300 300c300-120 520 40 420 260s-420 200-300 420" fill="none" stroke="${accent}" stroke-width="10" stroke-dasharray="30 30"/>
        <ellipse cx="250" cy="300" rx="120" ry="80" fill="none" stroke="${main}" stroke-width="48"/>
        <rect x="380" y="960" width="80" height="60" rx="12" fill="#9ca3af"/>
        <path d="M420 1020v60" stroke="#6b7280" stroke-width="24" stroke-linecap="round"/>`;
    case 'bowl':
      return `${shadow(600, 880, 420, 50)}
        <path d="M200 560h800l-90 300H290z" fill="#d1d5db"/>
        <path d="M200 560h800l-20 70H220z" fill="#f3f4f6"/>
        <ellipse cx="600" cy="560" rx="400" ry="70" fill="#9ca3af"/>
        <ellipse cx="600" cy="560" rx="330" ry="45" fill="${main}"/>
        <circle cx="520" cy="545" r="26" fill="${accent}"/><circle cx="600" cy="555" r="26" fill="${accent}"/>
        <circle cx="680" cy="545" r="26" fill="${accent}"/><circle cx="560" cy="530" r="24" fill="${accent}"/>
        <circle cx="640" cy="530" r="24" fill="${accent}"/>
        ${paw(600, 740, 0.5, '#6b7280')}`;
    case 'bed':
      return `${shadow(600, 930, 480, 60)}
        <ellipse cx="600" cy="720" rx="470" ry="220" fill="${main}"/>
        <ellipse cx="600" cy="680" rx="360" ry="150" fill="${accent}"/>
        <path d="M240 700c40-80 120-120 200-120M960 700c-40-80-120-120-200-120" stroke="#fff" stroke-width="14" fill="none" opacity="0.5"/>
        ${paw(600, 660, 0.55, '#ffffff')}`;
    case 'rope':
      return `${shadow(600, 800, 460)}
        <rect x="300" y="560" width="600" height="120" rx="60" fill="${main}"/>
        <path d="M350 560l50 120M450 560l50 120M550 560l50 120M650 560l50 120M750 560l50 120" stroke="${accent}" stroke-width="24"/>
        <circle cx="290" cy="620" r="100" fill="${main}"/><circle cx="910" cy="620" r="100" fill="${main}"/>
        <path d="M240 560q-40 60 0 120M300 540q-30 80 0 160M960 560q40 60 0 120M900 540q30 80 0 160" stroke="${accent}" stroke-width="16" fill="none"/>
        <path d="M200 580l-110-40M195 620h-120M200 660l-110 40M1000 580l110-40M1005 620h120M1000 660l110 40" stroke="${main}" stroke-width="26" stroke-linecap="round"/>`;
    case 'treats':
      return `${shadow(600, 990, 330)}
        <path d="M330 280h540l40 700H290z" fill="${main}"/>
        <path d="M330 280h540v60H330z" fill="${accent}"/>
        <rect x="420" y="450" width="360" height="360" rx="40" fill="#fff" opacity="0.9"/>
        <g fill="${accent}">
          <path d="M480 620h240" stroke="${accent}" stroke-width="60" stroke-linecap="round"/>
          <circle cx="470" cy="590" r="36"/><circle cx="470" cy="650" r="36"/>
          <circle cx="730" cy="590" r="36"/><circle cx="730" cy="650" r="36"/>
        </g>`;
    case 'food':
      return `${shadow(600, 1010, 380)}
        <path d="M280 260h640l30 740H250z" fill="${main}"/>
        <path d="M280 260h640l6 120H274z" fill="${accent}"/>
        <circle cx="600" cy="640" r="210" fill="#fff"/>
        <path d="M600 500c-40-60-140-60-140 20 0 50 60 80 140 160 80-80 140-110 140-160 0-80-100-80-140-20z" fill="${accent}"/>
        <circle cx="430" cy="900" r="26" fill="#92400e"/><circle cx="500" cy="930" r="26" fill="#92400e"/>
        <circle cx="700" cy="930" r="26" fill="#92400e"/><circle cx="770" cy="900" r="26" fill="#92400e"/>`;
    case 'tshirt':
      return `${shadow(600, 1010, 360)}
        <path d="M420 220l-240 120 90 190 90-40v510h480V490l90 40 90-190-240-120c-20 60-90 100-180 100s-160-40-180-100z" fill="${main}"/>
        <path d="M420 220c20 60 90 100 180 100s160-40 180-100" fill="none" stroke="${accent}" stroke-width="16"/>
        ${paw(600, 600, 0.9, accent)}`;
    case 'mug':
      return `${shadow(600, 960, 360)}
        <path d="M340 330h460v520c0 60-50 100-110 100H450c-60 0-110-40-110-100z" fill="${main}"/>
        <path d="M800 440c150 0 170 280 0 300" fill="none" stroke="${main}" stroke-width="60"/>
        <ellipse cx="570" cy="330" rx="230" ry="40" fill="${accent}"/>
        <path d="${HEART}" fill="${accent}" transform="translate(570 610) scale(0.9)"/>
        ${paw(570, 600, 0.42, main)}
        <path d="M500 240c-30-40 30-60 0-110M620 240c-30-40 30-60 0-110" stroke="#9ca3af" stroke-width="14" fill="none" stroke-linecap="round" opacity="0.7"/>`;
    case 'tote':
      return `${shadow(600, 1040, 380)}
        <path d="M380 420c0-260 440-260 440 0" fill="none" stroke="${accent}" stroke-width="36"/>
        <path d="M260 420h680l-30 600H290z" fill="${main}"/>
        <path d="M260 420h680v40H260z" fill="${accent}" opacity="0.6"/>
        ${paw(600, 700, 1.1, accent)}`;
    case 'calendar':
      return `${shadow(600, 1020, 380)}
        <rect x="250" y="250" width="700" height="750" rx="30" fill="#fff"/>
        <rect x="250" y="250" width="700" height="380" rx="30" fill="${main}"/>
        <circle cx="600" cy="470" r="120" fill="${accent}"/>
        <path d="M480 470c40-120 200-120 240 0" fill="none" stroke="#fff" stroke-width="20"/>
        ${paw(600, 470, 0.55, '#ffffff')}
        ${[0, 1, 2, 3, 4]
          .flatMap((row) =>
            [0, 1, 2, 3, 4, 5, 6].map(
              (col) =>
                `<rect x="${300 + col * 88}" y="${670 + row * 62}" width="60" height="40" rx="6" fill="${
                  (row * 7 + col) % 9 === 4 ? accent : '#e5e7eb'
                }"/>`,
            ),
          )
          .join('')}
        ${[380, 600, 820].map((x) => `<rect x="${x - 14}" y="210" width="28" height="90" rx="14" fill="#6b7280"/>`).join('')}`;
    case 'donation': {
      const count = Math.max(1, Math.min(3, hearts));
      const spots =
        count === 1
          ? [[600, 600, 2.2]]
          : count === 2
            ? [
                [460, 620, 1.6],
                [760, 560, 1.6],
              ]
            : [
                [380, 660, 1.3],
                [600, 520, 1.5],
                [820, 660, 1.3],
              ];
      return `${shadow(600, 1000, 360)}
        ${spots
          .map(
            ([x, y, scale]) =>
              `<path d="${HEART}" fill="${main}" transform="translate(${x} ${y}) scale(${scale})"/>` +
              paw(x!, y! + 20, 0.45 * scale!, accent),
          )
          .join('')}`;
    }
  }
}

/** The product's picture as an SVG document. */
export function drawProduct(picture: ProductPicture): string {
  const size = PRODUCT_PICTURE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${picture.background}"/>
  <circle cx="1050" cy="160" r="260" fill="#fff" opacity="0.25"/>
  <circle cx="120" cy="1100" r="220" fill="#fff" opacity="0.18"/>
  ${object(picture)}
</svg>`;
}
