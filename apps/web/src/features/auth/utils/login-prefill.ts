/**
 * The e-mail a person just registered with, carried to /login in the
 * navigation state (never stored, never the password) so the login form
 * starts with it filled in.
 */
import { EMAIL_MAX_LENGTH } from '@huella/shared/constants';

interface PrefillState {
  email?: unknown;
}

export const loginPrefillState = (email: string) => ({ email });

/** The e-mail in a location state, if it holds a plausible one. */
export function prefilledEmail(state: unknown): string {
  const email = (state as PrefillState | null)?.email;
  return typeof email === 'string' && email.length <= EMAIL_MAX_LENGTH ? email.trim() : '';
}
