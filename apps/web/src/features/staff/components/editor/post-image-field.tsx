/**
 * The post's picture, saved at once through the image pipeline (PUT and
 * DELETE staff/posts/{id}/image/), the way the shelter's photo is; its
 * description (image_alt) is a field of the post's form, saved with it.
 */
import { staffMessages } from '@huella/shared/messages/staff';
import type { StaffBlogPost } from '@huella/shared/schemas/blog';
import { ImageFieldControls } from '../../../../components/ui/image-field-controls';
import { apiUrl } from '../../../../lib/api-client';
import { usePostImageMutations } from '../../api/staff-posts';

const text = staffMessages.editor.picture;

export function PostImageField({ post }: { post: StaffBlogPost }) {
  const mutations = usePostImageMutations(post.id);
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
      <ImageFieldControls
        mutations={mutations}
        hasImage={Boolean(image)}
        text={text}
        inputTestId="post-image-input"
      />
    </div>
  );
}
