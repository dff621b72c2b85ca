/** Newsletter with double opt-in: sign up, confirm by the emailed link, unsubscribe. */
import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants';
import { newsletterMessages } from '../messages/newsletter';
import { emailSchema, requiredText } from './common';

export const newsletterSubscribeSchema = z.object({
  name: requiredText(NAME_MAX_LENGTH),
  email: emailSchema,
});
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

/** The token from a confirmation or unsubscribe link. */
export const newsletterTokenSchema = z.object({
  token: z
    .string({ error: newsletterMessages.invalidToken })
    .trim()
    .min(1, newsletterMessages.invalidToken)
    .max(512, newsletterMessages.invalidToken),
});
export type NewsletterToken = z.infer<typeof newsletterTokenSchema>;
