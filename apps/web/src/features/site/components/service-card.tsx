/**
 * One service as a card. The title is the link and stretches over the whole
 * card, so the card is one tab stop with a meaningful name.
 */
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { servicesMessages } from '@huella/shared/messages/services';
import type { Service } from '../services-catalogue';
import { StatusBadge } from './status-badge';

interface ServiceCardProps {
  service: Service;
  /** The long description (services page) or the one-line summary (home). */
  detailed?: boolean;
}

export function ServiceCard({ service, detailed = false }: ServiceCardProps) {
  const { id, to, available, Icon } = service;
  const text = servicesMessages.catalogue[id];
  const titleId = `service-${id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`group relative flex flex-col rounded-3xl p-6 ring-1 transition focus-within:ring-4 focus-within:ring-highlight hover:-translate-y-1 hover:shadow-xl hover:shadow-primary/10 sm:p-7 ${
        available
          ? 'bg-white shadow-md shadow-primary/5 ring-primary/10'
          : 'bg-surface ring-primary/10'
      }`}
    >
      <div className="mb-5 flex items-start justify-between gap-3">
        <span
          className={`grid size-14 shrink-0 place-items-center rounded-2xl ${
            available ? 'bg-accent text-white' : 'bg-secondary text-primary'
          }`}
          aria-hidden="true"
        >
          <Icon className="size-7" strokeWidth={1.8} />
        </span>
        <StatusBadge available={available} />
      </div>
      <h3 id={titleId} className="text-xl font-bold text-primary">
        <Link
          to={to}
          className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none"
        >
          {text.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-muted">{detailed ? text.description : text.summary}</p>
      <span
        className="mt-5 inline-flex items-center gap-1.5 font-semibold text-accent"
        aria-hidden="true"
      >
        {text.cta}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
      </span>
    </article>
  );
}
