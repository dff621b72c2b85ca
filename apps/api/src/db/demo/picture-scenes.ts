/**
 * The settings of the demo photos: a living room, a sofa, a garden, a park,
 * a studio backdrop and, for birds, a treetop against the sky. Each draws a
 * 1200 × 900 background whose floor line is at y = 790, with its palette
 * picked by the seeded generator so that two photos in the same setting
 * still differ.
 */
import { pick, type Random } from './picture-parts';

const WALLS = [
  '#bfe3f7',
  '#fde7c8',
  '#d9f0e3',
  '#f6d9e4',
  '#e6e0f8',
  '#fff1c1',
  '#f3e8dc',
  '#dbeafe',
];
const FLOORS = ['#c99a6b', '#b7835a', '#d8b48a', '#9fb4c7'];
const RUGS = ['#f97316', '#0f2a3d', '#fbbf24', '#7cc4ea', '#c2410c'];
const SKIES = [
  ['#7cc4ea', '#e0f2fe'],
  ['#93c5fd', '#fef3c7'],
  ['#a5d8f3', '#fde68a'],
];

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

const SOFAS = ['#2f6f8f', '#c2410c', '#7c3aed', '#15803d', '#0f2a3d', '#b45309'];

function sofa(random: Random) {
  const wall = pick(random, WALLS);
  const cover = pick(random, SOFAS);
  const floor = pick(random, FLOORS);
  const frameX = 200 + Math.floor(random() * 600);
  const cushion = pick(random, ['#fbbf24', '#f472b6', '#fff', '#7cc4ea']);
  return `
    <rect width="1200" height="900" fill="${wall}"/>
    <rect x="${frameX}" y="90" width="220" height="160" rx="8" fill="#fff" stroke="#0f2a3d22" stroke-width="6"/>
    <path d="M${frameX + 20} 230l60-80 50 50 40-30 30 60z" fill="#86c96f"/>
    <circle cx="${frameX + 160}" cy="140" r="22" fill="#fde68a"/>
    <rect y="700" width="1200" height="200" fill="${floor}"/>
    <rect x="120" y="330" width="960" height="300" rx="60" fill="${cover}"/>
    <rect x="120" y="330" width="960" height="300" rx="60" fill="#000" opacity="0.12"/>
    <rect x="160" y="560" width="880" height="150" rx="36" fill="${cover}"/>
    <path d="M600 570v130" stroke="#0f2a3d33" stroke-width="6"/>
    <rect x="70" y="450" width="150" height="280" rx="60" fill="${cover}"/>
    <rect x="980" y="450" width="150" height="280" rx="60" fill="${cover}"/>
    <rect x="${random() > 0.5 ? 240 : 800}" y="430" width="160" height="140" rx="40" fill="${cushion}" transform="rotate(-8 600 500)"/>
    <rect x="110" y="720" width="30" height="40" rx="8" fill="#5b3a1a"/>
    <rect x="1060" y="720" width="30" height="40" rx="8" fill="#5b3a1a"/>`;
}

function park(random: Random) {
  const [top, bottom] = pick(random, SKIES);
  const treeX = random() > 0.5 ? 150 : 1050;
  const benchX = treeX < 600 ? 900 : 170;
  const hills = Array.from({ length: 7 }, (_, k) => {
    const x = k * 200 + Math.floor(random() * 80);
    const r = 70 + Math.floor(random() * 50);
    return `<circle cx="${x}" cy="${540 - r * 0.3}" r="${r}" fill="${k % 2 ? '#4d9a48' : '#3f8a3d'}"/>`;
  }).join('');
  return `
    <defs><linearGradient id="park-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#park-sky)"/>
    ${hills}
    <rect y="540" width="1200" height="360" fill="#7cc46a"/>
    <path d="M380 900c60-120 180-260 260-360h70c-40 110-60 240-40 360z" fill="#ead7b0"/>
    <rect x="${treeX - 26}" y="300" width="52" height="330" rx="16" fill="#7c4a25"/>
    <circle cx="${treeX}" cy="260" r="130" fill="#2f7a3a"/>
    <circle cx="${treeX - 90}" cy="320" r="90" fill="#3f8f3a"/>
    <circle cx="${treeX + 90}" cy="310" r="96" fill="#3f8f3a"/>
    <g transform="translate(${benchX} 600)">
      <rect x="-110" y="-70" width="220" height="22" rx="8" fill="#b45309"/>
      <rect x="-110" y="-36" width="220" height="22" rx="8" fill="#b45309"/>
      <rect x="-96" y="-14" width="14" height="60" fill="#3b2a2a"/>
      <rect x="82" y="-14" width="14" height="60" fill="#3b2a2a"/>
    </g>
    <ellipse cx="600" cy="790" rx="330" ry="40" fill="#3f8f3a" opacity="0.35"/>`;
}

/** Leaves and sky: where a bird is at home. */
function treetop(random: Random) {
  const [top, bottom] = pick(random, SKIES);
  const leaves = (x: number, y: number, flip: number) =>
    `<g transform="translate(${x} ${y}) scale(${flip} 1)">
      <circle r="120" fill="#2f7a3a"/><circle cx="110" cy="40" r="90" fill="#3f8f3a"/>
      <circle cx="30" cy="110" r="80" fill="#4d9a48"/><circle cx="-90" cy="70" r="70" fill="#3f8f3a"/></g>`;
  return `
    <defs><linearGradient id="treetop-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#treetop-sky)"/>
    <g fill="#fff" opacity="0.9"><ellipse cx="${300 + Math.floor(random() * 500)}" cy="200" rx="110" ry="36"/><ellipse cx="${700 + Math.floor(random() * 300)}" cy="120" rx="80" ry="28"/></g>
    ${leaves(40, 60, 1)}${leaves(1160, 40, -1)}${leaves(-20, 860, 1)}${leaves(1220, 880, -1)}`;
}

export const SCENES = { livingRoom, sofa, garden, park, studio, treetop };
export type SceneName = keyof typeof SCENES;
