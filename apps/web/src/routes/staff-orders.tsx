/** /staff/pedidos — the shop's orders by state, searchable by code or e-mail. */
import { staffMessages } from '@huella/shared/messages/staff';
import { StaffShell } from '../features/staff/components/staff-shell';
import { OrdersList } from '../features/staff/shop/orders-list';

export default function StaffOrdersRoute() {
  return (
    <StaffShell title={staffMessages.shop.orders.title}>
      <OrdersList />
    </StaffShell>
  );
}
