/**
 * "Cambiar foto" (spec §2 Cuenta): the chosen file is checked here with the
 * spec's messages, then sent through the server's image pipeline; the photo
 * can also be removed.
 */
import { Camera, Trash2 } from 'lucide-react';
import type { User } from '@huella/shared/schemas/users';
import { accountMessages } from '@huella/shared/messages/account';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useImageField } from '../../../lib/use-image-field';
import { useAvatarMutations } from '../api/avatar';
import { SectionPanel } from '../../../components/ui/section-panel';
import { UserAvatar } from './user-avatar';

const profilePhotoText = accountMessages.profile.photo;

/** The server's message for the image field when it gave one (wrong content, too many pixels). */
const serverMessage = (error: unknown) =>
  error instanceof ApiError
    ? (error.fields.image?.[0] ?? profilePhotoText.error)
    : profilePhotoText.error;

export function ProfilePhoto({ user }: { user: User }) {
  const { error, busy, uploading, actionsRef, inputRef, choose, remove, inputProps } =
    useImageField({
      ...useAvatarMutations(),
      saved: profilePhotoText.saved,
      removed: profilePhotoText.removed,
      failureMessage: serverMessage,
    });

  return (
    <SectionPanel title={profilePhotoText.title}>
      <div className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
        <UserAvatar user={user} size="lg" />
        <div className="space-y-3">
          <div ref={actionsRef} className="flex flex-wrap gap-3">
            <Button variant="secondary" disabled={busy} onClick={choose}>
              <Camera className="size-4" aria-hidden="true" />
              {uploading ? profilePhotoText.uploading : profilePhotoText.change}
            </Button>
            {user.avatar ? (
              <Button variant="ghost" disabled={busy} onClick={remove}>
                <Trash2 className="size-4" aria-hidden="true" />
                {profilePhotoText.remove}
              </Button>
            ) : null}
          </div>
          <p className="text-sm text-muted">{profilePhotoText.hint}</p>
          <input ref={inputRef} {...inputProps} data-testid="avatar-input" />
        </div>
      </div>
      {error ? <FormAlert className="mt-4">{error}</FormAlert> : null}
    </SectionPanel>
  );
}
