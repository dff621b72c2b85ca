/**
 * Page links for the catalogue: a <nav> named 'Paginación', the current page
 * marked with aria-current, first/last pages always reachable and a window of
 * neighbours around the current one. Links keep every other search param
 * and write the page as `pagina` (the catalogue's Spanish address; `page`,
 * which older links carry, is dropped).
 */
import { Link, useLocation } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';

const paginationText = adoptionsMessages.pagination;

/** The pages to show: 1 … (current-1, current, current+1) … last. `null` is a gap. */
export function pageWindow(current: number, last: number): Array<number | null> {
  const pages = new Set([1, last, current - 1, current, current + 1]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  const result: Array<number | null> = [];
  for (const page of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && page - previous === 2) result.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) result.push(null);
    result.push(page);
  }
  return result;
}

interface PaginationProps {
  page: number;
  pageCount: number;
  /**
   * Called when a page link is followed. A page that passes it takes charge
   * of where the window goes (to its results, not back to the top).
   */
  onNavigate?: () => void;
}

const item =
  'inline-flex min-w-10 items-center justify-center gap-1 rounded-full px-3 py-2 text-sm font-semibold';

export function Pagination({ page, pageCount, onNavigate }: PaginationProps) {
  const location = useLocation();
  if (pageCount <= 1) return null;

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.delete('page');
    if (target === 1) params.delete('pagina');
    else params.set('pagina', String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };

  const linkProps = onNavigate ? { onClick: onNavigate, preventScrollReset: true } : {};

  return (
    <nav aria-label={paginationText.label} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {page > 1 ? (
          <li>
            <Link
              to={hrefFor(page - 1)}
              {...linkProps}
              className={`${item} text-primary hover:bg-secondary/60`}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              {paginationText.previous}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((target, index) => (
          <li key={target ?? `gap-${index}`}>
            {target === null ? (
              <span className={`${item} text-muted`} aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                to={hrefFor(target)}
                {...linkProps}
                aria-label={paginationText.page(target)}
                aria-current={target === page ? 'page' : undefined}
                className={`${item} ${
                  target === page
                    ? 'bg-primary text-white'
                    : 'bg-white text-primary ring-1 ring-primary/15 hover:bg-secondary/60'
                }`}
              >
                {target}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link
              to={hrefFor(page + 1)}
              {...linkProps}
              className={`${item} text-primary hover:bg-secondary/60`}
            >
              {paginationText.next}
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
