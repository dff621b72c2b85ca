/** Limits, defaults and editorial figures from the product specification (§9) and PRODUCT.md. */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 15;
export const NAME_MAX_LENGTH = 150;
export const EMAIL_MAX_LENGTH = 254;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

export const PAGE_SIZE_DEFAULT = 30;
export const PAGE_SIZE_MAX = 100;

export const MOBILE_BREAKPOINT_PX = 768;

export const TOAST_ERROR_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_LIMIT = 20;

export const REGISTER_PROGRESS_STEP_PERCENT = 2;
export const REGISTER_PROGRESS_TICK_MS = 50;

export const COMMENT_SUCCESS_MS = 5000;

export const FAVOURITES_PAGE_SIZE = 6;
export const FAVOURITES_STEP = 3;
export const CHAT_PAGE_SIZE = 3;
export const PAYMENTS_PAGE_SIZE = 3;

/** AOS: library defaults per spec, and the values the app sets. */
export const AOS_OPTIONS = { offset: 120, duration: 800, delay: 300, once: true } as const;

/** Editorial figures shown on the home page (spec §1). */
export const HOME_STATS = { adoptedPets: '347+', dailyUsers: '14k+' } as const;

export const INFO_EMAIL = 'info@huella.es';
export const SITE_NAME = 'Huella';

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userEmail: 'userEmail',
} as const;

export const SHELTER_KINDS = ['Refugio', 'Protectora', 'Particular'] as const;
export type ShelterKind = (typeof SHELTER_KINDS)[number];
export const SHELTER_KIND_DEFAULT: ShelterKind = 'Refugio';

export const MEMBERSHIP_ROLES = ['administrador', 'miembro'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

export const CITIES = ['madrid', 'barcelona', 'valencia', 'sevilla'] as const;

export const COUNTRIES = ['España', 'Portugal', 'Francia'] as const;

/** Password reset links are valid for one hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** Newsletter confirmation links are valid for seven days. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
