/**
 * The application form's values as the inputs hold them (strings, 'si'/'no'),
 * turned into the shared schema's answers before it checks them, so the form
 * says exactly what the API would say. The landlord question counts only when
 * the home is rented, and only as many ages as children are declared.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ADOPTION_CHILDREN_MAX, type HomeTenure, type HomeType } from '@huella/shared/constants';
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import {
  adoptionAnswersSchema,
  type AdoptionAnswers,
} from '@huella/shared/schemas/adoption-requests';

type YesNo = '' | 'si' | 'no';

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

/** An empty box is a missing answer (the schema's own message), not zero. */
const numberOf = (value: string) => (value.trim() === '' ? undefined : Number(value));
const booleanOf = (value: YesNo) => (value === '' ? undefined : value === 'si');

/** How many age boxes to show: the declared children, within the schema's limits. */
export function childrenCount(value: string) {
  const count = Number(value);
  return Number.isInteger(count) && count > 0 ? Math.min(count, ADOPTION_CHILDREN_MAX) : 0;
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
    // One age per child shown; ages typed for children since taken away are left out.
    children_ages: Array.from({ length: childrenCount(values.children) }, (_, index) =>
      numberOf(values.children_ages[index] ?? ''),
    ),
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
