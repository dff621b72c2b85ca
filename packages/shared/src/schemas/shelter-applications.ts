/**
 * Registering a shelter (issue 17): the applicant's form, the application as
 * the applicant and staff read it, and staff's decisions.
 *
 * Routes:
 * - POST /shelters/api/applications/              (signed in) send one → 201 ShelterApplication
 *        409 `application_open` while another is open; limited per account and address a day
 * - GET  /shelters/api/applications/              (signed in) one's own, newest first → ShelterApplication[]
 * - GET  /shelters/api/applications/{id}/         its applicant (or staff) → ShelterApplication
 * - POST /shelters/api/applications/{id}/reply/   its applicant, while info_solicitada:
 *        ShelterApplicationReply (an answer, and any fields corrected) → ShelterApplication (en_revision)
 * - staff only (/staff/api/):
 *   GET  shelter-applications/?estado=&q=&page=&page_size=  → StaffShelterApplicationListItem[] (X-Total-Count)
 *        estado: a state, or `abiertas` (enviada, en_revision and info_solicitada together)
 *   GET  shelter-applications/counts/                        → Record<state, number>
 *   GET  shelter-applications/{id}/                          → StaffShelterApplication
 *   POST shelter-applications/{id}/state/  ShelterApplicationDecision → StaffShelterApplication
 *        aprobada creates the shelter (verified) with the applicant as its administrator;
 *        every change is mailed to the applicant with its reason, and recorded in the audit log.
 */
import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  PROVINCES,
  REGISTRY_NUMBER_MAX_LENGTH,
  SHELTER_APPLICATION_EVENT_KINDS,
  SHELTER_APPLICATION_MESSAGE_MAX_LENGTH,
  SHELTER_APPLICATION_STATES,
  SHELTER_KINDS,
  STAFF_REASON_MAX_LENGTH,
  STAFF_REASON_MIN_LENGTH,
} from '../constants';
import { commonMessages } from '../messages/common';
import { shelterApplicationsMessages } from '../messages/shelter-applications';
import { isValidCif, isValidNif, normalizeTaxId } from '../tax-id';
import {
  emailSchema,
  facebookSchema,
  instagramSchema,
  optionalText,
  paginationQuerySchema,
  phoneSchema,
  requiredText,
  webAddressSchema,
} from './common';

const errors = shelterApplicationsMessages.errors;

/** '' or a Spanish postcode (01000–52999). */
const postcodeField = optionalText(10).refine(
  (value) => value === '' || /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/.test(value),
  { message: errors.invalidPostcode },
);

/** A reason staff give (or an answer): trimmed, at least a sentence, at most STAFF_REASON_MAX_LENGTH. */
export const reasonText = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .min(STAFF_REASON_MIN_LENGTH, errors.reasonTooShort(STAFF_REASON_MIN_LENGTH))
    .max(STAFF_REASON_MAX_LENGTH, commonMessages.errors.tooLong(STAFF_REASON_MAX_LENGTH));

const applicationFields = {
  name: requiredText(NAME_MAX_LENGTH),
  kind: z.enum(SHELTER_KINDS, { error: errors.invalidKind }),
  /** CIF for a Refugio or Protectora (required); NIF/NIE for a Particular (optional). Stored normalised. */
  tax_id: optionalText(20).transform(normalizeTaxId),
  registry_number: optionalText(REGISTRY_NUMBER_MAX_LENGTH),
  address: requiredText(200),
  city: requiredText(100),
  province: z.enum(PROVINCES, { error: errors.invalidProvince }),
  postcode: postcodeField,
  phone: phoneSchema.refine((value) => value !== '', { message: errors.phoneRequired }),
  email: emailSchema,
  web: webAddressSchema,
  facebook: facebookSchema,
  instagram: instagramSchema,
  message: optionalText(SHELTER_APPLICATION_MESSAGE_MAX_LENGTH),
};

/** The CIF rule, shared by the form and a reply's corrections (checked on the merged result). */
export function taxIdProblem(kind: string, taxId: string): string | undefined {
  if (kind === 'Particular')
    return taxId === '' || isValidNif(taxId) ? undefined : errors.invalidNif;
  if (taxId === '') return errors.taxIdRequired;
  return isValidCif(taxId) ? undefined : errors.invalidCif;
}

export const shelterApplicationInputSchema = z
  .object({
    ...applicationFields,
    // Optional fields of the form default to '' (a reply's corrections have no defaults:
    // a field left out there keeps its value).
    tax_id: applicationFields.tax_id.default(''),
    registry_number: applicationFields.registry_number.default(''),
    postcode: applicationFields.postcode.default(''),
    web: applicationFields.web.default(''),
    facebook: applicationFields.facebook.default(''),
    instagram: applicationFields.instagram.default(''),
    message: applicationFields.message.default(''),
  })
  .superRefine((input, context) => {
    const problem = taxIdProblem(input.kind, input.tax_id);
    if (problem) context.addIssue({ code: 'custom', path: ['tax_id'], message: problem });
  });
export type ShelterApplicationInput = z.infer<typeof shelterApplicationInputSchema>;

/**
 * The applicant's answer to a request for information, with any field they
 * correct; the service checks the merged application against the form's rules.
 */
export const shelterApplicationReplySchema = z.object({
  message: z
    .string({ error: errors.answerRequired })
    .trim()
    .min(1, errors.answerRequired)
    .max(
      SHELTER_APPLICATION_MESSAGE_MAX_LENGTH,
      commonMessages.errors.tooLong(SHELTER_APPLICATION_MESSAGE_MAX_LENGTH),
    ),
  changes: z.object(applicationFields).partial().omit({ message: true }).optional(),
});
export type ShelterApplicationReply = z.infer<typeof shelterApplicationReplySchema>;

export const shelterApplicationEventSchema = z.object({
  id: z.number(),
  kind: z.enum(SHELTER_APPLICATION_EVENT_KINDS),
  author_side: z.enum(['solicitante', 'staff']),
  /** The applicant's name, or "Equipo de Huella" for staff (staff's own names stay internal). */
  author_name: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type ShelterApplicationEvent = z.infer<typeof shelterApplicationEventSchema>;

export const shelterApplicationSchema = z.object({
  id: z.number(),
  state: z.enum(SHELTER_APPLICATION_STATES),
  name: z.string(),
  kind: z.enum(SHELTER_KINDS),
  tax_id: z.string(),
  registry_number: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postcode: z.string(),
  phone: z.string(),
  email: z.string(),
  web: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  message: z.string(),
  /** The shelter approval created; null before. */
  shelter_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  decided_at: z.string().nullable(),
  /** Oldest first. */
  events: z.array(shelterApplicationEventSchema),
});
export type ShelterApplication = z.infer<typeof shelterApplicationSchema>;

/** Staff also see who applied (and staff's own names in the history). */
export const staffShelterApplicationSchema = shelterApplicationSchema.extend({
  applicant: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    date_joined: z.string(),
  }),
  /** Other shelters already registered with the same CIF or a very similar name (a duplicate's hint). */
  similar_shelters: z.array(z.object({ id: z.number(), name: z.string(), city: z.string() })),
});
export type StaffShelterApplication = z.infer<typeof staffShelterApplicationSchema>;

export const staffShelterApplicationListItemSchema = z.object({
  id: z.number(),
  state: z.enum(SHELTER_APPLICATION_STATES),
  name: z.string(),
  kind: z.enum(SHELTER_KINDS),
  city: z.string(),
  province: z.string(),
  applicant_email: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffShelterApplicationListItem = z.infer<typeof staffShelterApplicationListItemSchema>;

/** The queue's filter: one state, or `abiertas` for every state still being decided. */
export const OPEN_APPLICATIONS_FILTER = 'abiertas';
const stateFilter = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .enum([...SHELTER_APPLICATION_STATES, OPEN_APPLICATIONS_FILTER], { error: errors.invalidState })
    .optional(),
);

export const staffShelterApplicationsQuerySchema = paginationQuerySchema.extend({
  estado: stateFilter,
  /** Part of the name, city, CIF or the applicant's e-mail. */
  q: optionalText(100).optional(),
});
export type StaffShelterApplicationsQuery = z.infer<typeof staffShelterApplicationsQuerySchema>;

export const shelterApplicationCountsSchema = z.object(
  Object.fromEntries(
    SHELTER_APPLICATION_STATES.map((state) => [state, z.number().int()]),
  ) as Record<(typeof SHELTER_APPLICATION_STATES)[number], z.ZodNumber>,
);
export type ShelterApplicationCounts = z.infer<typeof shelterApplicationCountsSchema>;

/**
 * Staff's decision. A reason is required to ask for information and to
 * reject (it is mailed to the applicant), optional to take it into review or
 * approve (a welcome note).
 */
export const shelterApplicationDecisionSchema = z
  .object({
    state: z.enum(['en_revision', 'info_solicitada', 'aprobada', 'rechazada'], {
      error: errors.invalidState,
    }),
    reason: optionalText(STAFF_REASON_MAX_LENGTH).default(''),
  })
  .superRefine((input, context) => {
    if (input.state !== 'info_solicitada' && input.state !== 'rechazada') return;
    if (input.reason === '') {
      context.addIssue({ code: 'custom', path: ['reason'], message: errors.reasonRequired });
    } else if (input.reason.length < STAFF_REASON_MIN_LENGTH) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: errors.reasonTooShort(STAFF_REASON_MIN_LENGTH),
      });
    }
  });
export type ShelterApplicationDecision = z.infer<typeof shelterApplicationDecisionSchema>;
