/**
 * An animal's photo, or a paw where it has none: the one picture the
 * catalogue, Mi cuenta, the chat and the adoption requests show. A stored
 * photo gets `srcset` from its WebP variants; a bare image path (what lists
 * that carry no variants send) is shown as it is.
 */
import { PawPrint } from 'lucide-react';
import { apiUrl } from '../../lib/api-client';
import { imageSources, type StoredImage } from '../../lib/responsive-image';

interface PetPhotoProps {
  /** The stored photo with its variants; preferred over `image`. */
  photo?: StoredImage | null;
  /** A bare image path under the API base, when there is no stored photo. */
  image?: string | null;
  /** Width and height of the bare `image`, so the page does not jump. */
  imageSize?: { width: number; height: number };
  alt?: string;
  /** The `sizes` of a stored photo's srcset. */
  sizes?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Set only when the photo's own size should be left out (a box sized by CSS). */
  omitPhotoSize?: boolean;
  /** Classes of the <img>. */
  className?: string;
  /** Classes of the placeholder's box, and of its paw. */
  placeholderClassName?: string;
  pawClassName?: string;
}

export function PetPhoto({
  photo,
  image,
  imageSize,
  alt = '',
  sizes,
  loading,
  fetchPriority,
  omitPhotoSize = false,
  className,
  placeholderClassName = 'flex size-full items-center justify-center',
  pawClassName,
}: PetPhotoProps) {
  if (photo) {
    const { src, srcSet } = imageSources(photo);
    return (
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        width={omitPhotoSize ? undefined : photo.width}
        height={omitPhotoSize ? undefined : photo.height}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={loading ? 'async' : undefined}
        className={className}
      />
    );
  }
  if (image) {
    return (
      <img
        src={apiUrl(image)}
        alt={alt}
        width={imageSize?.width}
        height={imageSize?.height}
        loading={loading}
        decoding={loading ? 'async' : undefined}
        className={className}
      />
    );
  }
  return (
    <span className={placeholderClassName} aria-hidden="true">
      <PawPrint className={pawClassName} />
    </span>
  );
}
