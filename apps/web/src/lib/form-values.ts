/**
 * How forms that ask about a home (the adoption request, the compatibility
 * questionnaire) read their inputs' strings before the shared schema checks
 * them: an empty box is a missing answer (the schema's own message), not
 * zero; 'si' / 'no' radios are booleans; only as many ages as children.
 */
import { ADOPTION_CHILDREN_MAX } from '@huella/shared/constants';

export type YesNo = '' | 'si' | 'no';

export const numberOf = (value: string) => (value.trim() === '' ? undefined : Number(value));

export const booleanOf = (value: YesNo) => (value === '' ? undefined : value === 'si');

export const yesNoOf = (value: boolean): YesNo => (value ? 'si' : 'no');

/** How many age boxes to show: the declared children, within the schema's limits. */
export function childrenCount(value: string) {
  const count = Number(value);
  return Number.isInteger(count) && count > 0 ? Math.min(count, ADOPTION_CHILDREN_MAX) : 0;
}

/** One age per child shown; ages typed for children since taken away are left out. */
export const childrenAgesOf = (children: string, ages: string[]) =>
  Array.from({ length: childrenCount(children) }, (_, index) => numberOf(ages[index] ?? ''));
