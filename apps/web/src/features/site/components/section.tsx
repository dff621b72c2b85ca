/**
 * A page section named by its heading (aria-labelledby), with the theme's
 * background tones and the scroll animation the app uses for sections.
 */
import type { ReactNode } from 'react';
import { scrollReveal } from '../../../lib/scroll-reveal';
import { Container } from './container';

type Tone = 'white' | 'surface' | 'secondary' | 'primary';

const tones: Record<Tone, string> = {
  white: 'bg-white',
  surface: 'bg-surface',
  secondary: 'bg-secondary/45',
  primary: 'bg-primary text-white',
};

interface SectionProps {
  /** The id of the section's heading. */
  labelledBy: string;
  tone?: Tone;
  id?: string;
  className?: string;
  children: ReactNode;
}

export function Section({
  labelledBy,
  tone = 'white',
  id,
  className = '',
  children,
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`py-16 sm:py-20 ${tones[tone]} ${className}`}
    >
      <Container>
        <div ref={scrollReveal} data-reveal>
          {children}
        </div>
      </Container>
    </section>
  );
}

interface SectionHeadingProps {
  id: string;
  title: string;
  eyebrow?: string;
  text?: string;
  align?: 'center' | 'start';
  /** On the dark primary background. */
  inverted?: boolean;
}

export function SectionHeading({
  id,
  title,
  eyebrow,
  text,
  align = 'center',
  inverted = false,
}: SectionHeadingProps) {
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`mb-10 max-w-2xl sm:mb-12 ${alignment}`}>
      {eyebrow ? (
        <p
          className={`mb-3 text-sm font-bold tracking-wider uppercase ${inverted ? 'text-highlight' : 'text-accent'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`text-3xl font-extrabold tracking-tight text-balance sm:text-4xl ${inverted ? 'text-white' : 'text-primary'}`}
      >
        {title}
      </h2>
      {text ? (
        <p className={`mt-4 text-lg text-pretty ${inverted ? 'text-white/85' : 'text-muted'}`}>
          {text}
        </p>
      ) : null}
    </div>
  );
}
