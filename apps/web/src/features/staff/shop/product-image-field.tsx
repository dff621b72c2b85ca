/** The product's picture (PUT and DELETE staff/products/{id}/image/), square like the shop's cards. */
import { staffMessages } from '@huella/shared/messages/staff';
import type { StaffProduct } from '@huella/shared/schemas/shop';
import { StaffImageField } from '../components/staff-image-field';
import { useProductImageMutations } from './api';

export function ProductImageField({ product }: { product: StaffProduct }) {
  const mutations = useProductImageMutations(product.id);
  const image = product.image && { ...product.image, url: product.image.variants[800] };
  return (
    <StaffImageField
      image={image}
      mutations={mutations}
      text={staffMessages.shop.editor.picture}
      shape="square"
      inputTestId="product-image-input"
    />
  );
}
