/**
 * PUT /shelters/api/shelters/{id}/ with the edit form's fields → the saved
 * shelter. The user's shelters in the cache take the new data at once (their
 * role stays), and every shelter query is refreshed behind it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sheltersMessages } from '@huella/shared/messages/shelters';
import type { MyShelter, Shelter, ShelterWrite } from '@huella/shared/schemas/shelters';
import { api, ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export async function updateShelter(id: number, shelter: ShelterWrite): Promise<Shelter> {
  // Spec §5: without a shelter id there is nothing to update.
  if (!Number.isInteger(id) || id <= 0) {
    throw new ApiError(sheltersMessages.errors.missingId, 0, 'missing_shelter_id');
  }
  return api<Shelter>(`/shelters/api/shelters/${id}/`, { method: 'PUT', body: shelter });
}

export function useUpdateShelterMutation(id: number) {
  const queryClient = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: (shelter: ShelterWrite) => updateShelter(id, shelter),
    onSuccess: (saved) => {
      queryClient.setQueryData<MyShelter[]>(queryKeys.myShelters(email), (shelters) =>
        shelters?.map((shelter) => (shelter.id === saved.id ? { ...shelter, ...saved } : shelter)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.shelters });
    },
  });
}
