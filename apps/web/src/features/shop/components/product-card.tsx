/**
 * One product in the shop's grid: picture, name (a link stretched over the
 * card), price with "IVA incluido" and a stock hint; a sold-out product's
 * picture is dimmed (its words keep their contrast) and it says "Agotado".
 */
import { Link } from 'react-router';
import { shopMessages } from '@huella/shared/messages/shop';
import { shopScreensMessages } from '@huella/shared/messages/shop-screens';
import type { Product } from '@huella/shared/schemas/shop';
import { PetPhoto } from '../../../components/ui/pet-photo';
import { Price } from './price';
import { StockHint } from './stock-hint';

const CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

export function ProductCard({
  product,
  priority = false,
}: {
  product: Product;
  priority?: boolean;
}) {
  const soldOut = product.stock === 0;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-primary/10 transition focus-within:ring-2 focus-within:ring-primary hover:shadow-lg motion-reduce:transition-none">
      <div className="relative aspect-square overflow-hidden bg-secondary/30">
        <PetPhoto
          photo={product.image}
          alt=""
          sizes={CARD_SIZES}
          loading={priority ? 'eager' : 'lazy'}
          className={`size-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none ${
            soldOut ? 'opacity-60 grayscale' : ''
          }`}
          placeholderClassName="flex size-full items-center justify-center bg-secondary/40 text-primary/40"
          pawClassName="size-14"
        />
        {product.kind === 'donacion' ? (
          <span className="absolute top-3 left-3 rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-white">
            {shopScreensMessages.card.donation}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-bold tracking-wide text-accent uppercase">
          {shopMessages.categories[product.category]}
        </p>
        <h3 className="text-lg leading-snug font-bold text-balance text-primary">
          <Link
            to={`/tienda/${product.slug}`}
            className="[overflow-wrap:anywhere] after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <p>
            <Price cents={product.price_cents} className="text-xl font-extrabold text-ink" />
            <span className="block text-xs text-muted">
              {product.vat_rate > 0 ? shopMessages.vatIncluded : shopScreensMessages.product.noVat}
            </span>
          </p>
          <StockHint stock={product.stock} />
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-primary/10"
    >
      <div className="aspect-square animate-pulse bg-secondary/40 motion-reduce:animate-none" />
      <div className="space-y-3 p-4">
        <div className="h-3 w-1/3 animate-pulse rounded-full bg-gray-200 motion-reduce:animate-none" />
        <div className="h-5 w-4/5 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
        <div className="h-7 w-1/3 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
