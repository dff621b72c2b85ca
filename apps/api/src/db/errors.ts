/** Recognises database errors by their SQLSTATE, whichever driver (pg, PGlite) raised them. */

const UNIQUE_VIOLATION = '23505';

/** True when `error` (or what it wraps: Drizzle wraps driver errors) is a unique violation, optionally of one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current !== 'object') return false;
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return constraint === undefined || name === constraint;
  }
  return false;
}
