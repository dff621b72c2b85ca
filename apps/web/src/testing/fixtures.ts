/**
 * Records the API sends, built through its schemas (see api-fixture.ts) so
 * that they cannot drift from it; the overrides say what a test is about.
 */
import { myShelterSchema, type MyShelter } from '@huella/shared/schemas/shelters';
import { userSchema, type User } from '@huella/shared/schemas/users';
import { apiFixture } from './api-fixture';

/** A user as GET /users/api/users/me/ answers: Ana García, address confirmed. */
export const userFixture = (overrides: Partial<User> = {}): User =>
  apiFixture(userSchema, {
    id: 7,
    first_name: 'Ana',
    last_name: 'García',
    email: 'ana@example.com',
    email_confirmed: true,
    pending_email: null,
    phone: '',
    address: '',
    postcode: '',
    city: '',
    country: '',
    web: '',
    instagram: '',
    facebook: '',
    avatar: null,
    is_staff: false,
    favourites: [],
    favourite_update_mails: true,
    date_joined: '2026-01-10T10:00:00.000Z',
    ...overrides,
  });

/**
 * A shelter as GET /shelters/api/shelters/my-shelters/ lists it: Refugio
 * Esperanza, of which the signed-in user is an administrator unless the
 * overrides say otherwise.
 */
export const myShelterFixture = (overrides: Partial<MyShelter> = {}): MyShelter =>
  apiFixture(myShelterSchema, {
    id: 1,
    name: 'Refugio Esperanza',
    phone: '910 000 000',
    web: 'https://esperanza.es',
    facebook: '',
    instagram: '@esperanza',
    email: 'hola@esperanza.es',
    kind: 'Refugio',
    address: 'Calle Mayor 1',
    city: 'Madrid',
    latitude: 40.4168,
    longitude: -3.7038,
    description: '',
    opening_hours: '',
    adoption_conditions: '',
    photo: null,
    verified: true,
    role: 'administrador',
    suspended: false,
    suspension_reason: '',
    ...overrides,
  });
