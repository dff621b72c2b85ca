/**
 * Where to go after signing in: back to the protected page that sent the user
 * to /login (RequireSession puts it in the location state), else /dashboard.
 * Only same-app paths are honoured.
 */
interface FromState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown };
}

export function redirectTarget(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (
    !from ||
    typeof from.pathname !== 'string' ||
    !from.pathname.startsWith('/') ||
    from.pathname.startsWith('//')
  ) {
    return '/dashboard';
  }
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
