/** Quiénes somos hero: a warm home with a heart window, and a dog and cat at the door. */
import { Cat, Dog, Heart, palette, Paw, HeroCanvas } from './parts';

export function HomeIllustration({ className = '' }: { className?: string }) {
  const { primary, primaryLight, secondaryDark, accent, accentBright, highlight, cream } = palette;
  return (
    <HeroCanvas className={className}>
      <ellipse cx="240" cy="404" rx="200" ry="12" fill={primary} opacity="0.12" />
      <path
        d="M110 190L240 92l130 98"
        fill="none"
        stroke={accent}
        strokeWidth="22"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <rect x="128" y="180" width="224" height="222" fill={cream} />
      <rect x="322" y="104" width="26" height="62" fill={primaryLight} />
      <circle cx="240" cy="176" r="28" fill={secondaryDark} />
      <Heart x={240} y={178} scale={1.5} fill={accentBright} />
      <rect x="196" y="262" width="88" height="140" rx="44" fill={primary} opacity="0.9" />
      <rect x="150" y="232" width="40" height="40" rx="6" fill={highlight} />
      <rect x="290" y="232" width="40" height="40" rx="6" fill={highlight} />
      <path d="M170 232v40M150 252h40M310 232v40M290 252h40" stroke={cream} strokeWidth="4" />
      <Dog x={150} y={402} scale={0.58} />
      <Cat x={326} y={402} scale={0.62} />
      <Paw x={412} y={344} scale={0.7} rotate={22} opacity={0.16} />
      <Paw x={436} y={296} scale={0.6} rotate={30} opacity={0.12} />
      <Heart x={396} y={196} scale={1} rotate={12} fill={highlight} />
      <Heart x={84} y={150} scale={1.2} rotate={-14} />
    </HeroCanvas>
  );
}
