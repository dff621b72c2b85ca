/**
 * GET /shelters/api/shelters/my-shelters/ → the shelters the signed-in user may
 * publish for (spec §2: the form's shelter selector). Shares its cache entry
 * with Mi cuenta through queryKeys.myShelters.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const getMyShelters = (signal?: AbortSignal) =>
  api<MyShelter[]>('/shelters/api/shelters/my-shelters/', { signal });

export const mySheltersQueryOptions = (email: string | null) =>
  queryOptions({
    queryKey: queryKeys.myShelters(email),
    queryFn: ({ signal }) => getMyShelters(signal),
  });

export function useMyShelters() {
  const { isAuthenticated, email } = useSession();
  return useQuery({ ...mySheltersQueryOptions(email), enabled: isAuthenticated });
}
