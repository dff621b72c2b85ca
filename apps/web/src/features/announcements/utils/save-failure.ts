/**
 * The details of a failed save (spec §8 "Pet creation failure"): the server's
 * per-field messages joined, or its own text with the status code, or the
 * status code alone; no answer at all, or something else entirely ("Error
 * desconocido").
 */
import { announcementsMessages } from '@huella/shared/messages/announcements';
import { commonMessages } from '@huella/shared/messages/common';
import { ApiError } from '../../../lib/api-client';

/** The create (or replace) request answered 201 without the announcement's id. */
export class MissingIdError extends Error {
  constructor() {
    super(announcementsMessages.errors.missingId);
    this.name = 'MissingIdError';
  }
}

const fieldLabel = (field: string) =>
  (announcementsMessages.fields as Record<string, string>)[
    field === 'shelter_id' ? 'shelter' : field
  ] ?? field;

/** The API client's stand-in when the answer carried no message of the server's own. */
const hasServerText = (error: ApiError) =>
  !(error.code === 'unknown' && error.message === commonMessages.errors.unknown);

export function failureDetail(error: unknown): string {
  if (!(error instanceof ApiError)) return announcementsMessages.errors.unknown;
  if (error.code === 'network_error') return announcementsMessages.errors.noResponse;
  const fieldMessages = Object.entries(error.fields).flatMap(([field, messages]) =>
    messages.map((message) => `${fieldLabel(field)}: ${message}`),
  );
  if (fieldMessages.length > 0) return fieldMessages.join('; ');
  return hasServerText(error)
    ? announcementsMessages.errors.withStatus(error.message, error.status)
    : announcementsMessages.errors.statusCode(error.status);
}

/**
 * Whether trying again later is the advice (spec §8's general message): not
 * for a request the server refused for a reason the user can fix.
 */
export const isRetryLater = (error: unknown) =>
  !(error instanceof ApiError) || error.code === 'network_error' || error.status >= 500;
