/**
 * Pieces shared by the drawings of the demo photos: the colours of a coat,
 * what a drawing is asked to draw (pose, coat, accessories) and the small
 * features every face uses (shiny eyes, rosy cheeks, a collar with its tag).
 */

export const INK = '#0f2a3d';
export const BLUSH = '#f9a8a8';
export const NOSE = '#2b1d1d';
export const TONGUE = '#f43f5e';
export const INNER_EAR = '#f9b4b4';

export interface CoatColours {
  base: string;
  shade: string;
  light: string;
  /** Patches painted over the base (tricolour, tuxedo). */
  patches: string[];
  stripes: boolean;
}

/**
 * How the animal is shown. Each pose has its own silhouette, so a catalogue
 * page is not a row of the same sitting figure: standing and lying show a
 * dog's long back and snout or a cat's arched tail; a portrait fills the
 * frame with the face.
 */
export type Pose = 'sitting' | 'standing' | 'lying' | 'portrait';

export interface DrawOptions {
  coat: CoatColours;
  pose: Pose;
  /** 0..1, fixed per animal: picks variations (ears, eye colour, markings…). */
  variant: number;
  /** The race, to draw a belier's lop ears, a shepherd's pointed ears or a ninfa's crest. */
  race: string;
  collar: string;
  tag: string;
}

export function eyes(lx: number, rx: number, y: number, r: number, iris = INK) {
  return `
    <circle cx="${lx}" cy="${y}" r="${r}" fill="${iris}"/>
    <circle cx="${rx}" cy="${y}" r="${r}" fill="${iris}"/>
    <circle cx="${lx + r * 0.35}" cy="${y - r * 0.4}" r="${r * 0.35}" fill="#fff"/>
    <circle cx="${rx + r * 0.35}" cy="${y - r * 0.4}" r="${r * 0.35}" fill="#fff"/>`;
}

/** One eye, for a head seen from the side; a pale rim keeps it visible on a black coat. */
export function eye(x: number, y: number, r: number, iris = INK) {
  return `
    <circle cx="${x}" cy="${y}" r="${r + 2.5}" fill="#fff" opacity="0.85"/>
    <circle cx="${x}" cy="${y}" r="${r}" fill="${iris}"/>
    <circle cx="${x + r * 0.35}" cy="${y - r * 0.4}" r="${r * 0.38}" fill="#fff"/>`;
}

export function cheeks(lx: number, rx: number, y: number, rx0 = 10, ry0 = 6) {
  return `
    <ellipse cx="${lx}" cy="${y}" rx="${rx0}" ry="${ry0}" fill="${BLUSH}" opacity="0.55"/>
    <ellipse cx="${rx}" cy="${y}" rx="${rx0}" ry="${ry0}" fill="${BLUSH}" opacity="0.55"/>`;
}

export function collarWithTag(x: number, y: number, width: number, colour: string, tag: string) {
  return `
    <rect x="${x - width / 2}" y="${y}" width="${width}" height="12" rx="6" fill="${colour}"/>
    <circle cx="${x}" cy="${y + 22}" r="9" fill="${tag}" stroke="${INK}" stroke-width="2"/>`;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `hex` moved towards white (amount > 0) or black (amount < 0). */
export function tint(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.min(Math.abs(amount), 1);
  return `#${channels(hex)
    .map((channel) => Math.round(channel + (target - channel) * weight))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The coat of one animal: its colour family, made a little lighter or darker
 * by `amount` (-1..1, fixed per animal), so two "canela" dogs are two dogs.
 */
export function varyCoat(coat: CoatColours, amount: number): CoatColours {
  const shift = amount * 0.14;
  return {
    ...coat,
    base: tint(coat.base, shift),
    shade: tint(coat.shade, shift * 0.7),
    light: tint(coat.light, shift * 0.4),
  };
}

/** mulberry32: small, fast and good enough to vary pictures. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = ReturnType<typeof seeded>;

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
