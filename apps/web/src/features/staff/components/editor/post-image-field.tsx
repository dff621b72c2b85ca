/**
 * The post's picture, saved at once through the image pipeline (PUT and
 * DELETE staff/posts/{id}/image/), the way the shelter's photo is; its
 * description (image_alt) is a field of the post's form, saved with it.
 */
import { useId } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { staffMessages } from '@huella/shared/messages/staff';
import type { StaffBlogPost } from '@huella/shared/schemas/blog';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ApiError, apiUrl } from '../../../../lib/api-client';
import { useImageField } from '../../../../lib/use-image-field';
import { usePostImageMutations } from '../../api/staff-posts';

const text = staffMessages.editor.picture;

const serverMessage = (error: unknown) =>
  error instanceof ApiError
    ? (error.fields.image?.[0] ?? (error.status < 500 ? error.message : text.failure))
    : text.failure;

export function PostImageField({ post }: { post: StaffBlogPost }) {
  const hintId = useId();
  const { error, busy, uploading, actionsRef, inputRef, choose, remove, inputProps } =
    useImageField({
      ...usePostImageMutations(post.id),
      saved: text.uploaded,
      removed: text.removed,
      failureMessage: serverMessage,
    });
  const image = post.image;

  return (
    <div className="flex flex-col gap-3">
      {image ? (
        <img
          src={apiUrl(image.url)}
          alt={text.current}
          width={image.width}
          height={image.height}
          className="aspect-video w-full rounded-xl object-cover ring-1 ring-gray-200"
        />
      ) : (
        <p className="flex aspect-video w-full items-center justify-center rounded-xl border-2 border-dashed border-gray-300 p-2 text-center text-sm text-muted">
          {text.none}
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
            {uploading ? text.uploading : image ? text.change : text.choose}
          </Button>
          {image ? (
            <Button variant="ghost" size="sm" disabled={busy} onClick={remove}>
              <Trash2 className="size-4" aria-hidden="true" />
              {text.remove}
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-sm text-muted">
          {text.hint}
        </p>
        <input ref={inputRef} {...inputProps} data-testid="post-image-input" />
        {error ? <FormAlert>{error}</FormAlert> : null}
      </div>
    </div>
  );
}
