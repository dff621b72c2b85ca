/**
 * "¿Eres un refugio o protectora?" (issue 17): a quiet band inviting shelters
 * to register, on the home page and under the adoption list. Light on
 * purpose: a link, an icon and a few words, nothing those pages must load.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight, HeartHandshake } from 'lucide-react';
import { shelterCtaMessages } from '@huella/shared/messages/shelter-cta';

export function ShelterCta({ className = '' }: { className?: string }) {
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className={`flex flex-col gap-4 rounded-3xl bg-secondary/40 p-6 ring-1 ring-secondary-dark/40 sm:flex-row sm:items-center sm:gap-6 sm:p-8 ${className}`}
    >
      <span
        className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white text-accent shadow-sm"
        aria-hidden="true"
      >
        <HeartHandshake className="size-7" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="text-xl font-bold text-primary sm:text-2xl">
          {shelterCtaMessages.title}
        </h2>
        <p className="mt-1 text-ink">{shelterCtaMessages.text}</p>
      </div>
      <Link
        to="/registrar-refugio"
        className="inline-flex shrink-0 items-center justify-center gap-2 self-start rounded-full bg-primary px-5 py-2.5 font-semibold text-white transition-colors hover:bg-primary-light focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none sm:self-center"
      >
        {shelterCtaMessages.action}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </aside>
  );
}
