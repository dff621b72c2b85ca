/** Preguntas frecuentes (/faq): questions grouped by topic, in accessible accordions. */
import { ArrowRight, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { faqMessages } from '@huella/shared/messages/faq';
import { ButtonLink } from '../components/ui/button';
import { scrollReveal } from '../lib/scroll-reveal';
import { Container } from '../features/site/components/container';
import { CtaBand } from '../features/site/components/cta-band';
import { FaqAccordion } from '../features/site/components/faq-accordion';
import { InfoEmailLink } from '../features/site/components/info-email-link';
import { PageHero } from '../features/site/components/page-hero';
import { RichText } from '../features/site/components/rich-text';
import { FaqIllustration } from '../features/site/illustrations/faq-illustration';

/** Where the answers that name a page lead to. */
const answerLinks: Record<string, string> = {
  process: '/adopciones',
  volunteer: '/voluntarios',
  shop: '/tienda',
  privacy: '/legal#privacidad',
  contact: '/contacto',
};

const { hero, groups, contact } = faqMessages;

export default function FaqPage() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        text={hero.text}
        illustration={<FaqIllustration className="h-auto w-full" />}
      />

      <div className="py-16 sm:py-20">
        <Container narrow className="space-y-14">
          {groups.map((group) => (
            <section
              key={group.id}
              aria-labelledby={`faq-group-${group.id}`}
              ref={scrollReveal}
              data-reveal
            >
              <h2
                id={`faq-group-${group.id}`}
                className="mb-6 text-2xl font-extrabold tracking-tight text-primary sm:text-3xl"
              >
                {group.title}
              </h2>
              <FaqAccordion
                items={group.items.map((item) => ({
                  id: item.id,
                  question: item.question,
                  answer: (
                    <>
                      {item.answer.map((paragraph) => (
                        <p key={paragraph}>
                          <RichText text={paragraph} tokens={{ email: <InfoEmailLink /> }} />
                        </p>
                      ))}
                      {'link' in item && answerLinks[item.id] ? (
                        <p>
                          <Link
                            to={answerLinks[item.id] ?? '/'}
                            className="inline-flex items-center gap-1.5"
                          >
                            {item.link}
                            <ArrowRight className="size-4" aria-hidden="true" />
                          </Link>
                        </p>
                      ) : null}
                    </>
                  ),
                }))}
              />
            </section>
          ))}
        </Container>
      </div>

      <CtaBand
        id="faq-contact"
        title={contact.title}
        text={contact.text}
        actions={
          <ButtonLink to="/contacto" variant="accent" size="lg">
            <Mail className="size-5" aria-hidden="true" />
            {contact.cta}
          </ButtonLink>
        }
      />
    </>
  );
}
