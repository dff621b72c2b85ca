/**
 * Adopciones header band: a wide, short strip (560 × 150) of the kinds of
 * animal in the catalogue (a dog, a cat, a rabbit and a parrot) beside a
 * magnifying glass, sized to sit in a compact header without pushing the
 * results down.
 */
import { Bird, CatSide, DogSide, Heart, palette, Paw, Rabbit } from './parts';

export function CatalogueIllustration({ className = '' }: { className?: string }) {
  const { primary, secondary, secondaryDark, accentBright, highlight, white } = palette;
  return (
    <svg
      viewBox="0 0 560 150"
      width="560"
      height="150"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="8" y="20" width="544" height="122" rx="61" fill={secondary} />
      <ellipse cx="280" cy="140" rx="250" ry="6" fill={primary} opacity="0.12" />
      <DogSide x={96} y={140} scale={0.3} />
      <CatSide x={238} y={140} scale={0.33} base="#8f98a6" shade="#636b79" light={white} />
      <Rabbit x={344} y={140} scale={0.3} base="#d9894a" shade="#a85a2a" light="#fbe3c4" />
      <Bird x={410} y={140} scale={0.36} />
      {/* The magnifying glass: what the page is for. */}
      <g transform="translate(486 74)">
        <path d="M18 18l26 26" stroke={primary} strokeWidth="12" strokeLinecap="round" />
        <circle r="30" fill={white} stroke={primary} strokeWidth="8" />
        <Paw x={0} y={6} scale={0.9} fill={accentBright} />
      </g>
      <Heart x={170} y={44} scale={1} rotate={-12} fill={accentBright} />
      <Heart x={300} y={40} scale={0.8} rotate={10} fill={highlight} />
      <circle cx="40" cy="48" r="10" fill={secondaryDark} opacity="0.6" />
    </svg>
  );
}
