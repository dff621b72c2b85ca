/**
 * The top of every content page: the page's one <h1>, a short text, actions
 * and an illustration, over a soft light-blue wash with scattered paw prints.
 */
import type { ReactNode } from 'react';
import { Paw } from '../illustrations/parts';
import { Container } from './container';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  text: string;
  actions?: ReactNode;
  illustration: ReactNode;
  /** The home page hero is taller and its title larger. */
  size?: 'md' | 'lg';
}

export function PageHero({
  eyebrow,
  title,
  text,
  actions,
  illustration,
  size = 'md',
}: PageHeroProps) {
  const large = size === 'lg';
  return (
    <section
      aria-labelledby="page-title"
      className="relative isolate overflow-hidden bg-linear-to-b from-secondary/55 via-secondary/20 to-white"
    >
      <svg
        aria-hidden="true"
        focusable="false"
        className="absolute inset-0 -z-10 hidden h-full w-full lg:block"
        preserveAspectRatio="xMidYMid slice"
        viewBox="0 0 1280 560"
      >
        <Paw x={628} y={530} scale={1.1} rotate={-8} opacity={0.06} />
        <Paw x={668} y={478} scale={1.1} rotate={14} opacity={0.06} />
        <Paw x={636} y={420} scale={1.1} rotate={-8} opacity={0.05} />
        <Paw x={676} y={366} scale={1.1} rotate={14} opacity={0.04} />
        <Paw x={1236} y={60} scale={1.2} rotate={24} opacity={0.05} />
      </svg>
      <Container
        className={`grid items-center gap-8 lg:grid-cols-2 lg:gap-12 ${large ? 'py-12 sm:py-16 lg:py-20' : 'py-10 sm:py-14 lg:py-16'}`}
      >
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-xs font-bold sm:text-sm text-accent shadow-sm ring-1 ring-primary/5">
            <svg
              viewBox="-16 -18 32 36"
              width="16"
              height="16"
              aria-hidden="true"
              focusable="false"
            >
              <Paw x={0} y={0} fill="currentColor" />
            </svg>
            {eyebrow}
          </p>
          <h1
            id="page-title"
            className={`font-extrabold tracking-tight text-balance text-primary ${large ? 'text-4xl sm:text-5xl lg:text-6xl' : 'text-4xl sm:text-5xl'}`}
          >
            {title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted sm:text-xl">{text}</p>
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        <div className="mx-auto w-full max-w-sm sm:max-w-md lg:max-w-lg">{illustration}</div>
      </Container>
    </section>
  );
}
