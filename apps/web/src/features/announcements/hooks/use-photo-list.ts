/**
 * The photos of the form, in the order they will be shown (the first is the
 * main one): photos already stored with the announcement and files just
 * chosen, which are checked as they arrive (spec §5: an image type, at most
 * 5 MB). Nothing is sent until the form is saved.
 */
import { useCallback, useRef, useState } from 'react';
import { announcementsMessages } from '@huella/shared/messages/announcements';
import type { PetPhoto } from '@huella/shared/schemas/pets';
import { imageFileError } from '../../../lib/image-file';

const photosText = announcementsMessages.photos;

export type PhotoItem =
  { key: string; kind: 'stored'; photo: PetPhoto } | { key: string; kind: 'new'; file: File };

export const storedPhotoItem = (photo: PetPhoto): PhotoItem => ({
  key: `photo-${photo.id}`,
  kind: 'stored',
  photo,
});

/** Moves the item at `from` to `to`, keeping the others in order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) {
    return [...items];
  }
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export interface PhotoList {
  items: PhotoItem[];
  /** Appends the valid files; answers a message for each file refused. */
  add: (files: File[]) => string[];
  /** Puts a file in place of the main photo ("Haz clic para cambiar la imagen"). */
  replaceMain: (file: File) => string[];
  remove: (key: string) => void;
  move: (from: number, to: number) => void;
  reset: (items: PhotoItem[]) => void;
}

export function usePhotoList(initial: PhotoItem[] = []): PhotoList {
  const [items, setItems] = useState<PhotoItem[]>(initial);
  const counter = useRef(0);

  const check = useCallback((files: File[]) => {
    const accepted: PhotoItem[] = [];
    const refused: string[] = [];
    for (const file of files) {
      const error = imageFileError(file);
      if (error) refused.push(files.length > 1 ? photosText.fileError(file.name, error) : error);
      else accepted.push({ key: `new-${(counter.current += 1)}`, kind: 'new', file });
    }
    return { accepted, refused };
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const { accepted, refused } = check(files);
      if (accepted.length > 0) setItems((current) => [...current, ...accepted]);
      return refused;
    },
    [check],
  );

  const replaceMain = useCallback(
    (file: File) => {
      const { accepted, refused } = check([file]);
      const [replacement] = accepted;
      if (replacement) setItems((current) => [replacement, ...current.slice(1)]);
      return refused;
    },
    [check],
  );

  const remove = useCallback(
    (key: string) => setItems((current) => current.filter((item) => item.key !== key)),
    [],
  );

  const move = useCallback(
    (from: number, to: number) => setItems((current) => moveItem(current, from, to)),
    [],
  );

  return { items, add, replaceMain, remove, move, reset: setItems };
}
