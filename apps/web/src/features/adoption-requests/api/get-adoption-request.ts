/** GET /adoptions/api/requests/{id}/ → one request with its answers and timeline. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdoptionRequest } from '@huella/shared/schemas/adoption-requests';
import { api, ApiError } from '../../../lib/api-client';
import { adoptionRequestKeys } from './keys';

export const getAdoptionRequest = (id: number, signal?: AbortSignal) =>
  api<AdoptionRequest>(`/adoptions/api/requests/${id}/`, { signal });

export const adoptionRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adoptionRequestKeys.detail(id),
    queryFn: ({ signal }) => getAdoptionRequest(id, signal),
    // A 404 or 403 is an answer, not a hiccup: never retry it.
    retry: (failures, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 403)) &&
      failures < 2,
  });

export const useAdoptionRequest = (id: number) => useQuery(adoptionRequestQueryOptions(id));
