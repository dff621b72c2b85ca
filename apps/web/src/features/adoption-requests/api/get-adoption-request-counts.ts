/**
 * GET /adoptions/api/requests/counts/[?shelter=] → requests by state, of one
 * shelter or of all the user's shelters (the menu badge and the Anuncios
 * notice count every shelter's pending requests).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdoptionRequestCounts } from '@huella/shared/schemas/adoption-requests';
import { api } from '../../../lib/api-client';
import { adoptionRequestKeys } from './keys';

export const getAdoptionRequestCounts = (shelter?: number, signal?: AbortSignal) =>
  api<AdoptionRequestCounts>(
    `/adoptions/api/requests/counts/${shelter === undefined ? '' : `?shelter=${shelter}`}`,
    { signal },
  );

export const adoptionRequestCountsQueryOptions = (shelter?: number) =>
  queryOptions({
    queryKey: adoptionRequestKeys.counts(shelter),
    queryFn: ({ signal }) => getAdoptionRequestCounts(shelter, signal),
  });

export const useAdoptionRequestCounts = (
  shelter?: number,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...adoptionRequestCountsQueryOptions(shelter), enabled });
