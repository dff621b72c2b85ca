/** /staff/productos/nuevo and /staff/productos/:id — the product's editor. */
import { Link, useParams } from 'react-router';
import { commonMessages } from '@huella/shared/messages/common';
import { staffMessages } from '@huella/shared/messages/staff';
import { FormAlert } from '../components/ui/form-alert';
import { LoadError } from '../components/ui/load-error';
import { Spinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api-client';
import { StaffShell } from '../features/staff/components/staff-shell';
import { useStaffProduct } from '../features/staff/shop/api';
import { ProductEditor } from '../features/staff/shop/product-editor';

const text = staffMessages.shop.editor;

function ExistingProduct({ id }: { id: number | null }) {
  const product = useStaffProduct(id);
  if (id === null || (product.error instanceof ApiError && product.error.status === 404)) {
    return (
      <FormAlert>
        <p>{text.notFound}</p>
        <Link to="/staff/productos" className="mt-2 inline-block font-semibold underline">
          {text.backToList}
        </Link>
      </FormAlert>
    );
  }
  if (product.isError)
    return (
      <LoadError
        message={text.loadFailed}
        detail={product.error instanceof ApiError ? product.error.message : undefined}
        onRetry={() => void product.refetch()}
      />
    );
  if (product.isPending) return <Spinner label={commonMessages.loading} showLabel />;
  return <ProductEditor key={product.data.id} product={product.data} />;
}

export default function StaffProductEditorRoute() {
  const { id } = useParams();
  if (id === undefined) {
    return (
      <StaffShell title={text.newTitle}>
        <ProductEditor product={null} />
      </StaffShell>
    );
  }
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  return (
    <StaffShell title={text.editTitle}>
      <ExistingProduct id={numeric !== null && numeric > 0 ? numeric : null} />
    </StaffShell>
  );
}
