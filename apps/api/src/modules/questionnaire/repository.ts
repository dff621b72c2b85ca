/** Queries on the compatibility questionnaire: one row per account. */
import { eq } from 'drizzle-orm';
import type { QuestionnaireWrite } from '@huella/shared/schemas/questionnaire';
import type { Database } from '../../db/client';
import { adopterQuestionnaires } from '../../db/schema';

export type QuestionnaireRow = typeof adopterQuestionnaires.$inferSelect;

const columnsOf = (answers: QuestionnaireWrite) => ({
  homeType: answers.home_type,
  hasGarden: answers.has_garden,
  hoursAlone: answers.hours_alone,
  childrenAges: answers.children_ages,
  hasDogs: answers.has_dogs,
  hasCats: answers.has_cats,
  otherAnimals: answers.other_animals,
  experience: answers.experience,
  activity: answers.activity,
  sizes: answers.sizes,
});

export function createQuestionnaireRepository(db: Database) {
  return {
    async find(userId: number): Promise<QuestionnaireRow | undefined> {
      const [row] = await db
        .select()
        .from(adopterQuestionnaires)
        .where(eq(adopterQuestionnaires.userId, userId));
      return row;
    },

    /** Writes the whole questionnaire, the first time or again. */
    async save(userId: number, answers: QuestionnaireWrite): Promise<QuestionnaireRow> {
      const columns = columnsOf(answers);
      const [row] = await db
        .insert(adopterQuestionnaires)
        .values({ userId, ...columns })
        .onConflictDoUpdate({
          target: adopterQuestionnaires.userId,
          set: { ...columns, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },

    /** Whether there was one to delete. */
    async remove(userId: number): Promise<boolean> {
      const deleted = await db
        .delete(adopterQuestionnaires)
        .where(eq(adopterQuestionnaires.userId, userId))
        .returning({ userId: adopterQuestionnaires.userId });
      return deleted.length > 0;
    },
  };
}
export type QuestionnaireRepository = ReturnType<typeof createQuestionnaireRepository>;
