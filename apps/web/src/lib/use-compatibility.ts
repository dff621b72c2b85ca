/**
 * How one animal fits the signed-in person (issue 20): their questionnaire
 * (one cached query for every card and page) read through the shared rules,
 * the same ones the API sorts `orden=compatibilidad` by. A guest gets
 * 'guest' and no request; someone who has not filled the questionnaire, 'none'.
 */
import { compatibilityOf, type CompatibilityTraits } from '@huella/shared/compatibility';
import { useQuestionnaire } from './questionnaire';
import { useSession } from './session';

export type CompatibilityView =
  | { status: 'guest' | 'loading' | 'none' | 'error' }
  | { status: 'ready'; fits: string[]; considers: string[] };

export function useCompatibility(animal: CompatibilityTraits): CompatibilityView {
  const { isAuthenticated } = useSession();
  const questionnaire = useQuestionnaire();
  const profile = questionnaire.data;
  if (!isAuthenticated) return { status: 'guest' };
  if (profile === undefined) return { status: questionnaire.isError ? 'error' : 'loading' };
  if (profile === null) return { status: 'none' };
  // Seventeen rules over seven traits: cheaper than remembering the answer.
  const { fits, considers } = compatibilityOf(profile, animal);
  return { status: 'ready', fits, considers };
}
