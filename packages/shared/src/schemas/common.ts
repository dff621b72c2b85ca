/** Building blocks shared by request/response schemas on both sides. */
import { z } from 'zod';
import { authMessages } from '../messages/auth';
import { commonMessages } from '../messages/common';
import {
  EMAIL_MAX_LENGTH,
  ID_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  type Country,
} from '../constants';

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

/** Optional text that, when given, must match `test`; empty stays empty. */
const optionalFormatted = (max: number, test: (value: string) => boolean, message: string) =>
  optionalText(max).refine((value) => value === '' || test(value), { message });

/** 9 to 15 digits, with the usual separators and at most one + (the country code). */
export const phoneSchema = optionalFormatted(
  30,
  (value) =>
    /^[\d\s().+-]+$/.test(value) &&
    !/\+.*\+/.test(value) &&
    /^\d{9,15}$/.test(value.replace(/\D/g, '')),
  commonMessages.errors.invalidPhone,
);

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/**
 * A web address; "www.ejemplo.es" (what people type) is kept with https://
 * in front, so that every stored address is a working link.
 */
export const webAddressSchema = optionalText(200)
  .transform((value) => (value === '' || /^https?:\/\//i.test(value) ? value : `https://${value}`))
  .refine((value) => value === '' || isWebAddress(value), {
    message: commonMessages.errors.invalidUrl,
  });

/** An Instagram user name (with or without @) or the address of a profile. */
export const instagramSchema = optionalFormatted(
  200,
  (value) => /^@?[A-Za-z0-9._]{1,30}$/.test(value) || isWebAddress(value),
  commonMessages.errors.invalidInstagram,
);

/** A Facebook user or page name, or the address of a page. */
export const facebookSchema = optionalFormatted(
  200,
  (value) => /^@?[A-Za-z0-9.-]{2,50}$/.test(value) || isWebAddress(value),
  commonMessages.errors.invalidFacebook,
);

const POSTCODE_PATTERNS: Record<Country, RegExp> = {
  España: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  Portugal: /^\d{4}-\d{3}$/,
  Francia: /^\d{5}$/,
};

/** The postcode message for a country ('' or unknown: any 3–10 letters, digits, spaces or dashes). */
export function postcodeError(postcode: string, country: string): string | undefined {
  if (postcode === '') return undefined;
  const pattern = POSTCODE_PATTERNS[country as Country];
  if (pattern)
    return pattern.test(postcode)
      ? undefined
      : commonMessages.errors.invalidPostcode[country as Country];
  return /^[A-Za-z0-9 -]{3,10}$/.test(postcode)
    ? undefined
    : commonMessages.errors.invalidPostcode.other;
}

export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: commonMessages.errors.notFound })
    .int()
    .positive()
    .max(ID_MAX, commonMessages.errors.notFound),
});

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const errorResponseSchema = z.object({
  error: z.string(),
  /** The same Spanish text as `error`, for clients that read `message`. */
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const okResponseSchema = z.object({ detail: z.string() });
