/**
 * Notices of a favourite whose state changed (reserved, adopted, available
 * again), as Mi cuenta → Favoritos lists them and marks them read.
 */
import { z } from 'zod';
import { ID_MAX, PET_GENDERS, PET_KINDS, PET_STATES } from '../constants';
import { commonMessages } from '../messages/common';

/** How many notices the list returns at most, newest first: "novedades", not an archive. */
export const FAVOURITE_UPDATES_LIST_MAX = 20;

export const favouriteUpdateSchema = z.object({
  id: z.number(),
  pet: z.object({
    id: z.number(),
    name: z.string(),
    kind: z.enum(PET_KINDS),
    gender: z.enum(PET_GENDERS),
    /** The main photo's smallest variant, relative to the API's base address, if any. */
    image: z.string().nullable(),
  }),
  from_state: z.enum(PET_STATES),
  /** The animal's state the notice tells about (its state now, unless it changed again since). */
  state: z.enum(PET_STATES),
  created_at: z.string(),
  read: z.boolean(),
});
export type FavouriteUpdate = z.infer<typeof favouriteUpdateSchema>;

export const favouriteUpdatesSchema = z.object({
  /** Unread notices of favourites, for the badge of the Favoritos entry. */
  unread: z.number(),
  items: z.array(favouriteUpdateSchema),
});
export type FavouriteUpdates = z.infer<typeof favouriteUpdatesSchema>;

/** The notices the reader has seen: ids of their own notices (others' answer 404). */
export const favouriteUpdatesReadSchema = z.object({
  ids: z
    .array(z.number().int().positive().max(ID_MAX), { error: commonMessages.errors.invalidChoice })
    .min(1, commonMessages.errors.required)
    .max(FAVOURITE_UPDATES_LIST_MAX),
});
export type FavouriteUpdatesRead = z.infer<typeof favouriteUpdatesReadSchema>;
