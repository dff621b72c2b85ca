/** Quiénes somos (/quienes-somos): mission, values, what we do, who we are, figures and how to join. */
import {
  Accessibility,
  Eye,
  HandHeart,
  Heart,
  HeartHandshake,
  Megaphone,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { HOME_STATS } from '@huella/shared/constants';
import { aboutMessages } from '@huella/shared/messages/about';
import { ButtonLink } from '../components/ui/button';
import { Container } from '../features/site/components/container';
import { CtaBand } from '../features/site/components/cta-band';
import { FeatureCard } from '../features/site/components/feature-card';
import { PageHero } from '../features/site/components/page-hero';
import { Section, SectionHeading } from '../features/site/components/section';
import { StatsList } from '../features/site/components/stats-list';
import { AboutIllustration } from '../features/site/illustrations/about-illustration';

const { hero, mission, values, work, team, figures, join } = aboutMessages;

const valueIcons: LucideIcon[] = [Heart, Eye, ShieldCheck, Accessibility];
const valueTones = ['accent', 'primary', 'highlight', 'secondary'] as const;
const workIcons: LucideIcon[] = [Megaphone, HeartHandshake, Users];

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        text={hero.text}
        illustration={<AboutIllustration className="h-auto w-full" />}
      />

      <Section labelledBy="about-mission">
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <SectionHeading id="about-mission" title={mission.title} align="start" />
          <div className="space-y-5 text-lg text-pretty text-muted">
            {mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>

      <section aria-labelledby="about-figures" className="bg-primary py-12 sm:py-14">
        <Container>
          <h2
            id="about-figures"
            className="mb-8 text-center text-sm font-bold tracking-wider text-white/85 uppercase"
          >
            {figures.title}
          </h2>
          <StatsList
            className="sm:grid-cols-3 sm:divide-x sm:divide-white/15"
            items={[
              { value: HOME_STATS.adoptedPets, label: figures.adoptedPets },
              { value: HOME_STATS.dailyUsers, label: figures.dailyUsers },
              { value: figures.freeAdoptionValue, label: figures.freeAdoption },
            ]}
          />
        </Container>
      </section>

      <Section labelledBy="about-values" tone="secondary">
        <SectionHeading id="about-values" title={values.title} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.items.map((value, index) => (
            <li key={value.title}>
              <FeatureCard
                Icon={valueIcons[index] ?? Heart}
                tone={valueTones[index] ?? 'accent'}
                title={value.title}
                text={value.text}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="about-work">
        <SectionHeading id="about-work" title={work.title} />
        <ul className="grid gap-6 md:grid-cols-3">
          {work.items.map((item, index) => (
            <li key={item.title}>
              <FeatureCard
                Icon={workIcons[index] ?? HandHeart}
                tone="secondary"
                title={item.title}
                text={item.text}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="about-team" tone="surface">
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <SectionHeading id="about-team" title={team.title} align="start" />
          <div className="space-y-5 text-lg text-pretty text-muted">
            {team.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>

      <CtaBand
        id="about-join"
        title={join.title}
        text={join.text}
        actions={
          <>
            <ButtonLink to="/voluntarios" variant="accent" size="lg">
              {join.volunteer}
            </ButtonLink>
            <ButtonLink to="/contacto" variant="secondary" size="lg">
              {join.contact}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
