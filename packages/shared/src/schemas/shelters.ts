/**
 * Shelters (Refugio, Protectora, Particular) and their members. The edit form
 * arrives as JSON or as multipart text fields, so every field also accepts its
 * form spelling ('' to clear it, '40,41' or '40.41' for a coordinate).
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, MEMBERSHIP_ROLES, NAME_MAX_LENGTH, SHELTER_KINDS } from '../constants';
import { commonMessages } from '../messages/common';
import { sheltersMessages } from '../messages/shelters';
import {
  paginationQuerySchema,
  facebookSchema,
  instagramSchema,
  optionalText,
  phoneSchema,
  webAddressSchema,
} from './common';

const sheltersErrors = sheltersMessages.errors;

export const SHELTER_ADDRESS_MAX_LENGTH = 200;
export const SHELTER_CITY_MAX_LENGTH = 100;
/** What a shelter writes about itself: enough for a page, not a book. */
export const SHELTER_DESCRIPTION_MAX_LENGTH = 2000;
export const SHELTER_OPENING_HOURS_MAX_LENGTH = 500;
export const SHELTER_ADOPTION_CONDITIONS_MAX_LENGTH = 2000;

export const shelterSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  web: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  email: z.string(),
  kind: z.enum(SHELTER_KINDS),
  address: z.string(),
  city: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  description: z.string(),
  opening_hours: z.string(),
  adoption_conditions: z.string(),
  /** The logo or photo's 400 px variant, a path relative to the API base address; null without one. */
  photo: z.string().nullable(),
  verified: z.boolean(),
});
export type Shelter = z.infer<typeof shelterSchema>;

export const myShelterSchema = shelterSchema.extend({
  role: z.enum(MEMBERSHIP_ROLES),
  /** Issue 17: suspended by staff (it cannot publish), with the reason staff gave. */
  suspended: z.boolean(),
  suspension_reason: z.string(),
});
export type MyShelter = z.infer<typeof myShelterSchema>;

/** What anyone may read about a verified shelter: its own contact data, nothing of its members. */
export const publicShelterSchema = shelterSchema.omit({ verified: true });
export type PublicShelter = z.infer<typeof publicShelterSchema>;

/**
 * A card of the shelter directory (/refugios): only verified shelters are
 * listed, so `verified` is always true; `animals` counts the animals it has
 * in the public catalogue (in adoption or reserved).
 */
export const shelterDirectoryEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(SHELTER_KINDS),
  city: z.string(),
  photo: z.string().nullable(),
  verified: z.boolean(),
  animals: z.number().int(),
});
export type ShelterDirectoryEntry = z.infer<typeof shelterDirectoryEntrySchema>;

/** A city of the directory with how many verified shelters it has (the city filter's options). */
export const shelterCitySchema = z.object({ city: z.string(), shelters: z.number().int() });
export type ShelterCity = z.infer<typeof shelterCitySchema>;

/** 'refugio' or 'REFUGIO' is 'Refugio'; '' is "not sent". */
const kindField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return SHELTER_KINDS.find((kind) => kind.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
  },
  z.enum(SHELTER_KINDS, { error: sheltersErrors.invalidKind }).optional(),
);

/** A coordinate in decimal degrees, null when blank; a decimal comma is accepted. */
const coordinate = (limit: number, message: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
    },
    z.number({ error: message }).min(-limit, message).max(limit, message).nullable(),
  );

/** Free text of several lines; '' clears it. */
const longText = (max: number, message: string) =>
  z.string({ error: commonMessages.errors.invalidType }).trim().max(max, message);

const fields = {
  name: z
    .string({ error: sheltersErrors.nameRequired })
    .trim()
    .min(1, sheltersErrors.nameRequired)
    .max(NAME_MAX_LENGTH, commonMessages.errors.tooLong(NAME_MAX_LENGTH)),
  // Phone, web and social profiles are checked as on the user's own profile.
  phone: phoneSchema,
  email: optionalText(EMAIL_MAX_LENGTH).refine(
    (value) => value === '' || z.regexes.email.test(value),
    { error: sheltersErrors.invalidEmail },
  ),
  kind: kindField,
  web: webAddressSchema,
  facebook: facebookSchema,
  instagram: instagramSchema,
  address: optionalText(SHELTER_ADDRESS_MAX_LENGTH),
  city: optionalText(SHELTER_CITY_MAX_LENGTH),
  latitude: coordinate(90, sheltersErrors.invalidLatitude),
  longitude: coordinate(180, sheltersErrors.invalidLongitude),
  description: longText(
    SHELTER_DESCRIPTION_MAX_LENGTH,
    sheltersErrors.descriptionTooLong(SHELTER_DESCRIPTION_MAX_LENGTH),
  ),
  opening_hours: longText(
    SHELTER_OPENING_HOURS_MAX_LENGTH,
    sheltersErrors.openingHoursTooLong(SHELTER_OPENING_HOURS_MAX_LENGTH),
  ),
  adoption_conditions: longText(
    SHELTER_ADOPTION_CONDITIONS_MAX_LENGTH,
    sheltersErrors.adoptionConditionsTooLong(SHELTER_ADOPTION_CONDITIONS_MAX_LENGTH),
  ),
};

/**
 * A place on the map needs both coordinates. Answers the field left empty, or
 * null when the pair is complete or both are empty.
 */
export function missingCoordinate(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): 'latitude' | 'longitude' | null {
  const hasLatitude = latitude != null;
  const hasLongitude = longitude != null;
  if (hasLatitude === hasLongitude) return null;
  return hasLatitude ? 'longitude' : 'latitude';
}

/**
 * PUT (the spec's edit form): the name is required; every other field sent
 * replaces the stored one and a field left out stays as it is (the spec's form
 * has no city, and must not erase it). `verified` and `id` are not fields of
 * the form: they are ignored.
 */
export const shelterWriteSchema = z
  .object({
    name: fields.name,
    phone: fields.phone.optional(),
    email: fields.email.optional(),
    kind: fields.kind,
    web: fields.web.optional(),
    facebook: fields.facebook.optional(),
    instagram: fields.instagram.optional(),
    address: fields.address.optional(),
    city: fields.city.optional(),
    latitude: fields.latitude.optional(),
    longitude: fields.longitude.optional(),
    description: fields.description.optional(),
    opening_hours: fields.opening_hours.optional(),
    adoption_conditions: fields.adoption_conditions.optional(),
  })
  .superRefine((shelter, context) => {
    // Only when both are sent: otherwise the service checks against the stored one.
    if (shelter.latitude === undefined || shelter.longitude === undefined) return;
    const missing = missingCoordinate(shelter.latitude, shelter.longitude);
    if (missing)
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: sheltersErrors.coordinatesPair,
      });
  });
export type ShelterWrite = z.infer<typeof shelterWriteSchema>;

/** PATCH: only the fields sent change. */
export const shelterPatchSchema = z.object({
  name: fields.name.optional(),
  phone: fields.phone.optional(),
  email: fields.email.optional(),
  kind: fields.kind,
  web: fields.web.optional(),
  facebook: fields.facebook.optional(),
  instagram: fields.instagram.optional(),
  address: fields.address.optional(),
  city: fields.city.optional(),
  latitude: fields.latitude.optional(),
  longitude: fields.longitude.optional(),
  description: fields.description.optional(),
  opening_hours: fields.opening_hours.optional(),
  adoption_conditions: fields.adoption_conditions.optional(),
});
export type ShelterPatch = z.infer<typeof shelterPatchSchema>;

/**
 * The directory's filters: a city (any accents and letter case: "malaga"
 * finds Málaga) and a kind (any letter case); both optional. A kind that is
 * not one of the three is a 400, not an empty list.
 */
export const shelterListQuerySchema = paginationQuerySchema.extend({
  city: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: sheltersErrors.invalidCity })
      .trim()
      .max(SHELTER_CITY_MAX_LENGTH, sheltersErrors.invalidCity)
      .optional(),
  ),
  kind: kindField,
});
export type ShelterListQuery = z.infer<typeof shelterListQuerySchema>;

/** Spec §3 "Shelter user": name or first_name plus last_name, email, role. */
export const shelterUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(MEMBERSHIP_ROLES),
});
export type ShelterUser = z.infer<typeof shelterUserSchema>;

const roleField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(MEMBERSHIP_ROLES, { error: sheltersErrors.invalidRole }),
);

/**
 * Invites an address to the shelter (any letter case): the person joins when
 * they accept, whether or not they have an account yet.
 */
export const shelterInvitationCreateSchema = z.object({
  email: z
    .string({ error: commonMessages.errors.required })
    .trim()
    .min(1, commonMessages.errors.required)
    .max(EMAIL_MAX_LENGTH, commonMessages.errors.tooLong(EMAIL_MAX_LENGTH))
    .refine((value) => z.regexes.email.test(value), { error: sheltersErrors.invalidEmail }),
  role: roleField.default('miembro'),
});
export type ShelterInvitationCreate = z.infer<typeof shelterInvitationCreateSchema>;

/**
 * A pending invitation as the shelter's administrators see it: the address as
 * typed and nothing about any account (whether one exists is not said).
 */
export const shelterInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(MEMBERSHIP_ROLES),
  created_at: z.string(),
  expires_at: z.string(),
});
export type ShelterInvitation = z.infer<typeof shelterInvitationSchema>;

/** The token from the invitation mail's link. */
export const invitationTokenSchema = z.object({
  token: z
    .string({ error: sheltersErrors.invitationNotFound })
    .trim()
    .min(1, sheltersErrors.invitationNotFound)
    .max(512, sheltersErrors.invitationNotFound),
});
export type InvitationToken = z.infer<typeof invitationTokenSchema>;

/** What the invited person reads on the invitation page (they hold the mailed token). */
export const receivedInvitationSchema = z.object({
  shelter: z.object({ id: z.number(), name: z.string() }),
  email: z.string(),
  role: z.enum(MEMBERSHIP_ROLES),
  expires_at: z.string(),
});
export type ReceivedInvitation = z.infer<typeof receivedInvitationSchema>;

export const shelterUserRoleSchema = z.object({ role: roleField });
export type ShelterUserRole = z.infer<typeof shelterUserRoleSchema>;
