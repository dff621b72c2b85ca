/**
 * A breadcrumb trail (WAI-ARIA breadcrumb pattern): an ordered list inside a
 * labelled nav; every step is a link except the current page (usually the last).
 */
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';

export interface Crumb {
  label: string;
  to: string;
  /** The page the user is on: shown as text with aria-current="page". */
  current?: boolean;
}

interface BreadcrumbsProps {
  items: Crumb[];
  /** The nav's accessible name ('Ruta de navegación'). */
  label: string;
  className?: string;
}

export function Breadcrumbs({ items, label, className = '' }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted">
        {items.map((item, index) => {
          const isCurrent = item.current ?? false;
          return (
            <li key={item.to + index} className="flex min-w-0 items-center gap-1.5">
              {index > 0 ? (
                <ChevronRight className="size-4 shrink-0 text-gray-400" aria-hidden="true" />
              ) : null}
              {isCurrent ? (
                <span aria-current="page" className="truncate font-semibold text-primary">
                  {item.label}
                </span>
              ) : (
                <Link
                  to={item.to}
                  className="rounded-sm underline-offset-4 transition-colors hover:text-primary hover:underline"
                >
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
