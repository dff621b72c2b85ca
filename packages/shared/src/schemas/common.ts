/** Building blocks shared by request/response schemas on both sides. */
import { z } from 'zod';
import { authMessages } from '../messages/auth';
import { commonMessages } from '../messages/common';
import { EMAIL_MAX_LENGTH, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants';

// Zod's built-in messages are English; every message a schema does not set
// explicitly (a wrong type, a number out of range…) comes out in Spanish.
z.config(z.locales.es());

/**
 * The error option for a field that must be present: a missing (or null) value
 * reads 'Este campo es obligatorio', a value of the wrong type says so.
 */
export const requiredError = (invalid: string = commonMessages.errors.invalidType) => ({
  error: (issue: { input?: unknown }) =>
    issue.input == null ? commonMessages.errors.required : invalid,
});

export const requiredText = (max: number) =>
  z
    .string(requiredError())
    .trim()
    .min(1, commonMessages.errors.required)
    .max(max, commonMessages.errors.tooLong(max));

export const optionalText = (max: number) =>
  z
    .string({ error: commonMessages.errors.invalidType })
    .trim()
    .max(max, commonMessages.errors.tooLong(max));

export const emailSchema = z
  .string(requiredError(authMessages.validation.invalidEmail))
  .trim()
  .min(1, authMessages.validation.required)
  .max(EMAIL_MAX_LENGTH, commonMessages.errors.tooLong(EMAIL_MAX_LENGTH))
  .pipe(z.email({ error: authMessages.validation.invalidEmail }));

export const idParamSchema = z.object({
  id: z.coerce.number({ error: commonMessages.errors.notFound }).int().positive(),
});

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const errorResponseSchema = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const okResponseSchema = z.object({ detail: z.string() });
