/**
 * Tells a failure to reach the database (it is down, restarting, refusing
 * connections, or dropped ours) from any other error, so that the error
 * handler answers 503 "try again shortly" instead of 500 while PostgreSQL is
 * away. Drizzle wraps the driver's error (`cause`), so the chain is followed.
 */

/** Socket-level failures of the connection to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres says when a connection ends under it or cannot be had in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function isUnavailableCause(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text));
}

/** True when `error`, or an error it wraps, means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (isUnavailableCause(current)) return true;
    // A refused connection to a name with several addresses comes as an AggregateError.
    if (current instanceof AggregateError && current.errors.some(isUnavailableCause)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
