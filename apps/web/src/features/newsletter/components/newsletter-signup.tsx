/**
 * The footer's newsletter block (spec §2 footer, PRODUCT.md double opt-in):
 * a heading and intro, and the sign-up form; on success the server has mailed
 * a confirmation link, and the form says so. The form, with its validation
 * libraries, loads when the block comes near the viewport: a page's first
 * load does not pay for a form at the bottom of the page.
 */
import { lazy, Suspense, useId, useRef } from 'react';
import { MailOpen } from 'lucide-react';
import { newsletterMessages } from '@huella/shared/messages/newsletter';
import { useNearViewport } from '../../../lib/use-near-viewport';

const NewsletterForm = lazy(async () => ({
  default: (await import('./newsletter-form')).NewsletterForm,
}));

const formText = newsletterMessages.form;

export function NewsletterSignup() {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const showForm = useNearViewport(sectionRef, '0px');
  const placeholder = <div className="min-h-64 sm:min-h-32" aria-hidden="true" />;
  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="grid gap-8 rounded-3xl bg-secondary p-6 text-primary shadow-lg sm:p-8 lg:grid-cols-[1fr_1.3fr] lg:items-center lg:p-10"
    >
      <div>
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white text-accent shadow-sm">
          <MailOpen className="size-6" aria-hidden="true" />
        </span>
        <h2 id={headingId} className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
          {formText.title}
        </h2>
        <p className="mt-2 text-base leading-relaxed text-primary/90">{formText.intro}</p>
      </div>

      {showForm ? (
        <Suspense fallback={placeholder}>
          <NewsletterForm />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
