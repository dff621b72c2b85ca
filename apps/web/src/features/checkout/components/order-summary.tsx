/** The cart beside the payment form: its lines, shipping and total, IVA included. */
import { formatEuros } from '@huella/shared/money';
import { checkoutScreensMessages } from '@huella/shared/messages/checkout-screens';
import { shopMessages } from '@huella/shared/messages/shop';
import type { Cart } from '@huella/shared/schemas/shop';

const text = checkoutScreensMessages.checkout;

export function OrderSummary({ cart }: { cart: Cart }) {
  return (
    <section
      aria-labelledby="checkout-summary"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="checkout-summary" className="text-xl font-bold text-primary">
        {text.summaryTitle}
      </h2>
      <ul className="mt-4 divide-y divide-gray-100">
        {cart.lines.map((line) => (
          <li
            key={`${line.product.id}-${line.shelter?.id ?? 0}`}
            className="flex items-start justify-between gap-3 py-3"
          >
            <div className="min-w-0">
              <p className="font-medium text-ink [overflow-wrap:anywhere]">{line.product.name}</p>
              {line.shelter ? (
                <p className="text-sm text-muted">{text.donationTo(line.shelter.name)}</p>
              ) : null}
              <p className="text-sm text-muted">{text.quantity(line.quantity)}</p>
              {line.problem ? (
                <p className="text-sm font-medium text-danger">{line.problem}</p>
              ) : null}
            </div>
            <p className="font-semibold whitespace-nowrap text-ink">
              {formatEuros(line.line_total_cents)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-gray-200 pt-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{text.subtotal}</dt>
          <dd className="whitespace-nowrap text-ink">{formatEuros(cart.subtotal_cents)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{text.shipping}</dt>
          <dd className="whitespace-nowrap text-ink">
            {cart.needs_shipping && cart.shipping_cents === 0
              ? shopMessages.freeShipping
              : formatEuros(cart.shipping_cents)}
          </dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-gray-200 pt-3 text-base">
          <dt className="font-bold text-primary">{text.total}</dt>
          <dd className="font-bold whitespace-nowrap text-primary">
            {formatEuros(cart.total_cents)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-right text-sm text-muted">{shopMessages.vatIncluded}</p>
    </section>
  );
}
