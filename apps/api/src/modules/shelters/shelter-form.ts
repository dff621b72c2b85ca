/**
 * The spec's client may send the shelter edit form as multipart (§7). For
 * such a request this preValidation hook turns its text fields into
 * `request.body`, so the same zod schema validates JSON and forms. A shelter
 * has no image: a chosen file is refused, an empty file input is ignored.
 */
import type { FastifyRequest } from 'fastify';
import { shelterPatchSchema, shelterWriteSchema } from '@huella/shared/schemas/shelters';
import { formParts, unknownField } from '../../lib/multipart-form';

/** The edit form's fields, and `id` and `verified`, which the spec's client may send and are ignored. */
const SHELTER_FORM = {
  fields: [
    ...new Set([
      ...Object.keys(shelterWriteSchema.shape),
      ...Object.keys(shelterPatchSchema.shape),
      'id',
      'verified',
    ]),
  ],
};

export async function readShelterForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  for await (const part of formParts(request, SHELTER_FORM)) {
    if (part.type === 'file') {
      part.file.resume();
      if (part.filename) throw unknownField(part.fieldname);
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  request.body = fields;
}
