/**
 * /blog (spec §2): a hero with the title, the filters by category and tag
 * (kept in the address: `?categoria=…&etiqueta=…&pagina=2`), then a grid of
 * post cards with pagination; skeletons while loading, a kind word when
 * nothing is published or nothing matches, and Reintentar when the list
 * could not load. Following a filter or a page brings the results into view
 * and puts focus on their heading, which carries the count (as /adopciones).
 */
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Newspaper, X } from 'lucide-react';
import { BLOG_PAGE_SIZE } from '@huella/shared/constants';
import { blogScreensMessages } from '@huella/shared/messages/blog-screens';
import { commonMessages } from '@huella/shared/messages/common';
import { Button, ButtonLink } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { ResultsGrid } from '../components/ui/results-grid';
import { ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { useResultsFocus } from '../lib/use-results-focus';
import { usePosts } from '../features/blog/api/list-posts';
import { useTaxonomy } from '../features/blog/api/get-taxonomy';
import { BlogFilterLinks, BlogFilterLinksSkeleton } from '../features/blog/components/blog-filters';
import { PostCard, PostCardSkeleton } from '../features/blog/components/post-card';
import { blogApiParams, blogHref, readBlogAddress } from '../features/blog/utils/blog-address';
import { Pagination } from '../features/pets/components/pagination';
import { Container } from '../features/site/components/container';

const text = blogScreensMessages.list;
const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
/** Cards above the fold on a wide screen: their pictures load first. */
const PRIORITY_CARDS = 3;

export default function BlogPage() {
  useDocumentTitle(text.title);
  const [searchParams] = useSearchParams();
  const address = searchParams.toString();
  const { categoria, etiqueta, page } = useMemo(
    () => readBlogAddress(new URLSearchParams(address)),
    [address],
  );
  const filters = { categoria, etiqueta };
  const query = usePosts(blogApiParams({ categoria, etiqueta, page }));
  const taxonomy = useTaxonomy();

  const resultsShown = query.isError || (query.isSuccess && !query.isPlaceholderData);
  const { headingRef, moveToResults } = useResultsFocus(resultsShown);

  const data = query.data;
  const total = data?.total ?? 0;
  const filtered = Boolean(categoria || etiqueta);
  // The server's own words when it refused the address (a filter too long).
  const loadDetail =
    query.error instanceof ApiError && query.error.status === 400 ? query.error.message : undefined;
  const active = [
    categoria
      ? { label: text.categoryFilter(categoria), href: blogHref({ ...filters, categoria: '' }) }
      : null,
    etiqueta
      ? { label: text.tagFilter(etiqueta), href: blogHref({ ...filters, etiqueta: '' }) }
      : null,
  ].filter((item): item is { label: string; href: string } => item !== null);

  return (
    <>
      <section
        aria-labelledby="page-title"
        className="bg-linear-to-b from-secondary/55 via-secondary/20 to-white"
      >
        <Container className="py-8 sm:py-12">
          <p className="text-sm font-bold text-accent">{text.eyebrow}</p>
          <h1
            id="page-title"
            className="mt-1 text-3xl font-extrabold tracking-tight text-primary sm:text-5xl"
          >
            {text.title}
          </h1>
          <p className="mt-3 max-w-2xl text-muted sm:text-lg">{text.intro}</p>
          {taxonomy.data ? (
            <div className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5">
              <BlogFilterLinks
                taxonomy={taxonomy.data}
                filters={filters}
                onNavigate={moveToResults}
              />
            </div>
          ) : taxonomy.isPending ? (
            <div className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5">
              <BlogFilterLinksSkeleton />
            </div>
          ) : taxonomy.isError ? (
            <p className="mt-6 flex flex-wrap items-center gap-3 text-sm text-muted">
              {text.taxonomyError}
              <Button variant="secondary" size="sm" onClick={() => void taxonomy.refetch()}>
                {commonMessages.retry}
              </Button>
            </p>
          ) : null}
        </Container>
      </section>

      <Container className="pt-4 pb-16">
        <section aria-labelledby="blog-results">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
            <h2
              id="blog-results"
              ref={headingRef}
              tabIndex={-1}
              className="scroll-mt-20 rounded text-xl font-bold text-primary focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none sm:text-2xl"
            >
              {text.results}
              <span aria-live="polite" className="ml-2 text-base font-medium text-muted">
                {data ? (
                  <>
                    <span className="sr-only">: </span>
                    {text.count(total)}
                  </>
                ) : null}
              </span>
            </h2>
            {active.length > 0 ? (
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium text-muted">{text.filteredBy}</span>
                {active.map(({ label, href }) => (
                  <Link
                    key={label}
                    to={href}
                    preventScrollReset
                    onClick={moveToResults}
                    aria-label={text.removeFilter(label)}
                    className="inline-flex items-center gap-1 rounded-full bg-secondary/60 px-3 py-1 font-semibold text-primary hover:bg-secondary-dark"
                  >
                    {label}
                    <X className="size-4" aria-hidden="true" />
                  </Link>
                ))}
              </div>
            ) : null}
          </div>

          <ResultsGrid
            items={data?.posts}
            isError={query.isError}
            isPlaceholderData={query.isPlaceholderData}
            onRetry={() => void query.refetch()}
            text={text}
            loadDetail={loadDetail}
            gridClassName={GRID}
            Skeleton={PostCardSkeleton}
            skeletonCount={PRIORITY_CARDS * 2}
            empty={
              <EmptyState
                Icon={Newspaper}
                title={filtered ? text.emptyFiltered : text.empty}
                hint={filtered ? text.emptyFilteredHint : text.emptyHint}
                action={
                  filtered ? (
                    <ButtonLink
                      to="/blog"
                      variant="accent"
                      preventScrollReset
                      onClick={moveToResults}
                    >
                      {text.clear}
                    </ButtonLink>
                  ) : null
                }
              />
            }
            renderItem={(post, index) => <PostCard post={post} priority={index < PRIORITY_CARDS} />}
          />
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE))}
            onNavigate={moveToResults}
          />
        </section>
      </Container>
    </>
  );
}
