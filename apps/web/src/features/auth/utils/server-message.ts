/**
 * What a failed auth call shows in the form's red box (spec §8): the server's
 * own `error` text when it answered with one, `fallback` when it answered
 * without one, and `otherwise` when there was no usable answer at all.
 */
import { commonMessages } from '@huella/shared/messages/common';
import { ApiError } from '../../../lib/api-client';

export function serverMessage(
  error: unknown,
  fallback: string,
  otherwise: string = commonMessages.errors.unknown,
): string {
  if (!(error instanceof ApiError) || error.status === 0) return otherwise;
  const answeredWithoutText =
    error.code === 'unknown' && error.message === commonMessages.errors.unknown;
  return answeredWithoutText ? fallback : error.message;
}
