/**
 * Reusable drawing parts for the site illustrations, in the theme colours.
 * Each part is an SVG group placed by its ground centre (x, y) and a scale,
 * so the scenes can compose them without repeating the drawing.
 */
import type { ReactNode } from 'react';

export const palette = {
  primary: '#0f2a3d',
  primaryLight: '#1d4560',
  secondary: '#bfe3f7',
  secondaryDark: '#7cc4ea',
  accent: '#c2410c',
  accentBright: '#f97316',
  accentSoft: '#fdba74',
  highlight: '#fbbf24',
  cream: '#fff7ed',
  white: '#ffffff',
} as const;

interface PlacedProps {
  x: number;
  y: number;
  scale?: number;
}

const place = ({ x, y, scale = 1 }: PlacedProps, originX: number, originY: number) =>
  `translate(${x} ${y}) scale(${scale}) translate(${-originX} ${-originY})`;

/** A sitting dog, facing us, with floppy ears and a collar; about 170 × 260 at scale 1. */
export function Dog(props: PlacedProps) {
  const { primary, accent, accentBright, accentSoft, cream, highlight, white } = palette;
  return (
    <g transform={place(props, 190, 392)}>
      <path
        d="M246 366c40-6 52-44 40-74"
        fill="none"
        stroke={accentBright}
        strokeWidth="16"
        strokeLinecap="round"
      />
      <ellipse cx="140" cy="372" rx="30" ry="22" fill={accent} />
      <ellipse cx="240" cy="372" rx="30" ry="22" fill={accent} />
      <path d="M132 392c-6-74 10-124 58-134 48 10 64 60 58 134z" fill={accentBright} />
      <ellipse cx="190" cy="318" rx="30" ry="44" fill={cream} />
      <rect x="158" y="326" width="28" height="66" rx="14" fill={accentBright} />
      <rect x="194" y="326" width="28" height="66" rx="14" fill={accentBright} />
      <ellipse cx="172" cy="388" rx="16" ry="8" fill={cream} />
      <ellipse cx="208" cy="388" rx="16" ry="8" fill={cream} />
      <path
        d="M166 382v8M172 382v8M204 382v8M210 382v8"
        stroke={accentSoft}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <ellipse cx="190" cy="212" rx="64" ry="58" fill={accentBright} />
      <path d="M190 158c-10 16-12 40-4 58h8c8-18 6-42-4-58z" fill={cream} opacity="0.9" />
      <path d="M142 168c-34-4-46 50-26 90 10 16 34 4 36-18l4-52z" fill={accent} />
      <path d="M238 168c34-4 46 50 26 90-10 16-34 4-36-18l-4-52z" fill={accent} />
      <ellipse cx="190" cy="240" rx="36" ry="27" fill={cream} />
      <ellipse cx="152" cy="234" rx="9" ry="6" fill={accentSoft} opacity="0.8" />
      <ellipse cx="228" cy="234" rx="9" ry="6" fill={accentSoft} opacity="0.8" />
      <circle cx="166" cy="204" r="7.5" fill={primary} />
      <circle cx="214" cy="204" r="7.5" fill={primary} />
      <circle cx="168.5" cy="201" r="2.4" fill={white} />
      <circle cx="216.5" cy="201" r="2.4" fill={white} />
      <path
        d="M156 190q10-7 20-2M204 188q10-5 20 2"
        fill="none"
        stroke={accent}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M179 227c0-6 22-6 22 0 0 6-7 10-11 10s-11-4-11-10z" fill={primary} />
      <path d="M184 249q6 18 12 0z" fill="#f43f5e" />
      <path
        d="M190 237v9m0 0c-4 7-13 7-17 1m17-1c4 7 13 7 17 1"
        fill="none"
        stroke={primary}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <rect x="150" y="262" width="80" height="12" rx="6" fill={primary} />
      <circle cx="190" cy="283" r="9" fill={highlight} stroke={primary} strokeWidth="2" />
    </g>
  );
}

/** A sitting tuxedo cat, facing us; about 130 × 200 at scale 1. */
export function Cat(props: PlacedProps) {
  const { primary, accentBright, accentSoft, highlight, white } = palette;
  return (
    <g transform={place(props, 340, 392)}>
      <path
        d="M372 386c54 4 62-52 34-68"
        fill="none"
        stroke={primary}
        strokeWidth="13"
        strokeLinecap="round"
      />
      <path d="M298 392c-4-56 12-92 42-98 30 6 46 42 42 98z" fill={primary} />
      <path d="M340 304c-16 8-22 36-16 66h32c6-30 0-58-16-66z" fill={white} />
      <rect x="318" y="344" width="19" height="48" rx="9.5" fill={primary} />
      <rect x="343" y="344" width="19" height="48" rx="9.5" fill={primary} />
      <ellipse cx="327.5" cy="389" rx="11" ry="6" fill={white} />
      <ellipse cx="352.5" cy="389" rx="11" ry="6" fill={white} />
      <path d="M300 252l2-50 34 26zM380 252l-2-50-34 26z" fill={primary} strokeLinejoin="round" />
      <path d="M308 238l2-26 18 15zM372 238l-2-26-18 15z" fill={accentSoft} />
      <ellipse cx="340" cy="262" rx="46" ry="40" fill={primary} />
      <path
        d="M340 262c-10 0-26 6-26 20 0 10 12 16 26 16s26-6 26-16c0-14-16-20-26-20z"
        fill={white}
      />
      <ellipse cx="321" cy="254" rx="9" ry="10" fill={highlight} />
      <ellipse cx="359" cy="254" rx="9" ry="10" fill={highlight} />
      <ellipse cx="321" cy="255" rx="3" ry="8" fill={primary} />
      <ellipse cx="359" cy="255" rx="3" ry="8" fill={primary} />
      <circle cx="323.5" cy="250" r="2" fill={white} />
      <circle cx="361.5" cy="250" r="2" fill={white} />
      <path d="M334 272h12l-6 7z" fill={accentBright} strokeLinejoin="round" />
      <path
        d="M340 279v4m0 0c-3 5-9 5-11 1m11-1c3 5 9 5 11 1"
        fill="none"
        stroke={primary}
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path
        d="M312 280l-26-5M312 286l-25 4M368 280l26-5M368 286l25 4"
        stroke={primary}
        strokeWidth="2"
        strokeLinecap="round"
        opacity="0.55"
      />
    </g>
  );
}

/** A heart centred on (x, y); 20 units wide at scale 1. */
export function Heart({
  x,
  y,
  scale = 1,
  fill = palette.accentBright,
  rotate = 0,
}: PlacedProps & { fill?: string; rotate?: number }) {
  return (
    <path
      transform={`translate(${x} ${y}) rotate(${rotate}) scale(${scale})`}
      d="M0-4C0-10-10-11-10-3c0 7 10 11 10 15 0-4 10-8 10-15C10-11 0-10 0-4z"
      fill={fill}
    />
  );
}

/** A paw print centred on (x, y); about 30 units wide at scale 1. */
export function Paw({
  x,
  y,
  scale = 1,
  fill = palette.primary,
  rotate = 0,
  opacity = 1,
}: PlacedProps & { fill?: string; rotate?: number; opacity?: number }) {
  return (
    <g
      transform={`translate(${x} ${y}) rotate(${rotate}) scale(${scale})`}
      fill={fill}
      opacity={opacity}
    >
      <path d="M0 0c-7 0-13 6-13 11 0 4 4 6 8 6 2 0 3-1 5-1s3 1 5 1c4 0 8-2 8-6 0-5-6-11-13-11z" />
      <ellipse cx="-11" cy="-5" rx="3.6" ry="4.6" transform="rotate(-20 -11 -5)" />
      <ellipse cx="-4.5" cy="-11" rx="3.6" ry="4.8" transform="rotate(-8 -4.5 -11)" />
      <ellipse cx="4.5" cy="-11" rx="3.6" ry="4.8" transform="rotate(8 4.5 -11)" />
      <ellipse cx="11" cy="-5" rx="3.6" ry="4.6" transform="rotate(20 11 -5)" />
    </g>
  );
}

/** A soft organic backdrop; the shape every hero illustration stands on. */
/** The frame shared by the hero illustrations: a decorative 480×440 canvas on the light blob. */
export function HeroCanvas({
  className = '',
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 480 440"
      width="480"
      height="440"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <Blob />
      {children}
    </svg>
  );
}

export function Blob({ fill = palette.secondary }: { fill?: string }) {
  return (
    <path
      d="M248 48c104-8 196 62 196 176 0 112-84 194-204 188C122 406 36 348 40 236 44 120 140 56 248 48z"
      fill={fill}
    />
  );
}

/** A person from the waist up, waving or not; placed by the centre of the waist. */
export function Person({
  x,
  y,
  scale = 1,
  skin,
  hair,
  shirt,
  waving = false,
  longHair = false,
}: PlacedProps & {
  skin: string;
  hair: string;
  shirt: string;
  waving?: boolean;
  longHair?: boolean;
}) {
  const { primary, white } = palette;
  return (
    <g transform={place({ x, y, scale }, 0, 0)}>
      {longHair ? <path d="M-34-150c-6 40-4 70 6 84h56c10-14 12-44 6-84z" fill={hair} /> : null}
      {waving ? (
        <>
          <path
            d="M38-78c20-10 30-34 30-60"
            fill="none"
            stroke={shirt}
            strokeWidth="20"
            strokeLinecap="round"
          />
          <circle cx="68" cy="-146" r="12" fill={skin} />
        </>
      ) : null}
      <path d="M-62 0c0-54 20-86 62-86s62 32 62 86z" fill={shirt} />
      <path d="M-14-86c0 12 6 20 14 20s14-8 14-20z" fill={skin} />
      <rect x="-10" y="-104" width="20" height="24" rx="8" fill={skin} />
      <ellipse cx="0" cy="-132" rx="32" ry="35" fill={skin} />
      {longHair ? (
        <path
          d="M-34-130c0-28 16-40 34-40s34 12 34 40c-14-2-30-12-38-24-6 12-16 20-30 24z"
          fill={hair}
        />
      ) : (
        <path
          d="M-33-128c-4-30 12-46 34-46 20 0 36 14 32 44-8-12-22-18-34-18-10 0-24 6-32 20z"
          fill={hair}
        />
      )}
      <circle cx="-11" cy="-130" r="3.6" fill={primary} />
      <circle cx="11" cy="-130" r="3.6" fill={primary} />
      <path
        d="M-10-114q10 9 20 0"
        fill="none"
        stroke={primary}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <ellipse cx="-20" cy="-118" rx="6" ry="4" fill="#f87171" opacity="0.35" />
      <ellipse cx="20" cy="-118" rx="6" ry="4" fill="#f87171" opacity="0.35" />
      <path
        d="M-14-86l14 16 14-16"
        fill="none"
        stroke={white}
        strokeWidth="3"
        strokeLinejoin="round"
        opacity="0.6"
      />
    </g>
  );
}

export interface CoatProps {
  base?: string;
  shade?: string;
  light?: string;
}

/**
 * A dog standing in profile, facing right, tail up; about 450 × 370 at scale
 * 1. The long snout and nose make it read as a dog even when small.
 */
export function DogSide({
  base = palette.accentBright,
  shade = palette.accent,
  light = palette.cream,
  collar = palette.primary,
  ...props
}: PlacedProps & CoatProps & { collar?: string }) {
  const { primary, accentSoft, highlight, white } = palette;
  return (
    <g transform={place(props, 40, 0)}>
      <path
        d="M-128-176c-36-8-60-44-54-92"
        fill="none"
        stroke={base}
        strokeWidth="20"
        strokeLinecap="round"
      />
      <rect x="-100" y="-118" width="26" height="118" rx="13" fill={shade} />
      <rect x="96" y="-118" width="26" height="118" rx="13" fill={shade} />
      <path
        d="M-146-160c0-36 26-56 76-56h150c40 0 62 26 60 62-2 34-26 52-60 52h-166c-38 0-60-22-60-58z"
        fill={base}
      />
      <ellipse cx="112" cy="-156" rx="34" ry="40" fill={light} />
      <path d="M-146-150c-6 50 6 100 8 150h34c0-46 6-90 26-132z" fill={base} />
      <rect x="64" y="-150" width="30" height="150" rx="15" fill={base} />
      <ellipse cx="-118" cy="-6" rx="22" ry="9" fill={light} />
      <ellipse cx="84" cy="-6" rx="22" ry="9" fill={light} />
      <path d="M84-196c16-40 40-66 70-76l44 30c-14 34-30 64-56 86z" fill={base} />
      <path d="M104-224L164-194" stroke={collar} strokeWidth="14" strokeLinecap="round" />
      <circle cx="138" cy="-193" r="10" fill={highlight} stroke={primary} strokeWidth="2" />
      <ellipse cx="164" cy="-268" rx="50" ry="44" fill={base} />
      <path d="M170-286h58c17 0 27 12 27 27s-10 27-27 27h-58z" fill={light} />
      <ellipse cx="252" cy="-277" rx="14" ry="12" fill={primary} />
      <path d="M216-238c-2 30 24 32 24 4z" fill="#f43f5e" />
      <path
        d="M204-240c16 8 34 6 46-6"
        fill="none"
        stroke={primary}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="184" cy="-288" r="11" fill={white} opacity="0.85" />
      <circle cx="184" cy="-288" r="8.5" fill={primary} />
      <circle cx="187" cy="-291" r="3" fill={white} />
      <ellipse cx="194" cy="-260" rx="10" ry="6" fill={accentSoft} opacity="0.8" />
      <path d="M140-306c-36 2-48 60-28 90 16 10 34-4 36-28l6-58z" fill={shade} />
    </g>
  );
}

/** A cat walking in profile, facing right, tail curled up; about 380 × 290 at scale 1. */
export function CatSide({
  base = palette.primary,
  shade = palette.primaryLight,
  light = palette.white,
  ...props
}: PlacedProps & CoatProps) {
  const { primary, accentSoft, accentBright, highlight } = palette;
  return (
    <g transform={place(props, 30, 0)}>
      <path
        d="M-114-160c-44-14-46-84-16-116 16-16 38-8 30 10"
        fill="none"
        stroke={base}
        strokeWidth="15"
        strokeLinecap="round"
      />
      <rect x="-92" y="-112" width="17" height="112" rx="8.5" fill={shade} />
      <rect x="76" y="-112" width="17" height="112" rx="8.5" fill={shade} />
      <path
        d="M-126-146c0-30 24-50 80-54 60-4 112-4 142 8 26 10 30 42 20 64-10 20-30 22-50 22h-132c-36 0-60-10-60-40z"
        fill={base}
      />
      <ellipse cx="92" cy="-128" rx="26" ry="24" fill={light} />
      <path d="M-124-132c-4 40 4 90 8 132h20c0-40 0-80 8-116z" fill={base} />
      <rect x="58" y="-136" width="19" height="136" rx="9.5" fill={base} />
      <ellipse cx="-104" cy="-5" rx="14" ry="7" fill={light} />
      <ellipse cx="70" cy="-5" rx="14" ry="7" fill={light} />
      <path d="M92-226l-2-58 42 32zM138-240l28-48 10 56z" fill={base} />
      <path d="M98-234l0-34 22 18zM144-244l16-28 6 32z" fill={accentSoft} />
      <circle cx="128" cy="-206" r="44" fill={base} />
      <ellipse cx="150" cy="-186" rx="22" ry="15" fill={light} />
      <ellipse cx="148" cy="-214" rx="9" ry="10" fill={highlight} />
      <ellipse cx="148" cy="-213" rx="3" ry="8" fill={primary} />
      <path d="M162-200h12l-6 7z" fill={accentBright} />
      <path
        d="M166-190l56-10M166-184l56 2M166-178l50 14"
        stroke={light}
        strokeWidth="2.4"
        strokeLinecap="round"
        opacity="0.8"
      />
    </g>
  );
}

/** A sitting rabbit with long ears; about 180 × 360 at scale 1. */
export function Rabbit({
  base = palette.white,
  shade = '#d9cfc1',
  light = palette.cream,
  ...props
}: PlacedProps & CoatProps) {
  const { primary, accentSoft, accentBright } = palette;
  return (
    <g transform={place(props, 0, 0)}>
      <circle cx="78" cy="-34" r="24" fill={light} />
      <path d="M-86 0c-8-90 24-150 86-150s94 60 86 150z" fill={base} />
      <ellipse cx="0" cy="-60" rx="44" ry="58" fill={light} />
      <ellipse cx="-52" cy="-6" rx="34" ry="14" fill={shade} />
      <ellipse cx="52" cy="-6" rx="34" ry="14" fill={shade} />
      <ellipse cx="-26" cy="-292" rx="20" ry="64" fill={base} transform="rotate(-10 -26 -292)" />
      <ellipse cx="26" cy="-292" rx="20" ry="64" fill={base} transform="rotate(10 26 -292)" />
      <ellipse
        cx="-26"
        cy="-288"
        rx="10"
        ry="48"
        fill={accentSoft}
        transform="rotate(-10 -26 -288)"
      />
      <ellipse cx="26" cy="-288" rx="10" ry="48" fill={accentSoft} transform="rotate(10 26 -288)" />
      <ellipse cx="0" cy="-188" rx="62" ry="56" fill={base} />
      <ellipse cx="0" cy="-164" rx="30" ry="22" fill={light} />
      <circle cx="-26" cy="-198" r="8" fill={primary} />
      <circle cx="26" cy="-198" r="8" fill={primary} />
      <path d="M-8-176h16l-8 9z" fill={accentBright} />
      <path
        d="M0-167v6m0 0c-3 6-10 6-12 1m12-1c3 6 10 6 12 1"
        fill="none"
        stroke={primary}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </g>
  );
}

/** A small parrot on a perch, facing right; about 140 × 250 at scale 1. */
export function Bird({
  base = palette.secondaryDark,
  shade = palette.primaryLight,
  light = palette.white,
  ...props
}: PlacedProps & CoatProps) {
  const { primary, highlight, accent } = palette;
  return (
    <g transform={place(props, 0, 0)}>
      <path d="M-70 -8h150" stroke={accent} strokeWidth="14" strokeLinecap="round" />
      <path d="M-30-60l-46 70 22 6 48-60z" fill={shade} />
      <ellipse cx="0" cy="-90" rx="56" ry="74" fill={base} />
      <ellipse cx="10" cy="-74" rx="34" ry="50" fill={light} opacity="0.55" />
      <path d="M-50-110c-14 40-2 76 26 92 10-36 6-72-26-92z" fill={shade} />
      <circle cx="6" cy="-164" r="46" fill={light} />
      <circle cx="22" cy="-174" r="8" fill={primary} />
      <circle cx="25" cy="-177" r="2.6" fill={light} />
      <path d="M44-170c22 2 30 16 22 32-8-6-16-10-24-10z" fill={highlight} />
      <path
        d="M-10-14l-4 10M6-14v10M18-14l-2 10"
        stroke={highlight}
        strokeWidth="6"
        strokeLinecap="round"
      />
    </g>
  );
}
