/**
 * The staff area beyond the blog and the shop (issue 17): shelters, reports,
 * users, the audit log and the dashboard's figures; and a shelter's own
 * panel of figures (members and staff). Every staff change takes a reason,
 * which the audit log keeps with who, when and what changed.
 *
 * Routes (staff only, under /staff/api/ unless said otherwise; lists are
 * arrays with X-Total-Count and Link, STAFF_PAGE_SIZE rows by default):
 * - GET  dashboard/                                  → StaffDashboard
 * - GET  shelters/?q=&estado=&kind=&province=        → StaffShelterListItem[]
 * - GET  shelters/{id}/                              → StaffShelter
 * - PATCH shelters/{id}/          StaffShelterPatch  → StaffShelter
 * - POST shelters/{id}/verification/  {verified, reason} → StaffShelter
 * - POST shelters/{id}/suspension/    {suspended, reason} → StaffShelter
 *        a suspended shelter cannot publish; its animals and page leave the public lists
 * - POST   shelters/{id}/members/            {email, role, reason} → StaffShelter
 * - PATCH  shelters/{id}/members/{userId}/   {role, reason}        → StaffShelter
 * - DELETE shelters/{id}/members/{userId}/   {reason}              → StaffShelter
 * - GET  reports/?estado=&page=                      → StaffReportListItem[] (oldest open first)
 * - GET  reports/counts/                             → Record<ReportStatus, number>
 * - GET  reports/{id}/                               → StaffReport
 * - POST reports/{id}/state/   ReportDecision        → StaffReport
 *        resuelta/descartada mail the statement of reasons to the shelter, and to the
 *        reporter when they left an address; hide_pet hides the announcement too
 * - POST animals/{id}/visibility/  {hidden, reason}  → { hidden: {at, reason} | null }
 * - GET  users/?q=&rol=&estado=                      → StaffUserListItem[]
 * - GET  users/{id}/                                 → StaffUser
 * - POST users/{id}/activation/  {active, reason}    → StaffUser (deactivating ends every session)
 * - POST users/{id}/staff/       {staff, reason}     → StaffUser
 * - GET  audit/?actor=&action=&target_type=&target_id=&desde=&hasta= → AuditEntry[] (newest first)
 *        read only: no route changes or removes a record
 * - GET  mail/?estado=                               → StaffMail[] (the queue's mail: fallido by default)
 * - GET  mail/counts/                                → Record<MailJobState, number>
 * - POST mail/{id}/retry/                            → StaffMail (a failed or waiting mail, sent again now)
 * - GET  /shelters/api/shelters/{id}/stats/  (its members and staff) → ShelterStats
 */
import { z } from 'zod';
import {
  AUDIT_TARGET_TYPES,
  EMAIL_MAX_LENGTH,
  ID_MAX,
  MEMBERSHIP_ROLES,
  PAGE_SIZE_MAX,
  PET_STATES,
  PROVINCES,
  REPORT_REASONS,
  REPORT_STATUSES,
  SHELTER_KINDS,
  STAFF_PAGE_SIZE,
  STAFF_REASON_MAX_LENGTH,
  ADOPTION_REQUEST_STATES,
  MAIL_JOB_STATES,
} from '../constants';
import { moderationMessages } from '../messages/moderation';
import { shelterApplicationsMessages } from '../messages/shelter-applications';
import { emailSchema, optionalText } from './common';
import { reasonText, taxIdProblem } from './shelter-applications';
import { shelterPatchSchema, shelterSchema } from './shelters';

const errors = moderationMessages.errors;

/** A reason for the audit log: required, at least a sentence. */
export const auditReason = reasonText(errors.reasonRequired);
/** A statement of reasons (DSA art. 17) sent to the shelter and the reporter. */
export const statementOfReasons = reasonText(errors.statementRequired);

/** page and page_size as every list reads them, STAFF_PAGE_SIZE by default. */
export const staffPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(STAFF_PAGE_SIZE),
});

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const searchField = z.preprocess(blankToUndefined, optionalText(100).optional());

// --------------------------------------------------------------------- shelters

export const STAFF_SHELTER_FILTERS = ['verificado', 'sin_verificar', 'suspendido'] as const;

export const staffSheltersQuerySchema = staffPageQuerySchema.extend({
  /** Part of the name, city, CIF or e-mail. */
  q: searchField,
  estado: z.preprocess(blankToUndefined, z.enum(STAFF_SHELTER_FILTERS).optional()),
  kind: z.preprocess(blankToUndefined, z.enum(SHELTER_KINDS).optional()),
  province: z.preprocess(blankToUndefined, z.enum(PROVINCES).optional()),
});
export type StaffSheltersQuery = z.infer<typeof staffSheltersQuerySchema>;

export const staffShelterListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(SHELTER_KINDS),
  city: z.string(),
  province: z.string(),
  verified: z.boolean(),
  suspended: z.boolean(),
  /** Announcements on the public list now. */
  animals: z.number().int(),
  members: z.number().int(),
  open_reports: z.number().int(),
  created_at: z.string(),
});
export type StaffShelterListItem = z.infer<typeof staffShelterListItemSchema>;

export const staffShelterMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(MEMBERSHIP_ROLES),
  is_active: z.boolean(),
  joined_at: z.string(),
});
export type StaffShelterMember = z.infer<typeof staffShelterMemberSchema>;

export const staffShelterSchema = shelterSchema.extend({
  province: z.string(),
  postcode: z.string(),
  tax_id: z.string(),
  registry_number: z.string(),
  verified_at: z.string().nullable(),
  suspended: z.boolean(),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string(),
  created_at: z.string(),
  /** The registration that created it, if any. */
  application_id: z.number().nullable(),
  members: z.array(staffShelterMemberSchema),
  counts: z.object({
    listed: z.number().int(),
    adopted: z.number().int(),
    hidden: z.number().int(),
    requests: z.number().int(),
    open_reports: z.number().int(),
  }),
});
export type StaffShelter = z.infer<typeof staffShelterSchema>;

/** Staff edit a shelter's details (the shelter's own form, plus what a registration checked). */
export const staffShelterPatchSchema = shelterPatchSchema
  .extend({
    province: z.preprocess(blankToUndefined, z.enum(PROVINCES).optional()),
    postcode: optionalText(10)
      .refine((value) => value === '' || /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/.test(value), {
        message: shelterApplicationsMessages.errors.invalidPostcode,
      })
      .optional(),
    tax_id: optionalText(20)
      .transform((value) => value.replace(/[\s.-]/g, '').toUpperCase())
      .optional(),
    registry_number: optionalText(50).optional(),
    reason: auditReason,
  })
  .superRefine((input, context) => {
    if (input.tax_id === undefined || input.tax_id === '') return;
    // The kind may not be sent: any valid CIF or NIF is accepted then; the service checks the stored kind.
    const problem = taxIdProblem(input.kind ?? 'Protectora', input.tax_id);
    if (problem && taxIdProblem('Particular', input.tax_id)) {
      context.addIssue({ code: 'custom', path: ['tax_id'], message: problem });
    }
  });
export type StaffShelterPatch = z.infer<typeof staffShelterPatchSchema>;

export const shelterVerificationSchema = z.object({ verified: z.boolean(), reason: auditReason });
export type ShelterVerification = z.infer<typeof shelterVerificationSchema>;

export const shelterSuspensionSchema = z.object({ suspended: z.boolean(), reason: auditReason });
export type ShelterSuspension = z.infer<typeof shelterSuspensionSchema>;

export const staffMemberAddSchema = z.object({
  email: emailSchema,
  role: z.enum(MEMBERSHIP_ROLES),
  reason: auditReason,
});
export type StaffMemberAdd = z.infer<typeof staffMemberAddSchema>;

export const staffMemberRoleSchema = z.object({
  role: z.enum(MEMBERSHIP_ROLES),
  reason: auditReason,
});
export type StaffMemberRole = z.infer<typeof staffMemberRoleSchema>;

export const reasonOnlySchema = z.object({ reason: auditReason });
export type ReasonOnly = z.infer<typeof reasonOnlySchema>;

// ---------------------------------------------------------------------- reports

export const staffReportsQuerySchema = staffPageQuerySchema.extend({
  estado: z.preprocess(blankToUndefined, z.enum(REPORT_STATUSES).optional()),
  /** One animal's reports. */
  pet: z.coerce.number().int().min(1).max(ID_MAX).optional(),
});
export type StaffReportsQuery = z.infer<typeof staffReportsQuerySchema>;

const reportPetSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The first photo's 400 px variant (path relative to the API base address), or null. */
  image: z.string().nullable(),
  state: z.enum(PET_STATES),
  hidden: z.boolean(),
  deleted: z.boolean(),
});

export const staffReportListItemSchema = z.object({
  id: z.number(),
  state: z.enum(REPORT_STATUSES),
  reason: z.enum(REPORT_REASONS),
  message: z.string(),
  created_at: z.string(),
  pet: reportPetSchema,
  shelter: z.object({
    id: z.number(),
    name: z.string(),
    verified: z.boolean(),
    suspended: z.boolean(),
  }),
  /** 'cuenta': a signed-in user; 'invitado': a guest (with or without an address). */
  reporter: z.object({ kind: z.enum(['cuenta', 'invitado']), email: z.string() }),
  /** All the reports this animal has, this one included. */
  reports_for_pet: z.number().int(),
});
export type StaffReportListItem = z.infer<typeof staffReportListItemSchema>;

export const staffReportSchema = staffReportListItemSchema.extend({
  resolution: z.string(),
  hid_pet: z.boolean(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  /** Whether the reporter will be (or was) told the outcome. */
  reporter_notified: z.boolean(),
});
export type StaffReport = z.infer<typeof staffReportSchema>;

export const reportCountsSchema = z.object(
  Object.fromEntries(REPORT_STATUSES.map((state) => [state, z.number().int()])) as Record<
    (typeof REPORT_STATUSES)[number],
    z.ZodNumber
  >,
);
export type ReportCounts = z.infer<typeof reportCountsSchema>;

/**
 * en_revision: staff take it (no reason needed). resuelta or descartada: the
 * statement of reasons is required; with hide_pet (resuelta only) the
 * announcement is hidden too.
 */
export const reportDecisionSchema = z
  .object({
    state: z.enum(['en_revision', 'resuelta', 'descartada']),
    reason: optionalText(STAFF_REASON_MAX_LENGTH).default(''),
    hide_pet: z.boolean().default(false),
  })
  .superRefine((input, context) => {
    if (input.state === 'en_revision') return;
    const parsed = statementOfReasons.safeParse(input.reason);
    if (!parsed.success) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: parsed.error.issues[0]?.message ?? errors.statementRequired,
      });
    }
    if (input.hide_pet && input.state !== 'resuelta') {
      context.addIssue({
        code: 'custom',
        path: ['hide_pet'],
        message: errors.invalidReportTransition,
      });
    }
  });
export type ReportDecision = z.infer<typeof reportDecisionSchema>;

export const petVisibilitySchema = z.object({ hidden: z.boolean(), reason: statementOfReasons });
export type PetVisibility = z.infer<typeof petVisibilitySchema>;
export const petVisibilityResultSchema = z.object({
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type PetVisibilityResult = z.infer<typeof petVisibilityResultSchema>;

// ------------------------------------------------------------------------ users

export const staffUsersQuerySchema = staffPageQuerySchema.extend({
  /** Part of the name or e-mail. */
  q: searchField,
  rol: z.preprocess(blankToUndefined, z.enum(['staff', 'refugio', 'usuario']).optional()),
  estado: z.preprocess(blankToUndefined, z.enum(['activo', 'inactivo']).optional()),
});
export type StaffUsersQuery = z.infer<typeof staffUsersQuerySchema>;

export const staffUserListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  email_confirmed: z.boolean(),
  shelters: z.number().int(),
  date_joined: z.string(),
});
export type StaffUserListItem = z.infer<typeof staffUserListItemSchema>;

export const staffUserSchema = staffUserListItemSchema.extend({
  phone: z.string(),
  city: z.string(),
  avatar: z.string().nullable(),
  deactivated_at: z.string().nullable(),
  deactivation_reason: z.string(),
  /** When the latest session began; null if the user never signed in. */
  last_login: z.string().nullable(),
  memberships: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      role: z.enum(MEMBERSHIP_ROLES),
      verified: z.boolean(),
    }),
  ),
  activity: z.object({
    adoption_requests: z.number().int(),
    favourites: z.number().int(),
    messages: z.number().int(),
    reports: z.number().int(),
    comments: z.number().int(),
    orders: z.number().int(),
    shelter_applications: z.number().int(),
  }),
  /** The latest adoption requests, newest first (at most 10). */
  recent_requests: z.array(
    z.object({
      id: z.number(),
      pet_name: z.string(),
      shelter_name: z.string(),
      state: z.enum(ADOPTION_REQUEST_STATES),
      created_at: z.string(),
    }),
  ),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const userActivationSchema = z.object({ active: z.boolean(), reason: auditReason });
export type UserActivation = z.infer<typeof userActivationSchema>;

export const userStaffRoleSchema = z.object({ staff: z.boolean(), reason: auditReason });
export type UserStaffRole = z.infer<typeof userStaffRoleSchema>;

// -------------------------------------------------------------------- audit log

const dayField = z.preprocess(
  blankToUndefined,
  z.iso.date({ error: 'Usa una fecha con el formato AAAA-MM-DD.' }).optional(),
);

export const auditQuerySchema = staffPageQuerySchema
  .extend({
    /** Part of the staff member's e-mail. */
    actor: z.preprocess(blankToUndefined, optionalText(EMAIL_MAX_LENGTH).optional()),
    /** An action, or the start of one ('shelter.' is every shelter action). */
    action: z.preprocess(blankToUndefined, optionalText(60).optional()),
    target_type: z.preprocess(blankToUndefined, z.enum(AUDIT_TARGET_TYPES).optional()),
    target_id: z.coerce.number().int().min(1).max(ID_MAX).optional(),
    /** Madrid days, both included. */
    desde: dayField,
    hasta: dayField,
  })
  .refine((query) => !query.desde || !query.hasta || query.desde <= query.hasta, {
    path: ['hasta'],
    message: errors.invalidDateRange,
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  actor: z.object({ id: z.number().nullable(), email: z.string() }),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number(),
  target_label: z.string(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  reason: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// ------------------------------------------------------------------- mail queue

export const staffMailQuerySchema = staffPageQuerySchema.extend({
  estado: z.enum(MAIL_JOB_STATES).default('fallido'),
});
export type StaffMailQuery = z.infer<typeof staffMailQuerySchema>;

/** A queued mail as staff see it: never its body (links in it may carry live tokens). */
export const staffMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_JOB_STATES),
  attempts: z.number().int(),
  /** The last failed attempt's error, as the mail server or the network gave it. */
  last_error: z.string().nullable(),
  created_at: z.string(),
  /** When it is tried next (pendiente only). */
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type StaffMail = z.infer<typeof staffMailSchema>;

export const staffMailCountsSchema = z.object({
  pendiente: z.number().int(),
  enviado: z.number().int(),
  fallido: z.number().int(),
});
export type StaffMailCounts = z.infer<typeof staffMailCountsSchema>;

// -------------------------------------------------------------------- figures

/** A month as YYYY-MM (Madrid time). */
const monthCount = z.object({ month: z.string(), count: z.number().int() });

export const staffDashboardSchema = z.object({
  /** DASHBOARD_MONTHS months, oldest first, the current one included (zeros too). */
  adoptions_by_month: z.array(monthCount),
  new_shelters_by_month: z.array(monthCount),
  /** Every state, in ADOPTION_REQUEST_STATES order (zeros too). */
  requests_by_state: z.array(
    z.object({ state: z.enum(ADOPTION_REQUEST_STATES), count: z.number().int() }),
  ),
  /** Median days from publication to adoption over the adoptions of the months shown; null without any. */
  median_days_to_adoption: z.number().nullable(),
  open_reports: z.number().int(),
  pending_applications: z.number().int(),
  totals: z.object({
    shelters: z.number().int(),
    verified_shelters: z.number().int(),
    users: z.number().int(),
    listed_animals: z.number().int(),
    adoptions: z.number().int(),
  }),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

/**
 * A shelter's own figures (Refugios → the shelter → Estadísticas): per day
 * over SHELTER_STATS_DAYS days (Madrid days, oldest first, zeros too) and per
 * animal (its announcements not deleted, most viewed first, at most 50).
 */
export const shelterStatsSchema = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      views: z.number().int(),
      favourites: z.number().int(),
      requests: z.number().int(),
    }),
  ),
  animals: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      state: z.enum(PET_STATES),
      published_at: z.string(),
      views: z.number().int(),
      favourites: z.number().int(),
      requests: z.number().int(),
    }),
  ),
  totals: z.object({
    views: z.number().int(),
    favourites: z.number().int(),
    requests: z.number().int(),
    adoptions: z.number().int(),
  }),
});
export type ShelterStats = z.infer<typeof shelterStatsSchema>;
