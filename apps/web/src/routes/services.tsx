/** Services (/servicios): every service with its status, how adoption works, and a call to action. */
import { ArrowRight, FileHeart, Home, MessageCircle, Search, type LucideIcon } from 'lucide-react';
import { servicesMessages } from '@huella/shared/messages/services';
import { ButtonLink } from '../components/ui/button';
import { AdoptionSteps } from '../features/site/components/adoption-steps';
import { CtaBand } from '../features/site/components/cta-band';
import { PageHero } from '../features/site/components/page-hero';
import { Section, SectionHeading } from '../features/site/components/section';
import { ServiceCard } from '../features/site/components/service-card';
import { ServicesIllustration } from '../features/site/illustrations/services-illustration';
import { services } from '../features/site/services-catalogue';

const { hero, catalogue, steps, cta } = servicesMessages.page;

/** Busca → conoce → solicita → adopta. */
const stepIcons: LucideIcon[] = [Search, MessageCircle, FileHeart, Home];

export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        text={hero.text}
        actions={
          <>
            <ButtonLink to="/adopciones" variant="accent" size="lg">
              {hero.adopt}
              <ArrowRight className="size-5" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/tienda" variant="primary" size="lg">
              {hero.shop}
            </ButtonLink>
          </>
        }
        illustration={<ServicesIllustration />}
      />

      <Section labelledBy="services-catalogue">
        <SectionHeading id="services-catalogue" title={catalogue.title} text={catalogue.text} />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} detailed />
          ))}
        </div>
      </Section>

      <Section labelledBy="services-steps" tone="secondary">
        <SectionHeading id="services-steps" title={steps.title} text={steps.text} />
        <AdoptionSteps
          steps={steps.items.map((step, index) => ({ ...step, Icon: stepIcons[index] ?? Search }))}
        />
      </Section>

      <CtaBand
        id="services-cta"
        title={cta.title}
        text={cta.text}
        actions={
          <>
            <ButtonLink to="/adopciones" variant="accent" size="lg">
              {cta.adopt}
            </ButtonLink>
            <ButtonLink to="/faq" variant="secondary" size="lg">
              {cta.faq}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
