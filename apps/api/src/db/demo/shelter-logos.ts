/**
 * Logos for the demo shelters, drawn rather than downloaded: a coloured
 * badge with an emblem (a paw, a house, a heart, a sun over the sea…), as an
 * SVG rasterised with sharp into an 800 × 800 PNG, the kind of file a
 * shelter uploads. No text: the pictures must not depend on the fonts of the
 * machine that seeds.
 */

export const LOGO_SIZE = 800;

export type LogoEmblem = 'paw' | 'house' | 'heart' | 'sun' | 'olive' | 'wave';

export interface DemoLogo {
  emblem: LogoEmblem;
  /** Badge background and the emblem's colour. */
  background: string;
  ink: string;
  /** A second colour for details. */
  accent: string;
}

const PAW =
  'M0 40c-58 0-104 50-104 92 0 33 30 50 64 50 18 0 26-8 40-8s22 8 40 8c34 0 64-17 64-50 0-42-46-92-104-92z' +
  'M-96-30a30 38 0 1 0 .1 0zM-38-84a30 40 0 1 0 .1 0zM38-84a30 40 0 1 0 .1 0zM96-30a30 38 0 1 0 .1 0z';
const HEART =
  'M0-60C0-130-130-140-130-40c0 80 130 130 130 180 0-50 130-100 130-180C130-140 0-130 0-60z';

function emblem({ emblem, ink, accent }: DemoLogo): string {
  switch (emblem) {
    case 'paw':
      return `<path d="${PAW}" fill="${ink}" transform="scale(1.45)"/>`;
    case 'house':
      return `
        <path d="M-190 10 0-160 190 10" fill="none" stroke="${ink}" stroke-width="42" stroke-linejoin="round" stroke-linecap="round"/>
        <path d="M-140-20v190h280v-190" fill="none" stroke="${ink}" stroke-width="42" stroke-linejoin="round"/>
        <path d="${PAW}" fill="${accent}" transform="translate(0 70) scale(0.62)"/>`;
    case 'heart':
      return `
        <path d="${HEART}" fill="${ink}" transform="scale(1.3)"/>
        <path d="${PAW}" fill="${accent}" transform="translate(0 10) scale(0.55)"/>`;
    case 'sun':
      return `
        <circle cy="-40" r="110" fill="${accent}"/>
        <path d="M-230 90q58-40 115 0t115 0 115 0 115 0" fill="none" stroke="${ink}" stroke-width="34" stroke-linecap="round"/>
        <path d="M-230 170q58-40 115 0t115 0 115 0 115 0" fill="none" stroke="${ink}" stroke-width="34" stroke-linecap="round"/>`;
    case 'olive':
      return `
        <path d="M-10 200C-10 60 30-60 120-190" fill="none" stroke="${ink}" stroke-width="26" stroke-linecap="round"/>
        ${[-150, -70, 10, 90]
          .map(
            (y, i) =>
              `<ellipse cx="${i % 2 ? 80 : -60}" cy="${y}" rx="80" ry="34" fill="${ink}" transform="rotate(${i % 2 ? -35 : 35} ${i % 2 ? 80 : -60} ${y})"/>`,
          )
          .join('')}
        <circle cx="40" cy="-20" r="34" fill="${accent}"/>
        <circle cx="-40" cy="60" r="30" fill="${accent}"/>`;
    case 'wave':
      return `
        <path d="${PAW}" fill="${ink}" transform="translate(0 -70) scale(0.95)"/>
        <path d="M-200 150q50-36 100 0t100 0 100 0 100 0" fill="none" stroke="${accent}" stroke-width="30" stroke-linecap="round"/>
        <path d="M-200 220q50-36 100 0t100 0 100 0 100 0" fill="none" stroke="${accent}" stroke-width="30" stroke-linecap="round"/>`;
  }
}

export function drawShelterLogo(logo: DemoLogo): string {
  const half = LOGO_SIZE / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 ${LOGO_SIZE} ${LOGO_SIZE}">
    <rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" fill="${logo.background}"/>
    <circle cx="${half}" cy="${half}" r="330" fill="#ffffff" opacity="0.16"/>
    <g transform="translate(${half} ${half})">${emblem(logo)}</g>
  </svg>`;
}

/** The logo as a PNG file, always the same bytes for the same logo. */
export async function renderShelterLogo(logo: DemoLogo): Promise<Buffer> {
  // Loaded here, not at start-up: only a first start that seeds draws logos.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(drawShelterLogo(logo)))
    .png()
    .toBuffer();
}
