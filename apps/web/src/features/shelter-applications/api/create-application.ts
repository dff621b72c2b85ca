/**
 * POST /shelters/api/applications/ with the form → the application (201).
 * 409 `application_open` while another is open; 429 past the day's limit.
 * The user's list takes it at once, newest first.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ShelterApplication,
  ShelterApplicationInput,
} from '@huella/shared/schemas/shelter-applications';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { MY_APPLICATIONS_URL, myApplicationsQueryKey } from './list-my-applications';

export const createApplication = (input: ShelterApplicationInput) =>
  api<ShelterApplication>(MY_APPLICATIONS_URL, { method: 'POST', body: input });

export function useCreateApplication() {
  const queryClient = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: (created) => {
      queryClient.setQueryData<ShelterApplication[]>(myApplicationsQueryKey(email), (list) => [
        created,
        ...(list ?? []).filter((item) => item.id !== created.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: myApplicationsQueryKey(email) });
    },
  });
}
