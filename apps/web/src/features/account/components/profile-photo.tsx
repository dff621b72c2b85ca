/**
 * "Cambiar foto" (spec §2 Cuenta): the chosen file is checked here with the
 * spec's messages, then sent through the server's image pipeline; the photo
 * can also be removed.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import type { User } from '@huella/shared/schemas/users';
import { accountMessages } from '@huella/shared/messages/account';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-client';
import { IMAGE_ACCEPT, imageFileError } from '../../../lib/image-file';
import { useAvatarMutations } from '../api/avatar';
import { SectionPanel } from '../../../components/ui/section-panel';
import { UserAvatar } from './user-avatar';
import { asyncHandler } from '../../../lib/async-handler';

const profilePhotoText = accountMessages.profile.photo;

/** The server's message for the image field when it gave one (wrong content, too many pixels). */
const serverMessage = (error: unknown) =>
  error instanceof ApiError
    ? (error.fields.image?.[0] ?? profilePhotoText.error)
    : profilePhotoText.error;

export function ProfilePhoto({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const { upload, remove } = useAvatarMutations();
  const busy = upload.isPending || remove.isPending;
  const wasBusy = useRef(false);

  // The buttons are disabled while a photo goes up or away (which drops their
  // focus) and 'Quitar foto' disappears once used: unless the user has moved
  // on meanwhile, the keyboard carries on from 'Cambiar foto'.
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
      toast.success(profilePhotoText.saved);
    } catch (failure) {
      setError(serverMessage(failure));
    }
  };

  const onRemove = async () => {
    setError(null);
    try {
      await remove.mutateAsync();
      toast.success(profilePhotoText.removed);
    } catch (failure) {
      setError(serverMessage(failure));
    }
  };

  return (
    <SectionPanel title={profilePhotoText.title}>
      <div className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
        <UserAvatar user={user} size="lg" />
        <div className="space-y-3">
          <div ref={actions} className="flex flex-wrap gap-3">
            <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
              <Camera className="size-4" aria-hidden="true" />
              {upload.isPending ? profilePhotoText.uploading : profilePhotoText.change}
            </Button>
            {user.avatar ? (
              <Button variant="ghost" disabled={busy} onClick={asyncHandler(onRemove)}>
                <Trash2 className="size-4" aria-hidden="true" />
                {profilePhotoText.remove}
              </Button>
            ) : null}
          </div>
          <p className="text-sm text-muted">{profilePhotoText.hint}</p>
          <input
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            hidden
            onChange={asyncHandler(onChoose)}
            data-testid="avatar-input"
          />
        </div>
      </div>
      {error ? <FormAlert className="mt-4">{error}</FormAlert> : null}
    </SectionPanel>
  );
}
