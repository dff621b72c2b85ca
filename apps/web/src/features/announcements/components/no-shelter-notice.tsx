/**
 * For a user who belongs to no shelter, instead of the announcement form (on
 * Anuncios and at its own address): what a shelter account is, that only
 * verified shelters publish, the spec's "No perteneces a ningún refugio.
 * Contacta con un administrador." and the way forward: a message to the team
 * with the subject filled in, and (issue 17) registering a shelter in Huella.
 */
import { Building2, HeartHandshake, Mail } from 'lucide-react';
import { announcementsMessages } from '@huella/shared/messages/announcements';
import { shelterCtaMessages } from '@huella/shared/messages/shelter-cta';
import { ButtonLink } from '../../../components/ui/button';
import { contactHref } from '../../../lib/contact-link';

const noShelterText = announcementsMessages.noShelter;

interface NoShelterNoticeProps {
  /** The notice's title sits under the page's or the section's heading. */
  headingLevel: 2 | 3;
}

export function NoShelterNotice({ headingLevel }: NoShelterNoticeProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-secondary/60 text-primary">
        <Building2 className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 space-y-3">
        <Heading className="text-xl font-bold text-primary">{noShelterText.title}</Heading>
        <p className="font-semibold text-ink">{announcementsMessages.shelters.none}</p>
        <p className="text-ink">{noShelterText.what}</p>
        <p className="text-ink">{noShelterText.verified}</p>
        <p className="text-muted">{noShelterText.invited}</p>
        <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:flex-wrap">
          <ButtonLink to="/registrar-refugio" variant="accent">
            <HeartHandshake className="size-5" aria-hidden="true" />
            {shelterCtaMessages.action}
          </ButtonLink>
          <ButtonLink to={contactHref(noShelterText.contactSubject)} variant="secondary">
            <Mail className="size-5" aria-hidden="true" />
            {noShelterText.contact}
          </ButtonLink>
          <ButtonLink to="/adopciones" variant="secondary">
            {noShelterText.browse}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
