/**
 * The spec's client may send the shelter edit form as multipart (§7). For
 * such a request this preValidation hook turns its text fields into
 * `request.body`, so the same zod schema validates JSON and forms. A shelter
 * has no image: a chosen file is refused, an empty file input is ignored.
 */
import type { FastifyRequest } from 'fastify';
import { commonMessages } from '@huella/shared/messages';
import { invalidField } from '../../lib/errors';
import { formParts } from '../../lib/multipart-form';

export async function readShelterForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  for await (const part of formParts(request)) {
    if (part.type === 'file') {
      part.file.resume();
      if (part.filename) {
        throw invalidField(part.fieldname, commonMessages.errors.unknownField, 'unknown_field');
      }
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  request.body = fields;
}
