/**
 * DELETE /users/api/questionnaire/ → 204: the questionnaire is gone, so no
 * card says why an animal fits any more and the catalogue cannot be ordered
 * by compatibility.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Questionnaire } from '@huella/shared/schemas/questionnaire';
import { api } from '../../../lib/api-client';
import { QUESTIONNAIRE_PATH } from '../../../lib/questionnaire';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const deleteQuestionnaire = () => api<null>(QUESTIONNAIRE_PATH, { method: 'DELETE' });

export function useDeleteQuestionnaireMutation() {
  const queryClient = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: deleteQuestionnaire,
    onSuccess: () => {
      queryClient.setQueryData<Questionnaire | null>(queryKeys.questionnaire(email), null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.animals });
    },
  });
}
