/**
 * Home page (spec §1): hero with a quick search (city and species), the newest
 * animals, figures banner, services, why Huella, discover more, testimonials,
 * and the invitation to shelters to register (issue 17).
 */
import {
  ArrowRight,
  BadgeCheck,
  BookOpen,
  HandHeart,
  HeartHandshake,
  MessageCircle,
  ShoppingBag,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { HOME_STATS } from '@huella/shared/constants';
import { homeMessages } from '@huella/shared/messages/home';
import { AfterFirstPaint } from '../components/ui/after-first-paint';
import { ButtonLink } from '../components/ui/button';
import { QuickSearch } from '../features/pets/components/quick-search';
import { RecentAnimals } from '../features/pets/components/recent-animals';
import { Container } from '../features/site/components/container';
import { FeatureCard } from '../features/site/components/feature-card';
import { PageHero } from '../features/site/components/page-hero';
import { Section, SectionHeading } from '../features/site/components/section';
import { ServiceCard } from '../features/site/components/service-card';
import { ShelterCta } from '../features/site/components/shelter-cta';
import { StatsList } from '../features/site/components/stats-list';
import { TestimonialCard } from '../features/site/components/testimonial-card';
import { PetsIllustration } from '../features/site/illustrations/pets-illustration';
import { services } from '../features/site/services-catalogue';

const { hero, stats, services: servicesText, why, discover, testimonials } = homeMessages;

const reasonIcons: LucideIcon[] = [BadgeCheck, HeartHandshake, MessageCircle, Users];
const reasonTones = ['accent', 'primary', 'highlight', 'secondary'] as const;

const discoverLinks: Array<{ to: string; Icon: LucideIcon }> = [
  { to: '/blog', Icon: BookOpen },
  { to: '/voluntarios', Icon: HandHeart },
  { to: '/tienda', Icon: ShoppingBag },
];

export default function HomePage() {
  return (
    <>
      <PageHero
        size="lg"
        eyebrow={hero.eyebrow}
        title={hero.title}
        text={hero.text}
        actions={
          <>
            <ButtonLink to="/adopciones" variant="accent" size="lg">
              {hero.adopt}
              <ArrowRight className="size-5" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/voluntarios" variant="primary" size="lg">
              {hero.volunteer}
            </ButtonLink>
            <QuickSearch className="mt-3 w-full" />
          </>
        }
        illustration={<PetsIllustration className="h-auto w-full" />}
      />

      <RecentAnimals />

      {/* What follows is below the first view on every screen. */}
      <AfterFirstPaint>
        <HomeSections />
      </AfterFirstPaint>
    </>
  );
}

function HomeSections() {
  return (
    <>
      <section aria-label={stats.label} className="bg-primary py-10 sm:py-12">
        <Container>
          <StatsList
            className="grid-cols-2 divide-x divide-white/15"
            items={[
              { value: HOME_STATS.adoptedPets, label: stats.adoptedPets },
              { value: HOME_STATS.dailyUsers, label: stats.dailyUsers },
            ]}
          />
        </Container>
      </section>

      <Section labelledBy="home-services">
        <SectionHeading
          id="home-services"
          eyebrow={servicesText.eyebrow}
          title={servicesText.title}
          text={servicesText.text}
        />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </div>
        <p className="mt-10 text-center">
          <ButtonLink to="/servicios" variant="secondary">
            {servicesText.seeAll}
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </p>
      </Section>

      <Section labelledBy="home-why" tone="secondary">
        <SectionHeading id="home-why" eyebrow={why.eyebrow} title={why.title} text={why.text} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {why.reasons.map((reason, index) => (
            <li key={reason.title}>
              <FeatureCard
                Icon={reasonIcons[index] ?? BadgeCheck}
                tone={reasonTones[index] ?? 'accent'}
                title={reason.title}
                text={reason.text}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="home-discover">
        <SectionHeading id="home-discover" eyebrow={discover.eyebrow} title={discover.title} />
        <ul className="grid gap-6 md:grid-cols-3">
          {discover.items.map((item, index) => {
            const { to, Icon } = discoverLinks[index] ?? { to: '/', Icon: BookOpen };
            return (
              <li key={item.title}>
                <DiscoverCard
                  to={to}
                  Icon={Icon}
                  title={item.title}
                  text={item.text}
                  cta={item.cta}
                  featured={index === 1}
                />
              </li>
            );
          })}
        </ul>
      </Section>

      <Section labelledBy="home-testimonials" tone="surface">
        <SectionHeading
          id="home-testimonials"
          eyebrow={testimonials.eyebrow}
          title={testimonials.title}
        />
        <ul className="grid gap-6 lg:grid-cols-3">
          {testimonials.items.map((item) => (
            <li key={item.name}>
              <TestimonialCard quote={item.quote} name={item.name} detail={item.detail} />
            </li>
          ))}
        </ul>
      </Section>

      <Container className="py-12 sm:py-16">
        <ShelterCta />
      </Container>
    </>
  );
}

interface DiscoverCardProps {
  to: string;
  Icon: LucideIcon;
  title: string;
  text: string;
  cta: string;
  featured: boolean;
}

/** A door to another part of the site; the middle one stands out on the dark colour. */
function DiscoverCard({ to, Icon, title, text, cta, featured }: DiscoverCardProps) {
  return (
    <div
      className={`flex h-full flex-col rounded-3xl p-7 ring-1 ${
        featured
          ? 'bg-primary text-white ring-primary'
          : 'bg-white shadow-md shadow-primary/5 ring-primary/10'
      }`}
    >
      <span
        className={`mb-5 grid size-14 place-items-center rounded-2xl ${featured ? 'bg-highlight text-primary' : 'bg-secondary text-primary'}`}
        aria-hidden="true"
      >
        <Icon className="size-7" strokeWidth={1.8} />
      </span>
      <h3 className={`text-xl font-bold ${featured ? 'text-white' : 'text-primary'}`}>{title}</h3>
      <p className={`mt-2 flex-1 ${featured ? 'text-white/85' : 'text-muted'}`}>{text}</p>
      <Link
        to={to}
        className={`mt-6 inline-flex items-center gap-1.5 self-start font-semibold underline-offset-4 hover:underline ${
          featured ? 'text-highlight' : 'text-accent'
        }`}
      >
        {cta}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
