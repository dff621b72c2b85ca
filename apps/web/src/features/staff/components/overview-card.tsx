/**
 * A card of the staff overview (/staff): a titled section whose figures load
 * (a spinner, then the figures, or the error with a retry), and its ways in.
 * `OverviewCountLinks` are the figures that are each a way into a list.
 */
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { commonMessages } from '@huella/shared/messages/common';
import { staffMessages } from '@huella/shared/messages/staff';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';

interface Loading {
  isError: boolean;
  isPending: boolean;
  refetch: () => unknown;
}

export function OverviewCard({
  id,
  icon: Icon,
  title,
  loading,
  actions,
  className = '',
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  loading: Loading;
  /** The links under the figures. */
  actions: ReactNode;
  className?: string;
  /** The figures, once loaded. */
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6 ${className}`}
    >
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-primary">
        <Icon className="size-5 text-accent" aria-hidden="true" />
        {title}
      </h2>
      {loading.isError ? (
        <div className="mt-4">
          <LoadError
            message={staffMessages.overview.loadFailed}
            onRetry={() => void loading.refetch()}
          />
        </div>
      ) : loading.isPending ? (
        <div className="mt-4">
          <Spinner label={commonMessages.loading} showLabel />
        </div>
      ) : (
        children
      )}
      <div className="mt-5 flex flex-wrap gap-3">{actions}</div>
    </section>
  );
}

/** One big figure (pending comments, failed mails). */
export function OverviewFigure({ children }: { children: ReactNode }) {
  return <p className="mt-4 text-3xl font-extrabold text-primary">{children}</p>;
}

/** Figures that each open their list: a count and what it counts. */
export function OverviewCountLinks({
  items,
  className,
}: {
  items: { key: string; to: string; count: number; label: string }[];
  /** The grid's columns. */
  className: string;
}) {
  return (
    <ul className={`mt-4 grid gap-3 ${className}`}>
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to={item.to}
            className="block rounded-xl bg-surface p-4 ring-1 ring-gray-200 hover:ring-primary"
          >
            <span className="block text-3xl font-extrabold text-primary tabular-nums">
              {item.count}
            </span>{' '}
            <span className="text-sm font-medium text-muted">{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
