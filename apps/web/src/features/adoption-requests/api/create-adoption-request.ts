/** POST /adoptions/api/requests/ → 201 with the new request (409 if one is already open). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdoptionRequest,
  AdoptionRequestCreate,
} from '@huella/shared/schemas/adoption-requests';
import { api } from '../../../lib/api-client';
import { adoptionRequestKeys } from './keys';

export const createAdoptionRequest = (body: AdoptionRequestCreate) =>
  api<AdoptionRequest>('/adoptions/api/requests/', { method: 'POST', body });

export function useCreateAdoptionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdoptionRequest,
    onSuccess: (request) => {
      queryClient.setQueryData(adoptionRequestKeys.detail(request.id), request);
      return queryClient.invalidateQueries({ queryKey: adoptionRequestKeys.all });
    },
  });
}
