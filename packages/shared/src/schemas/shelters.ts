/** Shelters (Refugio, Protectora, Particular) and their members. */
import { z } from 'zod';
import { MEMBERSHIP_ROLES, SHELTER_KINDS } from '../constants';

export const shelterSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  web: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  email: z.string(),
  kind: z.enum(SHELTER_KINDS),
  address: z.string(),
  city: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  verified: z.boolean(),
});
export type Shelter = z.infer<typeof shelterSchema>;

export const myShelterSchema = shelterSchema.extend({ role: z.enum(MEMBERSHIP_ROLES) });
export type MyShelter = z.infer<typeof myShelterSchema>;
