/**
 * /tienda/{slug} (issue 16 item 1): the product's picture, name, price with
 * "IVA incluido", stock and description; a quantity bounded by stock and
 * CART_QUANTITY_MAX; for a donation, the shelter it goes to (required); the
 * shipping costs before paying; "Añadir al carrito", which says so in a
 * toast and updates the header's badge. An unknown product: 'Producto no
 * encontrado' with a way back to /tienda.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { ArrowLeft, ShoppingCart, Truck } from 'lucide-react';
import {
  CART_QUANTITY_MAX,
  SHIPPING_FLAT_CENTS,
  SHIPPING_FREE_FROM_CENTS,
} from '@huella/shared/constants';
import { shopMessages } from '@huella/shared/messages/shop';
import { shopScreensMessages } from '@huella/shared/messages/shop-screens';
import { formatEuros } from '@huella/shared/money';
import type { Product } from '@huella/shared/schemas/shop';
import { Button, ButtonLink } from '../components/ui/button';
import { LoadError } from '../components/ui/load-error';
import { PetPhoto } from '../components/ui/pet-photo';
import { SelectField } from '../components/ui/select-field';
import { Spinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { isProductKey, useProduct } from '../features/shop/api/get-product';
import { useDonationShelters } from '../features/shop/api/list-shelters';
import { Price } from '../features/shop/components/price';
import { QuantityStepper } from '../features/shop/components/quantity-stepper';
import { StockHint } from '../features/shop/components/stock-hint';
import { useCart } from '../features/shop/hooks/use-cart';
import { shopHref } from '../features/shop/utils/shop-address';
import { Container } from '../features/site/components/container';

const text = shopScreensMessages.product;

export default function ShopProductPage() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  const notFound =
    !isProductKey(id) || (query.error instanceof ApiError && query.error.status === 404);
  const product = notFound ? undefined : query.data;
  useDocumentTitle(
    product
      ? product.name
      : notFound
        ? shopMessages.errors.productNotFound
        : query.isError
          ? text.loadError
          : null,
  );

  if (product) return <ProductView key={product.id} product={product} />;
  if (!notFound && query.isPending) {
    return (
      <Container className="flex min-h-svh items-center justify-center py-16">
        <Spinner label={text.loading} showLabel />
      </Container>
    );
  }
  return (
    <Container narrow className="flex flex-col items-center py-20 text-center">
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">
        {notFound ? shopMessages.errors.productNotFound : text.loadError}
      </h1>
      {notFound ? (
        <p className="mt-3 max-w-md text-muted">{text.notFoundHint}</p>
      ) : (
        <div className="mt-6 w-full max-w-md text-left">
          <LoadError
            message={query.error?.message ?? text.loadError}
            onRetry={() => void query.refetch()}
          />
        </div>
      )}
      <ButtonLink to="/tienda" variant="primary" className="mt-8">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {text.backToShop}
      </ButtonLink>
    </Container>
  );
}

function ProductView({ product }: { product: Product }) {
  const isDonation = product.kind === 'donacion';
  const soldOut = product.stock === 0;
  const max = Math.max(1, Math.min(CART_QUANTITY_MAX, product.stock ?? CART_QUANTITY_MAX));
  const [quantity, setQuantity] = useState(1);
  const [shelterId, setShelterId] = useState('');
  const [shelterError, setShelterError] = useState('');
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const shelters = useDonationShelters(isDonation);
  const cart = useCart();
  const stockId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isDonation && !shelterId) {
      setShelterError(shopMessages.errors.donationNeedsShelter);
      document.getElementById('shelter-picker')?.focus();
      return;
    }
    setBusy(true);
    try {
      await cart.add(
        { product_id: product.id, shelter_id: isDonation ? Number(shelterId) : null },
        quantity,
        product.stock,
      );
      toast.success(text.added(product.name, quantity));
      setQuantity(1);
      setAdded(true);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : text.addError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container className="py-6 sm:py-10">
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div className="overflow-hidden rounded-2xl bg-secondary/30 ring-1 ring-primary/10">
          <PetPhoto
            photo={product.image}
            alt={product.image?.alt ?? ''}
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
            loading="eager"
            fetchPriority="high"
            className={`aspect-4/3 size-full md:aspect-square object-cover ${soldOut ? 'grayscale' : ''}`}
            placeholderClassName="flex aspect-4/3 size-full md:aspect-square items-center justify-center text-primary/40"
            pawClassName="size-20"
          />
        </div>

        <div>
          <Link
            to={shopHref(product.category)}
            className="text-sm font-bold tracking-wide text-accent uppercase hover:underline"
          >
            {shopMessages.categories[product.category]}
          </Link>
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-balance text-primary sm:text-4xl">
            {product.name}
          </h1>
          <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <Price cents={product.price_cents} className="text-3xl font-extrabold text-ink" />
            <span className="text-sm text-muted">
              {product.vat_rate > 0 ? shopMessages.vatIncluded : text.noVat}
            </span>
          </p>
          <p id={stockId} className="mt-2 text-sm">
            {product.stock === null ? null : product.stock >
              shopScreensMessages.card.lowStockFrom ? (
              <span className="font-semibold text-green-800">{text.inStock}</span>
            ) : (
              <StockHint stock={product.stock} className="text-sm" />
            )}
          </p>

          <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-4">
            {isDonation ? (
              shelters.isError ? (
                <LoadError message={text.sheltersError} onRetry={() => void shelters.refetch()} />
              ) : (
                <SelectField
                  id="shelter-picker"
                  label={text.shelter}
                  value={shelterId}
                  required
                  error={shelterError || undefined}
                  disabled={!shelters.data}
                  onChange={(event) => {
                    setShelterId(event.target.value);
                    if (event.target.value) setShelterError('');
                  }}
                >
                  <option value="">
                    {shelters.data ? text.chooseShelter : text.sheltersLoading}
                  </option>
                  {shelters.data?.map((shelter) => (
                    <option key={shelter.id} value={shelter.id}>
                      {shelter.name} ({shelter.city})
                    </option>
                  ))}
                </SelectField>
              )
            ) : null}
            {isDonation && shelters.data?.length === 0 ? (
              <p className="text-sm text-muted">{text.noShelters}</p>
            ) : null}

            <div className="flex flex-wrap items-end gap-3">
              {!soldOut ? (
                <QuantityStepper
                  value={quantity}
                  max={max}
                  onChange={setQuantity}
                  label={text.quantity}
                  decreaseLabel={text.decrease}
                  increaseLabel={text.increase}
                  showLabel
                  describedBy={product.stock !== null ? stockId : undefined}
                />
              ) : null}
              <Button
                type="submit"
                variant="accent"
                size="lg"
                disabled={soldOut || busy}
                className="grow sm:grow-0"
              >
                <ShoppingCart className="size-5" aria-hidden="true" />
                {soldOut ? shopScreensMessages.card.soldOut : busy ? text.adding : text.addToCart}
              </Button>
            </div>
            {added ? (
              // The toast says it and goes; the way to the cart stays.
              <Link
                to="/carrito"
                className="inline-flex items-center gap-1.5 rounded font-semibold text-primary underline hover:no-underline"
              >
                <ShoppingCart className="size-4" aria-hidden="true" />
                {text.viewCart}
              </Link>
            ) : null}
            {quantity >= CART_QUANTITY_MAX ? (
              <p className="text-sm text-muted">{text.maxReached(CART_QUANTITY_MAX)}</p>
            ) : null}
          </form>

          <section
            aria-labelledby="shipping-title"
            className="mt-6 flex gap-3 rounded-xl bg-surface p-4 text-sm ring-1 ring-gray-200"
          >
            <Truck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
            <div>
              <h2 id="shipping-title" className="font-bold text-primary">
                {text.shippingTitle}
              </h2>
              <p className="mt-0.5 text-ink">
                {isDonation
                  ? text.donationShipping
                  : text.shipping(
                      formatEuros(SHIPPING_FLAT_CENTS),
                      formatEuros(SHIPPING_FREE_FROM_CENTS),
                    )}
              </p>
            </div>
          </section>

          {product.description ? (
            <section aria-labelledby="description-title" className="mt-6">
              <h2 id="description-title" className="text-lg font-bold text-primary">
                {text.description}
              </h2>
              <div className="mt-2 space-y-3 leading-relaxed whitespace-pre-line text-ink">
                {product.description}
              </div>
            </section>
          ) : null}
        </div>
      </div>
    </Container>
  );
}
