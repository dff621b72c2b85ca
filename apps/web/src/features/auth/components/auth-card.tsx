/**
 * The frame of the bare-layout account screens (login, register, password
 * reset): a brand panel with a trail of paw prints beside the form on wide
 * screens, a single column with the logo on top on phones. The logo always
 * links home so these pages are never a dead end.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { SITE_NAME } from '@huella/shared/constants';
import { authMessages } from '@huella/shared/messages/auth';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the form ("¿No tienes cuenta? Regístrate"). */
  footer?: ReactNode;
}

export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-secondary/60 via-surface to-amber-50 px-4 py-8 sm:py-12">
      <div className="grid w-full max-w-5xl overflow-hidden rounded-3xl bg-white shadow-xl shadow-primary/10 ring-1 ring-primary/5 lg:grid-cols-[1fr_1.1fr]">
        <BrandPanel />
        <div className="flex flex-col justify-center px-6 py-8 sm:px-12 sm:py-12">
          <Logo className="mb-8 lg:hidden" tone="dark" />
          <h1 className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
            {title}
          </h1>
          {intro ? <div className="mt-3 text-muted">{intro}</div> : null}
          <div className="mt-8">{children}</div>
          {footer ? (
            <div className="mt-8 border-t border-gray-200 pt-6 text-center text-sm text-muted">
              {footer}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function BrandPanel() {
  return (
    <div className="relative hidden overflow-hidden bg-primary p-10 text-white lg:flex lg:flex-col lg:justify-between">
      <PawTrail />
      <Logo tone="light" className="relative" />
      <div className="relative mt-24">
        <p className="text-4xl font-extrabold leading-tight text-highlight">
          {authMessages.brand.tagline}
        </p>
        <p className="mt-4 max-w-sm text-secondary">{authMessages.brand.text}</p>
        <ul className="mt-8 space-y-3">
          {authMessages.brand.points.map((point) => (
            <li key={point} className="flex items-center gap-3">
              <span
                className="flex size-7 items-center justify-center rounded-full bg-highlight text-primary"
                aria-hidden="true"
              >
                <Check className="size-4" strokeWidth={3} />
              </span>
              {point}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Logo({ tone, className = '' }: { tone: 'light' | 'dark'; className?: string }) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 self-start rounded-lg text-2xl font-extrabold ${
        tone === 'light' ? 'text-white' : 'text-primary'
      } ${className}`}
    >
      <svg viewBox="0 0 64 64" className="size-10" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={tone === 'light' ? '#ffffff' : '#0f2a3d'} />
        <Paw fill="#f59e0b" />
      </svg>
      {SITE_NAME}
    </Link>
  );
}

/** The favicon's paw: one pad and four toes, drawn in a 64×64 box. */
function Paw({ fill, transform }: { fill: string; transform?: string }) {
  return (
    <g fill={fill} transform={transform}>
      <ellipse cx="32" cy="40" rx="12" ry="10" />
      <ellipse cx="17" cy="27" rx="5" ry="6.5" />
      <ellipse cx="26" cy="18" rx="5" ry="6.5" />
      <ellipse cx="38" cy="18" rx="5" ry="6.5" />
      <ellipse cx="47" cy="27" rx="5" ry="6.5" />
    </g>
  );
}

/**
 * Footprints walking up to a heart across the top of the panel, above the
 * text (anchored to the top-right corner so taller forms never push them
 * under it): the "huella" of the name.
 */
function PawTrail() {
  const steps = [
    { x: 195, y: 105, o: 0.3 },
    { x: 245, y: 120, o: 0.4 },
    { x: 270, y: 70, o: 0.55 },
    { x: 320, y: 85, o: 0.65 },
    { x: 345, y: 35, o: 0.8 },
  ];
  return (
    <svg
      className="pointer-events-none absolute inset-0 h-full w-full"
      viewBox="0 0 480 640"
      preserveAspectRatio="xMaxYMin slice"
      aria-hidden="true"
    >
      <circle cx="520" cy="40" r="150" fill="#1d4560" opacity="0.7" />
      <circle cx="470" cy="700" r="230" fill="#1d4560" opacity="0.6" />
      {steps.map((step) => (
        <g key={`${step.x}-${step.y}`} opacity={step.o}>
          <Paw
            fill="#fbbf24"
            transform={`translate(${step.x} ${step.y}) rotate(60 32 32) scale(0.6)`}
          />
        </g>
      ))}
      <path
        d="M448 22c-8-11-27-6-27 8 0 13 17 22 27 30 10-8 27-17 27-30 0-14-19-19-27-8z"
        fill="#f97316"
      />
    </svg>
  );
}
