/**
 * Saving the form: the announcement first (POST to create, with its main photo
 * in the same request; PUT to edit), then the gallery: photos taken out are
 * deleted, new ones uploaded one by one, and the order set when the server's
 * differs from the one chosen (a photo moved, a new one placed before an old
 * one). A photo that fails does not undo the announcement: the outcome lists
 * it, and it stays in the form to try again.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { announcementsMessages } from '@huella/shared/messages/announcements';
import type { Pet, PetPhoto, PetWrite } from '@huella/shared/schemas/pets';
import { useDialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { withOpenRequestsConfirmed } from '../../../lib/open-requests-confirmation';
import { addAnnouncementPhoto } from '../api/add-announcement-photo';
import { createAnnouncement } from '../api/create-announcement';
import { deleteAnnouncementPhoto } from '../api/delete-announcement-photo';
import { orderAnnouncementPhotos } from '../api/order-announcement-photos';
import { updateAnnouncement } from '../api/update-announcement';
import { failureDetail, MissingIdError } from '../utils/save-failure';
import { storedPhotoItem, type PhotoItem } from './use-photo-list';
import { queryKeys } from '../../../lib/query-keys';

/** The announcement itself could not be saved; `cause` is what the request threw. */
export class SaveRequestError extends Error {
  constructor(override readonly cause: unknown) {
    super('The announcement request failed');
    this.name = 'SaveRequestError';
  }
}

export interface SaveProgress {
  uploaded: number;
  total: number;
}

export interface SaveOutcome {
  pet: Pet;
  /** The form's photos after saving: uploaded files are now stored photos. */
  photos: PhotoItem[];
  /** The gallery as the server now holds it: the baseline of a next save. */
  storedPhotos: PetPhoto[];
  /** One message per photo step that failed. */
  photoErrors: string[];
}

interface GalleryInput {
  petId: number;
  pet: Pet;
  wanted: PhotoItem[];
  /** The photos the form started from: only these may be deleted. */
  baseline: PetPhoto[];
  onProgress: (progress: SaveProgress) => void;
}

/** A refused photo is told by the server's message about it, without the field's name. */
const photoFailureDetail = (error: unknown) =>
  (error instanceof ApiError && error.fields.image?.[0]) || failureDetail(error);

async function syncGallery({
  petId,
  pet,
  wanted,
  baseline,
  onProgress,
}: GalleryInput): Promise<SaveOutcome> {
  const photoErrors: string[] = [];
  const kept = new Set(wanted.flatMap((item) => (item.kind === 'stored' ? [item.photo.id] : [])));
  const known = new Set(baseline.map((photo) => photo.id));
  // What the server holds, in its order; photos added elsewhere meanwhile stay.
  let server = pet.images.filter((photo) => kept.has(photo.id) || !known.has(photo.id));

  const removed = pet.images.filter((photo) => known.has(photo.id) && !kept.has(photo.id));
  const deletions = await Promise.allSettled(
    removed.map((photo) => deleteAnnouncementPhoto(petId, photo.id)),
  );
  deletions.forEach((result, index) => {
    if (result.status === 'fulfilled') return;
    const photo = removed[index]!;
    server = [...server, photo];
    photoErrors.push(
      announcementsMessages.photos.fileError(
        announcementsMessages.photos.number(pet.images.indexOf(photo) + 1),
        failureDetail(result.reason),
      ),
    );
  });

  // One upload at a time, in the order chosen: the server appends each one, so
  // the gallery usually needs no reordering afterwards.
  const uploads = wanted.filter((item) => item.kind === 'new');
  const stored = new Map<string, PetPhoto>();
  onProgress({ uploaded: 0, total: uploads.length });
  for (const [index, item] of uploads.entries()) {
    try {
      const photo = await addAnnouncementPhoto(petId, item.file);
      stored.set(item.key, photo);
      server = [...server, photo];
    } catch (error) {
      photoErrors.push(
        announcementsMessages.photos.fileError(item.file.name, photoFailureDetail(error)),
      );
    }
    onProgress({ uploaded: index + 1, total: uploads.length });
  }

  const photos = wanted.map((item) => {
    const photo = item.kind === 'new' ? stored.get(item.key) : undefined;
    return photo ? { ...storedPhotoItem(photo), key: item.key } : item;
  });
  // Every photo of the announcement goes in the order: the chosen ones first,
  // then any other it still has (a failed deletion, one added elsewhere).
  const onServer = new Set(server.map((photo) => photo.id));
  const chosen = photos.flatMap((item) =>
    item.kind === 'stored' && onServer.has(item.photo.id) ? [item.photo.id] : [],
  );
  const order = [
    ...chosen,
    ...server.map((photo) => photo.id).filter((id) => !chosen.includes(id)),
  ];
  let latest: Pet = { ...pet, images: server };
  const sameOrder = order.every((id, index) => server[index]?.id === id);
  if (!sameOrder) {
    try {
      latest = await orderAnnouncementPhotos(petId, order);
    } catch (error) {
      photoErrors.push(
        announcementsMessages.photos.fileError(
          announcementsMessages.photos.orderLabel,
          failureDetail(error),
        ),
      );
    }
  }
  return { pet: latest, photos, storedPhotos: latest.images, photoErrors };
}

interface SaveInput {
  announcement: PetWrite;
  photos: PhotoItem[];
}

/** `id` given: the announcement to replace; `baseline`: the photos it had when the form opened. */
export function useSaveAnnouncement({ id, baseline }: { id?: number; baseline: PetPhoto[] }) {
  const queryClient = useQueryClient();
  const dialog = useDialog();
  const [progress, setProgress] = useState<SaveProgress | null>(null);

  /** The outcome, or null when the person chose not to close open adoption requests. */
  async function save({ announcement, photos }: SaveInput): Promise<SaveOutcome | null> {
    setProgress({ uploaded: 0, total: 0 });
    try {
      if (id === undefined) {
        // The main photo travels with the announcement itself.
        const [first, ...rest] = photos;
        const main = first?.kind === 'new' ? first.file : undefined;
        let pet: Pet;
        try {
          pet = await createAnnouncement(announcement, main);
        } catch (error) {
          throw new SaveRequestError(error);
        }
        if (typeof pet?.id !== 'number') throw new MissingIdError();
        const mainPhoto = main ? pet.images[0] : undefined;
        const wanted =
          mainPhoto && first
            ? [{ ...storedPhotoItem(mainPhoto), key: first.key }, ...rest]
            : photos;
        return await syncGallery({
          petId: pet.id,
          pet,
          wanted,
          baseline: [],
          onProgress: setProgress,
        });
      }
      let pet: Pet | undefined;
      try {
        pet = await withOpenRequestsConfirmed(dialog, (closeOpenRequests) =>
          updateAnnouncement(id, announcement, closeOpenRequests),
        );
      } catch (error) {
        throw new SaveRequestError(error);
      }
      // The person kept the animal's adoption requests open: nothing was saved.
      if (!pet) return null;
      return await syncGallery({
        petId: id,
        pet,
        wanted: photos,
        baseline,
        onProgress: setProgress,
      });
    } finally {
      setProgress(null);
      // The lists and pages that show announcements read them again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.pets });
      void queryClient.invalidateQueries({ queryKey: queryKeys.animals });
    }
  }

  return { save, progress };
}
