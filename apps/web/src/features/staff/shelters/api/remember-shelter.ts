/**
 * After any change to a shelter: the shelter as the API answered it, and
 * every list read again (its badges and counts may have changed).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { StaffShelter } from '@huella/shared/schemas/staff-admin';
import { shelterKeys } from './keys';

export function useRememberShelter() {
  const queryClient = useQueryClient();
  return (shelter: StaffShelter) => {
    queryClient.setQueryData(shelterKeys.one(shelter.id), shelter);
    void queryClient.invalidateQueries({
      queryKey: shelterKeys.all,
      predicate: (query) => query.queryKey[2] !== 'one',
    });
  };
}
