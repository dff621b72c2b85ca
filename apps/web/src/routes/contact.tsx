/**
 * /contacto (PRODUCT.md): who to write to and the contact form, stored and
 * sent to the info mailbox. ?asunto= fills in the subject (a link from a
 * screen that sends people to the team), cut to the subject's length limit.
 */
import { Link, useSearchParams } from 'react-router';
import { HelpCircle, Mail } from 'lucide-react';
import { INFO_EMAIL } from '@huella/shared/constants';
import { contactMessages } from '@huella/shared/messages/contact';
import { siteMessages } from '@huella/shared/messages/site';
import { CONTACT_SUBJECT_MAX_LENGTH } from '@huella/shared/schemas/contact';
import { ContactForm } from '../features/contact/components/contact-form';
import { CONTACT_SUBJECT_PARAM } from '../lib/contact-link';

export default function Contact() {
  const [params] = useSearchParams();
  const subject = (params.get(CONTACT_SUBJECT_PARAM) ?? '')
    .trim()
    .slice(0, CONTACT_SUBJECT_MAX_LENGTH);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-primary sm:text-5xl">
            {contactMessages.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-muted">{contactMessages.intro}</p>

          <div className="mt-8 space-y-4">
            <div className="flex items-start gap-4 rounded-2xl bg-secondary/50 p-5">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-accent shadow-sm">
                <Mail className="size-5" aria-hidden="true" />
              </span>
              <p className="text-ink">
                {contactMessages.mailboxIntro}{' '}
                <a
                  href={`mailto:${INFO_EMAIL}`}
                  className="font-semibold whitespace-nowrap text-primary underline underline-offset-4 hover:text-accent"
                >
                  {INFO_EMAIL}
                </a>
              </p>
            </div>
            <div className="flex items-start gap-4 rounded-2xl bg-surface p-5">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-primary shadow-sm">
                <HelpCircle className="size-5" aria-hidden="true" />
              </span>
              <p className="text-ink">
                {contactMessages.faqIntro}{' '}
                <Link
                  to="/faq"
                  className="font-semibold text-primary underline underline-offset-4 hover:text-accent"
                >
                  {siteMessages.footer.huella.faq}
                </Link>
              </p>
            </div>
          </div>
        </div>

        <section
          aria-labelledby="contact-form-title"
          className="rounded-3xl border border-gray-100 bg-white p-6 shadow-lg sm:p-8"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold text-primary">
            {contactMessages.form.title}
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted">{contactMessages.form.allRequired}</p>
          <ContactForm defaultSubject={subject} />
        </section>
      </div>
    </div>
  );
}
