/**
 * The product editor's form as plain values (the price and stock as typed),
 * what is sent (every field for a new product, only the changed ones for an
 * existing one) and its checks: the price read as Spanish euros into cents,
 * the stock as whole units or "sin límite", then the shared schema's, with
 * its Spanish messages.
 */
import type { ProductKind, ProductState, ShopCategory } from '@huella/shared/constants';
import { staffMessages } from '@huella/shared/messages/staff';
import {
  productInputSchema,
  productPatchSchema,
  type ProductPatch,
  type StaffProduct,
} from '@huella/shared/schemas/shop';
import { centsToEurosInput, parseEurosToCents } from './euros';

const text = staffMessages.shop.editor;

export interface ProductFormValues {
  name: string;
  slug: string;
  description: string;
  category: ShopCategory;
  kind: ProductKind;
  /** As typed: "12,95". */
  price: string;
  /** A VAT_RATES value, as the select holds it. */
  vat_rate: string;
  /** Whole units as typed; ignored when `unlimited`. */
  stock: string;
  unlimited: boolean;
  state: ProductState;
  image_alt: string;
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export const emptyProductValues: ProductFormValues = {
  name: '',
  slug: '',
  description: '',
  category: 'accesorios',
  kind: 'producto',
  price: '',
  vat_rate: '21',
  stock: '0',
  unlimited: false,
  state: 'borrador',
  image_alt: '',
};

export const valuesOfProduct = (product: StaffProduct): ProductFormValues => ({
  name: product.name,
  slug: product.slug,
  description: product.description,
  category: product.category,
  kind: product.kind,
  price: centsToEurosInput(product.price_cents),
  vat_rate: String(product.vat_rate),
  stock: product.stock === null ? '' : String(product.stock),
  unlimited: product.stock === null,
  state: product.state,
  image_alt: product.image?.alt ?? '',
});

/** Donations carry no IVA and usually no limit; the category follows. */
export function withKind(values: ProductFormValues, kind: ProductKind): ProductFormValues {
  if (kind === values.kind) return values;
  if (kind === 'donacion')
    return { ...values, kind, vat_rate: '0', unlimited: true, category: 'donaciones' };
  return {
    ...values,
    kind,
    vat_rate: values.vat_rate === '0' ? '21' : values.vat_rate,
    unlimited: false,
    stock: values.stock || '0',
    category: values.category === 'donaciones' ? 'accesorios' : values.category,
  };
}

export const isDirty = (values: ProductFormValues, baseline: ProductFormValues) =>
  JSON.stringify(values) !== JSON.stringify(baseline);

/** Form key of an input field (the server's and the schema's names). */
const formKeyOf: Record<string, keyof ProductFormValues> = {
  name: 'name',
  slug: 'slug',
  description: 'description',
  category: 'category',
  kind: 'kind',
  price_cents: 'price',
  vat_rate: 'vat_rate',
  stock: 'stock',
  state: 'state',
  image_alt: 'image_alt',
};

export interface ProductRequest {
  input: ProductPatch;
  errors: ProductFormErrors;
}

/** What a save sends, and what stops it (no errors when it can go). */
export function buildProductRequest(
  values: ProductFormValues,
  baseline: ProductFormValues | null,
  hasImage: boolean,
): ProductRequest {
  const errors: ProductFormErrors = {};
  const priceCents = parseEurosToCents(values.price);
  if (priceCents === null) errors.price = text.priceInvalid;
  let stock: number | null = null;
  if (!values.unlimited) {
    if (/^\s*\d{1,9}\s*$/.test(values.stock)) stock = Number(values.stock);
    else errors.stock = text.stockInvalid;
  }
  const full: Required<ProductPatch> = {
    name: values.name,
    slug: values.slug.trim(),
    description: values.description,
    category: values.category,
    kind: values.kind,
    price_cents: priceCents ?? 0,
    vat_rate: Number(values.vat_rate),
    stock,
    state: values.state,
    image_alt: values.image_alt,
  };
  const before = baseline ? buildProductRequest(baseline, null, hasImage).input : null;
  const input: ProductPatch = {};
  for (const key of Object.keys(full) as Array<keyof ProductPatch>) {
    if (key === 'slug' && full.slug === '') continue;
    if (key === 'image_alt' && !hasImage) continue;
    if (key === 'price_cents' && errors.price) continue;
    if (key === 'stock' && errors.stock) continue;
    if (before && JSON.stringify(before[key]) === JSON.stringify(full[key])) continue;
    (input as Record<string, unknown>)[key] = full[key];
  }
  const checked = (baseline ? productPatchSchema : productInputSchema).safeParse(
    baseline ? input : { ...input, price_cents: priceCents ?? 0 },
  );
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = formKeyOf[String(issue.path[0] ?? '')];
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  return { input, errors };
}

/** The server's field errors on the form's fields. */
export function productServerErrors(fields: Record<string, string[]>): ProductFormErrors {
  const errors: ProductFormErrors = {};
  for (const [key, messages] of Object.entries(fields)) {
    const formKey = formKeyOf[key];
    if (formKey && messages[0]) errors[formKey] ??= messages[0];
  }
  return errors;
}
