/**
 * The one normalisation of an e-mail address: spaces around it and letter case
 * do not make another account (registration, login, matching by address).
 * What counts as one inbox for mail limits is wider (`recipientKey`).
 */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Whether two addresses name the same account. */
export const sameEmail = (a: string, b: string) => normalizeEmail(a) === normalizeEmail(b);
