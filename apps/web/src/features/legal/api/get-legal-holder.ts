/** GET /api/site/legal/ → who provides the service (LSSI-CE art. 10), as configured on the server. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalHolder } from '@huella/shared/schemas/site';
import { api } from '../../../lib/api-client';

export const getLegalHolder = (signal?: AbortSignal) =>
  api<LegalHolder>('/api/site/legal/', { signal });

export const legalHolderQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'legal'] as const,
    queryFn: ({ signal }) => getLegalHolder(signal),
    // Changed only by a restart with new configuration.
    staleTime: Infinity,
  });

export const useLegalHolder = () => useQuery(legalHolderQueryOptions());
