/**
 * Previous / next for a staff list, with where we are ("Página 2 de 5"). The
 * page lives in the address (?pagina=), so a reload or a shared link keeps it.
 */
import { Link, useLocation } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { staffMessages } from '@huella/shared/messages/staff';
import { buttonClasses } from '../../../components/ui/button';

const text = staffMessages.pagination;

export function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete('pagina');
    else params.set('pagina', String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  return (
    <nav aria-label={text.label} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={buttonClasses('secondary', 'sm')}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {text.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted" aria-live="polite">
        {text.status(page, pageCount)}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={buttonClasses('secondary', 'sm')}>
          {text.next}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** `?pagina=` as a page number (1 when missing or not one). */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('pagina'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
