/**
 * A shelter's (or an application's) web, social profiles and contact data as
 * staff read them: http(s) addresses and profile names open in a new tab
 * (said to screen readers), anything else is shown as text, never linked.
 */
import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { staffSheltersScreensMessages } from '@huella/shared/messages/staff-shelters-screens';

const isHttp = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);

function NewTab({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-primary underline [overflow-wrap:anywhere]"
    >
      {children}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only"> {staffSheltersScreensMessages.application.opensInNewTab}</span>
    </a>
  );
}

/** A web address, or "—". */
export function WebValue({ value }: { value: string }) {
  if (!value) return <>{staffSheltersScreensMessages.application.none}</>;
  if (!isHttp(value)) return <>{value}</>;
  return (
    <NewTab href={value}>{value.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')}</NewTab>
  );
}

/** A social profile given as an address or a user name, or "—". */
export function ProfileValue({ value, base }: { value: string; base: string }) {
  if (!value) return <>{staffSheltersScreensMessages.application.none}</>;
  if (isHttp(value)) return <WebValue value={value} />;
  const handle = value.replace(/^@/, '');
  if (!/^[\p{L}\p{N}._-]+$/u.test(handle)) return <>{value}</>;
  return <NewTab href={`${base}${encodeURIComponent(handle)}`}>@{handle}</NewTab>;
}

export const FACEBOOK = 'https://www.facebook.com/';
export const INSTAGRAM = 'https://www.instagram.com/';

/** An e-mail as a mailto: link, or "—". */
export function EmailValue({ value }: { value: string }) {
  if (!value) return <>{staffSheltersScreensMessages.application.none}</>;
  return (
    <a href={`mailto:${value}`} className="text-primary underline [overflow-wrap:anywhere]">
      {value}
    </a>
  );
}

/**
 * Where a shelter is, in one line: the street address, then the postcode and
 * city and the province unless the address already says them (many addresses
 * are written whole, "Calle Mayor 1, 28013 Madrid").
 */
export function placeLine(address: string, postcode: string, city: string, province: string) {
  const has = (part: string) => address.toLowerCase().includes(part.toLowerCase());
  const locality = [postcode, city].filter((part) => part && !has(part)).join(' ');
  const region = province && !has(province) && province !== city ? province : '';
  return [address, locality, region].filter(Boolean).join(', ');
}

/** Terms and values in two columns (one under the other's label on a phone). */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="mb-1 text-ink [overflow-wrap:anywhere] sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const panel = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6';

export function Panel({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-primary">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}
