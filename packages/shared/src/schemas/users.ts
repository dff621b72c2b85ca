/** User records as the API returns and accepts them. */
import { z } from 'zod';
import { COUNTRIES, NAME_MAX_LENGTH } from '../constants';
import { commonMessages } from '../messages/common';
import { emailSchema, optionalText, requiredText } from './common';

export const userSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  web: z.string(),
  instagram: z.string(),
  facebook: z.string(),
  avatar: z.string().nullable(),
  is_staff: z.boolean(),
  favourites: z.array(z.number()),
  date_joined: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Editable profile fields; everything but names and email is optional. */
export const userUpdateSchema = z.object({
  first_name: requiredText(NAME_MAX_LENGTH),
  last_name: optionalText(NAME_MAX_LENGTH).optional(),
  email: emailSchema,
  phone: optionalText(30).optional(),
  address: optionalText(200).optional(),
  postcode: optionalText(10).optional(),
  city: optionalText(100).optional(),
  country: z
    .union([z.enum(COUNTRIES), z.literal('')], { error: commonMessages.errors.invalidChoice })
    .optional(),
  web: optionalText(200).optional(),
  instagram: optionalText(200).optional(),
  facebook: optionalText(200).optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;
