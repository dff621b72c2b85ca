/**
 * The questionnaire as its inputs hold it (strings, 'si'/'no', ticked boxes),
 * turned into what the shared `questionnaireWriteSchema` checks before it
 * checks it, so the form says exactly what the API would say; and a saved
 * questionnaire turned back into the form's values.
 */
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ActivityLevel, ExperienceLevel, HomeType, PetSize } from '@huella/shared/constants';
import {
  questionnaireWriteSchema,
  type Questionnaire,
  type QuestionnaireWrite,
} from '@huella/shared/schemas/questionnaire';
import { booleanOf, childrenAgesOf, numberOf, yesNoOf, type YesNo } from '../../../lib/form-values';

export interface QuestionnaireFormValues {
  home_type: '' | HomeType;
  has_garden: YesNo;
  hours_alone: string;
  children: string;
  children_ages: string[];
  has_dogs: boolean;
  has_cats: boolean;
  other_animals: string;
  experience: '' | ExperienceLevel;
  activity: '' | ActivityLevel;
  sizes: PetSize[];
}

/** The fields the API may name in a 400's `fields`. */
export const QUESTIONNAIRE_FIELDS = [
  'home_type',
  'has_garden',
  'hours_alone',
  'children',
  'children_ages',
  'has_dogs',
  'has_cats',
  'other_animals',
  'experience',
  'activity',
  'sizes',
] as const satisfies readonly (keyof QuestionnaireFormValues)[];

export const emptyQuestionnaire = (): QuestionnaireFormValues => ({
  home_type: '',
  has_garden: '',
  hours_alone: '',
  children: '0',
  children_ages: [],
  has_dogs: false,
  has_cats: false,
  other_animals: '',
  experience: '',
  activity: '',
  sizes: [],
});

export const questionnaireValues = (saved: Questionnaire): QuestionnaireFormValues => ({
  home_type: saved.home_type,
  has_garden: yesNoOf(saved.has_garden),
  hours_alone: String(saved.hours_alone),
  children: String(saved.children),
  children_ages: saved.children_ages.map(String),
  has_dogs: saved.has_dogs,
  has_cats: saved.has_cats,
  other_animals: saved.other_animals,
  experience: saved.experience,
  activity: saved.activity,
  sizes: [...saved.sizes],
});

export function toQuestionnaireInput(values: QuestionnaireFormValues) {
  return {
    home_type: values.home_type || undefined,
    has_garden: booleanOf(values.has_garden),
    hours_alone: numberOf(values.hours_alone),
    children: numberOf(values.children),
    children_ages: childrenAgesOf(values.children, values.children_ages),
    has_dogs: values.has_dogs,
    has_cats: values.has_cats,
    other_animals: values.other_animals,
    experience: values.experience || undefined,
    activity: values.activity || undefined,
    // A lone ticked box may arrive as its value rather than a list.
    sizes: Array.isArray(values.sizes) ? values.sizes : values.sizes ? [values.sizes] : [],
  };
}

const schemaResolver = zodResolver(questionnaireWriteSchema);

export const questionnaireResolver: Resolver<
  QuestionnaireFormValues,
  unknown,
  QuestionnaireWrite
> = async (values, context, options) =>
  // The schema reads the converted values; its errors keep the form's field names.
  (await schemaResolver(
    toQuestionnaireInput(values) as never,
    context,
    options as never,
  )) as Awaited<ReturnType<Resolver<QuestionnaireFormValues, unknown, QuestionnaireWrite>>>;
