/**
 * Every user-facing Spanish string, by area. The spec's wording is kept exactly
 * (words, accents, punctuation); each area lives in messages/<area>.ts. The API
 * and the tests import this whole set; the web app imports each area from
 * `@huella/shared/messages/<area>`, so that a page loads only its own strings.
 */
export { authMessages } from './messages/auth';
export { commonMessages } from './messages/common';
export { siteMessages } from './messages/site';
export { accountMessages } from './messages/account';
export { accountEmailMessages } from './messages/account-email';
export { sheltersMessages } from './messages/shelters';
export { newsletterMessages } from './messages/newsletter';
export { contactMessages } from './messages/contact';
export { mailMessages } from './messages/mail';
export { homeMessages } from './messages/home';
export { servicesMessages } from './messages/services';
export { volunteersMessages } from './messages/volunteers';
export { faqMessages } from './messages/faq';
export { aboutMessages } from './messages/about';
export { imagesMessages } from './messages/images';
export { petsMessages } from './messages/pets';
export { adoptionsMessages } from './messages/adoptions';
export { announcementsMessages } from './messages/announcements';
export { shareMessages } from './messages/share';
export { adoptionRequestsMessages } from './messages/adoption-requests';
export { adoptionRequestsScreensMessages } from './messages/adoption-requests-screens';
export { chatMessages } from './messages/chat';
export { chatScreensMessages } from './messages/chat-screens';
export { favouriteUpdatesMessages } from './messages/favourite-updates';
export { legalMessages, type LegalBlock, type LegalSection } from './messages/legal';
export { blogMessages } from './messages/blog';
export { blogScreensMessages } from './messages/blog-screens';
export { shelterApplicationsMessages } from './messages/shelter-applications';
export { moderationMessages } from './messages/moderation';
export { savedSearchesMessages } from './messages/saved-searches';
export { compatibilityMessages } from './messages/compatibility';
