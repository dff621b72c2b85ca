/**
 * The one-click unsubscribe token of a search's alerts: an HMAC of the
 * search's id under a key derived from the server's secret, so every alert of
 * a search carries the same working link without the token being stored
 * (only its SHA-256 is, to find the search). Rotating JWT_SECRET retires the
 * links of mails already sent, as it ends every session.
 */
import { createHmac } from 'node:crypto';
import { hashToken } from '../../lib/secret-tokens';

const LABEL = 'huella saved-search unsubscribe';

export function unsubscribeTokenOf(secret: string, searchId: number): string {
  const key = createHmac('sha256', secret).update(LABEL).digest();
  return createHmac('sha256', key).update(`saved-search:${searchId}`).digest('base64url');
}

/** What `saved_searches.unsubscribe_token_hash` holds for that search. */
export const unsubscribeTokenHashOf = (secret: string, searchId: number): string =>
  hashToken(unsubscribeTokenOf(secret, searchId));
