/** Home hero: a dog and a tuxedo cat sitting together, with hearts and a paw trail. */
import { Cat, Dog, Heart, palette, Paw, HeroCanvas } from './parts';

export function PetsIllustration({ className = '' }: { className?: string }) {
  return (
    <HeroCanvas className={className}>
      <circle cx="372" cy="118" r="36" fill={palette.highlight} />
      <circle
        cx="372"
        cy="118"
        r="52"
        fill="none"
        stroke={palette.highlight}
        strokeWidth="3"
        strokeDasharray="4 10"
        strokeLinecap="round"
      />
      <ellipse cx="250" cy="402" rx="176" ry="13" fill={palette.primary} opacity="0.12" />
      <Paw x={70} y={330} scale={0.8} rotate={-20} opacity={0.18} />
      <Paw x={98} y={276} scale={0.7} rotate={-12} opacity={0.14} />
      <Paw x={84} y={222} scale={0.6} rotate={-24} opacity={0.1} />
      <Dog x={200} y={400} />
      <Cat x={352} y={400} scale={0.9} />
      <Heart x={276} y={150} scale={1.7} rotate={12} />
      <Heart x={118} y={118} scale={1.1} rotate={-14} fill={palette.highlight} />
      <Heart x={310} y={104} scale={0.8} rotate={8} fill={palette.accent} />
      <Heart x={440} y={250} scale={0.9} rotate={16} fill={palette.accentBright} />
    </HeroCanvas>
  );
}
