/**
 * PUT /shelters/api/shelters/{id}/photo/ (multipart, field `image`) and DELETE
 * of the same path → the saved shelter. The user's shelters in the cache take
 * the new photo at once, and every shelter query (the public page, the
 * directory) is refreshed behind it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyShelter, Shelter } from '@huella/shared/schemas/shelters';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

const photoPath = (id: number) => `/shelters/api/shelters/${id}/photo/`;

export function useShelterPhotoMutations(id: number) {
  const queryClient = useQueryClient();
  const { email } = useSession();
  const onSuccess = (saved: Shelter) => {
    queryClient.setQueryData<MyShelter[]>(queryKeys.myShelters(email), (shelters) =>
      shelters?.map((shelter) => (shelter.id === saved.id ? { ...shelter, ...saved } : shelter)),
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.shelters });
  };
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return api<Shelter>(photoPath(id), { method: 'PUT', body });
    },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: () => api<Shelter>(photoPath(id), { method: 'DELETE' }),
    onSuccess,
  });
  return { upload, remove };
}
