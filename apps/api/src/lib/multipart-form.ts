/**
 * Forms that may carry an image arrive as JSON or as multipart (the spec's
 * client sends an announcement's image with its fields). For a multipart
 * request `readMultipartForm(fields)` makes a preValidation hook that turns
 * the text fields into `request.body`, so the same zod schema validates both,
 * and keeps the uploaded image aside for the service. `formParts` is the one
 * way to read a multipart body: a broken or incomplete form is refused as a
 * whole, never half applied, and a form is bounded: a part the form does not
 * have is refused before its content is read, and MULTIPART_LIMITS caps the
 * parts, their size and their headers.
 */
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@huella/shared/constants';
import { commonMessages } from '@huella/shared/messages';
import { AppError, Invalid, invalidField } from './errors';
import { IMAGE_FIELD, imageTooLarge, invalidImage } from './images';

/**
 * What one form may hold (busboy's limits, through @fastify/multipart): the
 * largest form, an announcement, has 18 text fields and its image. A text
 * field holds at most 32 KiB, room for the longest text (5,000 characters of
 * up to 4 bytes); anything bigger is refused, never silently cut.
 */
export const MULTIPART_LIMITS = {
  parts: 32,
  fields: 31,
  files: 1,
  fileSize: IMAGE_MAX_BYTES,
  fieldSize: 32 * 1024,
  fieldNameSize: 100,
  headerPairs: 8,
} as const;

const images = new WeakMap<FastifyRequest, Buffer>();

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

export const malformedForm = () =>
  new Invalid(commonMessages.errors.malformedForm, undefined, 'malformed_form');

const tooManyFields = () =>
  new AppError(413, 'too_many_fields', commonMessages.errors.tooManyFormFields);

export const unknownField = (name: string) =>
  invalidField(name, commonMessages.errors.unknownField, 'unknown_field');

const fieldTooLong = (name: string) =>
  invalidField(name, commonMessages.errors.fieldTooLarge, 'field_too_long');

/** What a failure while reading a form means to the client. */
function formError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // @fastify/multipart's limits (app.ts): one file of at most 5 MB.
  if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') return imageTooLarge();
  if (errorCode(error) === 'FST_FILES_LIMIT') return invalidImage();
  if (errorCode(error) === 'FST_PARTS_LIMIT' || errorCode(error) === 'FST_FIELDS_LIMIT') {
    return tooManyFields();
  }
  // Anything else comes from parsing the client's bytes: a broken form.
  return malformedForm();
}

function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/** Told by the header alone, before the body is parsed (for onRequest hooks). */
export const isMultipartRequest = (request: FastifyRequest) =>
  /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

/** The names a form's parts may have; a part under any other name is refused. */
export interface FormShape {
  /** Text fields. */
  fields: readonly string[];
  /**
   * File inputs. Without it the form has none: its caller drains every file
   * part unread and refuses one where a file was chosen.
   */
  files?: readonly string[];
}

/**
 * The parts of a multipart body, each checked against the form's shape before
 * its content is read. @fastify/multipart ends quietly when a form is cut
 * short (its parser's "Unexpected end of multipart data"), so the raw body is
 * watched for the closing delimiter: without it the form is refused.
 */
export async function* formParts(
  request: FastifyRequest,
  shape: FormShape,
): AsyncGenerator<Multipart> {
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
      checkPart(result.value, shape);
      yield result.value;
      next = parts.next();
    }
  } finally {
    request.raw.off('data', watch);
  }
  if (!closed) throw malformedForm();
}

function checkPart(part: Multipart, shape: FormShape) {
  if (part.type === 'file') {
    if (!shape.files || shape.files.includes(part.fieldname)) return;
    // Its bytes are discarded as they come, never kept.
    part.file.resume();
    throw unknownField(part.fieldname);
  }
  if (part.fieldnameTruncated || !shape.fields.includes(part.fieldname)) {
    throw unknownField(part.fieldname);
  }
  if (part.valueTruncated) throw fieldTooLong(part.fieldname);
}

/**
 * The preValidation hook of a form with these text fields and an optional
 * image (`image`); any other part is refused.
 */
export const readMultipartForm =
  (textFields: readonly string[]): preValidationAsyncHookHandler =>
  async (request) => {
    if (!request.isMultipart()) return;
    const shape = { fields: textFields, files: [IMAGE_FIELD] };
    const fields: Record<string, string> = {};
    try {
      for await (const part of formParts(request, shape)) {
        if (part.type === 'file') {
          const buffer = await part.toBuffer();
          // An empty file input (nothing chosen) sends a part without content
          // and without a file name; a chosen file of zero bytes is no image.
          if (buffer.length > 0) images.set(request, buffer);
          else if (part.filename) throw invalidImage();
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      throw formError(error);
    }
    request.body = fields;
  };

/** The image sent with the form, if any. */
export const uploadedImage = (request: FastifyRequest): Buffer | undefined => images.get(request);
