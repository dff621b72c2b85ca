/**
 * The product's picture, saved at once through the image pipeline (PUT and
 * DELETE staff/products/{id}/image/), as the blog post's is; its description
 * (image_alt) is a field of the product's form, saved with it.
 */
import { staffMessages } from '@huella/shared/messages/staff';
import type { StaffProduct } from '@huella/shared/schemas/shop';
import { ImageFieldControls } from '../../../components/ui/image-field-controls';
import { apiUrl } from '../../../lib/api-client';
import { useProductImageMutations } from './api';

const text = staffMessages.shop.editor.picture;

export function ProductImageField({ product }: { product: StaffProduct }) {
  const mutations = useProductImageMutations(product.id);
  const image = product.image;
  return (
    <div className="flex flex-col gap-3">
      {image ? (
        <img
          src={apiUrl(image.variants[800])}
          alt={text.current}
          width={image.width}
          height={image.height}
          className="aspect-square w-full rounded-xl object-cover ring-1 ring-gray-200"
        />
      ) : (
        <p className="flex aspect-square w-full items-center justify-center rounded-xl border-2 border-dashed border-gray-300 p-2 text-center text-sm text-muted">
          {text.none}
        </p>
      )}
      <ImageFieldControls
        mutations={mutations}
        hasImage={Boolean(image)}
        text={text}
        inputTestId="product-image-input"
      />
    </div>
  );
}
