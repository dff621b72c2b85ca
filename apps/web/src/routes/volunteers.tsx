/** Volunteers (spec §2): hero, the six roles with three tasks each, and how to apply. */
import {
  Award,
  Clock,
  Code,
  Headset,
  Laptop,
  Mail,
  Megaphone,
  PenLine,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { INFO_EMAIL } from '@huella/shared/constants';
import { volunteersMessages } from '@huella/shared/messages/volunteers';
import { buttonClasses } from '../components/ui/button';
import { CtaBand } from '../features/site/components/cta-band';
import { FeatureCard } from '../features/site/components/feature-card';
import { InfoEmailLink } from '../features/site/components/info-email-link';
import { PageHero } from '../features/site/components/page-hero';
import { RichText } from '../features/site/components/rich-text';
import { RoleCard } from '../features/site/components/role-card';
import { Section, SectionHeading } from '../features/site/components/section';
import { VolunteersIllustration } from '../features/site/illustrations/volunteers-illustration';

const { hero, perks, roles, apply } = volunteersMessages;

const roleIcons: Record<(typeof roles.items)[number]['id'], LucideIcon> = {
  'customer-service': Headset,
  marketing: Megaphone,
  'community-manager': Users,
  copywriter: PenLine,
  'wordpress-developer': Laptop,
  programmer: Code,
};

const perkIcons: LucideIcon[] = [Clock, Award, Sparkles];
const perkTones = ['highlight', 'secondary', 'accent'] as const;

const applyHref = `mailto:${INFO_EMAIL}?subject=${encodeURIComponent(apply.subject)}`;

export default function VolunteersPage() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        text={hero.text}
        actions={
          <>
            <a href={applyHref} className={buttonClasses('accent', 'lg')}>
              <Mail className="size-5" aria-hidden="true" />
              {hero.cta}
            </a>
            <a href="#perfiles" className={buttonClasses('primary', 'lg')}>
              {hero.roles}
            </a>
          </>
        }
        illustration={<VolunteersIllustration className="h-auto w-full" />}
      />

      <Section labelledBy="volunteers-perks" tone="white" className="pb-0!">
        <h2 id="volunteers-perks" className="sr-only">
          {perks.title}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {perks.items.map((perk, index) => (
            <li key={perk.title}>
              <FeatureCard
                Icon={perkIcons[index] ?? Sparkles}
                tone={perkTones[index] ?? 'accent'}
                title={perk.title}
                text={perk.text}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="volunteers-roles" id="perfiles" className="scroll-mt-20">
        <SectionHeading id="volunteers-roles" title={roles.title} text={roles.text} />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {roles.items.map((role) => (
            <li key={role.id}>
              <RoleCard
                id={role.id}
                title={role.title}
                description={role.description}
                tasks={role.tasks}
                Icon={roleIcons[role.id]}
              />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="volunteers-apply"
        title={apply.title}
        text={
          <RichText
            text={apply.text}
            tokens={{ email: <InfoEmailLink subject={apply.subject} inverted /> }}
          />
        }
        actions={
          <a href={applyHref} className={buttonClasses('accent', 'lg')}>
            <Mail className="size-5" aria-hidden="true" />
            {apply.cta}
          </a>
        }
      />
    </>
  );
}
