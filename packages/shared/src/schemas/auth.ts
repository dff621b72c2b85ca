/** Accounts: registration, login, tokens, password reset (spec §5, §7). */
import { z } from 'zod';
import { authMessages } from '../messages/auth';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { emailSchema, optionalText, requiredError, requiredText } from './common';

const authValidation = authMessages.validation;

/** Spec §5: 8–15 characters with an upper-case letter, a lower-case letter and a digit. */
export const passwordSchema = z
  .string(requiredError())
  .min(PASSWORD_MIN_LENGTH, authValidation.passwordMin)
  // Abort here: the pattern below takes quadratic time on a long text (a 1 MB body
  // kept a core busy for minutes), and a text over the limit is refused anyway.
  .max(PASSWORD_MAX_LENGTH, { error: authValidation.passwordMax, abort: true })
  .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, authValidation.passwordPattern);

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The server accepts any password on login so that it can answer every failure alike. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string(requiredError()).min(1, authValidation.required).max(1024),
});

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshRequestSchema = z.object({
  refresh: z.string(requiredError()).min(1, authValidation.required).max(4096),
});

export const registerRequestSchema = z.object({
  first_name: requiredText(NAME_MAX_LENGTH),
  last_name: optionalText(NAME_MAX_LENGTH).default(''),
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The register screen's form (spec §2, §5): name, email, password, confirm, terms. */
export const registerFormSchema = z
  .object({
    name: z.string().trim().min(1, authValidation.required).max(NAME_MAX_LENGTH),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    terms: z.boolean().refine((accepted) => accepted, { message: authValidation.acceptTerms }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: authValidation.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });

export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: authMessages.reset.invalidToken })
    .min(1, authMessages.reset.invalidToken)
    .max(512, authMessages.reset.invalidToken),
  password: passwordSchema,
});

/** The "new password" form of the reset link: the same rules, typed twice. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: authValidation.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

export const changePasswordSchema = z.object({
  current_password: z.string(requiredError()).min(1, authValidation.required).max(1024),
  new_password: passwordSchema,
});
