/**
 * /tienda (issue 16 item 1): results first, as /adopciones. A short band with
 * the title, the note that adopting is always free and the shipping rule;
 * the categories as links kept in the address (`?categoria=…&pagina=2`); a
 * grid of product cards with pagination; skeletons of the same size while
 * loading, Reintentar when the list could not load, a kind word for an empty
 * category; and a call to donate to a shelter.
 */
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HandHeart, PawPrint, ShoppingBag, Truck } from 'lucide-react';
import {
  SHIPPING_FLAT_CENTS,
  SHIPPING_FREE_FROM_CENTS,
  SHOP_CATEGORIES,
  SHOP_PAGE_SIZE,
} from '@huella/shared/constants';
import { shopMessages } from '@huella/shared/messages/shop';
import { shopScreensMessages } from '@huella/shared/messages/shop-screens';
import { formatEuros } from '@huella/shared/money';
import { ButtonLink } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { ResultsGrid } from '../components/ui/results-grid';
import { ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { useResultsFocus } from '../lib/use-results-focus';
import { useProducts } from '../features/shop/api/list-products';
import { ProductCard, ProductCardSkeleton } from '../features/shop/components/product-card';
import { readShopAddress, shopApiParams, shopHref } from '../features/shop/utils/shop-address';
import { Pagination } from '../features/pets/components/pagination';
import { Container } from '../features/site/components/container';

const text = shopScreensMessages.list;
const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4';
/** Cards above the fold on a wide screen: their pictures load first. */
const PRIORITY_CARDS = 4;
const chip =
  'inline-flex items-center whitespace-nowrap rounded-full px-3.5 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2';

export default function ShopPage() {
  useDocumentTitle(text.title);
  const [searchParams] = useSearchParams();
  const address = searchParams.toString();
  const { categoria, page } = useMemo(
    () => readShopAddress(new URLSearchParams(address)),
    [address],
  );
  const query = useProducts(shopApiParams({ categoria, page }));
  const resultsShown = query.isError || (query.isSuccess && !query.isPlaceholderData);
  const { headingRef, moveToResults } = useResultsFocus(resultsShown);

  const data = query.data;
  const total = data?.total ?? 0;
  const loadDetail =
    query.error instanceof ApiError && query.error.status === 400 ? query.error.message : undefined;
  const shippingRule = text.shipping(
    formatEuros(SHIPPING_FLAT_CENTS),
    formatEuros(SHIPPING_FREE_FROM_CENTS),
  );

  return (
    <>
      <section
        aria-labelledby="page-title"
        className="bg-linear-to-b from-secondary/45 to-white pt-4 pb-3 sm:pt-6 sm:pb-4"
      >
        <Container>
          <h1
            id="page-title"
            className="text-xl font-extrabold tracking-tight text-primary sm:text-3xl"
          >
            {text.title}
          </h1>
          <p className="mt-1 hidden max-w-3xl text-muted sm:block">{text.intro}</p>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink">
            <li className="inline-flex items-center gap-1.5">
              <PawPrint className="size-4 shrink-0 text-accent" aria-hidden="true" />
              {text.freeAdoption}
            </li>
            <li className="inline-flex items-center gap-1.5 whitespace-nowrap">
              <Truck className="size-4 shrink-0 text-accent" aria-hidden="true" />
              {shippingRule}
            </li>
          </ul>
        </Container>
      </section>

      <Container className="pb-16">
        <nav aria-label={text.categories} className="mt-3">
          <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 [&>li]:shrink-0">
            {(['', ...SHOP_CATEGORIES] as const).map((value) => {
              const active = value === categoria;
              return (
                <li key={value || 'todo'}>
                  <Link
                    to={shopHref(value)}
                    aria-current={active ? 'true' : undefined}
                    preventScrollReset
                    onClick={moveToResults}
                    className={`${chip} ${
                      active
                        ? 'bg-primary text-white hover:bg-primary-light'
                        : 'bg-white text-primary ring-1 ring-primary/15 hover:bg-secondary/60'
                    }`}
                  >
                    {value ? shopMessages.categories[value] : text.allCategories}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <section aria-labelledby="shop-results" className="mt-4">
          <h2
            id="shop-results"
            ref={headingRef}
            tabIndex={-1}
            className="mb-3 scroll-mt-20 rounded text-lg font-bold text-primary focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none sm:text-xl"
          >
            {categoria ? shopMessages.categories[categoria] : text.results}
            <span aria-live="polite" className="ml-2 text-sm font-medium text-muted sm:text-base">
              {data ? (
                <>
                  <span className="sr-only">: </span>
                  {text.count(total)}
                </>
              ) : null}
            </span>
          </h2>

          <ResultsGrid
            items={data?.products}
            isError={query.isError}
            isPlaceholderData={query.isPlaceholderData}
            onRetry={() => void query.refetch()}
            text={text}
            loadDetail={loadDetail}
            gridClassName={GRID}
            Skeleton={ProductCardSkeleton}
            skeletonCount={PRIORITY_CARDS * 2}
            empty={
              <EmptyState
                Icon={ShoppingBag}
                title={categoria ? text.emptyCategory : text.empty}
                hint={categoria ? text.emptyCategoryHint : text.emptyHint}
                action={
                  categoria ? (
                    <ButtonLink
                      to="/tienda"
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
            renderItem={(product, index) => (
              <ProductCard product={product} priority={index < PRIORITY_CARDS} />
            )}
          />
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE))}
            onNavigate={moveToResults}
          />
        </section>

        {categoria !== 'donaciones' ? (
          <aside
            aria-labelledby="shop-donate"
            className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-secondary/40 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
          >
            <div className="flex gap-3">
              <HandHeart className="mt-0.5 size-7 shrink-0 text-accent" aria-hidden="true" />
              <div>
                <h2 id="shop-donate" className="text-lg font-bold text-primary">
                  {text.donateTitle}
                </h2>
                <p className="mt-1 text-ink">{text.donateText}</p>
              </div>
            </div>
            <ButtonLink to={shopHref('donaciones')} variant="accent" className="shrink-0">
              {text.donateAction}
            </ButtonLink>
          </aside>
        ) : null}
      </Container>
    </>
  );
}
