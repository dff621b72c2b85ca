/**
 * A link to /contacto with the subject filled in (?asunto=...): screens that
 * send people to the team say what about, and the contact form reads it.
 */
export const CONTACT_SUBJECT_PARAM = 'asunto';

export const contactHref = (subject: string) =>
  `/contacto?${new URLSearchParams({ [CONTACT_SUBJECT_PARAM]: subject }).toString()}`;
