/**
 * The frame of the newsletter link pages (confirm, unsubscribe): an icon that
 * tells the outcome at a glance, the page's one h1, its text and actions.
 */
import type { ReactNode } from 'react';
import { Loader2, MailCheck, MailQuestion, MailX } from 'lucide-react';

export type PanelTone = 'pending' | 'question' | 'success' | 'error';

const tones: Record<PanelTone, { Icon: typeof MailCheck; className: string }> = {
  pending: {
    Icon: Loader2,
    className: 'bg-secondary text-primary [&>svg]:animate-spin motion-reduce:[&>svg]:animate-none',
  },
  question: { Icon: MailQuestion, className: 'bg-secondary text-primary' },
  success: { Icon: MailCheck, className: 'bg-green-100 text-success' },
  error: { Icon: MailX, className: 'bg-red-100 text-danger' },
};

interface NewsletterPanelProps {
  tone: PanelTone;
  title: string;
  children?: ReactNode;
}

export function NewsletterPanel({ tone, title, children }: NewsletterPanelProps) {
  const { Icon, className } = tones[tone];
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <div className="flex flex-col items-center rounded-3xl border border-gray-100 bg-white p-8 text-center shadow-lg sm:p-10">
        <span
          className={`inline-flex size-16 items-center justify-center rounded-full ${className}`}
        >
          <Icon className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-primary sm:text-3xl">
          {title}
        </h1>
        <div className="mt-4 flex w-full flex-col items-center gap-6 text-muted">{children}</div>
      </div>
    </section>
  );
}
