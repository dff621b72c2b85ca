/**
 * Adoption requests: what an adopter tells the shelter about their home, the
 * request as each side reads it (with its timeline and the moves the reader
 * may make), and the shelter inbox's filters. JSON only.
 */
import { z } from 'zod';
import {
  ADOPTION_ADULTS_MAX,
  ADOPTION_CHILD_AGE_MAX,
  ADOPTION_CHILDREN_MAX,
  ADOPTION_HOURS_ALONE_MAX,
  ADOPTION_MESSAGE_MAX_LENGTH,
  ADOPTION_REQUEST_ACTIONS,
  ADOPTION_REQUEST_STATES,
  ADOPTION_TEXT_MAX_LENGTH,
  ID_MAX,
  CHAT_SIDES,
  HOME_TENURES,
  HOME_TYPES,
  PET_KINDS,
  PET_STATES,
} from '../constants';
import { adoptionRequestsMessages } from '../messages/adoption-requests';
import { commonMessages } from '../messages/common';
import { optionalText, paginationQuerySchema } from './common';

const adoptionRequestsValidation = adoptionRequestsMessages.validation;

const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });
const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const answerText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, commonMessages.errors.tooLong(max));

/** The form's questions about the home, the household and the adopter. */
export const adoptionAnswerFields = {
  home_type: choice(HOME_TYPES, adoptionRequestsValidation.homeType),
  has_garden: z.boolean({ error: adoptionRequestsValidation.garden }),
  home_tenure: choice(HOME_TENURES, adoptionRequestsValidation.tenure),
  /** Only asked when the home is rented: does the landlord allow animals? */
  landlord_allows_pets: z
    .boolean({ error: adoptionRequestsValidation.landlord })
    .nullable()
    .default(null),
  adults: whole(1, ADOPTION_ADULTS_MAX, adoptionRequestsValidation.adults),
  children: whole(0, ADOPTION_CHILDREN_MAX, adoptionRequestsValidation.children),
  /** One age per child, in years. */
  children_ages: z
    .array(whole(0, ADOPTION_CHILD_AGE_MAX, adoptionRequestsValidation.childAge), {
      error: adoptionRequestsValidation.childrenAges,
    })
    .max(ADOPTION_CHILDREN_MAX, adoptionRequestsValidation.childrenAges)
    .default([]),
  other_animals: optionalText(ADOPTION_TEXT_MAX_LENGTH).default(''),
  experience: answerText(ADOPTION_TEXT_MAX_LENGTH, adoptionRequestsValidation.experience),
  hours_alone: whole(0, ADOPTION_HOURS_ALONE_MAX, adoptionRequestsValidation.hoursAlone),
  message: answerText(ADOPTION_MESSAGE_MAX_LENGTH, adoptionRequestsValidation.message),
};

/** One age per child (the compatibility questionnaire asks it the same way). */
export function checkChildrenAges(
  answers: { children: number; children_ages: number[] },
  ctx: z.RefinementCtx,
) {
  if (answers.children_ages.length !== answers.children) {
    ctx.addIssue({
      code: 'custom',
      path: ['children_ages'],
      message: adoptionRequestsValidation.childrenAges,
    });
  }
}

/** The answers that depend on each other: the landlord when renting, one age per child. */
function checkAnswers(
  answers: {
    home_tenure: string;
    landlord_allows_pets: boolean | null;
    children: number;
    children_ages: number[];
  },
  ctx: z.RefinementCtx,
) {
  if (answers.home_tenure === 'alquiler' && answers.landlord_allows_pets === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['landlord_allows_pets'],
      message: adoptionRequestsValidation.landlord,
    });
  }
  checkChildrenAges(answers, ctx);
}

/** The form's answers (the web form validates with it). */
export const adoptionAnswersSchema = z
  .object(adoptionAnswerFields)
  .strict()
  .superRefine(checkAnswers);
export type AdoptionAnswers = z.infer<typeof adoptionAnswersSchema>;
export type AdoptionAnswersInput = z.input<typeof adoptionAnswersSchema>;

/** POST /adoptions/api/requests/: the animal and the answers. */
export const adoptionRequestCreateSchema = z
  .object({
    pet: z
      .number({ error: adoptionRequestsMessages.errors.petNotFound })
      .int()
      .positive()
      .max(ID_MAX, adoptionRequestsMessages.errors.petNotFound),
    ...adoptionAnswerFields,
  })
  .strict()
  .superRefine(checkAnswers);
export type AdoptionRequestCreate = z.infer<typeof adoptionRequestCreateSchema>;

/** The optional note of a move (the reason of a rejection, a word to the applicant). */
export const adoptionRequestTransitionSchema = z
  .object({ note: optionalText(ADOPTION_TEXT_MAX_LENGTH).default('') })
  .strict();
export type AdoptionRequestTransition = z.infer<typeof adoptionRequestTransitionSchema>;

export const adoptionRequestEventSchema = z.object({
  id: z.number(),
  from_state: z.enum(ADOPTION_REQUEST_STATES).nullable(),
  to_state: z.enum(ADOPTION_REQUEST_STATES),
  /** null when the platform made the move (another request completed the adoption). */
  author: z.object({ id: z.number().nullable(), name: z.string() }).nullable(),
  /** Which side made the move; null for the platform. */
  author_side: z.enum(CHAT_SIDES).nullable(),
  note: z.string(),
  created_at: z.string(),
});
export type AdoptionRequestEvent = z.infer<typeof adoptionRequestEventSchema>;

/** What both lists show of a request. */
export const adoptionRequestSummarySchema = z.object({
  id: z.number(),
  state: z.enum(ADOPTION_REQUEST_STATES),
  created_at: z.string(),
  updated_at: z.string(),
  pet: z.object({
    id: z.number(),
    name: z.string(),
    kind: z.enum(PET_KINDS),
    state: z.enum(PET_STATES),
    /** The main photo's 400 px variant (path relative to the API base), or null. */
    image: z.string().nullable(),
  }),
  shelter: z.object({ id: z.number(), name: z.string() }),
  applicant: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  conversation_id: z.number(),
  /** The moves the reader may make now. */
  actions: z.array(z.enum(ADOPTION_REQUEST_ACTIONS)),
});
export type AdoptionRequestSummary = z.infer<typeof adoptionRequestSummarySchema>;

/** One request with the answers and the timeline (oldest first). */
export const adoptionRequestSchema = adoptionRequestSummarySchema.extend({
  answers: z.object({
    home_type: z.enum(HOME_TYPES),
    has_garden: z.boolean(),
    home_tenure: z.enum(HOME_TENURES),
    landlord_allows_pets: z.boolean().nullable(),
    adults: z.number(),
    children: z.number(),
    children_ages: z.array(z.number()),
    other_animals: z.string(),
    experience: z.string(),
    hours_alone: z.number(),
    message: z.string(),
  }),
  events: z.array(adoptionRequestEventSchema),
});
export type AdoptionRequest = z.infer<typeof adoptionRequestSchema>;

const stateFilter = z.enum(ADOPTION_REQUEST_STATES, {
  error: commonMessages.errors.invalidChoice,
});

/** GET /adoptions/api/requests/ (the shelter inbox): one shelter or all of the caller's. */
export const adoptionInboxQuerySchema = paginationQuerySchema.extend({
  shelter: z.coerce.number().int().positive().max(ID_MAX).optional(),
  state: stateFilter.optional(),
  pet: z.coerce.number().int().positive().max(ID_MAX).optional(),
});
export type AdoptionInboxQuery = z.infer<typeof adoptionInboxQuerySchema>;

/** GET /adoptions/api/requests/mine/ (the adopter's requests). */
export const myAdoptionRequestsQuerySchema = paginationQuerySchema.extend({
  state: stateFilter.optional(),
  pet: z.coerce.number().int().positive().max(ID_MAX).optional(),
});
export type MyAdoptionRequestsQuery = z.infer<typeof myAdoptionRequestsQuerySchema>;

/** GET /adoptions/api/requests/counts/: requests of the caller's shelters by state. */
export const adoptionRequestCountsSchema = z.object(
  Object.fromEntries(ADOPTION_REQUEST_STATES.map((state) => [state, z.number()])) as Record<
    (typeof ADOPTION_REQUEST_STATES)[number],
    z.ZodNumber
  >,
);
export type AdoptionRequestCounts = z.infer<typeof adoptionRequestCountsSchema>;
export const adoptionRequestCountsQuerySchema = z.object({
  shelter: z.coerce.number().int().positive().max(ID_MAX).optional(),
});
