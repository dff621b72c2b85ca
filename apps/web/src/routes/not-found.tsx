/** 404 (route `*`, spec §2): "Página no encontrada" and the way back home, all in Spanish. */
import { siteMessages } from '@huella/shared/messages/site';
import { ButtonLink } from '../components/ui/button';
import { useDocumentTitle } from '../lib/document-title';
import { PawPrintShape } from '../components/ui/paw-print';

const notFoundText = siteMessages.notFound;

/** A "4 · paw · 4" with a trail of paw prints wandering off: someone went the wrong way. */
function LostPawIllustration() {
  return (
    <svg viewBox="0 0 320 216" className="w-full max-w-sm" aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="112" rx="150" ry="88" fill="#bfe3f7" opacity="0.55" />
      <text
        x="62"
        y="150"
        textAnchor="middle"
        fontSize="124"
        fontWeight="800"
        fill="#0f2a3d"
        fontFamily="inherit"
      >
        4
      </text>
      <text
        x="258"
        y="150"
        textAnchor="middle"
        fontSize="124"
        fontWeight="800"
        fill="#0f2a3d"
        fontFamily="inherit"
      >
        4
      </text>
      <circle cx="160" cy="106" r="50" fill="#c2410c" />
      <g fill="#fff" transform="translate(160 106) scale(2.3) translate(-16 -17)">
        <PawPrintShape />
      </g>
      {[
        { x: 200, y: 184, r: 70, o: 0.5 },
        { x: 234, y: 198, r: 84, o: 0.35 },
        { x: 270, y: 188, r: 76, o: 0.2 },
      ].map((print) => (
        <g
          key={print.x}
          fill="#0f2a3d"
          opacity={print.o}
          transform={`translate(${print.x} ${print.y}) rotate(${print.r}) scale(0.6) translate(-16 -17)`}
        >
          <PawPrintShape />
        </g>
      ))}
    </svg>
  );
}

export default function NotFound() {
  useDocumentTitle(notFoundText.title);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <LostPawIllustration />
      <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
        {notFoundText.title}
      </h1>
      <p className="mt-4 text-lg text-muted">{notFoundText.text}</p>
      <p className="mt-1 text-muted">{notFoundText.suggestion}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/" variant="primary" size="lg">
          {notFoundText.backHome}
        </ButtonLink>
        <ButtonLink to="/adopciones" variant="secondary" size="lg">
          {notFoundText.toAdoptions}
        </ButtonLink>
      </div>
    </section>
  );
}
