/** The post's picture (PUT and DELETE staff/posts/{id}/image/), wide like the blog's cards. */
import { staffMessages } from '@huella/shared/messages/staff';
import type { StaffBlogPost } from '@huella/shared/schemas/blog';
import { usePostImageMutations } from '../../api/staff-posts';
import { StaffImageField } from '../staff-image-field';

export function PostImageField({ post }: { post: StaffBlogPost }) {
  const mutations = usePostImageMutations(post.id);
  return (
    <StaffImageField
      image={post.image}
      mutations={mutations}
      text={staffMessages.editor.picture}
      shape="wide"
      inputTestId="post-image-input"
    />
  );
}
