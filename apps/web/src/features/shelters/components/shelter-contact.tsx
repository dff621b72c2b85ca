/**
 * The shelter's contact card, on its public page and the animal page:
 * address (with a map link), opening hours, phone, email, web and social
 * profiles.
 */
import { useId, type ReactNode } from 'react';
import { AtSign, Clock, Globe, Mail, MapPin, Phone, ThumbsUp, type LucideIcon } from 'lucide-react';
import { sheltersMessages } from '@huella/shared/messages/shelters';
import type { PublicShelter } from '@huella/shared/schemas/shelters';
import { contactLinks, type ContactKind } from './contact-links';

const pageText = sheltersMessages.page;

const ICONS: Record<ContactKind, LucideIcon> = {
  address: MapPin,
  hours: Clock,
  phone: Phone,
  email: Mail,
  web: Globe,
  instagram: AtSign,
  facebook: ThumbsUp,
};

/** Links that leave Huella open in a new tab; mail and phone go to the system's apps. */
function LinkTo({
  href,
  className = '',
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const external = /^https?:/.test(href);
  return (
    <a
      href={href}
      className={`text-primary underline decoration-secondary-dark underline-offset-4 hover:decoration-primary ${className}`}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

export function ShelterContact({ shelter }: { shelter: PublicShelter }) {
  const headingId = useId();
  const links = contactLinks(shelter);
  return (
    <section
      aria-labelledby={headingId}
      // Columns follow the box's own width: in a page's side column it stays one or two.
      className="@container rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-primary">
        {pageText.contact}
      </h2>
      {links.length === 0 ? (
        <p className="mt-3 text-muted">{pageText.noContact}</p>
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-4 @md:grid-cols-2 @3xl:grid-cols-3">
          {links.map(({ kind, text, href }) => {
            const Icon = ICONS[kind];
            return (
              <div key={kind} className="min-w-0">
                <dt className="flex items-center gap-2 text-sm font-medium text-muted">
                  <span
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary/60 text-primary"
                    aria-hidden="true"
                  >
                    <Icon className="size-4" />
                  </span>
                  {pageText.links[kind]}
                </dt>
                <dd className="mt-1 pl-10 font-medium whitespace-pre-line text-ink [overflow-wrap:anywhere]">
                  {kind === 'address' ? (
                    <>
                      {text}
                      {href ? (
                        <LinkTo href={href} className="mt-1 block text-sm">
                          {pageText.links.map}
                        </LinkTo>
                      ) : null}
                    </>
                  ) : href ? (
                    <LinkTo href={href}>{text}</LinkTo>
                  ) : (
                    text
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
