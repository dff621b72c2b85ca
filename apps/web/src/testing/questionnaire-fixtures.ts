/**
 * Test data for the compatibility questionnaire (issue 20), built through the
 * API's schema, and the handler that answers GET /users/api/questionnaire/
 * with it (the test server answers 404, none filled, unless told otherwise).
 */
import { http, HttpResponse } from 'msw';
import { questionnaireSchema, type Questionnaire } from '@huella/shared/schemas/questionnaire';
import { apiFixture } from './api-fixture';
import { server } from './server';

/** A flat without garden, two children (4 and 9), a cat, some experience, a calm life. */
export function makeQuestionnaire(overrides: Partial<Questionnaire> = {}): Questionnaire {
  return apiFixture(questionnaireSchema, {
    home_type: 'piso',
    has_garden: false,
    hours_alone: 5,
    children: 2,
    children_ages: [4, 9],
    has_dogs: false,
    has_cats: true,
    other_animals: 'un conejo',
    experience: 'alguna',
    activity: 'tranquila',
    sizes: ['pequeño', 'mediano'],
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

export const mockQuestionnaire = (questionnaire: Questionnaire) =>
  server.use(http.get('*/users/api/questionnaire/', () => HttpResponse.json(questionnaire)));
