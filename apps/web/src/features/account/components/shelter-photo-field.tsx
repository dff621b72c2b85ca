/**
 * The shelter's logo or photo in "Editar refugio": chosen, checked here with
 * the spec's image messages, and saved at once through the server's image
 * pipeline (it is not part of the form's submit); it can also be removed.
 */
import { sheltersMessages } from '@huella/shared/messages/shelters';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { ImageFieldControls } from '../../../components/ui/image-field-controls';
import { apiUrl } from '../../../lib/api-client';
import { useShelterPhotoMutations } from '../api/shelter-photo';

const photoText = sheltersMessages.edit.photo;

export function ShelterPhotoField({ shelter }: { shelter: MyShelter }) {
  const mutations = useShelterPhotoMutations(shelter.id);
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
      <ImageFieldControls
        mutations={mutations}
        hasImage={Boolean(shelter.photo)}
        text={photoText}
        inputTestId="shelter-photo-input"
      />
    </div>
  );
}
