/**
 * The demo adopter's compatibility questionnaire (issue 20): a flat in Madrid
 * without a garden, a cat at home, a moderate pace, small or medium animals.
 * The catalogue then shows her why animals fit («Se lleva bien con gatos») or
 * what to consider («Necesita jardín»), and her adoption form starts filled.
 * Only when she has none yet (idempotent).
 */
import { createQuestionnaireRepository } from '../../modules/questionnaire';
import type { Database } from '../client';

export async function seedDemoQuestionnaire(db: Database, adopterId: number): Promise<void> {
  const questionnaires = createQuestionnaireRepository(db);
  if (await questionnaires.find(adopterId)) return;
  await questionnaires.save(adopterId, {
    home_type: 'piso',
    has_garden: false,
    hours_alone: 5,
    children: 0,
    children_ages: [],
    has_dogs: false,
    has_cats: true,
    other_animals: '',
    experience: 'alguna',
    activity: 'moderada',
    sizes: ['pequeño', 'mediano'],
  });
}
