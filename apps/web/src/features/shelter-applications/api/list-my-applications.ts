/**
 * GET /shelters/api/applications/ → the signed-in user's applications to
 * register a shelter, newest first (each with its history): the page at
 * /registrar-refugio and the card in Mi cuenta → Refugios share one entry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShelterApplication } from '@huella/shared/schemas/shelter-applications';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const MY_APPLICATIONS_URL = '/shelters/api/applications/';

/** Every applications query (any account): what sending or answering makes stale. */
export const applicationsQueryPrefix = ['shelter-applications'] as const;

export const myApplicationsQueryKey = (email: string | null) =>
  [...applicationsQueryPrefix, 'mine', email] as const;

export const myApplicationsQueryOptions = (email: string | null) =>
  queryOptions({
    queryKey: myApplicationsQueryKey(email),
    queryFn: ({ signal }) => api<ShelterApplication[]>(MY_APPLICATIONS_URL, { signal }),
  });

export function useMyApplications(options: { enabled?: boolean } = {}) {
  const { isAuthenticated, email } = useSession();
  return useQuery({
    ...myApplicationsQueryOptions(email),
    enabled: isAuthenticated && (options.enabled ?? true),
  });
}
