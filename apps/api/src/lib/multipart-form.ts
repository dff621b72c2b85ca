/**
 * Forms that may carry an image arrive as JSON or as multipart (the spec's
 * client sends an announcement's image with its fields). For a multipart
 * request this preValidation hook turns the text fields into `request.body`,
 * so the same zod schema validates both, and keeps the uploaded image aside
 * for the service. `formParts` is the one way to read a multipart body: a
 * broken or incomplete form is refused as a whole, never half applied.
 */
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { commonMessages } from '@huella/shared/messages';
import { AppError, Invalid } from './errors';
import { IMAGE_FIELD, imageTooLarge, invalidImage } from './images';

const images = new WeakMap<FastifyRequest, Buffer>();

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

export const malformedForm = () =>
  new Invalid(commonMessages.errors.malformedForm, undefined, 'malformed_form');

/** What a failure while reading a form means to the client. */
function formError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // @fastify/multipart's limits (app.ts): one file of at most 5 MB.
  if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') return imageTooLarge();
  if (errorCode(error) === 'FST_FILES_LIMIT') return invalidImage();
  // Anything else comes from parsing the client's bytes: a broken form.
  return malformedForm();
}

function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/**
 * The parts of a multipart body. @fastify/multipart ends quietly when a form
 * is cut short (its parser's "Unexpected end of multipart data"), so the raw
 * body is watched for the closing delimiter: without it the form is refused.
 */
export async function* formParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  const boundary = boundaryOf(request.headers['content-type']);
  if (!boundary) throw malformedForm();
  const closing = Buffer.from(`--${boundary}--`);
  let tail = Buffer.alloc(0);
  let closed = false;
  const watch = (chunk: Buffer) => {
    if (closed) return;
    const seen = Buffer.concat([tail, chunk]);
    closed = seen.includes(closing);
    tail = seen.subarray(Math.max(0, seen.length - closing.length + 1));
  };
  const parts = request.parts()[Symbol.asyncIterator]();
  // The first step pipes the body into the parser; the watcher sees the same chunks.
  let next = parts.next();
  request.raw.on('data', watch);
  try {
    for (;;) {
      const result = await next.catch((error: unknown) => {
        throw formError(error);
      });
      if (result.done) break;
      yield result.value;
      next = parts.next();
    }
  } finally {
    request.raw.off('data', watch);
  }
  if (!closed) throw malformedForm();
}

export async function readMultipartForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  try {
    for await (const part of formParts(request)) {
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
    throw formError(error);
  }
  request.body = fields;
}

/** The image sent with the form, if any. */
export const uploadedImage = (request: FastifyRequest): Buffer | undefined => images.get(request);
