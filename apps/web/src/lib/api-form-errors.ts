/**
 * Server-side validation shown where it belongs: the API's `fields` messages
 * go on the matching form fields; anything else becomes one message for the form.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { commonMessages } from '@huella/shared/messages/common';
import { ApiError } from './api-client';

/** Sets the API's per-field errors on the form; returns whether any field got one. */
export function setApiFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const field of fields) {
    const message = error.fields[field]?.[0];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/** The Spanish message to show for a failed request (the server's own, when it sent one). */
export const apiErrorMessage = (error: unknown): string =>
  error instanceof ApiError ? error.message : commonMessages.errors.unexpected;
