/**
 * The under-construction page (spec §2): the services marked "coming soon"
 * (/entrenamiento, /cuidado, /peluquerias, /accesorios) and, for now, the
 * sections still being built.
 */
import { siteMessages } from '@huella/shared/messages/site';
import { ButtonLink } from '../components/ui/button';
import { PawPrintShape } from '../components/ui/paw-print';

const underConstructionText = siteMessages.underConstruction;

/** A striped roadworks barrier with a paw print on it. */
function BarrierIllustration() {
  return (
    <svg viewBox="0 0 240 170" className="w-full max-w-xs" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="150" rx="110" ry="14" fill="#bfe3f7" />
      <rect x="48" y="70" width="12" height="82" rx="3" fill="#0f2a3d" />
      <rect x="180" y="70" width="12" height="82" rx="3" fill="#0f2a3d" />
      <defs>
        <clipPath id="barrier-board">
          <rect x="24" y="58" width="192" height="46" rx="8" />
        </clipPath>
      </defs>
      <g clipPath="url(#barrier-board)">
        <rect x="24" y="58" width="192" height="46" fill="#fbbf24" />
        {[0, 1, 2, 3, 4, 5, 6].map((index) => (
          <path key={index} d={`M${10 + index * 36} 104 l30 -46 h18 l-30 46 z`} fill="#0f2a3d" />
        ))}
      </g>
      <circle cx="120" cy="34" r="26" fill="#c2410c" />
      <g fill="#fff" transform="translate(120 34) scale(1.15) translate(-16 -17)">
        <PawPrintShape />
      </g>
    </svg>
  );
}

export default function UnderConstruction() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <BarrierIllustration />
      <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
        {underConstructionText.title}
      </h1>
      <p className="mt-4 text-lg text-muted">{underConstructionText.text}</p>
      <ButtonLink to="/" variant="primary" size="lg" className="mt-8">
        {underConstructionText.backHome}
      </ButtonLink>
    </section>
  );
}
