/**
 * Every user-facing Spanish string, by area. The spec's wording is kept exactly
 * (words, accents, punctuation); each area lives in messages/<area>.ts.
 */
export { authMessages } from './messages/auth';
export { commonMessages } from './messages/common';
export { siteMessages } from './messages/site';
export { accountMessages } from './messages/account';
export { newsletterMessages } from './messages/newsletter';
export { contactMessages } from './messages/contact';
