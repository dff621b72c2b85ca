/**
 * The shelter's logo or photo in "Editar refugio": chosen, checked here with
 * the spec's image messages, and saved at once through the server's image
 * pipeline (it is not part of the form's submit); it can also be removed.
 */
import { useId } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { sheltersMessages } from '@huella/shared/messages/shelters';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError, apiUrl } from '../../../lib/api-client';
import { useImageField } from '../../../lib/use-image-field';
import { useShelterPhotoMutations } from '../api/shelter-photo';

const photoText = sheltersMessages.edit.photo;

/** The server's message for the image field when it gave one (wrong content, too many pixels). */
const serverMessage = (error: unknown) =>
  error instanceof ApiError
    ? (error.fields.image?.[0] ?? (error.status < 500 ? error.message : photoText.failure))
    : photoText.failure;

export function ShelterPhotoField({ shelter }: { shelter: MyShelter }) {
  const hintId = useId();
  const { error, busy, uploading, actionsRef, inputRef, choose, remove, inputProps } =
    useImageField({
      ...useShelterPhotoMutations(shelter.id),
      saved: photoText.uploaded,
      removed: photoText.removed,
      failureMessage: serverMessage,
    });

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {shelter.photo ? (
        <img
          src={apiUrl(shelter.photo)}
          alt={photoText.current(shelter.name)}
          width={400}
          height={400}
          className="size-24 shrink-0 rounded-xl object-cover ring-1 ring-gray-200"
        />
      ) : (
        <p className="flex size-24 shrink-0 items-center justify-center rounded-xl border-2 border-dashed border-gray-300 p-2 text-center text-xs text-muted">
          {photoText.none}
        </p>
      )}
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
            {uploading ? photoText.uploading : shelter.photo ? photoText.change : photoText.choose}
          </Button>
          {shelter.photo ? (
            <Button variant="ghost" size="sm" disabled={busy} onClick={remove}>
              <Trash2 className="size-4" aria-hidden="true" />
              {photoText.remove}
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-sm text-muted">
          {photoText.hint}
        </p>
        <input ref={inputRef} {...inputProps} data-testid="shelter-photo-input" />
        {error ? <FormAlert>{error}</FormAlert> : null}
      </div>
    </div>
  );
}
