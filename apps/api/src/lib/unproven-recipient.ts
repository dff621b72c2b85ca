/**
 * Mail to an address nobody has proved to be theirs (a newsletter sign-up, a
 * contact form's receipt, an e-mail confirmation, an invitation): whoever
 * typed it may not own it. Such mail is limited per recipient, whatever the
 * source address of the request (RATE_LIMITS.mailToUnprovenRecipient), and
 * carries no text the sender typed, so Huella is neither a mail cannon nor a
 * relay for someone else's words.
 */
import type { RateLimiter } from './rate-limit';
import { RATE_LIMITS } from './rate-limit-rules';
import { normalizeEmail } from './email-address';

/** Providers that deliver `name.with.dots@` to `namewithdots@`. */
const DOTLESS_DOMAINS = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The mailbox an address reaches, as a counter key: case, spaces and a
 * `+tag` (which almost every provider delivers to the same inbox) do not make
 * another recipient; nor do dots on Gmail.
 */
export function recipientKey(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at).split('+')[0]!;
  let domain = address.slice(at + 1);
  const dotless = DOTLESS_DOMAINS.get(domain);
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local || address.slice(0, at)}@${domain}`;
}

/**
 * Counts one mail to the address and says whether it may be sent. Over the
 * limit the caller answers as usual and simply does not send it, so the
 * answer tells nobody anything.
 */
export function mayMailUnprovenRecipient(
  rateLimiter: RateLimiter,
  email: string,
): Promise<boolean> {
  return rateLimiter.tryConsume(RATE_LIMITS.mailToUnprovenRecipient, recipientKey(email));
}
