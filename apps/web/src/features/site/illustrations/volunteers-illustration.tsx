/** Volunteers hero: two volunteers, one waving, with a dog, a laptop and a speech bubble. */
import { Dog, Heart, palette, Paw, Person, HeroCanvas } from './parts';

export function VolunteersIllustration({ className = '' }: { className?: string }) {
  const { primary, primaryLight, secondaryDark, accent, accentBright, highlight, white, cream } =
    palette;
  return (
    <HeroCanvas className={className}>
      <ellipse cx="240" cy="404" rx="190" ry="12" fill={primary} opacity="0.12" />
      <Person x={124} y={402} skin="#e0a878" hair={primary} shirt={accentBright} longHair />
      <Person x={266} y={402} skin="#8d5a3b" hair="#2b1b12" shirt={primaryLight} waving />
      <g transform="translate(-26 0)">
        <rect x="94" y="318" width="116" height="76" rx="8" fill={primary} />
        <rect x="102" y="326" width="100" height="58" rx="4" fill={white} />
        <Heart x={140} y={352} scale={1.1} fill={accentBright} />
        <Paw x={168} y={360} scale={0.5} fill={secondaryDark} />
        <rect x="80" y="392" width="144" height="10" rx="5" fill={primaryLight} />
      </g>
      <Dog x={398} y={402} scale={0.64} />
      <g>
        <path
          d="M352 92h88a16 16 0 0 1 16 16v44a16 16 0 0 1-16 16h-52l-20 18v-18h-16a16 16 0 0 1-16-16v-44a16 16 0 0 1 16-16z"
          fill={white}
        />
        <Heart x={396} y={128} scale={1.5} fill={accent} />
      </g>
      <g>
        <path
          d="M60 128h70a14 14 0 0 1 14 14v30a14 14 0 0 1-14 14h-40l-18 14v-14H60a14 14 0 0 1-14-14v-30a14 14 0 0 1 14-14z"
          fill={cream}
        />
        <circle cx="76" cy="157" r="5" fill={primary} />
        <circle cx="95" cy="157" r="5" fill={primary} />
        <circle cx="114" cy="157" r="5" fill={primary} />
      </g>
      <circle cx="238" cy="92" r="22" fill={highlight} />
      <path
        d="M230 92l6 6 12-13"
        fill="none"
        stroke={primary}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </HeroCanvas>
  );
}
