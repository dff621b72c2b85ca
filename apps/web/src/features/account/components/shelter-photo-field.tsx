/**
 * The shelter's logo or photo in "Editar refugio": chosen, checked here with
 * the spec's image messages, and saved at once through the server's image
 * pipeline (it is not part of the form's submit); it can also be removed.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { sheltersMessages } from '@huella/shared/messages/shelters';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError, apiUrl } from '../../../lib/api-client';
import { asyncHandler } from '../../../lib/async-handler';
import { IMAGE_ACCEPT, imageFileError } from '../../../lib/image-file';
import { useShelterPhotoMutations } from '../api/shelter-photo';

const photoText = sheltersMessages.edit.photo;

/** The server's message for the image field when it gave one (wrong content, too many pixels). */
const serverMessage = (error: unknown) =>
  error instanceof ApiError
    ? (error.fields.image?.[0] ?? (error.status < 500 ? error.message : photoText.failure))
    : photoText.failure;

export function ShelterPhotoField({ shelter }: { shelter: MyShelter }) {
  const input = useRef<HTMLInputElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const { upload, remove } = useShelterPhotoMutations(shelter.id);
  const busy = upload.isPending || remove.isPending;
  const wasBusy = useRef(false);

  // The buttons are disabled while the photo goes up or away, which drops
  // their focus; the keyboard carries on from the first one.
  useEffect(() => {
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || actions.current?.contains(focused);
    if (wasBusy.current && !busy && lost) actions.current?.querySelector('button')?.focus();
    wasBusy.current = busy;
  }, [busy]);

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after an error.
    event.target.value = '';
    if (!file) return;
    const invalid = imageFileError(file);
    setError(invalid ?? null);
    if (invalid) return;
    try {
      await upload.mutateAsync(file);
      toast.success(photoText.uploaded);
    } catch (failure) {
      setError(serverMessage(failure));
    }
  };

  const onRemove = async () => {
    setError(null);
    try {
      await remove.mutateAsync();
      toast.success(photoText.removed);
    } catch (failure) {
      setError(serverMessage(failure));
    }
  };

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
        <div ref={actions} className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
          >
            <ImageUp className="size-4" aria-hidden="true" />
            {upload.isPending
              ? photoText.uploading
              : shelter.photo
                ? photoText.change
                : photoText.choose}
          </Button>
          {shelter.photo ? (
            <Button variant="ghost" size="sm" disabled={busy} onClick={asyncHandler(onRemove)}>
              <Trash2 className="size-4" aria-hidden="true" />
              {photoText.remove}
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-sm text-muted">
          {photoText.hint}
        </p>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          onChange={asyncHandler(onChoose)}
          data-testid="shelter-photo-input"
        />
        {error ? <FormAlert>{error}</FormAlert> : null}
      </div>
    </div>
  );
}
