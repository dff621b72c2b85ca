/**
 * The adoption catalogue. One record, two shapes (PRODUCT.md): the Pet shape
 * (`/pets/api/pets…`, what a shelter manages) and the Animal shape
 * (`/api/animals…`, what a visitor browses). Announcements arrive as JSON or as
 * multipart form fields, so every field also accepts its form spelling
 * ('true' / 'on' for booleans, '' for nothing, '3' for a number).
 */
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  ID_MAX,
  NAME_MAX_LENGTH,
  PET_ENERGY_LEVELS,
  PET_GENDERS,
  PET_KINDS,
  PET_SIZES,
  PET_STATES,
  REPORT_MESSAGE_MAX_LENGTH,
  REPORT_REASONS,
} from '../constants';
import { commonMessages } from '../messages/common';
import { petsMessages } from '../messages/pets';
import { SEARCH_QUERY_MAX_LENGTH } from './catalogue-query';
import { optionalText, paginationQuerySchema, requiredError } from './common';

export { SEARCH_QUERY_MAX_LENGTH };

export const PET_RACE_MAX_LENGTH = 100;
export const PET_DESCRIPTION_MAX_LENGTH = 5000;
export const PET_SICKNESS_MAX_LENGTH = 2000;
export const PET_CHIP_NUMBER_MAX_LENGTH = 30;

const petsErrors = petsMessages.errors;

/** A missing required announcement field answers the spec's one message. */
const requiredField = (invalid: string = commonMessages.errors.invalidChoice) => ({
  error: (issue: { input?: unknown }) =>
    issue.input == null || issue.input === '' ? petsErrors.requiredFields : invalid,
});

/** '' (an empty form field) means "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;
const lowerCased = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** A checkbox or a JSON boolean: true, 'true', 'on', '1' / false, 'false', 'off', '0'. */
const formBoolean = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().toLowerCase();
    if (['true', 'on', '1'].includes(text)) return true;
    if (['false', 'off', '0'].includes(text)) return false;
    return value;
  },
  z.boolean({ error: commonMessages.errors.invalidType }),
);

/** 'YYYY-MM-DD', a real calendar day, not in the future. */
const birthDate = z
  .string({ error: petsErrors.invalidDate })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: petsErrors.invalidDate, abort: true })
  .refine(
    (text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    },
    { error: petsErrors.invalidDate, abort: true },
  )
  .refine((text) => text <= new Date().toISOString().slice(0, 10), petsErrors.futureBirth);

/** Each announcement field, without defaults (creation adds them, a partial update does not). */
const fields = {
  name: z
    .string(requiredField(commonMessages.errors.invalidType))
    .trim()
    .min(1, petsErrors.requiredFields)
    .max(NAME_MAX_LENGTH, commonMessages.errors.tooLong(NAME_MAX_LENGTH)),
  kind: z.preprocess(lowerCased, z.enum(PET_KINDS, requiredField())),
  gender: z.preprocess(lowerCased, z.enum(PET_GENDERS, requiredField())),
  race: optionalText(PET_RACE_MAX_LENGTH),
  birth: z.preprocess(blankToNull, birthDate.nullable()),
  description: optionalText(PET_DESCRIPTION_MAX_LENGTH),
  shelter: z.coerce
    .number(requiredField(commonMessages.errors.invalidType))
    .int()
    .positive(petsErrors.requiredFields)
    .max(ID_MAX, petsErrors.requiredFields),
  state: z.preprocess(lowerCased, z.enum(PET_STATES, requiredField())),
  sterilized: formBoolean,
  sickness: optionalText(PET_SICKNESS_MAX_LENGTH),
  size: z.preprocess(
    (value) => blankToNull(lowerCased(value)),
    z.enum(PET_SIZES, { error: commonMessages.errors.invalidChoice }).nullable(),
  ),
  microchipped: formBoolean,
  chip_number: z.preprocess(blankToNull, optionalText(PET_CHIP_NUMBER_MAX_LENGTH).nullable()),
  vaccinated: formBoolean,
  good_with_children: z.preprocess(blankToNull, formBoolean.nullable()),
  good_with_dogs: z.preprocess(blankToNull, formBoolean.nullable()),
  good_with_cats: z.preprocess(blankToNull, formBoolean.nullable()),
  /** How much exercise it needs, and whether it needs a garden (the questionnaire's traits). */
  energy: z.preprocess(
    (value) => blankToNull(lowerCased(value)),
    z.enum(PET_ENERGY_LEVELS, { error: commonMessages.errors.invalidChoice }).nullable(),
  ),
  needs_garden: z.preprocess(blankToNull, formBoolean.nullable()),
};

/** The spec's form sends `shelter_id`; the API calls it `shelter` and accepts both. */
const shelterIdAlias = (value: unknown) => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    if (record.shelter == null && record.shelter_id != null) {
      const { shelter_id, ...rest } = record;
      return { ...rest, shelter: shelter_id };
    }
  }
  return value;
};

/**
 * Not a field of the animal: true confirms that a change of state may close
 * the animal's open adoption requests (without it such a change is a 409).
 */
const closeOpenRequests = z.preprocess(blankToUndefined, formBoolean.optional());

/** POST and PUT: the whole announcement, with the spec's defaults (§9). */
export const petWriteSchema = z.preprocess(
  shelterIdAlias,
  z.object({
    name: fields.name,
    kind: fields.kind,
    gender: z.preprocess(blankToUndefined, fields.gender.default('macho')),
    race: z.preprocess(blankToUndefined, fields.race.default('')),
    birth: fields.birth.default(null),
    description: z.preprocess(
      blankToUndefined,
      fields.description.default(petsMessages.defaults.description),
    ),
    shelter: fields.shelter,
    state: z.preprocess(blankToUndefined, fields.state.default('en_adopcion')),
    sterilized: z.preprocess(blankToUndefined, fields.sterilized.default(false)),
    sickness: z.preprocess(blankToUndefined, fields.sickness.default('')),
    size: fields.size.default(null),
    microchipped: z.preprocess(blankToUndefined, fields.microchipped.default(false)),
    chip_number: fields.chip_number.default(null),
    vaccinated: z.preprocess(blankToUndefined, fields.vaccinated.default(false)),
    good_with_children: fields.good_with_children.default(null),
    good_with_dogs: fields.good_with_dogs.default(null),
    good_with_cats: fields.good_with_cats.default(null),
    energy: fields.energy.default(null),
    needs_garden: fields.needs_garden.default(null),
    close_open_requests: closeOpenRequests,
  }),
);
export type PetWrite = z.infer<typeof petWriteSchema>;

/** PATCH: only the fields sent change. */
export const petPatchSchema = z.preprocess(
  shelterIdAlias,
  z.object({
    name: fields.name.optional(),
    kind: fields.kind.optional(),
    gender: fields.gender.optional(),
    race: fields.race.optional(),
    birth: fields.birth.optional(),
    description: z.preprocess(blankToUndefined, fields.description.optional()),
    shelter: fields.shelter.optional(),
    state: fields.state.optional(),
    sterilized: fields.sterilized.optional(),
    sickness: fields.sickness.optional(),
    size: fields.size.optional(),
    microchipped: fields.microchipped.optional(),
    chip_number: fields.chip_number.optional(),
    vaccinated: fields.vaccinated.optional(),
    good_with_children: fields.good_with_children.optional(),
    good_with_dogs: fields.good_with_dogs.optional(),
    good_with_cats: fields.good_with_cats.optional(),
    energy: fields.energy.optional(),
    needs_garden: fields.needs_garden.optional(),
    close_open_requests: closeOpenRequests,
  }),
);
export type PetPatch = z.infer<typeof petPatchSchema>;

/**
 * Filters, search, sort and pagination of both lists, in the API's English or
 * the addresses' Spanish (`categoria=perro`): see catalogue-query.ts.
 */
export { petListQuerySchema, type PetListQuery } from './catalogue-query';

/** Paths relative to the API base address (spec §3), one per WebP width. */
export const photoVariantsSchema = z.object({ 400: z.string(), 800: z.string(), 1600: z.string() });

export const petPhotoSchema = z.object({
  id: z.number(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  variants: photoVariantsSchema,
});
export type PetPhoto = z.infer<typeof petPhotoSchema>;

export const petSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(PET_KINDS),
  gender: z.enum(PET_GENDERS),
  race: z.string(),
  birth: z.string().nullable(),
  description: z.string(),
  shelter: z.number(),
  shelter_name: z.string(),
  city: z.string(),
  state: z.enum(PET_STATES),
  sterilized: z.boolean(),
  sickness: z.string(),
  size: z.enum(PET_SIZES).nullable(),
  microchipped: z.boolean(),
  /** Only for members of the pet's shelter (Ley 7/2023 data stays with the shelter). */
  chip_number: z.string().nullable().optional(),
  /**
   * Only for members of the pet's shelter (and staff): set when staff hid the
   * announcement acting on a report (issue 17), with the statement of reasons.
   */
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable().optional(),
  vaccinated: z.boolean(),
  good_with_children: z.boolean().nullable(),
  good_with_dogs: z.boolean().nullable(),
  good_with_cats: z.boolean().nullable(),
  energy: z.enum(PET_ENERGY_LEVELS).nullable(),
  needs_garden: z.boolean().nullable(),
  image: z.string().nullable(),
  images: z.array(petPhotoSchema),
  published_at: z.string(),
  /** When it was last put on the list (publication or renewal); expiry is 90 days later. */
  renewed_at: z.string(),
  expires_at: z.string(),
  views: z.number(),
  /** As in the Animal shape: what the list's cards show (spec §2, §7). */
  imageUrl: z.string().nullable(),
  descriptionOverview: z.string(),
  location: z.string(),
  characteristics: z.array(z.string()),
});
export type Pet = z.infer<typeof petSchema>;

/** Anuncios: which of the user's announcements to show (PRODUCT.md's four counters). */
export const MANAGED_PET_STATUSES = ['all', 'published', 'pending', 'expired'] as const;
export type ManagedPetStatus = (typeof MANAGED_PET_STATUSES)[number];

/** The announcements of the caller's shelters: one shelter or all, a status, name or breed. */
export const managedPetsQuerySchema = paginationQuerySchema.extend({
  status: z.preprocess(lowerCased, z.enum(MANAGED_PET_STATUSES).default('all')),
  q: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
  shelter: z.coerce.number().int().positive().max(ID_MAX).optional(),
});
export type ManagedPetsQuery = z.infer<typeof managedPetsQuerySchema>;

/**
 * The counters of Anuncios: every announcement; published = en adopción and
 * not expired; pending = pendiente and not expired; expired, whatever its state.
 */
export const managedPetCountsSchema = z.object({
  all: z.number(),
  published: z.number(),
  pending: z.number(),
  expired: z.number(),
});
export type ManagedPetCounts = z.infer<typeof managedPetCountsSchema>;

/** The new gallery order: every photo id of the announcement, main photo first. */
export const photoOrderSchema = z.object({
  photo_ids: z
    .array(z.number().int().positive().max(ID_MAX), requiredError())
    .min(1, commonMessages.errors.required),
});
export type PhotoOrder = z.infer<typeof photoOrderSchema>;

export const animalSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  description: z.string(),
  descriptionOverview: z.string(),
  location: z.string(),
  characteristics: z.array(z.string()),
  images: z.array(petPhotoSchema.omit({ id: true })),
  views: z.number(),
  kind: z.enum(PET_KINDS),
  gender: z.enum(PET_GENDERS),
  state: z.enum(PET_STATES),
  /** '3 meses', '2 años'; null when the birth date is unknown. */
  age: z.string().nullable(),
  size: z.enum(PET_SIZES).nullable(),
  /** Null where the shelter has not said. */
  good_with_children: z.boolean().nullable(),
  good_with_dogs: z.boolean().nullable(),
  good_with_cats: z.boolean().nullable(),
  energy: z.enum(PET_ENERGY_LEVELS).nullable(),
  needs_garden: z.boolean().nullable(),
  shelter: z.object({
    id: z.number(),
    name: z.string(),
    kind: z.string(),
    city: z.string(),
    verified: z.boolean(),
  }),
});
export type Animal = z.infer<typeof animalSchema>;

/** `{pet_id}`, or `{pet}` as some clients send it. */
export const favouriteChangeSchema = z.preprocess(
  (value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      if (record.pet_id == null && record.pet != null) return { pet_id: record.pet };
    }
    return value;
  },
  z.object({
    pet_id: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      z.number(requiredError()).int().positive().max(ID_MAX),
    ),
  }),
);
export type FavouriteChange = z.infer<typeof favouriteChangeSchema>;

export const favouritesResponseSchema = z.object({ favourites: z.array(z.number()) });

export const favouritesByEmailQuerySchema = z.object({
  email: z.string().trim().min(1, commonMessages.errors.required).max(254),
});

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: petsErrors.reportReason }),
  message: optionalText(REPORT_MESSAGE_MAX_LENGTH).default(''),
  /**
   * Issue 17: where a guest wants to hear the outcome (optional; a signed-in
   * reporter is told at their account's address).
   */
  email: optionalText(EMAIL_MAX_LENGTH)
    .refine((value) => value === '' || z.regexes.email.test(value), {
      error: petsErrors.reportEmail,
    })
    .default(''),
});
export type ReportInput = z.infer<typeof reportSchema>;
