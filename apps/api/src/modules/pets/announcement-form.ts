/**
 * Announcements arrive as JSON or as a multipart form (the spec's client sends
 * the image with the fields). For a multipart request this preValidation hook
 * turns the text fields into `request.body`, so the same zod schema validates
 * both, and keeps the uploaded image aside for the service.
 */
import type { FastifyRequest } from 'fastify';
import { petsMessages } from '@huella/shared/messages';
import { invalidField } from '../../lib/errors';

const images = new WeakMap<FastifyRequest, Buffer>();

const IMAGE_FIELD = 'image';

const tooLarge = () =>
  invalidField(IMAGE_FIELD, petsMessages.errors.imageTooLarge, 'image_too_large');

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

export async function readAnnouncementForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        // An empty file input (nothing chosen) sends a part without content.
        if (part.fieldname === IMAGE_FIELD && buffer.length > 0) images.set(request, buffer);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // @fastify/multipart's limits (app.ts): one file of at most 5 MB.
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (errorCode(error) === 'FST_FILES_LIMIT') {
      throw invalidField(IMAGE_FIELD, petsMessages.errors.invalidImage, 'invalid_image');
    }
    throw error;
  }
  request.body = fields;
}

/** The image sent with the announcement form, if any. */
export const uploadedImage = (request: FastifyRequest): Buffer | undefined => images.get(request);
