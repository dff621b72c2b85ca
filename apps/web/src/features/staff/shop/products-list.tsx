/**
 * /staff/productos: every product of the shop with its picture, category,
 * price, stock, units reserved and sold, and state; filtered by state and
 * category and searched by name, all kept in the address
 * (?estado=&categoria=&q=&pagina=).
 */
import { Link, useSearchParams } from 'react-router';
import { ExternalLink, ImageOff, ShoppingBag } from 'lucide-react';
import {
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_STATES,
  SHOP_CATEGORIES,
  type ProductState,
  type ShopCategory,
} from '@huella/shared/constants';
import { formatEuros } from '@huella/shared/money';
import { commonMessages } from '@huella/shared/messages/common';
import { shopMessages } from '@huella/shared/messages/shop';
import { staffMessages } from '@huella/shared/messages/staff';
import type { StaffProduct } from '@huella/shared/schemas/shop';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, apiUrl } from '../../../lib/api-client';
import { Pager, pageFrom } from '../components/pager';
import { STAFF_PRODUCTS_PAGE_SIZE, useStaffProducts } from './api';
import { ProductStateBadge } from './badges';
import { SearchBox, withChanges } from './search-box';
import { FilterSelect } from '../components/filter-select';

const text = staffMessages.shop.products;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

function Thumbnail({ product }: { product: StaffProduct }) {
  if (!product.image)
    return (
      <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-surface text-muted ring-1 ring-gray-200">
        <ImageOff className="size-6" aria-hidden="true" />
        <span className="sr-only">{text.noPicture}</span>
      </span>
    );
  return (
    <img
      src={apiUrl(product.image.variants[400])}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      className="size-16 shrink-0 rounded-lg object-cover ring-1 ring-gray-200"
    />
  );
}

function ProductRow({ product }: { product: StaffProduct }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <Thumbnail product={product} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <ProductStateBadge estado={product.state} />
            <span className="text-xs font-medium text-muted">
              {shopMessages.categories[product.category]}
              {product.kind === 'donacion' && product.category !== 'donaciones'
                ? ` · ${text.donation}`
                : ''}
            </span>
          </div>
          <h2 className="mt-1 text-lg font-semibold [overflow-wrap:anywhere]">
            <Link
              to={`/staff/productos/${product.id}`}
              aria-label={text.edit(product.name)}
              className="text-primary hover:underline"
            >
              {product.name}
            </Link>
          </h2>
          <p className="text-sm text-muted">
            <span className="font-semibold whitespace-nowrap text-ink">
              {formatEuros(product.price_cents)}
            </span>
            {' · '}
            <span className="whitespace-nowrap">
              {text.stock}: {product.stock === null ? text.unlimited : text.units(product.stock)}
            </span>
            {' · '}
            <span className="whitespace-nowrap">{text.reserved(product.reserved)}</span>
            {' · '}
            <span className="whitespace-nowrap">{text.sold(product.sold)}</span>
          </p>
        </div>
      </div>
      {product.state === 'publicado' ? (
        <Link
          to={`/tienda/${product.slug}`}
          aria-label={text.viewLabel(product.name)}
          className="inline-flex shrink-0 items-center gap-1 self-start text-sm font-semibold text-primary hover:underline sm:self-center"
        >
          {text.view}
          <ExternalLink className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </li>
  );
}

export function ProductsList() {
  const [params, setParams] = useSearchParams();
  const estado = oneOf<ProductState>(PRODUCT_STATES, params.get('estado'));
  const categoria = oneOf<ShopCategory>(SHOP_CATEGORIES, params.get('categoria'));
  const q = params.get('q')?.trim() ?? '';
  const page = pageFrom(params);
  const products = useStaffProducts({ estado, categoria, q: q || undefined, page });
  const update = (changes: Record<string, string>) => setParams(withChanges(params, changes));

  const total = products.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / STAFF_PRODUCTS_PAGE_SIZE));
  const filtered = Boolean(estado || categoria || q);

  return (
    <div>
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200 md:flex-row md:items-end">
        <div className="grid grid-cols-2 gap-4 md:flex md:gap-4">
          <FilterSelect
            label={text.stateLabel}
            value={estado ?? ''}
            onChange={(value) => update({ estado: value })}
            anyLabel={text.allStates}
            options={PRODUCT_STATES}
            optionLabel={(state) => shopMessages.productStates[state]}
            className="md:w-44"
          />
          <FilterSelect
            label={text.categoryLabel}
            value={categoria ?? ''}
            onChange={(value) => update({ categoria: value })}
            anyLabel={text.allCategories}
            options={SHOP_CATEGORIES}
            optionLabel={(category) => shopMessages.categories[category]}
            className="md:w-48"
          />
        </div>
        <SearchBox
          id="staff-products-search"
          value={q}
          onSearch={(value) => update({ q: value })}
          text={text}
          maxLength={PRODUCT_NAME_MAX_LENGTH}
        />
      </div>

      <div className="mt-6" aria-busy={products.isFetching}>
        {products.isError ? (
          <LoadError
            message={text.loadFailed}
            detail={products.error instanceof ApiError ? products.error.message : undefined}
            onRetry={() => void products.refetch()}
          />
        ) : products.isPending ? (
          <Spinner label={commonMessages.loading} showLabel />
        ) : products.data.products.length === 0 ? (
          <EmptyState
            Icon={ShoppingBag}
            title={filtered ? text.emptyFiltered : text.empty}
            hint={filtered ? text.emptyFilteredHint : text.emptyHint}
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted" aria-live="polite">
              {text.total(total)}
            </p>
            <ul className={`space-y-3 ${products.isPlaceholderData ? 'opacity-60' : ''}`}>
              {products.data.products.map((product) => (
                <ProductRow key={product.id} product={product} />
              ))}
            </ul>
            <Pager page={page} pageCount={pageCount} />
          </>
        )}
      </div>
    </div>
  );
}
