/** An order's state as its buyer reads it ("Pagado", "Enviado"…), coloured by how it stands. */
import type { OrderState } from '@huella/shared/constants';
import { shopMessages } from '@huella/shared/messages/shop';

const styles: Record<OrderState, string> = {
  pendiente_pago: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  pago_pendiente: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  pagado: 'bg-green-50 text-success ring-green-600/25',
  preparando: 'bg-secondary/50 text-primary ring-primary/20',
  enviado: 'bg-secondary/50 text-primary ring-primary/20',
  entregado: 'bg-primary text-white ring-primary',
  caducado: 'bg-gray-100 text-gray-700 ring-gray-400/40',
  cancelado: 'bg-gray-100 text-gray-700 ring-gray-400/40',
  reembolsado: 'bg-red-50 text-red-800 ring-red-600/25',
  reembolsado_parcial: 'bg-red-50 text-red-800 ring-red-600/25',
};

export function OrderStateBadge({
  state,
  className = '',
}: {
  state: OrderState;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${styles[state]} ${className}`}
    >
      {shopMessages.orderStates[state]}
    </span>
  );
}
