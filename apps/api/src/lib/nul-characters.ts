/**
 * No text the API receives may hold a NUL character (U+0000): PostgreSQL
 * cannot store one in a text column, so such a value used to reach the
 * database and fail there with a 500. This preHandler hook (after validation,
 * so multipart forms are read too) refuses it with a Spanish 400 naming the field.
 */
import type { FastifyRequest } from 'fastify';
import { commonMessages } from '@huella/shared/messages';
import { Invalid } from './errors';

/** The dotted path of the first string holding a NUL, or undefined. */
function pathOfNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = pathOfNul(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const field =
    pathOfNul(request.params, '') ?? pathOfNul(request.query, '') ?? pathOfNul(request.body, '');
  if (field === undefined) return;
  const message = commonMessages.errors.nulCharacter;
  throw new Invalid(message, { [field || 'non_field_errors']: [message] }, 'invalid_character');
}
