/**
 * A shelter as GET /shelters/api/shelters/my-shelters/ lists it, built through
 * the API's schema (see api-fixture.ts): Refugio Esperanza, of which the
 * signed-in user is an administrator unless the overrides say otherwise.
 */
import { myShelterSchema, type MyShelter } from '@huella/shared/schemas/shelters';
import { apiFixture } from './api-fixture';

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
    verified: true,
    role: 'administrador',
    ...overrides,
  });
