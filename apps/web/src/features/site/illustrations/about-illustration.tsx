/** Quiénes somos hero: a family (two adults and a child) at home with the dog they adopted. */
import { DogSide, Heart, HeroCanvas, palette, Person } from './parts';

export function AboutIllustration({ className = '' }: { className?: string }) {
  const { primary, primaryLight, secondaryDark, accent, accentBright, highlight, cream, white } =
    palette;
  return (
    <HeroCanvas className={className}>
      {/* The new home around them: a roof line and a window with a heart. */}
      <path
        d="M56 222L240 104l184 118"
        fill="none"
        stroke={accent}
        strokeWidth="20"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <rect x="200" y="150" width="80" height="70" rx="10" fill={white} />
      <rect x="208" y="158" width="64" height="54" rx="5" fill={secondaryDark} opacity="0.6" />
      <path d="M240 158v54M208 185h64" stroke={white} strokeWidth="5" />
      <Heart x={240} y={186} scale={1.3} fill={accentBright} />
      <circle cx="96" cy="96" r="30" fill={highlight} />
      <ellipse cx="240" cy="404" rx="206" ry="12" fill={primary} opacity="0.12" />
      <Person x={100} y={402} skin="#f1c7a5" hair="#7c4a25" shirt={accent} longHair />
      <Person x={214} y={402} scale={0.94} skin="#8d5a3b" hair="#2b1b12" shirt={primaryLight} />
      <DogSide x={392} y={404} scale={0.38} base="#d9a066" shade="#a86b3a" light={cream} />
      <Person x={300} y={402} scale={0.66} skin="#e0a878" hair={primary} shirt={highlight} waving />
      {/* The lead runs from the child's raised hand to the dog's collar. */}
      <path
        d="M345 306c18 34 58 40 81 20"
        fill="none"
        stroke={accentBright}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <Heart x={384} y={120} scale={1.3} rotate={12} />
      <Heart x={418} y={92} scale={0.9} rotate={-8} fill={highlight} />
    </HeroCanvas>
  );
}
