/**
 * /carrito (issue 16 item 1): each line with its picture, name, the shelter of
 * a donation, unit price, a quantity stepper and Eliminar (with Deshacer in
 * the toast), and what stops it being bought (`problem`); the summary with
 * subtotal, shipping ("Envío gratuito" when free, how much is missing
 * otherwise), total with "IVA incluido" and its IVA; "Tramitar pedido" to
 * /checkout, held back with its reason while a line has a problem.
 */
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { ArrowLeft, ShoppingCart, Trash2, TriangleAlert } from 'lucide-react';
import { CART_QUANTITY_MAX, SHIPPING_FREE_FROM_CENTS } from '@huella/shared/constants';
import { shopMessages } from '@huella/shared/messages/shop';
import { shopHeaderMessages } from '@huella/shared/messages/shop-header';
import { shopScreensMessages } from '@huella/shared/messages/shop-screens';
import { formatEuros } from '@huella/shared/money';
import type { Cart, CartLine } from '@huella/shared/schemas/shop';
import { Button, ButtonLink, buttonClasses } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { LoadError } from '../components/ui/load-error';
import { PetPhoto } from '../components/ui/pet-photo';
import { ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { Price } from '../features/shop/components/price';
import { QuantityStepper } from '../features/shop/components/quantity-stepper';
import { useCart, type CartLineKey } from '../features/shop/hooks/use-cart';
import { Container } from '../features/site/components/container';

const text = shopScreensMessages.cart;

const keyOf = (line: CartLine): CartLineKey => ({
  product_id: line.product.id,
  shelter_id: line.shelter?.id ?? null,
});

export default function ShopCartPage() {
  useDocumentTitle(shopHeaderMessages.cart);
  const cart = useCart();
  const data = cart.cart;
  const titleRef = useRef<HTMLHeadingElement>(null);

  const change = async (key: CartLineKey, quantity: number, position?: number) => {
    try {
      await cart.setQuantity(key, quantity, position);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : text.updateError);
    }
  };

  const remove = (line: CartLine, position: number) => {
    const key = keyOf(line);
    void change(key, 0).then(() => {
      // The line's buttons are gone: focus goes back to the cart's title (with its count).
      titleRef.current?.focus();
      toast.success(
        (shown) => (
          <span className="flex items-center gap-3">
            <span>{text.removed(line.product.name)}</span>
            <button
              type="button"
              className="shrink-0 rounded-full px-3 py-1 text-sm font-bold text-primary underline hover:bg-secondary/60"
              onClick={() => {
                toast.dismiss(shown.id);
                void change(key, line.quantity, position);
              }}
            >
              {text.undo}
            </button>
          </span>
        ),
        { duration: 6000 },
      );
    });
  };

  return (
    <Container className="pt-6 pb-16 sm:pt-8">
      <h1
        ref={titleRef}
        tabIndex={-1}
        className="rounded text-2xl font-extrabold tracking-tight text-primary focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none sm:text-3xl"
      >
        {text.title}
        {data && data.item_count > 0 ? (
          <span className="ml-2 text-base font-medium text-muted">
            ({text.items(data.item_count)})
          </span>
        ) : null}
      </h1>

      <div className="mt-6">
        {cart.isError ? (
          <LoadError
            message={text.loadError}
            detail={cart.error instanceof ApiError ? cart.error.message : undefined}
            onRetry={cart.refetch}
          />
        ) : !data ? (
          <div aria-busy="true" className="grid gap-6 lg:grid-cols-[1fr_22rem]">
            <p role="status" className="sr-only">
              {text.loading}
            </p>
            <div className="space-y-3">
              {[0, 1].map((index) => (
                <div
                  key={index}
                  aria-hidden="true"
                  className="h-32 animate-pulse rounded-2xl bg-secondary/30 motion-reduce:animate-none"
                />
              ))}
            </div>
            <div
              aria-hidden="true"
              className="h-64 animate-pulse rounded-2xl bg-secondary/30 motion-reduce:animate-none"
            />
          </div>
        ) : data.lines.length === 0 ? (
          <EmptyState
            Icon={ShoppingCart}
            title={text.empty}
            hint={text.emptyHint}
            action={
              <ButtonLink to="/tienda" variant="accent">
                {text.toShop}
              </ButtonLink>
            }
          />
        ) : (
          <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
            <section aria-labelledby="cart-lines">
              <h2 id="cart-lines" className="sr-only">
                {text.lines}
              </h2>
              <ul
                aria-busy={cart.isRefreshing || undefined}
                className="divide-y divide-gray-200 rounded-2xl bg-white ring-1 ring-gray-200"
              >
                {data.lines.map((line, index) => (
                  <CartLineItem
                    key={`${line.product.id}-${line.shelter?.id ?? 0}`}
                    line={line}
                    onQuantity={(quantity) => void change(keyOf(line), quantity)}
                    onRemove={() => remove(line, index)}
                  />
                ))}
              </ul>
              <Link
                to="/tienda"
                className="mt-4 inline-flex items-center gap-1.5 rounded font-semibold text-primary hover:underline"
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
                {text.continueShopping}
              </Link>
            </section>
            <CartSummary cart={data} />
          </div>
        )}
      </div>
    </Container>
  );
}

function CartLineItem({
  line,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { product } = line;
  const problemId = useId();
  const max = Math.max(
    line.quantity,
    Math.min(CART_QUANTITY_MAX, product.stock ?? CART_QUANTITY_MAX),
  );
  return (
    <li className="flex gap-3 p-3 sm:gap-4 sm:p-4">
      <Link
        to={`/tienda/${product.slug}`}
        tabIndex={-1}
        aria-hidden="true"
        className="size-20 shrink-0 overflow-hidden rounded-xl bg-secondary/30 sm:size-24"
      >
        <PetPhoto
          photo={product.image}
          sizes="96px"
          loading="lazy"
          className="size-full object-cover"
          placeholderClassName="flex size-full items-center justify-center text-primary/40"
          pawClassName="size-8"
        />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h3 className="font-bold text-primary [overflow-wrap:anywhere]">
              <Link to={`/tienda/${product.slug}`} className="hover:underline">
                {product.name}
              </Link>
            </h3>
            {line.shelter ? (
              <p className="text-sm text-ink">{text.shelter(line.shelter.name)}</p>
            ) : null}
            <p className="text-sm text-muted">
              <span className="sr-only">{text.unitPrice}: </span>
              <Price cents={product.price_cents} />
              {' · '}
              {product.vat_rate > 0 ? shopMessages.vatIncluded : shopScreensMessages.product.noVat}
            </p>
          </div>
          <p className="font-bold text-ink">
            <span className="sr-only">{text.lineTotal}: </span>
            <Price cents={line.line_total_cents} />
          </p>
        </div>
        {line.problem ? (
          <p
            id={problemId}
            className="mt-2 flex items-start gap-1.5 rounded-lg bg-amber-50 px-2.5 py-1.5 text-sm font-medium text-amber-950 ring-1 ring-amber-600/30"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
            {line.problem}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            value={line.quantity}
            max={max}
            onChange={onQuantity}
            label={text.quantityOf(product.name)}
            decreaseLabel={text.decreaseOf(product.name)}
            increaseLabel={text.increaseOf(product.name)}
            describedBy={line.problem ? problemId : undefined}
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={text.removeOf(product.name)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {text.remove}
          </Button>
        </div>
      </div>
    </li>
  );
}

function CartSummary({ cart }: { cart: Cart }) {
  const reasonId = useId();
  const hasProblem = cart.lines.some((line) => line.problem);
  const goods = cart.lines
    .filter((line) => line.product.kind === 'producto')
    .reduce((sum, line) => sum + line.line_total_cents, 0);
  const missing = SHIPPING_FREE_FROM_CENTS - goods;
  return (
    <section
      aria-labelledby="cart-summary"
      className="rounded-2xl bg-surface p-5 ring-1 ring-gray-200 lg:sticky lg:top-20"
    >
      <h2 id="cart-summary" className="text-lg font-bold text-primary">
        {text.summary}
      </h2>
      <dl className="mt-4 space-y-2 text-ink">
        <div className="flex justify-between gap-4">
          <dt>{text.subtotal}</dt>
          <dd>
            <Price cents={cart.subtotal_cents} />
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{text.shipping}</dt>
          <dd
            className={
              cart.needs_shipping && cart.shipping_cents === 0 ? 'font-semibold text-green-800' : ''
            }
          >
            {!cart.needs_shipping ? (
              text.noShipping
            ) : cart.shipping_cents === 0 ? (
              shopMessages.freeShipping
            ) : (
              <Price cents={cart.shipping_cents} />
            )}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-lg font-extrabold">
          <dt>{text.total}</dt>
          <dd>
            <Price cents={cart.total_cents} />
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-right text-sm text-muted">
        {text.vatAmount(formatEuros(cart.vat_cents))}
      </p>
      {cart.needs_shipping && cart.shipping_cents > 0 && missing > 0 ? (
        <p className="mt-3 rounded-lg bg-secondary/50 px-3 py-2 text-sm text-primary">
          {text.toFreeShipping(formatEuros(missing))}
        </p>
      ) : null}
      {hasProblem ? (
        <p id={reasonId} className="mt-3 text-sm font-medium text-amber-900">
          {text.fixProblems}
        </p>
      ) : null}
      {hasProblem ? (
        <button
          type="button"
          disabled
          aria-describedby={reasonId}
          className={buttonClasses('accent', 'lg', 'mt-4 w-full')}
        >
          {text.checkout}
        </button>
      ) : (
        <ButtonLink to="/checkout" variant="accent" size="lg" className="mt-4 w-full">
          {text.checkout}
        </ButtonLink>
      )}
    </section>
  );
}
