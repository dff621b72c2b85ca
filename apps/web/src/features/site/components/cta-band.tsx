/** A closing call to action on the dark primary colour, with a paw and hearts. */
import type { ReactNode } from 'react';
import { Heart, palette, Paw } from '../illustrations/parts';
import { scrollReveal } from '../../../lib/scroll-reveal';
import { Container } from './container';

interface CtaBandProps {
  id: string;
  title: string;
  text: ReactNode;
  actions: ReactNode;
}

export function CtaBand({ id, title, text, actions }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <Container>
        <div
          ref={scrollReveal}
          data-reveal
          className="relative isolate overflow-hidden rounded-[2rem] bg-primary px-6 py-12 text-center sm:px-12 sm:py-16"
        >
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 800 300"
            preserveAspectRatio="xMidYMid slice"
            className="absolute inset-0 -z-10 h-full w-full"
          >
            <circle cx="760" cy="20" r="120" fill={palette.primaryLight} />
            <circle cx="30" cy="300" r="110" fill={palette.primaryLight} />
            <Paw x={90} y={70} scale={1.6} rotate={-18} fill={palette.white} opacity={0.07} />
            <Paw x={700} y={240} scale={1.8} rotate={20} fill={palette.white} opacity={0.07} />
            <Heart x={690} y={70} scale={1.4} rotate={12} fill={palette.accentBright} />
            <Heart x={130} y={230} scale={1} rotate={-12} fill={palette.highlight} />
          </svg>
          <h2
            id={id}
            className="mx-auto max-w-2xl text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-white/85">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
        </div>
      </Container>
    </section>
  );
}
