/**
 * A picture saved on its own, outside any form's submit (the profile photo,
 * a shelter's logo): a file chosen through a hidden input is checked here with
 * the spec's image messages, sent through the server's image pipeline, and
 * can be removed again. What the field shows around it is the caller's.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { asyncHandler } from './async-handler';
import { IMAGE_ACCEPT, imageFileError } from './image-file';

interface Mutation<Input> {
  mutateAsync: (input: Input) => Promise<unknown>;
  isPending: boolean;
}

export interface ImageFieldOptions {
  upload: Mutation<File>;
  remove: Mutation<void>;
  /** The toasts once the picture is saved or removed. */
  saved: string;
  removed: string;
  /** What to tell the person when the server refused or failed. */
  failureMessage: (error: unknown) => string;
}

export function useImageField({
  upload,
  remove,
  saved,
  removed,
  failureMessage,
}: ImageFieldOptions) {
  const input = useRef<HTMLInputElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;
  const wasBusy = useRef(false);

  // The buttons are disabled while a picture goes up or away (which drops
  // their focus) and the remove button disappears once used: unless the
  // person has moved on meanwhile, the keyboard carries on from the first.
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
      toast.success(saved);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };

  const onRemove = async () => {
    setError(null);
    try {
      await remove.mutateAsync();
      toast.success(removed);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };

  return {
    error,
    busy,
    uploading: upload.isPending,
    /** The element holding the buttons, where focus returns. */
    actionsRef: actions,
    inputRef: input,
    choose: () => input.current?.click(),
    remove: asyncHandler(onRemove),
    /** Spread on a hidden `<input type="file">` beside `ref={inputRef}`. */
    inputProps: {
      type: 'file',
      accept: IMAGE_ACCEPT,
      hidden: true,
      onChange: asyncHandler(onChoose),
    } as const,
  };
}
