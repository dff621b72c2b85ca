/**
 * POST /staff/api/shelter-applications/{id}/state/ ShelterApplicationDecision
 * → StaffShelterApplication: the application as answered, and the queue and
 * its counts read again. Approval creates a shelter, so the shelters' lists
 * are read again too.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ShelterApplicationDecision,
  StaffShelterApplication,
} from '@huella/shared/schemas/shelter-applications';
import { api } from '../../../../lib/api-client';
import { applicationPath } from './get-application';
import { applicationKeys } from './keys';

export function useDecideApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ShelterApplicationDecision) =>
      api<StaffShelterApplication>(`${applicationPath(id)}state/`, {
        method: 'POST',
        body: decision,
      }),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.one(id), application);
      void queryClient.invalidateQueries({
        queryKey: applicationKeys.all,
        predicate: (query) => query.queryKey[2] !== 'one',
      });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'shelters'] });
    },
  });
}
