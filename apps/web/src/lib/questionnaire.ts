/**
 * GET /users/api/questionnaire/: the signed-in person's compatibility
 * questionnaire (issue 20), or null while they have not filled it (the API's
 * 404 is an answer, not a failure). Mi cuenta's section, the badges of every
 * animal card, the animal page, the catalogue's order and the adoption form
 * all read this one cache entry, so it lives here rather than in one feature.
 * Guests never ask; saving or deleting it writes the entry directly, so it is
 * seldom worth asking again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Questionnaire } from '@huella/shared/schemas/questionnaire';
import { api, ApiError } from './api-client';
import { queryKeys } from './query-keys';
import { useSession } from './session';

export const QUESTIONNAIRE_PATH = '/users/api/questionnaire/';

/** Mi cuenta's section, where the hints about compatibility lead. */
export const QUESTIONNAIRE_HREF = '/dashboard?seccion=cuestionario';

export async function getQuestionnaire(signal?: AbortSignal): Promise<Questionnaire | null> {
  try {
    return await api<Questionnaire>(QUESTIONNAIRE_PATH, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const questionnaireQueryOptions = (email: string | null) =>
  queryOptions({
    queryKey: queryKeys.questionnaire(email),
    queryFn: ({ signal }) => getQuestionnaire(signal),
    staleTime: 5 * 60_000,
  });

export function useQuestionnaire() {
  const { isAuthenticated, email } = useSession();
  return useQuery({ ...questionnaireQueryOptions(email), enabled: isAuthenticated });
}
