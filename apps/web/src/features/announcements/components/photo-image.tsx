/**
 * The picture of one photo of the form: a stored photo from its WebP variants,
 * a file just chosen from a local object URL (made while shown, then released).
 */
import { useCallback } from 'react';
import { imageSources } from '../../../lib/responsive-image';
import type { PhotoItem } from '../hooks/use-photo-list';

interface PhotoImageProps {
  item: PhotoItem;
  alt: string;
  /** The `sizes` of a stored photo's srcset. */
  sizes: string;
  className?: string;
}

export function PhotoImage({ item, alt, sizes, className = '' }: PhotoImageProps) {
  if (item.kind === 'stored') {
    const { src, srcSet } = imageSources(item.photo);
    return (
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        width={item.photo.width}
        height={item.photo.height}
        alt={alt}
        decoding="async"
        className={className}
      />
    );
  }
  return <FilePreview file={item.file} alt={alt} className={className} />;
}

function FilePreview({ file, alt, className }: { file: File; alt: string; className: string }) {
  // The URL lives as long as the <img> shows this file (a React 19 ref cleanup).
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={alt} className={className} />;
}
