/**
 * The footer's newsletter block (spec §2 footer, PRODUCT.md double opt-in):
 * a heading and intro, and the sign-up form; on success the server has mailed
 * a confirmation link, and the form says so.
 */
import { lazy, Suspense, useId } from 'react';
import { MailOpen } from 'lucide-react';
import { newsletterMessages } from '@huella/shared/messages';

const NewsletterForm = lazy(async () => ({
  default: (await import('./newsletter-form')).NewsletterForm,
}));

const m = newsletterMessages.form;

export function NewsletterSignup() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-8 rounded-3xl bg-secondary p-6 text-primary shadow-lg sm:p-8 lg:grid-cols-[1fr_1.3fr] lg:items-center lg:p-10"
    >
      <div>
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white text-accent shadow-sm">
          <MailOpen className="size-6" aria-hidden="true" />
        </span>
        <h2 id={headingId} className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
          {m.title}
        </h2>
        <p className="mt-2 text-base leading-relaxed text-primary/90">{m.intro}</p>
      </div>

      <Suspense fallback={<div className="min-h-64 sm:min-h-32" aria-hidden="true" />}>
        <NewsletterForm />
      </Suspense>
    </section>
  );
}
