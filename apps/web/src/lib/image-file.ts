/**
 * The browser-side check of a chosen image (spec §5): an image type and at most
 * 5 MB, with the spec's messages. The server checks the content again.
 */
import { ACCEPTED_IMAGE_TYPES, IMAGE_MAX_BYTES } from '@huella/shared/constants';
import { imagesMessages } from '@huella/shared/messages/images';

/** For the `accept` attribute of a file input. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** The Spanish message for a file that cannot be sent, or undefined when it can. */
export function imageFileError(file: File): string | undefined {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return imagesMessages.errors.invalid;
  }
  if (file.size > IMAGE_MAX_BYTES) return imagesMessages.errors.tooLarge;
  return undefined;
}
