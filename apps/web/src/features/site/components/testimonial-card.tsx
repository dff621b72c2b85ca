/** A family's words about their adoption, with who said it. */
import { Quote } from 'lucide-react';

interface TestimonialCardProps {
  quote: string;
  name: string;
  detail: string;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

export function TestimonialCard({ quote, name, detail }: TestimonialCardProps) {
  return (
    <figure className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-md ring-1 shadow-primary/5 ring-primary/10 sm:p-7">
      <Quote
        className="size-9 text-accent-bright"
        aria-hidden="true"
        fill="currentColor"
        strokeWidth={0}
      />
      <blockquote className="mt-4 flex-1 text-lg text-pretty text-ink">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          className="grid size-11 shrink-0 place-items-center rounded-full bg-primary font-bold text-highlight"
          aria-hidden="true"
        >
          {initials(name)}
        </span>
        <span>
          <span className="block font-bold text-primary">{name}</span>
          <span className="block text-sm text-muted">{detail}</span>
        </span>
      </figcaption>
    </figure>
  );
}
