/** FAQ hero: a curious cat beside question and answer bubbles. */
import { Cat, Heart, palette, Paw, HeroCanvas } from './parts';

export function FaqIllustration({ className = '' }: { className?: string }) {
  const { primary, accent, highlight, white } = palette;
  return (
    <HeroCanvas className={className}>
      <ellipse cx="250" cy="404" rx="150" ry="12" fill={primary} opacity="0.12" />
      <Cat x={250} y={402} scale={1.15} />
      <g>
        <path
          d="M70 96h96a18 18 0 0 1 18 18v46a18 18 0 0 1-18 18h-38l-24 22v-22H70a18 18 0 0 1-18-18v-46a18 18 0 0 1 18-18z"
          fill={white}
        />
        <text
          x="118"
          y="156"
          textAnchor="middle"
          fontSize="60"
          fontWeight="800"
          fill={accent}
          fontFamily="system-ui, sans-serif"
        >
          ?
        </text>
      </g>
      <g>
        <path
          d="M332 70h84a18 18 0 0 1 18 18v40a18 18 0 0 1-18 18h-18v22l-24-22h-42a18 18 0 0 1-18-18V88a18 18 0 0 1 18-18z"
          fill={primary}
        />
        <text
          x="374"
          y="126"
          textAnchor="middle"
          fontSize="50"
          fontWeight="800"
          fill={highlight}
          fontFamily="system-ui, sans-serif"
        >
          !
        </text>
      </g>
      <Heart x={404} y={250} scale={1.3} rotate={14} />
      <Heart x={92} y={262} scale={0.9} rotate={-12} fill={highlight} />
      <Paw x={388} y={352} scale={0.7} rotate={18} opacity={0.16} />
      <Paw x={420} y={310} scale={0.6} rotate={24} opacity={0.12} />
    </HeroCanvas>
  );
}
