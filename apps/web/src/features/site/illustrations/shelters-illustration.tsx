/**
 * Refugios hero (the directory and each shelter's page): a shelter building
 * with its paw sign, a kennel, a volunteer with a food bowl, and the animals
 * in their care.
 */
import { Cat, DogSide, Heart, HeroCanvas, palette, Paw, Person } from './parts';

export function SheltersIllustration({ className = '' }: { className?: string }) {
  const { primary, primaryLight, secondaryDark, accent, accentBright, highlight, cream, white } =
    palette;
  return (
    <HeroCanvas className={className}>
      <ellipse cx="240" cy="404" rx="206" ry="12" fill={primary} opacity="0.12" />
      {/* The building: a wide barn-like house with a sign over the door. */}
      <path d="M64 214L178 128l114 86z" fill={accent} />
      <rect x="80" y="208" width="196" height="194" fill={cream} />
      <rect x="128" y="152" width="100" height="40" rx="10" fill={primary} />
      <Paw x={178} y={178} scale={0.75} fill={highlight} />
      <rect x="196" y="298" width="60" height="104" rx="30" fill={primaryLight} />
      <circle cx="244" cy="352" r="4" fill={highlight} />
      <rect x="96" y="236" width="40" height="40" rx="6" fill={secondaryDark} />
      <rect x="150" y="236" width="40" height="40" rx="6" fill={secondaryDark} />
      <path d="M116 236v40M96 256h40M170 236v40M150 256h40" stroke={white} strokeWidth="4" />
      {/* A fence with a cat on it. */}
      <path
        d="M286 330h170M286 366h170"
        stroke={accentBright}
        strokeWidth="8"
        strokeLinecap="round"
      />
      {[300, 338, 376, 414, 450].map((x) => (
        <rect key={x} x={x - 6} y="312" width="12" height="90" rx="6" fill={accent} />
      ))}
      <Cat x={420} y={318} scale={0.44} />
      {/* A volunteer bringing the food bowl, and a dog walking up to it. */}
      <Person x={336} y={402} scale={0.78} skin="#e0a878" hair="#2b1b12" shirt={accentBright} />
      <path d="M356 380h44l-6 22h-32z" fill={primary} />
      <ellipse cx="378" cy="380" rx="22" ry="5" fill={highlight} />
      <DogSide x={112} y={404} scale={0.32} />
      <Heart x={318} y={150} scale={1.4} rotate={12} />
      <Heart x={356} y={112} scale={0.9} rotate={-8} fill={highlight} />
      <circle cx="410" cy="160" r="26" fill={highlight} />
    </HeroCanvas>
  );
}
