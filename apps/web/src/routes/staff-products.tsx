/** /staff/productos — every product of the shop, by state and category, searchable; "Nuevo producto". */
import { PackagePlus } from 'lucide-react';
import { staffMessages } from '@huella/shared/messages/staff';
import { ButtonLink } from '../components/ui/button';
import { StaffShell } from '../features/staff/components/staff-shell';
import { ProductsList } from '../features/staff/shop/products-list';

const text = staffMessages.shop.products;

export default function StaffProductsRoute() {
  return (
    <StaffShell
      title={text.title}
      actions={
        <ButtonLink to="/staff/productos/nuevo">
          <PackagePlus className="size-5" aria-hidden="true" />
          {text.newProduct}
        </ButtonLink>
      }
    >
      <ProductsList />
    </StaffShell>
  );
}
