/**
 * POST /shelters/api/applications/{id}/reply/ with the applicant's answer
 * (and any corrected fields) → the application, back en_revision. Only while
 * staff wait for an answer (info_solicitada); otherwise 409.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ShelterApplication,
  ShelterApplicationReply,
} from '@huella/shared/schemas/shelter-applications';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { MY_APPLICATIONS_URL, myApplicationsQueryKey } from './list-my-applications';

export const replyToApplication = (id: number, reply: ShelterApplicationReply) =>
  api<ShelterApplication>(`${MY_APPLICATIONS_URL}${id}/reply/`, { method: 'POST', body: reply });

export function useReplyToApplication(id: number) {
  const queryClient = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: (reply: ShelterApplicationReply) => replyToApplication(id, reply),
    onSuccess: (saved) => {
      queryClient.setQueryData<ShelterApplication[]>(myApplicationsQueryKey(email), (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      );
      void queryClient.invalidateQueries({ queryKey: myApplicationsQueryKey(email) });
    },
  });
}
