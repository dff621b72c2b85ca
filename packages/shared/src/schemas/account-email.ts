/** Confirming the account's e-mail address and changing it (messages/account-email.ts). */
import { z } from 'zod';
import { accountEmailMessages } from '../messages/account-email';
import { authMessages } from '../messages/auth';
import { emailSchema, requiredError } from './common';

/** The token of a confirmation link, as the confirmation page sends it. */
export const emailConfirmationSchema = z.object({
  token: z
    .string({ error: accountEmailMessages.errors.invalidToken })
    .min(1, accountEmailMessages.errors.invalidToken)
    .max(512, accountEmailMessages.errors.invalidToken),
});

/** A change of address: the new one and the current password. */
export const changeEmailSchema = z.object({
  email: emailSchema,
  current_password: z.string(requiredError()).min(1, authMessages.validation.required).max(1024),
});
export type ChangeEmailRequest = z.infer<typeof changeEmailSchema>;
