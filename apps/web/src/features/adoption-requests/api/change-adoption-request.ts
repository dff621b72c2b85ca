/**
 * POST /adoptions/api/requests/{id}/{review|accept|reject|complete|withdraw}/
 * with an optional note → the request after the move. Lists, counts and the
 * detail are all refreshed: a move changes what every one of them shows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdoptionRequestAction } from '@huella/shared/constants';
import type { AdoptionRequest } from '@huella/shared/schemas/adoption-requests';
import { api } from '../../../lib/api-client';
import { adoptionRequestKeys } from './keys';

export interface AdoptionRequestMove {
  id: number;
  action: AdoptionRequestAction;
  note?: string;
}

export const changeAdoptionRequest = ({ id, action, note }: AdoptionRequestMove) =>
  api<AdoptionRequest>(`/adoptions/api/requests/${id}/${action}/`, {
    method: 'POST',
    body: note ? { note } : {},
  });

export function useChangeAdoptionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAdoptionRequest,
    onSuccess: (request) => {
      queryClient.setQueryData(adoptionRequestKeys.detail(request.id), request);
      return queryClient.invalidateQueries({ queryKey: adoptionRequestKeys.all });
    },
  });
}
