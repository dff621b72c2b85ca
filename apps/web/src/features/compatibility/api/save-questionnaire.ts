/**
 * PUT /users/api/questionnaire/ with the whole questionnaire → 200 the
 * questionnaire as saved (with `updated_at`), written into the one cache
 * entry every card reads; 400 with per-field messages. The catalogue's
 * order by compatibility changes with it, so the cached lists go stale.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Questionnaire, QuestionnaireWrite } from '@huella/shared/schemas/questionnaire';
import { api } from '../../../lib/api-client';
import { QUESTIONNAIRE_PATH } from '../../../lib/questionnaire';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const saveQuestionnaire = (questionnaire: QuestionnaireWrite) =>
  api<Questionnaire>(QUESTIONNAIRE_PATH, { method: 'PUT', body: questionnaire });

export function useSaveQuestionnaireMutation() {
  const queryClient = useQueryClient();
  const { email } = useSession();
  return useMutation({
    mutationFn: saveQuestionnaire,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.questionnaire(email), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.animals });
    },
  });
}
