/**
 * /staff/pedidos/:id — one order: buyer, lines, totals, address, payment,
 * the actions its state allows, refunds and the history. The order is asked
 * for once the shell knows the person is staff.
 */
import { Link, useParams } from 'react-router';
import { commonMessages } from '@huella/shared/messages/common';
import { staffMessages } from '@huella/shared/messages/staff';
import { FormAlert } from '../components/ui/form-alert';
import { LoadError } from '../components/ui/load-error';
import { Spinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api-client';
import { useMe } from '../lib/use-me';
import { StaffShell } from '../features/staff/components/staff-shell';
import { useStaffOrder } from '../features/staff/shop/api';
import { OrderDetail } from '../features/staff/shop/order-detail';

const text = staffMessages.shop.order;

export default function StaffOrderRoute() {
  const { id } = useParams();
  const numeric = id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
  const me = useMe();
  const order = useStaffOrder(numeric, me.data?.is_staff === true);

  let body;
  if (numeric === null || (order.error instanceof ApiError && order.error.status === 404)) {
    body = (
      <FormAlert>
        <p>{text.notFound}</p>
        <Link to="/staff/pedidos" className="mt-2 inline-block font-semibold underline">
          {text.backToList}
        </Link>
      </FormAlert>
    );
  } else if (order.isError) {
    body = (
      <LoadError
        message={text.loadFailed}
        detail={order.error instanceof ApiError ? order.error.message : undefined}
        onRetry={() => void order.refetch()}
      />
    );
  } else if (order.isPending) {
    body = <Spinner label={commonMessages.loading} showLabel />;
  } else {
    body = <OrderDetail order={order.data} />;
  }

  return (
    <StaffShell title={order.data ? text.title(order.data.code) : text.fallbackTitle}>
      {body}
    </StaffShell>
  );
}
