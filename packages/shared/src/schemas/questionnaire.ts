/**
 * The compatibility questionnaire (issue 20), filled once in Mi cuenta:
 * `GET`, `PUT` and `DELETE /users/api/questionnaire/`. The home, the garden,
 * the hours alone and the children are asked exactly as the adoption request
 * form asks them (same rules, same messages), so that the form can be filled
 * from it.
 */
import { z } from 'zod';
import {
  ACTIVITY_LEVELS,
  ADOPTION_TEXT_MAX_LENGTH,
  EXPERIENCE_LEVELS,
  HOME_TYPES,
  PET_SIZES,
} from '../constants';
import { compatibilityMessages } from '../messages/compatibility';
import { adoptionAnswerFields, checkChildrenAges } from './adoption-requests';

const errors = compatibilityMessages.errors;

const questionnaireFields = {
  home_type: adoptionAnswerFields.home_type,
  has_garden: adoptionAnswerFields.has_garden,
  hours_alone: adoptionAnswerFields.hours_alone,
  children: adoptionAnswerFields.children,
  children_ages: adoptionAnswerFields.children_ages,
  has_dogs: z.boolean({ error: errors.otherAnimals }),
  has_cats: z.boolean({ error: errors.otherAnimals }),
  /** Any other animal at home, in words ("un conejo"). */
  other_animals: z
    .string({ error: errors.otherAnimalsNotes })
    .trim()
    .max(ADOPTION_TEXT_MAX_LENGTH, errors.otherAnimalsNotes)
    .default(''),
  experience: z.enum(EXPERIENCE_LEVELS, { error: errors.experience }),
  activity: z.enum(ACTIVITY_LEVELS, { error: errors.activity }),
  /** The sizes the person would take; none means any. */
  sizes: z
    .array(z.enum(PET_SIZES, { error: errors.sizes }), { error: errors.sizes })
    .max(PET_SIZES.length, errors.sizes)
    .refine((sizes) => new Set(sizes).size === sizes.length, errors.sizes)
    .default([]),
};

/** PUT: the whole questionnaire, every time. */
export const questionnaireWriteSchema = z
  .object(questionnaireFields)
  .strict()
  .superRefine(checkChildrenAges);
export type QuestionnaireWrite = z.infer<typeof questionnaireWriteSchema>;
export type QuestionnaireWriteInput = z.input<typeof questionnaireWriteSchema>;

export const questionnaireSchema = z.object({
  home_type: z.enum(HOME_TYPES),
  has_garden: z.boolean(),
  hours_alone: z.number(),
  children: z.number(),
  children_ages: z.array(z.number()),
  has_dogs: z.boolean(),
  has_cats: z.boolean(),
  other_animals: z.string(),
  experience: z.enum(EXPERIENCE_LEVELS),
  activity: z.enum(ACTIVITY_LEVELS),
  sizes: z.array(z.enum(PET_SIZES)),
  updated_at: z.string(),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;
