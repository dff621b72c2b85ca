/**
 * The application form's values as the inputs hold them (strings, 'si'/'no'),
 * turned into the shared schema's answers before it checks them, so the form
 * says exactly what the API would say. The landlord question counts only when
 * the home is rented, and only as many ages as children are declared.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { HomeTenure, HomeType } from '@huella/shared/constants';
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import { compatibilityMessages } from '@huella/shared/messages/compatibility';
import {
  adoptionAnswersSchema,
  type AdoptionAnswers,
} from '@huella/shared/schemas/adoption-requests';
import type { Questionnaire } from '@huella/shared/schemas/questionnaire';
import { booleanOf, childrenAgesOf, numberOf, yesNoOf, type YesNo } from '../../../lib/form-values';

export interface AnswerFormValues {
  home_type: '' | HomeType;
  has_garden: YesNo;
  home_tenure: '' | HomeTenure;
  landlord_allows_pets: YesNo;
  adults: string;
  children: string;
  children_ages: string[];
  other_animals: string;
  experience: string;
  hours_alone: string;
  message: string;
}

export const ANSWER_FIELDS = [
  'home_type',
  'has_garden',
  'home_tenure',
  'landlord_allows_pets',
  'adults',
  'children',
  'children_ages',
  'other_animals',
  'experience',
  'hours_alone',
  'message',
] as const satisfies readonly (keyof AnswerFormValues)[];

export const emptyAnswers = (): AnswerFormValues => ({
  home_type: '',
  has_garden: '',
  home_tenure: '',
  landlord_allows_pets: '',
  adults: '1',
  children: '0',
  children_ages: [],
  other_animals: '',
  experience: '',
  hours_alone: '',
  message: '',
});

const prefill = compatibilityMessages.prefill;

/**
 * The answers the compatibility questionnaire already gave (issue 20): the
 * home, the garden, the children and their ages, the hours alone, the other
 * animals in words and the experience in a sentence. The rest stays empty.
 */
export function questionnaireAnswers(questionnaire: Questionnaire): AnswerFormValues {
  const animals = [
    questionnaire.has_dogs ? prefill.dogs : '',
    questionnaire.has_cats ? prefill.cats : '',
    questionnaire.other_animals.trim(),
  ].filter(Boolean);
  return {
    ...emptyAnswers(),
    home_type: questionnaire.home_type,
    has_garden: yesNoOf(questionnaire.has_garden),
    children: String(questionnaire.children),
    children_ages: questionnaire.children_ages.map(String),
    other_animals: animals.join(', '),
    experience: prefill.experience[questionnaire.experience],
    hours_alone: String(questionnaire.hours_alone),
  };
}

export function toAnswersInput(values: AnswerFormValues) {
  return {
    home_type: values.home_type || undefined,
    has_garden: booleanOf(values.has_garden),
    home_tenure: values.home_tenure || undefined,
    landlord_allows_pets:
      values.home_tenure === 'alquiler' ? (booleanOf(values.landlord_allows_pets) ?? null) : null,
    adults: numberOf(values.adults),
    children: numberOf(values.children),
    children_ages: childrenAgesOf(values.children, values.children_ages),
    other_animals: values.other_animals,
    experience: values.experience,
    hours_alone: numberOf(values.hours_alone),
    message: values.message,
  };
}

const schemaResolver = zodResolver(adoptionAnswersSchema);
const validation = adoptionRequestsMessages.validation;

export const answersResolver: Resolver<AnswerFormValues, unknown, AdoptionAnswers> = async (
  values,
  context,
  options,
) => {
  // The schema reads the converted values; its errors keep the form's field names.
  const result = (await schemaResolver(
    toAnswersInput(values) as never,
    context,
    options as never,
  )) as Awaited<ReturnType<Resolver<AnswerFormValues, unknown, AdoptionAnswers>>>;
  // The schema asks about the landlord only once every other answer is valid;
  // the form says it at once, with the rest.
  const errors = result.errors as FieldErrors<AnswerFormValues>;
  if (
    Object.keys(errors).length > 0 &&
    values.home_tenure === 'alquiler' &&
    values.landlord_allows_pets === '' &&
    !errors.landlord_allows_pets
  ) {
    errors.landlord_allows_pets = { type: 'custom', message: validation.landlord };
  }
  return result;
};
