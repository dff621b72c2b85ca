/**
 * The blog's filters as links (spec §2: by category and by tag, kept in the
 * address): every category and tag in use, from GET taxonomy/, with how many
 * posts each has. The chosen one is marked (aria-current) and following it
 * again removes it; a category and a tag combine. Following any of them
 * calls `onNavigate`, which takes focus to the results once they are in.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Tag } from 'lucide-react';
import { blogScreensMessages } from '@huella/shared/messages/blog-screens';
import type { BlogTaxonomy } from '@huella/shared/schemas/blog';
import { blogHref, sameTerm, type BlogFilters } from '../utils/blog-address';

const text = blogScreensMessages.list;

/**
 * One row per kind of term, scrolled sideways when it does not fit: the box
 * has the same height whatever the number of terms, so the posts below do not
 * jump when it loads (its skeleton has that height too).
 */
const ROW = '-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 [&>li]:shrink-0';
const chip =
  'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2';
const idle = 'bg-white text-primary ring-1 ring-primary/15 hover:bg-secondary/60';
const chosen = 'bg-primary text-white hover:bg-primary-light';

/** One category or tag, with how many posts it has; following the chosen one removes it. */
function TermLink({
  to,
  active,
  count,
  onNavigate,
  children,
}: {
  to: string;
  active: boolean;
  count: number;
  onNavigate: () => void;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-current={active ? 'true' : undefined}
      className={`${chip} ${active ? chosen : idle}`}
      onClick={onNavigate}
      preventScrollReset
    >
      {children}
      <span className={`text-xs font-medium ${active ? 'text-white/85' : 'text-muted'}`}>
        ({count})
      </span>
    </Link>
  );
}

interface BlogFiltersProps {
  taxonomy: BlogTaxonomy;
  filters: BlogFilters;
  onNavigate: () => void;
}

export function BlogFilterLinks({ taxonomy, filters, onNavigate }: BlogFiltersProps) {
  const linkProps = { onClick: onNavigate, preventScrollReset: true };
  return (
    <nav aria-label={text.filters} className="space-y-4">
      {taxonomy.categorias.length > 0 ? (
        <div>
          <h2 className="mb-2 text-sm font-bold text-muted">{text.categories}</h2>
          <ul className={ROW}>
            <li>
              <Link
                to={blogHref({ ...filters, categoria: '' })}
                aria-current={filters.categoria ? undefined : 'true'}
                className={`${chip} ${filters.categoria ? idle : chosen}`}
                {...linkProps}
              >
                {text.allCategories}
              </Link>
            </li>
            {taxonomy.categorias.map(({ nombre, count }) => {
              const active = sameTerm(filters.categoria, nombre);
              return (
                <li key={nombre}>
                  <TermLink
                    to={blogHref({ ...filters, categoria: active ? '' : nombre })}
                    active={active}
                    count={count}
                    onNavigate={onNavigate}
                  >
                    {nombre}
                  </TermLink>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {taxonomy.etiquetas.length > 0 ? (
        <div>
          <h2 className="mb-2 text-sm font-bold text-muted">{text.tags}</h2>
          <ul className={ROW}>
            {taxonomy.etiquetas.map(({ nombre, count }) => {
              const active = sameTerm(filters.etiqueta, nombre);
              return (
                <li key={nombre}>
                  <TermLink
                    to={blogHref({ ...filters, etiqueta: active ? '' : nombre })}
                    active={active}
                    count={count}
                    onNavigate={onNavigate}
                  >
                    <Tag className="size-3.5" aria-hidden="true" />
                    {nombre}
                  </TermLink>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </nav>
  );
}

/** The filters' place while the terms load: the same two rows, so nothing moves when they come. */
export function BlogFilterLinksSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      {[text.categories, text.tags].map((heading) => (
        <div key={heading}>
          <p className="mb-2 text-sm font-bold text-muted">{heading}</p>
          <ul className={ROW}>
            {['w-24', 'w-36', 'w-28'].map((width) => (
              <li key={width}>
                <span className={`${chip} ${idle} ${width} animate-pulse text-transparent`}>·</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
