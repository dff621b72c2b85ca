/** User records as the API returns and accepts them. */
import { z } from 'zod';
import {
  ADOPTION_REQUEST_STATES,
  BLOG_COMMENT_STATES,
  CHAT_SIDES,
  COUNTRIES,
  MEMBERSHIP_ROLES,
  NAME_MAX_LENGTH,
  REPORT_REASONS,
  SHELTER_KINDS,
} from '../constants';
import { commonMessages } from '../messages/common';
import {
  emailSchema,
  facebookSchema,
  instagramSchema,
  optionalText,
  phoneSchema,
  postcodeError,
  requiredError,
  requiredText,
  webAddressSchema,
} from './common';
import { adoptionRequestSchema } from './adoption-requests';
import { questionnaireSchema } from './questionnaire';

export const userSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** False until the address is proved to be the account's (a link mailed to it was followed). */
  email_confirmed: z.boolean(),
  /** A new address asked for and not yet confirmed; the account keeps `email` until then. */
  pending_email: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  web: z.string(),
  instagram: z.string(),
  facebook: z.string(),
  avatar: z.string().nullable(),
  is_staff: z.boolean(),
  favourites: z.array(z.number()),
  /** Whether a favourite that is reserved, adopted or available again is also told by mail. */
  favourite_update_mails: z.boolean(),
  date_joined: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * Editable profile fields; everything but the first name is optional. `email`
 * is accepted as the spec's client sends it, but only the account's current
 * address: a new one goes through the change of e-mail (schemas/account-email.ts).
 */
export const userUpdateSchema = z
  .object({
    first_name: requiredText(NAME_MAX_LENGTH),
    last_name: optionalText(NAME_MAX_LENGTH).optional(),
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    address: optionalText(200).optional(),
    postcode: optionalText(10).optional(),
    city: optionalText(100).optional(),
    country: z
      .union([z.enum(COUNTRIES), z.literal('')], { error: commonMessages.errors.invalidChoice })
      .optional(),
    web: webAddressSchema.optional(),
    instagram: instagramSchema.optional(),
    facebook: facebookSchema.optional(),
  })
  // The postcode's shape depends on the country chosen beside it.
  .superRefine((value, context) => {
    const message = postcodeError(value.postcode ?? '', value.country ?? '');
    if (message) context.addIssue({ code: 'custom', path: ['postcode'], message });
  });
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/**
 * PATCH /users/api/users/me/: the account's preferences, each optional (at
 * least one); the profile itself is replaced with PUT.
 */
export const userPreferencesSchema = z
  .object({ favourite_update_mails: z.boolean({ error: commonMessages.errors.invalidChoice }) })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { error: commonMessages.errors.required });
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** RGPD (art. 15 and 20): a copy of everything Huella keeps about one account. */
export const userExportSchema = z.object({
  generated_at: z.string(),
  account: userSchema,
  shelters: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      kind: z.enum(SHELTER_KINDS),
      city: z.string(),
      role: z.enum(MEMBERSHIP_ROLES),
    }),
  ),
  /** The newsletter subscription with the account's email, if any. */
  newsletter: z
    .object({
      name: z.string(),
      email: z.string(),
      status: z.enum(['pendiente', 'confirmado', 'baja']),
      subscribed_at: z.string(),
      confirmed_at: z.string().nullable(),
      unsubscribed_at: z.string().nullable(),
    })
    .nullable(),
  /** Contact form messages sent while signed in or with the account's email. */
  contact_messages: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      created_at: z.string(),
    }),
  ),
  /** Animals kept as favourites, withdrawn announcements included; newest first. */
  favourites: z.array(z.object({ pet_id: z.number(), name: z.string(), added_at: z.string() })),
  /** Announcements reported while signed in, with the address they were sent from. */
  reports: z.array(
    z.object({
      pet_id: z.number(),
      reason: z.enum(REPORT_REASONS),
      message: z.string(),
      ip: z.string(),
      created_at: z.string(),
    }),
  ),
  /**
   * Adoption requests the person sent, with their answers and timeline (which
   * side made each move, never the name of the shelter's member); oldest first.
   */
  adoption_requests: z.array(
    z.object({
      id: z.number(),
      pet_id: z.number(),
      pet_name: z.string(),
      shelter_name: z.string(),
      state: z.enum(ADOPTION_REQUEST_STATES),
      created_at: z.string(),
      updated_at: z.string(),
      answers: adoptionRequestSchema.shape.answers,
      events: z.array(
        z.object({
          from_state: z.enum(ADOPTION_REQUEST_STATES).nullable(),
          to_state: z.enum(ADOPTION_REQUEST_STATES),
          author_side: z.enum(CHAT_SIDES).nullable(),
          note: z.string(),
          created_at: z.string(),
        }),
      ),
    }),
  ),
  /** Chat messages the person wrote (not those they received); oldest first. */
  chat_messages: z.array(
    z.object({
      conversation_id: z.number(),
      pet_name: z.string(),
      shelter_name: z.string(),
      side: z.enum(CHAT_SIDES),
      body: z.string(),
      created_at: z.string(),
    }),
  ),
  /**
   * Blog comments and replies sent while signed in, or with the account's
   * (confirmed) e-mail, in any state (pending, approved, spam, bin); oldest first.
   */
  blog_comments: z.array(
    z.object({
      id: z.number(),
      post_id: z.number(),
      post_title: z.string(),
      reply_to: z.number().nullable(),
      author: z.string(),
      email: z.string(),
      website: z.string(),
      text: z.string(),
      state: z.enum(BLOG_COMMENT_STATES),
      created_at: z.string(),
    }),
  ),
  sessions: z.object({ active: z.number() }),
  /** Issue 20: the searches saved with alerts (filters under the API's names), oldest first. */
  saved_searches: z.array(
    z.object({
      name: z.string(),
      filters: z.record(z.string(), z.unknown()),
      frequency: z.string(),
      paused: z.boolean(),
      created_at: z.string(),
    }),
  ),
  /** Issue 20: the compatibility questionnaire, if filled. */
  compatibility_questionnaire: questionnaireSchema.nullable(),
  /**
   * Shop (issue 16): the account's orders with their lines, payments (card
   * mask only), shipping address, history, refunds and withdrawals; oldest first.
   */
  orders: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      state: z.string(),
      email: z.string().nullable(),
      total_cents: z.number(),
      shipping_cents: z.number(),
      refunded_cents: z.number(),
      payment_method: z.string().nullable(),
      paid_at: z.string().nullable(),
      shipping_address: z.unknown().nullable(),
      tracking: z.string().nullable(),
      created_at: z.string(),
      lines: z.array(
        z.object({
          name: z.string(),
          shelter_name: z.string().nullable(),
          unit_price_cents: z.number(),
          quantity: z.number(),
        }),
      ),
      events: z.array(z.object({ kind: z.string(), text: z.string(), created_at: z.string() })),
      refunds: z.array(
        z.object({
          amount_cents: z.number(),
          reason: z.string(),
          state: z.string(),
          created_at: z.string(),
        }),
      ),
      withdrawals: z.array(
        z.object({ message: z.string(), state: z.string(), created_at: z.string() }),
      ),
    }),
  ),
});
export type UserExport = z.infer<typeof userExportSchema>;

/** The name the export is saved under (Content-Disposition, and the web app's fallback). */
export const USER_EXPORT_FILENAME = 'huella-mis-datos.json';

/** RGPD (art. 17): deleting one's account asks for the password again. */
export const deleteAccountSchema = z.object({
  password: z.string(requiredError()).min(1, commonMessages.errors.required).max(1024),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;
