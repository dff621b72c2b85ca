/**
 * Forms that may carry an image arrive as JSON or as multipart (the spec's
 * client sends an announcement's image with its fields). For a multipart
 * request this preValidation hook turns the text fields into `request.body`,
 * so the same zod schema validates both, and keeps the uploaded image aside
 * for the service.
 */
import type { FastifyRequest } from 'fastify';
import { IMAGE_FIELD, imageTooLarge, invalidImage } from './images';

const images = new WeakMap<FastifyRequest, Buffer>();

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

export async function readMultipartForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        // An empty file input (nothing chosen) sends a part without content
        // and without a file name; a chosen file of zero bytes is no image.
        if (part.fieldname === IMAGE_FIELD && buffer.length > 0) images.set(request, buffer);
        else if (part.fieldname === IMAGE_FIELD && part.filename) throw invalidImage();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // @fastify/multipart's limits (app.ts): one file of at most 5 MB.
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    if (errorCode(error) === 'FST_FILES_LIMIT') throw invalidImage();
    throw error;
  }
  request.body = fields;
}

/** The image sent with the form, if any. */
export const uploadedImage = (request: FastifyRequest): Buffer | undefined => images.get(request);
