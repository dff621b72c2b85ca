/**
 * A staff item's picture (a blog post's, a product's), saved at once through
 * the image pipeline the way the shelter's photo is; its description
 * (image_alt) is a field of the item's form, saved with it.
 */
import type { ComponentProps } from 'react';
import { ImageFieldControls } from '../../../components/ui/image-field-controls';
import { apiUrl } from '../../../lib/api-client';

type ControlsProps = ComponentProps<typeof ImageFieldControls>;

interface StaffImageFieldProps {
  image: { url: string; width: number; height: number } | null;
  mutations: ControlsProps['mutations'];
  text: ControlsProps['text'] & { current: string; none: string };
  /** A post's picture is wide; a product's is square. */
  shape: 'wide' | 'square';
  inputTestId: string;
}

export function StaffImageField({
  image,
  mutations,
  text,
  shape,
  inputTestId,
}: StaffImageFieldProps) {
  const aspect = shape === 'wide' ? 'aspect-video' : 'aspect-square';
  return (
    <div className="flex flex-col gap-3">
      {image ? (
        <img
          src={apiUrl(image.url)}
          alt={text.current}
          width={image.width}
          height={image.height}
          className={`${aspect} w-full rounded-xl object-cover ring-1 ring-gray-200`}
        />
      ) : (
        <p
          className={`flex ${aspect} w-full items-center justify-center rounded-xl border-2 border-dashed border-gray-300 p-2 text-center text-sm text-muted`}
        >
          {text.none}
        </p>
      )}
      <ImageFieldControls
        mutations={mutations}
        hasImage={Boolean(image)}
        text={text}
        inputTestId={inputTestId}
      />
    </div>
  );
}
