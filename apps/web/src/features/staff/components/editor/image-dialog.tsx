/**
 * A picture for the content: chosen, checked here (type and size, the spec's
 * messages), described, uploaded through the image pipeline (POST
 * staff/images/) and handed back to be inserted.
 */
import { useId, useState } from 'react';
import { staffMessages } from '@huella/shared/messages/staff';
import { imagesMessages } from '@huella/shared/messages/images';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { ApiError } from '../../../../lib/api-client';
import { IMAGE_ACCEPT, imageFileError } from '../../../../lib/image-file';
import { uploadContentImage } from '../../api/staff-posts';
import { EditorDialog } from './editor-dialog';

const text = staffMessages.editor.imageDialog;

/**
 * The address as the post's HTML keeps it: root-relative (/media/…), so the
 * content does not depend on where the API was reached from.
 */
const contentSrc = (url: string) =>
  /^https?:\/\//.test(url) ? url : `/${url.replace(/^\/+/, '')}`;

interface ImageDialogProps {
  onInsert: (image: { src: string; alt: string; width: number; height: number }) => void;
  onClose: () => void;
}

export function ImageDialog({ onInsert, onClose }: ImageDialogProps) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const next = {
      file: file ? imageFileError(file) : imagesMessages.errors.required,
      alt: alt.trim() ? undefined : text.altRequired,
    };
    setErrors(next);
    if (next.file || next.alt || !file) return;
    setBusy(true);
    try {
      const image = await uploadContentImage(file);
      onInsert({
        src: contentSrc(image.url),
        alt: alt.trim(),
        width: image.width,
        height: image.height,
      });
    } catch (failure) {
      setErrors({
        file:
          failure instanceof ApiError
            ? (failure.fields.image?.[0] ?? (failure.status < 500 ? failure.message : text.failure))
            : text.failure,
      });
      setBusy(false);
    }
  };

  return (
    <EditorDialog
      title={text.title}
      onClose={onClose}
      onSubmit={() => void submit()}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? text.uploading : text.insert}
          </Button>
        </>
      }
    >
      <div>
        <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-ink">
          {text.file}
        </label>
        <input
          id={fileId}
          type="file"
          accept={IMAGE_ACCEPT}
          data-autofocus
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${fileId}-error` : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setErrors((current) => ({
              ...current,
              file: chosen ? imageFileError(chosen) : undefined,
            }));
          }}
          className="block w-full text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-secondary file:px-4 file:py-2 file:font-semibold file:text-primary"
        />
        {errors.file ? (
          <p id={`${fileId}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
            {errors.file}
          </p>
        ) : null}
      </div>
      <TextField
        label={text.alt}
        hint={text.altHint}
        value={alt}
        maxLength={200}
        error={errors.alt}
        onChange={(event) => {
          setAlt(event.target.value);
          setErrors((current) => ({ ...current, alt: undefined }));
        }}
      />
    </EditorDialog>
  );
}
