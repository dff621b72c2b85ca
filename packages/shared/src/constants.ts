/** Limits, defaults and editorial figures from the product specification (§9) and PRODUCT.md. */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 15;
export const NAME_MAX_LENGTH = 150;
export const EMAIL_MAX_LENGTH = 254;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What an image upload may be (checked by content on the server, by type in the browser). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/** The largest id a row can have (a PostgreSQL integer): a larger one is refused as invalid. */
export const ID_MAX = 2_147_483_647;

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
/** Pagos shows 3 payments, then 3 more per "Pagos anteriores" (spec §2, §4). */
export const PAYMENTS_PAGE_SIZE = 3;

/**
 * Scroll animations (spec §9): shown once the element's top is `offset` px
 * into the window, fading up for `duration` ms after `delay` ms, once. The
 * web app's lib/scroll-reveal.ts reads the offset; index.css holds the times.
 */
export const SCROLL_ANIMATION = { offset: 120, duration: 800, delay: 300, once: true } as const;

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
export type Country = (typeof COUNTRIES)[number];

/** Password reset links are valid for one hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** Links that confirm an e-mail address (after registration or a change of address) last two days. */
export const EMAIL_CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1000;
/** Newsletter confirmation links are valid for seven days. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A shelter invitation waits this long to be accepted. */
export const SHELTER_INVITATION_TTL_DAYS = 14;

/** Adoption catalogue (issue 3). */
export const PET_KINDS = ['perro', 'gato', 'ave', 'otros'] as const;
export type PetKind = (typeof PET_KINDS)[number];
export const PET_GENDERS = ['macho', 'hembra'] as const;
export type PetGender = (typeof PET_GENDERS)[number];
export const PET_STATES = ['en_adopcion', 'adoptada', 'pendiente'] as const;
export type PetState = (typeof PET_STATES)[number];
export const PET_SIZES = ['pequeño', 'mediano', 'grande'] as const;
export type PetSize = (typeof PET_SIZES)[number];
/** How much exercise and play an animal needs (null: the shelter has not said). */
export const PET_ENERGY_LEVELS = ['baja', 'media', 'alta'] as const;
export type PetEnergy = (typeof PET_ENERGY_LEVELS)[number];
/** The spec's client filters by English category names; the data uses Spanish kinds. */
export const CATEGORY_TO_KIND = { dog: 'perro', cat: 'gato', bird: 'ave', other: 'otros' } as const;
export type PetCategory = keyof typeof CATEGORY_TO_KIND;
/** Age bands: cachorro < 1 year, joven 1–3, adulto 3–8, senior > 8. */
export const AGE_BANDS = ['cachorro', 'joven', 'adulto', 'senior'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
/**
 * `compatibility` orders by the signed-in person's compatibility
 * questionnaire (issue 20): personal, so never served from the shared cache.
 */
export const PET_SORTS = ['recent', 'oldest', 'name', 'compatibility'] as const;
export type PetSort = (typeof PET_SORTS)[number];
export const REPORT_REASONS = [
  'Información incorrecta',
  'Contenido inapropiado',
  'Animal ya adoptado',
  'Otro',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** A report's queue (issue 17): abierta → en_revision → resuelta | descartada. */
export const REPORT_STATUSES = ['abierta', 'en_revision', 'resuelta', 'descartada'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_MESSAGE_MAX_LENGTH = 1000;
/** Every uploaded photo is stored as WebP at these widths (never upscaled). */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1600] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
/** An announcement stays public this many days after it is published or renewed. */
export const ANNOUNCEMENT_TTL_DAYS = 90;

/** Adoption requests (issue 5): the workflow's states, from application to adoption. */
export const ADOPTION_REQUEST_STATES = [
  'pendiente',
  'en_revision',
  'aceptada',
  'rechazada',
  'retirada',
  'completada',
] as const;
export type AdoptionRequestState = (typeof ADOPTION_REQUEST_STATES)[number];
/** A request still alive: a user has at most one of these per animal, an animal one 'aceptada'. */
export const OPEN_ADOPTION_REQUEST_STATES = [
  'pendiente',
  'en_revision',
  'aceptada',
] as const satisfies readonly AdoptionRequestState[];
/** What each side may do to a request (which one is allowed depends on its state). */
export const ADOPTION_REQUEST_ACTIONS = [
  'review',
  'accept',
  'reject',
  'complete',
  'withdraw',
] as const;
export type AdoptionRequestAction = (typeof ADOPTION_REQUEST_ACTIONS)[number];
export const HOME_TYPES = ['piso', 'casa'] as const;
export type HomeType = (typeof HOME_TYPES)[number];
export const HOME_TENURES = ['propia', 'alquiler'] as const;
export type HomeTenure = (typeof HOME_TENURES)[number];
export const ADOPTION_ADULTS_MAX = 20;
export const ADOPTION_CHILDREN_MAX = 20;
export const ADOPTION_CHILD_AGE_MAX = 17;
export const ADOPTION_HOURS_ALONE_MAX = 24;
export const ADOPTION_TEXT_MAX_LENGTH = 1000;
export const ADOPTION_MESSAGE_MAX_LENGTH = 2000;
/** The compatibility questionnaire (issue 20): the adopter's experience and pace of life. */
export const EXPERIENCE_LEVELS = ['ninguna', 'alguna', 'mucha'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const ACTIVITY_LEVELS = ['tranquila', 'moderada', 'activa'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];
/** From this many hours alone a day, a dog's announcement says to consider it. */
export const COMPATIBILITY_LONG_HOURS_ALONE = 7;
/** Children younger than this are «niños pequeños» for a very energetic animal. */
export const COMPATIBILITY_YOUNG_CHILD_AGE = 6;

/** Chat (issue 5). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Who wrote a message, or which side of a conversation the viewer is on. */
export const CHAT_SIDES = ['adoptante', 'refugio'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];
/** At most one "new message" mail per recipient in this time, whatever the conversation. */
export const CHAT_MAIL_INTERVAL_MS = 15 * 60 * 1000;
/** Messages loaded at a time when scrolling back in a conversation. */
export const CHAT_MESSAGES_PAGE_SIZE = 30;

/** Blog and comments (issue 15). */
/** programado: published by itself once its date comes (no job needed: visibility reads the date). */
export const BLOG_POST_STATES = ['borrador', 'programado', 'publicado', 'archivado'] as const;
export type BlogPostState = (typeof BLOG_POST_STATES)[number];
export const BLOG_COMMENT_STATES = ['pendiente', 'aprobado', 'spam', 'papelera'] as const;
export type BlogCommentState = (typeof BLOG_COMMENT_STATES)[number];
/** Why a comment waits for moderation instead of showing at once. */
export const BLOG_HOLD_REASONS = ['primer_comentario', 'enlaces', 'palabras'] as const;
export type BlogHoldReason = (typeof BLOG_HOLD_REASONS)[number];
export const BLOG_TITLE_MAX_LENGTH = 200;
export const BLOG_SUMMARY_MAX_LENGTH = 500;
/** Sanitised HTML of one post. */
export const BLOG_CONTENT_MAX_LENGTH = 200_000;
export const BLOG_SLUG_MAX_LENGTH = 120;
export const BLOG_TERM_MAX_LENGTH = 60;
/** Categories or tags on one post. */
export const BLOG_TERMS_MAX = 10;
export const BLOG_AUTHOR_BIO_MAX_LENGTH = 500;
export const BLOG_COMMENT_MAX_LENGTH = 3000;
export const BLOG_COMMENT_NAME_MAX_LENGTH = 100;
/** A thread is a comment and its replies: a reply cannot be answered in turn. */
export const BLOG_COMMENT_DEPTH_MAX = 2;
/** Links in one comment beyond which it waits for moderation. */
export const BLOG_COMMENT_LINKS_MAX = 2;
/** The comment form's signed token: refused sooner (nobody types that fast) or later than this. */
export const BLOG_FORM_TOKEN_MIN_AGE_MS = 3_000;
export const BLOG_FORM_TOKEN_MAX_AGE_MS = 6 * 60 * 60 * 1000;
/** Spec §9: the success message after a comment shows for 5 s. */
export const BLOG_COMMENT_SUCCESS_MS = 5_000;
/** Revisions kept per post (older ones go). */
export const BLOG_REVISIONS_MAX = 50;
/** Posts in the RSS and Atom feeds. */
export const BLOG_FEED_SIZE = 20;
export const BLOG_PAGE_SIZE = 9;

// ---------------------------------------------------------------------------
// Shop (issue 16). Money is always integer cents of euros, IVA included.

/** Categories of the shop (the URL's `categoria`); donations are a product line like any other. */
export const SHOP_CATEGORIES = [
  'accesorios',
  'alimentacion',
  'merchandising',
  'donaciones',
] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];
/** `producto` is shipped; `donacion` goes to the shelter chosen on its line and is never shipped. */
export const PRODUCT_KINDS = ['producto', 'donacion'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const PRODUCT_STATES = ['borrador', 'publicado', 'archivado'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];
/** IVA rates a product may carry (percent); donations carry 0 (not subject). */
export const VAT_RATES = [0, 4, 10, 21] as const;
export const PRODUCT_NAME_MAX_LENGTH = 120;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 4000;
export const PRODUCT_SLUG_MAX_LENGTH = 140;
/** One unit's price: 0,50 € to 2.000,00 €. */
export const PRODUCT_PRICE_MIN_CENTS = 50;
export const PRODUCT_PRICE_MAX_CENTS = 200_000;
export const PRODUCT_STOCK_MAX = 100_000;
export const SHOP_PAGE_SIZE = 12;
/** Distinct lines in one cart, and units of one line (also bounded by stock). */
export const CART_LINES_MAX = 30;
export const CART_QUANTITY_MAX = 20;
/** Shipping to Spain for anything that is shipped: flat, free from the threshold (goods only, donations do not count). */
export const SHIPPING_FLAT_CENTS = 495;
export const SHIPPING_FREE_FROM_CENTS = 5_000;
/** Countries we ship to (ISO 3166-1 alpha-2). */
export const SHIPPING_COUNTRIES = ['ES'] as const;
/** A checkout session holds its stock this long, then expires (Stripe's minimum is 30 minutes). */
export const CHECKOUT_SESSION_TTL_MINUTES = 30;
/** Checkout sessions one address or account may open per hour. */
export const CHECKOUT_SESSIONS_PER_HOUR = 30;
/**
 * An order's life (issue 16 item 4). pendiente_pago: session open, stock held;
 * pago_pendiente: the payer finished but the money is on its way (Bizum, a
 * transfer); pagado → preparando → enviado → entregado; caducado: the session
 * expired unpaid (stock released); cancelado: by staff before shipping (refunded
 * if paid); reembolsado / reembolsado_parcial: after refunds.
 */
export const ORDER_STATES = [
  'pendiente_pago',
  'pago_pendiente',
  'pagado',
  'preparando',
  'enviado',
  'entregado',
  'caducado',
  'cancelado',
  'reembolsado',
  'reembolsado_parcial',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** States staff may move an order to by hand (the rest come from the payment provider or refunds). */
export const ORDER_STAFF_STATES = ['preparando', 'enviado', 'entregado', 'cancelado'] as const;
export type OrderStaffState = (typeof ORDER_STAFF_STATES)[number];
/** States in which the customer's money has been taken (Pagos lists these and the refunded ones). */
export const ORDER_PAID_STATES = [
  'pagado',
  'preparando',
  'enviado',
  'entregado',
  'reembolsado',
  'reembolsado_parcial',
] as const;
export const PAYMENT_PROVIDERS = ['simulated', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** Spec §3 Payment session status, plus what the result page needs to tell apart. */
export const CHECKOUT_SESSION_STATUSES = [
  'open',
  'complete',
  'pending',
  'expired',
  'error',
] as const;
export type CheckoutSessionStatus = (typeof CHECKOUT_SESSION_STATUSES)[number];
/** What the simulated provider's test form lets the payer choose (like Saleor's dummy gateway). */
export const SIMULATED_OUTCOMES = ['pagado', 'rechazado', 'pendiente', 'caducado'] as const;
export type SimulatedOutcome = (typeof SIMULATED_OUTCOMES)[number];
/** "Pendiente y luego pagado": the simulated provider confirms the money this long after. */
export const SIMULATED_PENDING_DELAY_MS = 4_000;
/** Right of withdrawal (Real Decreto Legislativo 1/2007, art. 102): 14 days from delivery. */
export const WITHDRAWAL_DAYS = 14;
export const WITHDRAWAL_MESSAGE_MAX_LENGTH = 1000;
export const REFUND_REASON_MAX_LENGTH = 500;
export const ORDER_NOTE_MAX_LENGTH = 500;
export const TRACKING_MAX_LENGTH = 120;

// ---------------------------------------------------------------------------
// Staff and shelter onboarding (issue 17).

/**
 * A request to register a shelter: enviada → en_revision ⇄ info_solicitada →
 * aprobada | rechazada. Staff may also decide straight from enviada.
 */
export const SHELTER_APPLICATION_STATES = [
  'enviada',
  'en_revision',
  'info_solicitada',
  'aprobada',
  'rechazada',
] as const;
export type ShelterApplicationState = (typeof SHELTER_APPLICATION_STATES)[number];
/** Still being decided: a user has at most one of these at a time. */
export const OPEN_SHELTER_APPLICATION_STATES = [
  'enviada',
  'en_revision',
  'info_solicitada',
] as const satisfies readonly ShelterApplicationState[];
/** What each state may become, and who moves it (staff, except the applicant's answer). */
export const SHELTER_APPLICATION_TRANSITIONS: Record<
  ShelterApplicationState,
  readonly ShelterApplicationState[]
> = {
  enviada: ['en_revision', 'info_solicitada', 'aprobada', 'rechazada'],
  en_revision: ['info_solicitada', 'aprobada', 'rechazada'],
  // The applicant's answer puts it back in en_revision.
  info_solicitada: ['en_revision', 'aprobada', 'rechazada'],
  aprobada: [],
  rechazada: [],
};
/** The entries of an application's history. */
export const SHELTER_APPLICATION_EVENT_KINDS = [
  'enviada',
  'en_revision',
  'info_solicitada',
  'respuesta',
  'aprobada',
  'rechazada',
] as const;
export type ShelterApplicationEventKind = (typeof SHELTER_APPLICATION_EVENT_KINDS)[number];
export const SHELTER_APPLICATION_MESSAGE_MAX_LENGTH = 2000;
/** A reason given by staff (a statement of reasons, a request for information) or an answer. */
export const STAFF_REASON_MIN_LENGTH = 10;
export const STAFF_REASON_MAX_LENGTH = 2000;
export const REGISTRY_NUMBER_MAX_LENGTH = 50;
export const TAX_ID_MAX_LENGTH = 9;
/** Applications a user may send in a day (and an address), beyond the one-open-at-a-time rule. */
export const SHELTER_APPLICATIONS_PER_DAY = 3;

/** Spain's provinces (and the autonomous cities), as people write them. */
export const PROVINCES = [
  'A Coruña',
  'Álava',
  'Albacete',
  'Alicante',
  'Almería',
  'Asturias',
  'Ávila',
  'Badajoz',
  'Baleares',
  'Barcelona',
  'Burgos',
  'Cáceres',
  'Cádiz',
  'Cantabria',
  'Castellón',
  'Ceuta',
  'Ciudad Real',
  'Córdoba',
  'Cuenca',
  'Girona',
  'Granada',
  'Guadalajara',
  'Gipuzkoa',
  'Huelva',
  'Huesca',
  'Jaén',
  'La Rioja',
  'Las Palmas',
  'León',
  'Lleida',
  'Lugo',
  'Madrid',
  'Málaga',
  'Melilla',
  'Murcia',
  'Navarra',
  'Ourense',
  'Palencia',
  'Pontevedra',
  'Salamanca',
  'Santa Cruz de Tenerife',
  'Segovia',
  'Sevilla',
  'Soria',
  'Tarragona',
  'Teruel',
  'Toledo',
  'Valencia',
  'Valladolid',
  'Bizkaia',
  'Zamora',
  'Zaragoza',
] as const;
export type Province = (typeof PROVINCES)[number];

/** The staff area's lists: a page of this many rows. */
export const STAFF_PAGE_SIZE = 20;

/** What the audit log records: `<area>.<action>`, one per staff operation. */
export const AUDIT_TARGET_TYPES = [
  'shelter_application',
  'shelter',
  'membership',
  'report',
  'pet',
  'user',
  'blog_post',
  'blog_comment',
  'product',
  'order',
  'mail',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The dashboard's charts cover this many months, the current one included. */
export const DASHBOARD_MONTHS = 12;
/** A shelter's panel: "over time" covers this many days. */
export const SHELTER_STATS_DAYS = 90;

/**
 * A queued mail's state (the durable mail queue, decision record 0019):
 * waiting for its next attempt, delivered, or given up after its attempts.
 */
export const MAIL_JOB_STATES = ['pendiente', 'enviado', 'fallido'] as const;
export type MailJobState = (typeof MAIL_JOB_STATES)[number];

/**
 * Saved searches with e-mail alerts (issue 20): how often an alert may be
 * mailed ('inmediata' as soon as a new animal matches, 'diaria' at 08:00 and
 * 'semanal' on Mondays at 08:00, Madrid time), how many one account keeps, and
 * how many animals one alert shows before its "y N más".
 */
export const SAVED_SEARCH_FREQUENCIES = ['inmediata', 'diaria', 'semanal'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const SAVED_SEARCH_DEFAULT_FREQUENCY: SavedSearchFrequency = 'diaria';
export const SAVED_SEARCHES_PER_ACCOUNT = 20;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
export const SAVED_SEARCH_ALERT_ANIMALS = 6;
/** The hour (Europe/Madrid) of the daily and weekly alerts. */
export const SAVED_SEARCH_ALERT_HOUR = 8;
export const SAVED_SEARCH_TIME_ZONE = 'Europe/Madrid';
