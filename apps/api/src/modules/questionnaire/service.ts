/**
 * The compatibility questionnaire (issue 20): a person's answers, kept once
 * per account, and the profile the catalogue's compatibility order reads.
 */
import type { CompatibilityProfile } from '@huella/shared/compatibility';
import { compatibilityMessages } from '@huella/shared/messages';
import type { Questionnaire, QuestionnaireWrite } from '@huella/shared/schemas/questionnaire';
import type { Database } from '../../db/client';
import { NotFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { createQuestionnaireRepository, type QuestionnaireRow } from './repository';

const errors = compatibilityMessages.errors;

export function presentQuestionnaire(row: QuestionnaireRow): Questionnaire {
  return {
    home_type: row.homeType,
    has_garden: row.hasGarden,
    hours_alone: row.hoursAlone,
    children: row.childrenAges.length,
    children_ages: row.childrenAges,
    has_dogs: row.hasDogs,
    has_cats: row.hasCats,
    other_animals: row.otherAnimals,
    experience: row.experience,
    activity: row.activity,
    sizes: row.sizes,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createQuestionnaireService({ db }: { db: Database }) {
  const questionnaires = createQuestionnaireRepository(db);
  return {
    async get(viewer: AuthUser): Promise<Questionnaire> {
      const row = await questionnaires.find(viewer.id);
      if (!row) throw new NotFound(errors.notFound);
      return presentQuestionnaire(row);
    },

    async save(viewer: AuthUser, answers: QuestionnaireWrite): Promise<Questionnaire> {
      return presentQuestionnaire(await questionnaires.save(viewer.id, answers));
    },

    async remove(viewer: AuthUser): Promise<void> {
      if (!(await questionnaires.remove(viewer.id))) throw new NotFound(errors.notFound);
    },
  };
}

/** What the compatibility rules read of a person's questionnaire, or null without one. */
export async function compatibilityProfileOf(
  db: Database,
  userId: number,
): Promise<CompatibilityProfile | null> {
  const row = await createQuestionnaireRepository(db).find(userId);
  return row ? presentQuestionnaire(row) : null;
}
