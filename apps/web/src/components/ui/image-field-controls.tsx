/**
 * The buttons, hint, hidden file input and error of a picture saved on its
 * own (lib/use-image-field.ts): "Elegir imagen" or "Cambiar imagen", "Quitar
 * imagen" when there is one. The preview beside them is the caller's.
 */
import { useId } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { ApiError } from '../../lib/api-client';
import { useImageField, type ImageFieldOptions } from '../../lib/use-image-field';
import { Button } from './button';
import { FormAlert } from './form-alert';

export interface ImageFieldText {
  choose: string;
  change: string;
  uploading: string;
  remove: string;
  uploaded: string;
  removed: string;
  hint: string;
  /** Said when the server failed without a word about the image. */
  failure: string;
}

interface ImageFieldControlsProps {
  mutations: Pick<ImageFieldOptions, 'upload' | 'remove'>;
  hasImage: boolean;
  text: ImageFieldText;
  /** The hidden input's test id. */
  inputTestId: string;
}

export function ImageFieldControls({
  mutations,
  hasImage,
  text,
  inputTestId,
}: ImageFieldControlsProps) {
  const hintId = useId();
  const { error, busy, uploading, actionsRef, inputRef, choose, remove, inputProps } =
    useImageField({
      ...mutations,
      saved: text.uploaded,
      removed: text.removed,
      // The server's message for the image when it gave one (wrong content, too many pixels).
      failureMessage: (failure) =>
        failure instanceof ApiError
          ? (failure.fields.image?.[0] ?? (failure.status < 500 ? failure.message : text.failure))
          : text.failure,
    });

  return (
    <div className="space-y-2">
      <div ref={actionsRef} className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-describedby={hintId}
          onClick={choose}
        >
          <ImageUp className="size-4" aria-hidden="true" />
          {uploading ? text.uploading : hasImage ? text.change : text.choose}
        </Button>
        {hasImage ? (
          <Button variant="ghost" size="sm" disabled={busy} onClick={remove}>
            <Trash2 className="size-4" aria-hidden="true" />
            {text.remove}
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="text-sm text-muted">
        {text.hint}
      </p>
      <input ref={inputRef} {...inputProps} data-testid={inputTestId} />
      {error ? <FormAlert>{error}</FormAlert> : null}
    </div>
  );
}
