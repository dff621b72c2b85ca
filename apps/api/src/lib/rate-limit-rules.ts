/**
 * Every rate limit of the API, in one place. Per IP: how often one client may
 * try; per account: how often one email address may be mailed. Password
 * attempts per account are slowed down by lib/login-throttle.ts instead.
 */
import { SHELTER_APPLICATIONS_PER_DAY } from '@huella/shared/constants';
import type { RateLimitRule } from './rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RATE_LIMITS = {
  /**
   * Login attempts from one IP address. Sized like registration for a shared
   * address (the volunteers who just signed up at a stand all log in within
   * minutes); guessing one account's password is slowed per account by
   * lib/login-throttle.ts whatever the address.
   */
  loginPerIp: { name: 'login-ip', limit: 60, windowMs: 15 * MINUTE },
  /**
   * Accounts created from one address. Many people share one: a phone
   * carrier's NAT puts thousands of subscribers behind it, an office or a
   * school dozens, and a shelter signing up volunteers at an event on its
   * Wi-Fi may see 40 to 60 in the hour the stand is busiest. 60 an hour (one a
   * minute, sustained) lets all of them through; 300 a day caps what one
   * address can create. What carries the protection is the confirmation: an
   * account counts (favourites, and whatever trust asks for) only once its
   * owner follows the link mailed to the address, and mail to an address not
   * yet proved is capped per recipient (mailToUnprovenRecipient), so a bot
   * gets accounts it cannot use, and nobody's inbox is flooded. A ceiling per
   * e-mail domain is left out on purpose: most people share a handful of
   * domains (gmail.com, hotmail.es), so it would lock them all out at once.
   */
  registerPerIp: { name: 'register-ip', limit: 60, windowMs: HOUR },
  registerPerIpDaily: { name: 'register-ip-day', limit: 300, windowMs: DAY },
  passwordResetPerIp: { name: 'reset-ip', limit: 5, windowMs: HOUR },
  /** Reset mails to one address: nobody can flood someone's inbox. */
  passwordResetPerAccount: { name: 'reset-account', limit: 3, windowMs: HOUR },
  contactPerIp: { name: 'contact-ip', limit: 5, windowMs: HOUR },
  newsletterPerIp: { name: 'newsletter-ip', limit: 10, windowMs: HOUR },
  /** Reports of announcements from one IP address (guests may report). */
  petReportPerIp: { name: 'pet-report-ip', limit: 10, windowMs: HOUR },
  /** Adoption requests sent by one account (each one mails a shelter). */
  adoptionRequestPerUser: { name: 'adoption-request-user', limit: 10, windowMs: HOUR },
  /** Chat messages sent by one account: a conversation, not a flood (each may mail its recipients). */
  chatMessagePerUser: { name: 'chat-message-user', limit: 30, windowMs: MINUTE },
  /** Conversations one account opens ("Contactar con el refugio"): each one can reach a shelter. */
  conversationOpenPerUser: { name: 'conversation-open-user', limit: 10, windowMs: HOUR },
  /** Confirmation links one account asks for (again, or for a new address): each mails an unproven address. */
  emailConfirmationPerUser: { name: 'email-confirmation-user', limit: 5, windowMs: HOUR },
  /**
   * Image uploads (announcement photos, gallery, profile photo) by one account:
   * a shelter adding its animals' photos one by one stays well within it.
   */
  imageUploadPerUser: { name: 'image-upload-user', limit: 30, windowMs: 15 * MINUTE },
  /** Password changes by one account (each costs two argon2 operations). */
  passwordChangePerUser: { name: 'password-change-user', limit: 5, windowMs: HOUR },
  /** Invitations sent on behalf of one shelter (each mails an address nobody has proved). */
  shelterInvitationsPerShelter: { name: 'shelter-invitation-shelter', limit: 20, windowMs: DAY },
  /** Invitations sent by one account, whatever the shelter. */
  shelterInvitationsPerInviter: { name: 'shelter-invitation-inviter', limit: 20, windowMs: DAY },
  /**
   * Blog comments sent from one address (guests may comment): a lively
   * discussion from a shared address stays well within it, a bot does not.
   */
  blogCommentPerIp: { name: 'blog-comment-ip', limit: 20, windowMs: HOUR },
  /** Blog comments signed with one e-mail address (normalised), whatever the source. */
  blogCommentPerEmail: { name: 'blog-comment-email', limit: 6, windowMs: HOUR },
  /**
   * Mail to one address that has not been proved to be the sender's (newsletter
   * confirmations, contact acknowledgements, e-mail confirmations, invitations),
   * keyed by the normalised recipient, whatever the source: Huella is never a
   * mail cannon. Over the limit the action still answers as usual; the mail is
   * simply not sent (see RateLimiter.tryConsume).
   */
  mailToUnprovenRecipient: { name: 'mail-recipient', limit: 3, windowMs: DAY },

  // Shop (issue 16): the catalogue's carts.
  /**
   * A guest's cart priced from one address (POST /shop/api/cart/quote/): the
   * cart page asks on every change, and many shoppers may share an address.
   */
  cartQuotePerIp: { name: 'cart-quote-ip', limit: 240, windowMs: MINUTE },
  /** Changes to one account's cart (lines, emptying, the merge at sign-in). */
  cartWritePerUser: { name: 'cart-write-user', limit: 120, windowMs: MINUTE },

  // Staff and shelter onboarding (issue 17): registering a shelter.
  /** Shelter applications sent by one account in a day (besides the one-open-at-a-time rule). */
  shelterApplicationPerUser: {
    name: 'shelter-application-user',
    limit: SHELTER_APPLICATIONS_PER_DAY,
    windowMs: DAY,
  },
  /** Shelter applications sent from one address in a day. */
  shelterApplicationPerIp: {
    name: 'shelter-application-ip',
    limit: SHELTER_APPLICATIONS_PER_DAY,
    windowMs: DAY,
  },

  // Saved searches with e-mail alerts (issue 20).
  /** Saving, changing and deleting one account's searches (each save may lead to mail). */
  savedSearchWritePerUser: { name: 'saved-search-write-user', limit: 60, windowMs: HOUR },
  /** Saving or deleting the compatibility questionnaire: a person does it a few times, not hundreds. */
  questionnaireWritePerUser: { name: 'questionnaire-write-user', limit: 60, windowMs: HOUR },
  /**
   * One-click unsubscribes from one address. Mail providers call the link from
   * their own servers on behalf of many readers, so the limit only stops a
   * flood; a token (an HMAC of 256 bits) cannot be guessed anyway.
   */
  savedSearchUnsubscribePerIp: { name: 'saved-search-unsubscribe-ip', limit: 60, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitRule>;
