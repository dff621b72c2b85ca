/** A product's and an order's state as coloured badges, in the shop's own words. */
import type { OrderState, ProductState } from '@huella/shared/constants';
import { shopMessages } from '@huella/shared/messages/shop';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

const productTones: Record<ProductState, string> = {
  borrador: 'bg-gray-100 text-gray-800 ring-gray-300',
  publicado: 'bg-green-50 text-green-800 ring-green-300',
  archivado: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function ProductStateBadge({ estado }: { estado: ProductState }) {
  return (
    <span className={`${badge} ${productTones[estado]}`}>{shopMessages.productStates[estado]}</span>
  );
}

const orderTones: Record<OrderState, string> = {
  pendiente_pago: 'bg-gray-100 text-gray-800 ring-gray-300',
  pago_pendiente: 'bg-amber-50 text-amber-900 ring-amber-300',
  pagado: 'bg-blue-50 text-blue-900 ring-blue-300',
  preparando: 'bg-amber-50 text-amber-900 ring-amber-300',
  enviado: 'bg-indigo-50 text-indigo-900 ring-indigo-300',
  entregado: 'bg-green-50 text-green-800 ring-green-300',
  caducado: 'bg-slate-100 text-slate-700 ring-slate-300',
  cancelado: 'bg-red-50 text-red-800 ring-red-300',
  reembolsado: 'bg-purple-50 text-purple-900 ring-purple-300',
  reembolsado_parcial: 'bg-purple-50 text-purple-900 ring-purple-300',
};

export function OrderStateBadge({ estado }: { estado: OrderState }) {
  return (
    <span className={`${badge} whitespace-nowrap ${orderTones[estado]}`}>
      {shopMessages.orderStates[estado]}
    </span>
  );
}
