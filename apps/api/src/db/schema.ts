/**
 * The database schema (Drizzle). One PostgreSQL schema, used by PGlite and by
 * PostgreSQL alike; migrations in ../../drizzle are generated from this file.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ADOPTION_REQUEST_STATES,
  ANNOUNCEMENT_TTL_DAYS,
  BLOG_COMMENT_STATES,
  BLOG_POST_STATES,
  HOME_TENURES,
  ORDER_STATES,
  PAYMENT_PROVIDERS,
  PRODUCT_KINDS,
  PRODUCT_STATES,
  SHOP_CATEGORIES,
  HOME_TYPES,
  MEMBERSHIP_ROLES,
  ACTIVITY_LEVELS,
  EXPERIENCE_LEVELS,
  PET_ENERGY_LEVELS,
  PET_GENDERS,
  PET_KINDS,
  PET_SIZES,
  PET_STATES,
  REPORT_REASONS,
  REPORT_STATUSES,
  SHELTER_APPLICATION_EVENT_KINDS,
  SHELTER_APPLICATION_STATES,
  SHELTER_KINDS,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
} from '@huella/shared/constants';
import type { SavedSearchFilters } from '@huella/shared/schemas/saved-searches';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 150 }).notNull(),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    postcode: varchar('postcode', { length: 10 }).notNull().default(''),
    city: varchar('city', { length: 100 }).notNull().default(''),
    country: varchar('country', { length: 50 }).notNull().default(''),
    web: varchar('web', { length: 200 }).notNull().default(''),
    instagram: varchar('instagram', { length: 200 }).notNull().default(''),
    facebook: varchar('facebook', { length: 200 }).notNull().default(''),
    avatar: text('avatar'),
    /** When the address was proved to be the account's (a link mailed to it was followed); null until then. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** The address asked for by a change of e-mail, not in effect until a link mailed to it is followed. */
    pendingEmail: varchar('pending_email', { length: 254 }),
    /**
     * Whether a change of state of a favourite (reserved, adopted, available
     * again) is also mailed; on by default, as Favoritos says beside its switch.
     */
    favouriteUpdateMails: boolean('favourite_update_mails').notNull().default(true),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Why staff deactivated the account (issue 17); '' while active. */
    deactivationReason: varchar('deactivation_reason', { length: 2000 }).notNull().default(''),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

export const shelters = pgTable(
  'shelters',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    web: varchar('web', { length: 200 }).notNull().default(''),
    facebook: varchar('facebook', { length: 200 }).notNull().default(''),
    instagram: varchar('instagram', { length: 200 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    kind: varchar('kind', { length: 20, enum: SHELTER_KINDS }).notNull().default('Refugio'),
    address: varchar('address', { length: 200 }).notNull().default(''),
    city: varchar('city', { length: 100 }).notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // What the shelter tells about itself on its public page (limits in the shared schema).
    description: varchar('description', { length: 2000 }).notNull().default(''),
    openingHours: varchar('opening_hours', { length: 500 }).notNull().default(''),
    adoptionConditions: varchar('adoption_conditions', { length: 2000 }).notNull().default(''),
    /** The logo or photo's base storage key (lib/storage variants); null without one. */
    photo: varchar('photo', { length: 200 }),
    verified: boolean('verified').notNull().default(false),
    /** Issue 17: what a registration asked for and staff checked. */
    province: varchar('province', { length: 40 }).notNull().default(''),
    postcode: varchar('postcode', { length: 10 }).notNull().default(''),
    taxId: varchar('tax_id', { length: 9 }).notNull().default(''),
    registryNumber: varchar('registry_number', { length: 50 }).notNull().default(''),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /**
     * Set by staff with a reason: a suspended shelter cannot publish, and its
     * animals and page leave the public lists until staff lift it.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: varchar('suspension_reason', { length: 2000 }).notNull().default(''),
    createdAt: createdAt(),
  },
  // The catalogue's location filter compares folded names ("malaga" finds
  // "Málaga"); the index also gives the planner the share of each city.
  (table) => [index('shelters_city_idx').on(sql`huella_fold(${table.city})`)],
);

export const shelterMemberships = pgTable(
  'shelter_memberships',
  {
    shelterId: integer('shelter_id')
      .notNull()
      .references(() => shelters.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 20, enum: MEMBERSHIP_ROLES }).notNull().default('miembro'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shelterId, table.userId] }),
    index('shelter_memberships_user_idx').on(table.userId),
  ],
);

/**
 * One row per session: what a login starts and logout, a password change, a
 * reused refresh token or the account's deletion ends. Access tokens carry its
 * id (`sid`) and are refused once it is revoked; its refresh tokens are the
 * family of the same id. Rotation and revocation both lock this row, so a
 * token minted by a concurrent refresh can never outlive its family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Invitations to join a shelter: nobody becomes a member without accepting.
 * The address is kept as the administrator typed it (the invitation is for an
 * address, whether or not an account has it yet); only the SHA-256 of the
 * mailed token is stored. A row lives while the invitation is pending:
 * accepting, declining or cancelling deletes it, and an expired one is
 * ignored. One pending invitation per shelter and address.
 */
export const shelterInvitations = pgTable(
  'shelter_invitations',
  {
    id: serial('id').primaryKey(),
    shelterId: integer('shelter_id')
      .notNull()
      .references(() => shelters.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    role: varchar('role', { length: 20, enum: MEMBERSHIP_ROLES }).notNull().default('miembro'),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('shelter_invitations_shelter_email_unique').on(
      table.shelterId,
      sql`lower(${table.email})`,
    ),
  ],
);

/**
 * One row per refresh token, keyed by its id (the `jti` claim: a random UUID,
 * useless without the signing secret). A family is the chain of rotations from
 * one login (one session); reusing a rotated token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/** Single-use password reset tokens; only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * Single-use links that prove an address belongs to the account: the user's own
 * address after registration, or the new one of a change of e-mail (`email`
 * says which). Only the SHA-256 of the token is stored, as for password resets.
 */
export const emailConfirmationTokens = pgTable(
  'email_confirmation_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_confirmation_tokens_user_idx').on(table.userId)],
);

/** Newsletter with double opt-in: pending until the emailed link is followed. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull(),
    status: varchar('status', { length: 20, enum: ['pendiente', 'confirmado', 'baja'] })
      .notNull()
      .default('pendiente'),
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }).notNull().unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('newsletter_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('newsletter_confirm_token_unique').on(table.confirmTokenHash),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 150 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 200 }).notNull(),
  message: text('message').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  ip: varchar('ip', { length: 64 }).notNull().default(''),
  createdAt: createdAt(),
});

/**
 * Attempts counted by the rate limiter when it runs on the database (several
 * processes): one row per key and fixed window, deleted once the window is over.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: varchar('key', { length: 300 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_hits_expires_idx').on(table.expiresAt),
  ],
);

/**
 * Password attempts, counted before the password is verified (lib/login-throttle.ts):
 * per account and source address, and per account from addresses not yet known
 * to be good for it. Each attempt moves `next_attempt_at` by a growing delay;
 * known-good addresses are rows with no attempts. Rows are deleted once expired.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: varchar('key', { length: 400 }).primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_throttles_expires_idx').on(table.expiresAt)],
);

/** PostgreSQL full-text vector; only ever written by the database (generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * How long an announcement stays on the list after it is put there, in exact
 * hours (a day in an interval would follow summer time).
 */
export const announcementLifetime = sql.raw(`interval '${ANNOUNCEMENT_TTL_DAYS * 24} hours'`);

/**
 * Adoption announcements. `search` is computed by PostgreSQL with the
 * `huella_es` configuration (Spanish stemming, accents ignored; see the
 * 0001_search migration): name weighs most, then breed and kind, then the text.
 */
/**
 * The public lists' filters (sex, size, birth date for the age bands,
 * sterilized, good with children, dogs, cats) and the other traits the order
 * by compatibility scores (energy, needs a garden): the last columns of every
 * index a list's page and count read alone (migrations 0017, 0020 and 0024).
 */
const listFilters = (table: {
  gender: AnyPgColumn;
  size: AnyPgColumn;
  birth: AnyPgColumn;
  sterilized: AnyPgColumn;
  goodWithChildren: AnyPgColumn;
  goodWithDogs: AnyPgColumn;
  goodWithCats: AnyPgColumn;
  energy: AnyPgColumn;
  needsGarden: AnyPgColumn;
}) => [
  table.gender,
  table.size,
  table.birth,
  table.sterilized,
  table.goodWithChildren,
  table.goodWithDogs,
  table.goodWithCats,
  table.energy,
  table.needsGarden,
];

export const pets = pgTable(
  'pets',
  {
    id: serial('id').primaryKey(),
    shelterId: integer('shelter_id')
      .notNull()
      .references(() => shelters.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    kind: varchar('kind', { length: 10, enum: PET_KINDS }).notNull(),
    gender: varchar('gender', { length: 10, enum: PET_GENDERS }).notNull().default('macho'),
    race: varchar('race', { length: 100 }).notNull().default(''),
    birth: date('birth', { mode: 'string' }),
    description: text('description').notNull().default('Sin descripción'),
    state: varchar('state', { length: 20, enum: PET_STATES }).notNull().default('en_adopcion'),
    sterilized: boolean('sterilized').notNull().default(false),
    sickness: text('sickness').notNull().default(''),
    size: varchar('size', { length: 10, enum: PET_SIZES }),
    microchipped: boolean('microchipped').notNull().default(false),
    chipNumber: varchar('chip_number', { length: 30 }),
    vaccinated: boolean('vaccinated').notNull().default(false),
    // null means the shelter does not know yet.
    goodWithChildren: boolean('good_with_children'),
    goodWithDogs: boolean('good_with_dogs'),
    goodWithCats: boolean('good_with_cats'),
    /** The compatibility questionnaire's traits (issue 20); null: not said either. */
    energy: varchar('energy', { length: 5, enum: PET_ENERGY_LEVELS }),
    needsGarden: boolean('needs_garden'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    // The last time the announcement was put on the list: its publication, or
    // its latest renewal. "Most recent" sorts by it, and expiry counts from it.
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Hidden by staff acting on a report (issue 17), with the statement of
     * reasons sent to the shelter: off every public list and page, still
     * managed by the shelter, until staff show it again.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: varchar('hidden_reason', { length: 2000 }).notNull().default(''),
    /** When the animal was last marked adoptada (a trigger keeps it; null otherwise). */
    adoptedAt: timestamp('adopted_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('huella_es', coalesce(name, '')), 'A') || setweight(to_tsvector('huella_es', coalesce(race, '') || ' ' || kind), 'B') || setweight(to_tsvector('huella_es', coalesce(description, '')), 'C')`,
      ),
  },
  // The public lists read a page as a short walk of one of these indexes, in
  // the order of the sort; rows not on the list (adopted) are skipped on the
  // way. Withdrawn announcements are left out of the partial indexes. The
  // expiry check bounds renewed_at for every announcement still on the list,
  // so walks and counts start at the oldest one that has not expired.
  // Measured at 100,000 animals by bench/catalogue-explain.ts.
  (table) => [
    check(
      'pets_expiry_within_lifetime',
      sql`${table.expiresAt} <= ${table.renewedAt} + ${announcementLifetime}`,
    ),
    index('pets_search_idx').using('gin', table.search),
    // The columns after id let a page's ids and the counts of the lists,
    // filters included, read the index alone (migration 0017).
    index('pets_listed_renewed_idx')
      .on(
        table.renewedAt,
        table.id,
        table.expiresAt,
        table.state,
        table.kind,
        table.shelterId,
        ...listFilters(table),
      )
      .where(sql`${table.deletedAt} is null and ${table.hiddenAt} is null`),
    // A kind's list and its count, filters included, read its entries alone (migration 0020).
    index('pets_listed_kind_renewed_idx')
      .on(
        table.kind,
        table.renewedAt,
        table.id,
        table.expiresAt,
        table.state,
        table.shelterId,
        ...listFilters(table),
      )
      .where(sql`${table.deletedAt} is null and ${table.hiddenAt} is null`),
    // The name itself too: an expression index is read alone only when it holds the column.
    index('pets_listed_name_idx')
      .on(
        sql`huella_fold(${table.name})`,
        table.id,
        table.name,
        table.renewedAt,
        table.expiresAt,
        table.state,
        table.kind,
        table.shelterId,
        ...listFilters(table),
      )
      .where(sql`${table.deletedAt} is null and ${table.hiddenAt} is null`),
    // The next expiry of a visible announcement: when the catalogue cache must empty by the clock.
    index('pets_visible_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.deletedAt} is null and ${table.hiddenAt} is null`),
    // Not partial: it also serves the foreign key when a shelter is deleted.
    index('pets_shelter_renewed_idx').on(table.shelterId, table.renewedAt, table.id),
    // Announcements by shelter, read alone (migrations 0018 and 0020): a member's
    // Anuncios (hidden ones included), its tabs and counters; and the public
    // lists of some shelters (a city, a shelter's page) with their filters.
    index('pets_by_shelter_idx')
      .on(
        table.shelterId,
        table.renewedAt,
        table.id,
        table.state,
        table.expiresAt,
        table.hiddenAt,
        table.kind,
        ...listFilters(table),
      )
      .where(sql`${table.deletedAt} is null`),
    index('pets_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

/**
 * Gallery photos, ordered by `position`. The files live in the media storage
 * as `<storage_key>-<width>.webp` for each IMAGE_VARIANT_WIDTHS; width and
 * height are those of the largest variant.
 */
export const petPhotos = pgTable(
  'pet_photos',
  {
    id: serial('id').primaryKey(),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('pet_photos_pet_position_idx').on(table.petId, table.position)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.petId] }),
    index('favourites_pet_idx').on(table.petId),
  ],
);

/** Reports of a bad announcement, kept for staff review. */
export const petReports = pgTable(
  'pet_reports',
  {
    id: serial('id').primaryKey(),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 40, enum: REPORT_REASONS }).notNull(),
    message: varchar('message', { length: 1000 }).notNull().default(''),
    status: varchar('status', { length: 20, enum: REPORT_STATUSES }).notNull().default('abierta'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Where to tell the reporter the outcome: the account's address, or one a guest left ('' for none). */
    reporterEmail: varchar('reporter_email', { length: 254 }).notNull().default(''),
    /** The statement of reasons given when staff resolved or dismissed it. */
    resolution: varchar('resolution', { length: 2000 }).notNull().default(''),
    /** Whether resolving it hid the announcement. */
    hidPet: boolean('hid_pet').notNull().default(false),
  },
  (table) => [
    index('pet_reports_pet_idx').on(table.petId),
    index('pet_reports_status_idx').on(table.status, table.createdAt),
  ],
);

/**
 * Who has already been counted, per animal and day, so a view is counted once
 * a day per source address (and per signed-in user). `visitor` is a SHA-256
 * hex digest of one of those. Only today's and yesterday's rows are kept (the
 * days a view can still be counted on); older ones are pruned, their counts
 * live on in `pet_view_days`.
 */
export const petViews = pgTable(
  'pet_views',
  {
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    visitor: varchar('visitor', { length: 64 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.petId, table.visitor, table.day] }),
    index('pet_views_day_idx').on(table.day),
  ],
);

/** Views counted per animal and day (the animal's total stays in `pets.view_count`). */
export const petViewDays = pgTable(
  'pet_view_days',
  {
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.petId, table.day] })],
);

/**
 * A conversation between an adopter and a shelter about one animal. Every
 * member of the shelter reads and writes on the shelter's side.
 * `last_message_at` orders the lists (null until the first message).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    adopterId: integer('adopter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shelterId: integer('shelter_id')
      .notNull()
      .references(() => shelters.id, { onDelete: 'cascade' }),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('conversations_adopter_shelter_pet_unique').on(
      table.adopterId,
      table.shelterId,
      table.petId,
    ),
    index('conversations_shelter_activity_idx').on(table.shelterId, table.lastMessageAt),
    index('conversations_pet_idx').on(table.petId),
  ],
);

/** Chat messages, plain text. The id orders them and is the stream's event id. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Which side wrote it; kept when the sender's account is gone. */
    side: varchar('side', { length: 10, enum: ['adoptante', 'refugio'] }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('chat_messages_conversation_idx').on(table.conversationId, table.id)],
);

/** How far each reader has read each conversation (each shelter member for themselves). */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_reads_user_idx').on(table.userId),
  ],
);

/**
 * The last "new message" mail to each user, whatever the conversation: at
 * most one every CHAT_MAIL_INTERVAL_MS, so opening many conversations with a
 * shelter does not mail its members many times.
 */
export const chatMailRecipients = pgTable('chat_mail_recipients', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }).notNull(),
});

/**
 * Who has a live stream open, per API process (`instance`), so that any
 * process can tell whether a recipient is connected before mailing them.
 * Rows of a process that stopped without cleaning up age out by `seen_at`.
 */
export const chatPresence = pgTable(
  'chat_presence',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instance: varchar('instance', { length: 64 }).notNull(),
    connections: integer('connections').notNull().default(0),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.instance] })],
);

/**
 * Adoption requests. A user has at most one open request per animal, and an
 * animal at most one accepted request (both enforced by partial unique
 * indexes, so two members acting at once cannot break them).
 */
export const adoptionRequests = pgTable(
  'adoption_requests',
  {
    id: serial('id').primaryKey(),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    shelterId: integer('shelter_id')
      .notNull()
      .references(() => shelters.id, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 20, enum: ADOPTION_REQUEST_STATES })
      .notNull()
      .default('pendiente'),
    homeType: varchar('home_type', { length: 10, enum: HOME_TYPES }).notNull(),
    hasGarden: boolean('has_garden').notNull(),
    homeTenure: varchar('home_tenure', { length: 10, enum: HOME_TENURES }).notNull(),
    landlordAllowsPets: boolean('landlord_allows_pets'),
    adults: integer('adults').notNull(),
    children: integer('children').notNull().default(0),
    childrenAges: integer('children_ages')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    otherAnimals: text('other_animals').notNull().default(''),
    experience: text('experience').notNull(),
    hoursAlone: integer('hours_alone').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('adoption_requests_one_open_per_applicant')
      .on(table.applicantId, table.petId)
      .where(sql`${table.state} in ('pendiente', 'en_revision', 'aceptada')`),
    uniqueIndex('adoption_requests_one_accepted_per_pet')
      .on(table.petId)
      .where(sql`${table.state} = 'aceptada'`),
    index('adoption_requests_shelter_idx').on(table.shelterId, table.createdAt, table.id),
    index('adoption_requests_applicant_idx').on(table.applicantId, table.createdAt, table.id),
    index('adoption_requests_pet_idx').on(table.petId, table.state),
    index('adoption_requests_conversation_idx').on(table.conversationId),
  ],
);

/** The timeline of a request: every change of state, its time and its author. */
export const adoptionRequestEvents = pgTable(
  'adoption_request_events',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => adoptionRequests.id, { onDelete: 'cascade' }),
    fromState: varchar('from_state', { length: 20, enum: ADOPTION_REQUEST_STATES }),
    toState: varchar('to_state', { length: 20, enum: ADOPTION_REQUEST_STATES }).notNull(),
    /** null: the platform (or an account since deleted; `author_side` tells which). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorSide: varchar('author_side', { length: 10, enum: ['adoptante', 'refugio'] }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('adoption_request_events_request_idx').on(table.requestId, table.id)],
);

/**
 * Notices of a favourite whose state changed (en adopción, reservado,
 * adoptado), one per user and animal while unread: a later change updates it
 * (and one that undoes it before anyone saw or was mailed it removes it), so
 * a change and its undo never pile up. `mailed_at` also counts the mails sent,
 * for the per-recipient limits (favourite-updates module).
 */
export const favouriteUpdates = pgTable(
  'favourite_updates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    fromState: varchar('from_state', { length: 20, enum: PET_STATES }).notNull(),
    toState: varchar('to_state', { length: 20, enum: PET_STATES }).notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('favourite_updates_one_unread')
      .on(table.userId, table.petId)
      .where(sql`${table.readAt} is null`),
    index('favourite_updates_user_idx').on(table.userId, table.createdAt, table.id),
    index('favourite_updates_pet_idx').on(table.petId),
    index('favourite_updates_mailed_idx')
      .on(table.userId, table.mailedAt)
      .where(sql`${table.mailedAt} is not null`),
  ],
);

/**
 * Saved searches with e-mail alerts (issue 20): the filters and words of a
 * search on /adopciones (normalised, so that one search is kept once per
 * account), how often new animals are mailed, and the SHA-256 of the
 * one-click unsubscribe token every alert carries. `last_checked_at` is the
 * end of the window of animals the last alert run looked at (the creation, at
 * first): the next run looks for animals listed or edited after it.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: SAVED_SEARCH_NAME_MAX_LENGTH }).notNull(),
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull(),
    frequency: varchar('frequency', { length: 10, enum: SAVED_SEARCH_FREQUENCIES })
      .notNull()
      .default('diaria'),
    paused: boolean('paused').notNull().default(false),
    unsubscribeTokenHash: varchar('unsubscribe_token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One search per account and filters (jsonb compares by value, whatever the key order).
    uniqueIndex('saved_searches_user_filters_unique').on(table.userId, table.filters),
    index('saved_searches_user_created_idx').on(table.userId, table.createdAt, table.id),
    uniqueIndex('saved_searches_unsubscribe_unique').on(table.unsubscribeTokenHash),
    // The alert run's due searches: by frequency, the longest unchecked first.
    index('saved_searches_due_idx')
      .on(table.frequency, table.lastCheckedAt, table.id)
      .where(sql`${table.paused} = false`),
    check(
      'saved_searches_frequency_check',
      sql`${table.frequency} in ('inmediata', 'diaria', 'semanal')`,
    ),
  ],
);

/** The animals an alert of a search has mailed: never the same animal twice for one search. */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    searchId: integer('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.searchId, table.petId] }),
    // The foreign key's index, for an animal's deletion.
    index('saved_search_alerts_pet_idx').on(table.petId),
  ],
);

/**
 * Blog posts (issue 15; spec §3 Blog post), written by staff. The byline's
 * name and photo are read from the author's account; `author_name` keeps the
 * name the post was signed with, for when that account is gone. `published_at`
 * is fechaPublicacion: a post is public when its state is publicado, or
 * programado and the date has come (no job flips it). `content_html` is stored
 * already sanitised (allowlist on save).
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    contentHtml: text('content_html').notNull().default(''),
    /** Storage key of the picture (image pipeline variants), or null. */
    image: text('image'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    imageAlt: varchar('image_alt', { length: 200 }).notNull().default(''),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: varchar('author_name', { length: 150 }).notNull(),
    authorBio: varchar('author_bio', { length: 500 }).notNull().default(''),
    state: varchar('state', { length: 20, enum: BLOG_POST_STATES }).notNull().default('borrador'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    commentsOpen: boolean('comments_open').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_idx').on(table.slug),
    index('blog_posts_public_idx').on(table.state, table.publishedAt, table.id),
    index('blog_posts_categories_idx').using('gin', table.categories),
    index('blog_posts_tags_idx').using('gin', table.tags),
  ],
);

/** Earlier versions of a post's words, one per save that changed them (the newest BLOG_REVISIONS_MAX kept). */
export const blogPostRevisions = pgTable(
  'blog_post_revisions',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    editorId: integer('editor_id').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull(),
    contentHtml: text('content_html').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('blog_post_revisions_post_idx').on(table.postId, table.createdAt, table.id)],
);

/**
 * Comments and replies (spec §3 Comment; PRODUCT.md: stored, moderated). The
 * e-mail is never shown; `email_normalized` finds a commenter's earlier
 * approved comments and their rate. `reasons` says why a comment was held.
 * Deleting an account keeps its comments' text under "Usuario eliminado" and
 * empties their e-mail and website.
 */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => blogComments.id, {
      onDelete: 'cascade',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: varchar('author_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    emailNormalized: varchar('email_normalized', { length: 254 }).notNull(),
    website: varchar('website', { length: 200 }).notNull().default(''),
    body: text('body').notNull(),
    state: varchar('state', { length: 20, enum: BLOG_COMMENT_STATES })
      .notNull()
      .default('pendiente'),
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('blog_comments_post_idx').on(table.postId, table.state, table.createdAt, table.id),
    index('blog_comments_state_idx').on(table.state, table.createdAt, table.id),
    index('blog_comments_email_idx').on(table.emailNormalized, table.state, table.createdAt),
    index('blog_comments_user_idx').on(table.userId),
    index('blog_comments_parent_idx').on(table.parentId),
  ],
);

// ---------------------------------------------------------------------------
// Shop (issue 16). Money is integer cents of euros, IVA included.

/**
 * What the shop sells: goods and donations to a shelter (never an animal).
 * `stock` is what can still be bought: a checkout session takes its units
 * with a conditional UPDATE (stock >= quantity) and gives them back when it
 * expires; null means no limit (donations).
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 140 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    category: varchar('category', { length: 20, enum: SHOP_CATEGORIES }).notNull(),
    kind: varchar('kind', { length: 10, enum: PRODUCT_KINDS }).notNull().default('producto'),
    priceCents: integer('price_cents').notNull(),
    vatRate: integer('vat_rate').notNull().default(21),
    stock: integer('stock'),
    state: varchar('state', { length: 12, enum: PRODUCT_STATES }).notNull().default('borrador'),
    /** Storage key of the picture (image pipeline variants), or null. */
    image: text('image'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    imageAlt: varchar('image_alt', { length: 120 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_slug_idx').on(table.slug),
    index('products_public_idx').on(table.state, table.category, table.createdAt, table.id),
    check('products_price_positive', sql`${table.priceCents} > 0`),
    check('products_stock_not_negative', sql`${table.stock} IS NULL OR ${table.stock} >= 0`),
  ],
);

/** A signed-in account's cart (a guest's lives in the browser). `shelter_id` only on donations. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shelterId: integer('shelter_id').references(() => shelters.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_line_idx').on(
      table.userId,
      table.productId,
      sql`coalesce(${table.shelterId}, 0)`,
    ),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/**
 * An order: created with its checkout session (pendiente_pago, stock held),
 * moved only by the payment provider's signed events and by staff, with
 * conditional updates (UPDATE … WHERE state = expected). Totals are computed
 * once from the lines (orderTotals) and never from the client.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The buyer's e-mail as the provider collected it (null until then). */
    email: varchar('email', { length: 254 }),
    state: varchar('state', { length: 20, enum: ORDER_STATES }).notNull().default('pendiente_pago'),
    provider: varchar('provider', { length: 12, enum: PAYMENT_PROVIDERS }).notNull(),
    providerSessionId: varchar('provider_session_id', { length: 255 }),
    providerPaymentId: varchar('provider_payment_id', { length: 255 }),
    /** Attempts to open a session for this order (the idempotency key is order id + attempt). */
    attempt: integer('attempt').notNull().default(1),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** "visa", "mastercard", "bizum"…; card_last4 only for cards. */
    paymentMethod: varchar('payment_method', { length: 40 }),
    cardBrand: varchar('card_brand', { length: 20 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    shippingAddress: jsonb('shipping_address'),
    tracking: varchar('tracking', { length: 120 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the stock held by the session went back (expired or cancelled unpaid). */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_provider_session_idx').on(table.provider, table.providerSessionId),
    index('orders_user_idx').on(table.userId, table.createdAt, table.id),
    index('orders_state_idx').on(table.state, table.createdAt, table.id),
    index('orders_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.state} = 'pendiente_pago'`),
    check('orders_refund_bounded', sql`${table.refundedCents} BETWEEN 0 AND ${table.totalCents}`),
  ],
);

/** The order's lines, copied from the products when the session opened (names and prices stay as sold). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    shelterId: integer('shelter_id').references(() => shelters.id, { onDelete: 'set null' }),
    shelterName: varchar('shelter_name', { length: 200 }),
    name: varchar('name', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 10, enum: PRODUCT_KINDS }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId)],
);

/**
 * Every event a payment provider delivered, stored once by its id in the same
 * transaction as its effect: a second delivery of the same id changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: varchar('provider', { length: 12, enum: PAYMENT_PROVIDERS }).notNull(),
    id: varchar('id', { length: 255 }).notNull(),
    type: varchar('type', { length: 80 }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.id] }),
    index('payment_events_order_idx').on(table.orderId, table.receivedAt),
  ],
);

/**
 * An order's history: state changes, payments, refunds, mails sent, staff
 * actions (actor equipo with their account), withdrawals. Append-only.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** estado | pago | reembolso | correo | desistimiento | nota */
    kind: varchar('kind', { length: 20 }).notNull(),
    fromState: varchar('from_state', { length: 20, enum: ORDER_STATES }),
    toState: varchar('to_state', { length: 20, enum: ORDER_STATES }),
    text: text('text').notNull(),
    /** cliente | equipo | proveedor | sistema */
    actor: varchar('actor', { length: 12 }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt, table.id)],
);

/** Refunds, each with its own amount; `idempotency_key` makes a repeated request refund once. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** pendiente | completado | fallido */
    state: varchar('state', { length: 12 }).notNull().default('pendiente'),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    providerRefundId: varchar('provider_refund_id', { length: 255 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refunds_idempotency_idx').on(table.orderId, table.idempotencyKey),
    check('refunds_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/** "Desistir" (right of withdrawal, 14 days from delivery): one request per order. */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: varchar('message', { length: 1000 }).notNull().default(''),
    /** recibida | aceptada | rechazada */
    state: varchar('state', { length: 12 }).notNull().default('recibida'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('withdrawal_requests_order_idx').on(table.orderId)],
);

/**
 * A request to register a shelter (issue 17), made by a signed-in user and
 * decided by staff. Approval creates the shelter (verified) with the
 * applicant as its administrator, and `shelter_id` points to it. A user has
 * at most one open request at a time (partial unique index).
 */
export const shelterApplications = pgTable(
  'shelter_applications',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 20, enum: SHELTER_APPLICATION_STATES })
      .notNull()
      .default('enviada'),
    name: varchar('name', { length: 150 }).notNull(),
    kind: varchar('kind', { length: 20, enum: SHELTER_KINDS }).notNull(),
    taxId: varchar('tax_id', { length: 9 }).notNull().default(''),
    registryNumber: varchar('registry_number', { length: 50 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    province: varchar('province', { length: 40 }).notNull(),
    postcode: varchar('postcode', { length: 10 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    web: varchar('web', { length: 200 }).notNull().default(''),
    facebook: varchar('facebook', { length: 200 }).notNull().default(''),
    instagram: varchar('instagram', { length: 200 }).notNull().default(''),
    message: varchar('message', { length: 2000 }).notNull().default(''),
    shelterId: integer('shelter_id').references(() => shelters.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shelter_applications_one_open_per_user')
      .on(table.applicantId)
      .where(sql`${table.state} in ('enviada', 'en_revision', 'info_solicitada')`),
    index('shelter_applications_state_idx').on(table.state, table.createdAt, table.id),
  ],
);

/** An application's history: each change of state with its reason, and the applicant's answers. */
export const shelterApplicationEvents = pgTable(
  'shelter_application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => shelterApplications.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20, enum: SHELTER_APPLICATION_EVENT_KINDS }).notNull(),
    /** null: an account since deleted. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorSide: varchar('author_side', { length: 12, enum: ['solicitante', 'staff'] }).notNull(),
    message: varchar('message', { length: 2000 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('shelter_application_events_app_idx').on(table.applicationId, table.id)],
);

/**
 * Every staff action (issue 17): who, when, what changed and why. Written in
 * the transaction of the change (db/audit.ts) and append-only: a trigger
 * (migration 0015) refuses UPDATE and DELETE. The actor's name and e-mail are
 * copied, so the record outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id'),
    actorEmail: varchar('actor_email', { length: 254 }).notNull(),
    /** `<area>.<verb>`, e.g. `shelter.suspend`, `report.resolve` (see AUDIT_ACTIONS in db/audit.ts). */
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 30 }).notNull(),
    targetId: integer('target_id').notNull(),
    /** A readable name of the target at the time ("Protectora Huellas de Sevilla"). */
    targetLabel: varchar('target_label', { length: 200 }).notNull().default(''),
    /** `{ field: [before, after] }` for the fields the action changed. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    reason: varchar('reason', { length: 2000 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.id),
  ],
);

export const MAIL_JOB_STATES = ['pendiente', 'enviado', 'fallido'] as const;

/**
 * The outgoing mail queue (lib/mail-queue.ts): each mail is a row written,
 * where it can be, in the transaction of what caused it, and delivered by any
 * API process with retries and back-off. A process claims due rows with
 * FOR UPDATE SKIP LOCKED and holds them until `locked_until`, so that two
 * never send the same mail; the row's id is the mail's Message-ID, so that a
 * mail sent again after a crash can be recognised. Sent rows are kept a week;
 * failed ones until staff retry or delete them.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: serial('id').primaryKey(),
    recipient: varchar('recipient', { length: 320 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    /** The whole message (lib/mail.ts MailMessage). */
    message: jsonb('message').notNull(),
    state: varchar('state', { length: 12, enum: MAIL_JOB_STATES }).notNull().default('pendiente'),
    /** Delivery attempts begun (claimed), including one under way. */
    attempts: integer('attempts').notNull().default(0),
    /** When it may next be tried. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until when the process that claimed it owns it; past it, another may try. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: varchar('last_error', { length: 1000 }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_jobs_due_idx')
      .on(table.runAt, table.id)
      .where(sql`${table.state} = 'pendiente'`),
    index('mail_jobs_state_idx').on(table.state, table.createdAt),
    check('mail_jobs_state_check', sql`${table.state} in ('pendiente', 'enviado', 'fallido')`),
  ],
);

/**
 * A person's compatibility questionnaire (issue 20): one per account, filled
 * in Mi cuenta. The catalogue's compatibility order and the badges read it;
 * the adoption request form starts from it.
 */
export const adopterQuestionnaires = pgTable(
  'adopter_questionnaires',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    homeType: varchar('home_type', { length: 10, enum: HOME_TYPES }).notNull(),
    hasGarden: boolean('has_garden').notNull(),
    hoursAlone: integer('hours_alone').notNull(),
    childrenAges: integer('children_ages')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    hasDogs: boolean('has_dogs').notNull(),
    hasCats: boolean('has_cats').notNull(),
    otherAnimals: text('other_animals').notNull().default(''),
    experience: varchar('experience', { length: 10, enum: EXPERIENCE_LEVELS }).notNull(),
    activity: varchar('activity', { length: 10, enum: ACTIVITY_LEVELS }).notNull(),
    sizes: varchar('sizes', { length: 10, enum: PET_SIZES })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'adopter_questionnaires_experience_check',
      sql`${table.experience} in ('ninguna', 'alguna', 'mucha')`,
    ),
    check(
      'adopter_questionnaires_activity_check',
      sql`${table.activity} in ('tranquila', 'moderada', 'activa')`,
    ),
  ],
);
