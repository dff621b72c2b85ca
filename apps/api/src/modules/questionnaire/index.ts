/** The questionnaire module's public file: what other modules may use. */
export { compatibilityProfileOf, presentQuestionnaire } from './service';
export { createQuestionnaireRepository } from './repository';
