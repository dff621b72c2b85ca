/**
 * The product's editor (new or existing): name, address, description,
 * category, kind (a product that is shipped, or a donation), the price in
 * euros as typed ("12,95", shown back formatted), IVA, stock or "sin límite",
 * state, the picture and its description. Leaving with unsaved changes asks
 * first; the server's field errors are shown on their fields.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { ExternalLink, Save } from 'lucide-react';
import {
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_KINDS,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_SLUG_MAX_LENGTH,
  PRODUCT_STATES,
  PRODUCT_STOCK_MAX,
  SHOP_CATEGORIES,
  VAT_RATES,
  type ProductKind,
  type ProductState,
  type ShopCategory,
} from '@huella/shared/constants';
import { formatEuros } from '@huella/shared/money';
import { shopMessages } from '@huella/shared/messages/shop';
import { staffMessages } from '@huella/shared/messages/staff';
import type { ProductInput, StaffProduct } from '@huella/shared/schemas/shop';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useCreateProduct, useUpdateProduct } from './api';
import { ProductStateBadge } from './badges';
import { parseEurosToCents } from './euros';
import { ProductImageField } from './product-image-field';
import {
  buildProductRequest,
  emptyProductValues,
  isDirty,
  productServerErrors,
  valuesOfProduct,
  withKind,
  type ProductFormErrors,
  type ProductFormValues,
} from './product-form';
import { useLeaveWarning } from './use-leave-warning';
import { BackToList } from '../components/back-to-list';

const text = staffMessages.shop.editor;

const panel = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6';

export function ProductEditor({ product }: { product: StaffProduct | null }) {
  const navigate = useNavigate();
  const ids = { donationHint: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const [baseline, setBaseline] = useState<ProductFormValues>(() =>
    product ? valuesOfProduct(product) : emptyProductValues,
  );
  const [values, setValues] = useState<ProductFormValues>(baseline);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const allowLeave = useRef(false);
  const create = useCreateProduct();
  const update = useUpdateProduct(product?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const dirty = isDirty(values, baseline);
  useLeaveWarning(dirty, allowLeave, text.unsaved);

  // After a refused attempt, the keyboard goes to the first field to fix.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = <Key extends keyof ProductFormValues>(key: Key, value: ProductFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { input, errors: found } = buildProductRequest(
      values,
      product ? baseline : null,
      Boolean(product?.image),
    );
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      setFormError(text.fixErrors);
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    try {
      const saved = product
        ? await update.mutateAsync(input)
        : await create.mutateAsync(input as ProductInput);
      toast.success(product ? text.saved : text.created);
      if (!product) {
        allowLeave.current = true;
        void navigate(`/staff/productos/${saved.id}`, { replace: true });
        return;
      }
      const next = valuesOfProduct(saved);
      setBaseline(next);
      setValues(next);
    } catch (failure) {
      if (failure instanceof ApiError) {
        setErrors(productServerErrors(failure.fields));
        setFormError(failure.message);
        setAttempt((count) => count + 1);
      } else setFormError(text.saveFailed);
    }
  };

  const priceCents = parseEurosToCents(values.price);
  const slugPath = `/tienda/${values.slug.trim() || product?.slug || '…'}`;

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={saving}>
      <BackToList to="/staff/productos">{text.backToList}</BackToList>
      {formError ? <FormAlert className="mb-4">{formError}</FormAlert> : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <section className={`space-y-5 ${panel}`}>
            <TextField
              label={text.name}
              value={values.name}
              maxLength={PRODUCT_NAME_MAX_LENGTH}
              required
              error={errors.name}
              onChange={(event) => set('name', event.target.value)}
            />
            <TextField
              label={text.slug}
              value={values.slug}
              maxLength={PRODUCT_SLUG_MAX_LENGTH}
              autoCapitalize="none"
              spellCheck={false}
              hint={text.slugHint(slugPath)}
              error={errors.slug}
              onChange={(event) => set('slug', event.target.value)}
            />
            <TextAreaField
              label={text.description}
              hint={text.descriptionHint}
              value={values.description}
              maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH}
              rows={6}
              counter={text.counter(values.description.length, PRODUCT_DESCRIPTION_MAX_LENGTH)}
              counterTone={
                values.description.length > PRODUCT_DESCRIPTION_MAX_LENGTH * 0.9
                  ? 'warning'
                  : 'normal'
              }
              error={errors.description}
              onChange={(event) => set('description', event.target.value)}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                label={text.kind}
                value={values.kind}
                error={errors.kind}
                aria-describedby={values.kind === 'donacion' ? ids.donationHint : undefined}
                onChange={(event) => {
                  setValues((current) => withKind(current, event.target.value as ProductKind));
                  setErrors((current) => ({
                    ...current,
                    kind: undefined,
                    vat_rate: undefined,
                    stock: undefined,
                    category: undefined,
                  }));
                }}
              >
                {PRODUCT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {text.kinds[kind]}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={text.category}
                value={values.category}
                error={errors.category}
                onChange={(event) => set('category', event.target.value as ShopCategory)}
              >
                {SHOP_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {shopMessages.categories[category]}
                  </option>
                ))}
              </SelectField>
            </div>
            {values.kind === 'donacion' ? (
              <p id={ids.donationHint} className="rounded-xl bg-secondary/40 p-3 text-sm text-ink">
                {text.donationHint}
              </p>
            ) : null}
          </section>

          <section className={`space-y-5 ${panel}`}>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={text.price}
                value={values.price}
                inputMode="decimal"
                autoComplete="off"
                placeholder="12,95"
                required
                error={errors.price}
                hint={
                  priceCents !== null ? text.pricePreview(formatEuros(priceCents)) : text.priceHint
                }
                onChange={(event) => set('price', event.target.value)}
              />
              <SelectField
                label={text.vatRate}
                value={values.vat_rate}
                error={errors.vat_rate}
                onChange={(event) => set('vat_rate', event.target.value)}
              >
                {VAT_RATES.map((rate) => (
                  <option key={rate} value={String(rate)}>
                    {text.vatOption(rate)}
                  </option>
                ))}
              </SelectField>
            </div>
            <div className="grid items-start gap-5 sm:grid-cols-2">
              <TextField
                label={text.stock}
                type="number"
                min={0}
                max={PRODUCT_STOCK_MAX}
                step={1}
                inputMode="numeric"
                value={values.unlimited ? '' : values.stock}
                disabled={values.unlimited}
                hint={text.stockHint}
                error={errors.stock}
                onChange={(event) => set('stock', event.target.value)}
              />
              <Checkbox
                className="sm:pt-8"
                label={text.unlimited}
                checked={values.unlimited}
                onChange={(event) => {
                  set('unlimited', event.target.checked);
                  setErrors((current) => ({ ...current, stock: undefined }));
                }}
              />
            </div>
            {product ? (
              <p className="text-sm text-muted">
                {text.reservedSold(product.reserved, product.sold)}
              </p>
            ) : null}
          </section>
        </div>

        <div className="space-y-6">
          <section className={`space-y-4 lg:sticky lg:top-24 ${panel}`}>
            {product ? (
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                {text.state}: <ProductStateBadge estado={product.state} />
              </p>
            ) : null}
            <SelectField
              label={text.state}
              value={values.state}
              error={errors.state}
              onChange={(event) => set('state', event.target.value as ProductState)}
            >
              {PRODUCT_STATES.map((state) => (
                <option key={state} value={state}>
                  {shopMessages.productStates[state]}
                </option>
              ))}
            </SelectField>
            <p className="text-sm text-muted">{text.stateHint}</p>
            <Button type="submit" className="w-full" disabled={saving || (!!product && !dirty)}>
              <Save className="size-4" aria-hidden="true" />
              {saving ? text.saving : product ? text.saveChanges : text.save}
            </Button>
            {product?.state === 'publicado' ? (
              <Link
                to={`/tienda/${product.slug}`}
                className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
              >
                {text.viewInShop}
                <ExternalLink className="size-4" aria-hidden="true" />
              </Link>
            ) : null}
          </section>

          <section aria-labelledby="product-picture-title" className={`space-y-4 ${panel}`}>
            <h2 id="product-picture-title" className="text-lg font-bold text-primary">
              {text.picture.title}
            </h2>
            {product ? (
              <ProductImageField product={product} />
            ) : (
              <p className="text-sm text-muted">{text.picture.saveFirst}</p>
            )}
            {product?.image ? (
              <TextField
                label={text.picture.alt}
                hint={text.picture.altHint}
                value={values.image_alt}
                maxLength={PRODUCT_NAME_MAX_LENGTH}
                error={errors.image_alt}
                onChange={(event) => set('image_alt', event.target.value)}
              />
            ) : null}
          </section>
        </div>
      </div>
    </form>
  );
}
