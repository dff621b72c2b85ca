/**
 * Test data and an MSW stand-in for registering a shelter (issue 17): an
 * application as GET /shelters/api/applications/ lists it, built through the
 * API's schema; a shelter's figures; and a small fake API that records what
 * the screens send and answers as the contract says.
 */
import { http, HttpResponse } from 'msw';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import {
  shelterApplicationInputSchema,
  shelterApplicationReplySchema,
  shelterApplicationSchema,
  type ShelterApplication,
  type ShelterApplicationEvent,
} from '@huella/shared/schemas/shelter-applications';
import { shelterStatsSchema, type ShelterStats } from '@huella/shared/schemas/staff-admin';
import { apiFixture } from '../../testing/api-fixture';
import { server } from '../../testing/server';

let nextEventId = 100;

export const applicationEvent = (
  kind: ShelterApplicationEvent['kind'],
  message = '',
  created_at = '2026-11-20T10:00:00.000Z',
): ShelterApplicationEvent => ({
  id: nextEventId++,
  kind,
  author_side: kind === 'enviada' || kind === 'respuesta' ? 'solicitante' : 'staff',
  author_name: kind === 'enviada' || kind === 'respuesta' ? 'Ana García' : 'Equipo de Huella',
  message,
  created_at,
});

/** Protectora Patitas de Sevilla, sent on 20 Nov 2026; the overrides say the rest. */
export const applicationFixture = (overrides: Partial<ShelterApplication> = {}) =>
  apiFixture(shelterApplicationSchema, {
    id: 11,
    state: 'enviada',
    name: 'Protectora Patitas',
    kind: 'Protectora',
    tax_id: 'G41234568',
    registry_number: '',
    address: 'Calle Feria 12',
    city: 'Sevilla',
    province: 'Sevilla',
    postcode: '41002',
    phone: '954 000 000',
    email: 'ana@example.com',
    web: '',
    facebook: '',
    instagram: '',
    message: 'Cuidamos 20 perros en casas de acogida.',
    shelter_id: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    decided_at: null,
    events: [applicationEvent('enviada')],
    ...overrides,
  });

export const QUESTION = 'Envíanos los estatutos de la asociación y su inscripción en el registro.';
export const REJECTION = 'No hemos podido comprobar que la entidad exista: el CIF no coincide.';

/** The applicant's list at each state, as the history would have it. */
export function applicationIn(state: ShelterApplication['state']): ShelterApplication {
  const events = [applicationEvent('enviada')];
  if (state !== 'enviada')
    events.push(applicationEvent('en_revision', '', '2026-11-21T09:00:00.000Z'));
  if (state === 'info_solicitada')
    events.push(applicationEvent('info_solicitada', QUESTION, '2026-11-21T09:30:00.000Z'));
  if (state === 'aprobada')
    events.push(applicationEvent('aprobada', '¡Bienvenidos!', '2026-11-22T09:00:00.000Z'));
  if (state === 'rechazada')
    events.push(applicationEvent('rechazada', REJECTION, '2026-11-22T09:00:00.000Z'));
  return applicationFixture({
    state,
    events,
    shelter_id: state === 'aprobada' ? 42 : null,
    decided_at: state === 'aprobada' || state === 'rechazada' ? '2026-11-22T09:00:00.000Z' : null,
  });
}

/** 90 days of figures and three animals. */
export function statsFixture(overrides: Partial<ShelterStats> = {}): ShelterStats {
  const start = Date.UTC(2026, 7, 27);
  const days = Array.from({ length: 90 }, (_, index) => ({
    day: new Date(start + index * 86_400_000).toISOString().slice(0, 10),
    views: index === 80 ? 40 : index % 7,
    favourites: index % 11 === 0 ? 1 : 0,
    requests: index % 30 === 0 ? 1 : 0,
  }));
  return apiFixture(shelterStatsSchema, {
    days,
    animals: [
      {
        id: 1,
        name: 'Luna',
        state: 'en_adopcion',
        published_at: '2026-09-01T10:00:00.000Z',
        views: 120,
        favourites: 4,
        requests: 1,
      },
      {
        id: 2,
        name: 'Bambú',
        state: 'pendiente',
        published_at: '2026-09-10T10:00:00.000Z',
        views: 80,
        favourites: 9,
        requests: 2,
      },
      {
        id: 3,
        name: 'Kira',
        state: 'adoptada',
        published_at: '2026-10-01T10:00:00.000Z',
        views: 30,
        favourites: 1,
        requests: 3,
      },
    ],
    totals: { views: 230, favourites: 14, requests: 6, adoptions: 1 },
    ...overrides,
  });
}

type Failure = { status: number; error: string; code: string; fields?: Record<string, string[]> };

/**
 * The applications API: the user's list (newest first), sending one (checked
 * with the shared schema; 409 while one is open) and answering staff.
 */
export function fakeApplicationsApi(
  initial: ShelterApplication[] = [],
  { failCreate }: { failCreate?: Failure } = {},
) {
  const state = { applications: [...initial] };
  const calls: { method: string; path: string; body?: unknown }[] = [];
  server.use(
    http.get('*/shelters/api/applications/', () => HttpResponse.json(state.applications)),
    http.post('*/shelters/api/applications/', async ({ request }) => {
      const body = await request.json();
      calls.push({ method: 'POST', path: '/shelters/api/applications/', body });
      if (failCreate) {
        return HttpResponse.json(
          { error: failCreate.error, code: failCreate.code, fields: failCreate.fields ?? {} },
          { status: failCreate.status },
        );
      }
      const parsed = shelterApplicationInputSchema.safeParse(body);
      if (!parsed.success) {
        return HttpResponse.json(
          { error: 'Revisa los datos.', code: 'validation_error', fields: {} },
          { status: 400 },
        );
      }
      const open = state.applications.find((item) =>
        ['enviada', 'en_revision', 'info_solicitada'].includes(item.state),
      );
      if (open) {
        return HttpResponse.json(
          { error: shelterApplicationsMessages.errors.alreadyOpen, code: 'application_open' },
          { status: 409 },
        );
      }
      const created = applicationFixture({
        id: 50 + state.applications.length,
        ...parsed.data,
        state: 'enviada',
        events: [applicationEvent('enviada', parsed.data.message)],
      });
      state.applications.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post('*/shelters/api/applications/:id/reply/', async ({ request, params }) => {
      const body = await request.json();
      calls.push({
        method: 'POST',
        path: `/shelters/api/applications/${String(params.id)}/reply/`,
        body,
      });
      const parsed = shelterApplicationReplySchema.parse(body);
      const index = state.applications.findIndex((item) => item.id === Number(params.id));
      const current = state.applications[index]!;
      const saved: ShelterApplication = {
        ...current,
        ...parsed.changes,
        state: 'en_revision',
        events: [
          ...current.events,
          applicationEvent('respuesta', parsed.message, '2026-11-23T10:00:00.000Z'),
        ],
      };
      state.applications[index] = saved;
      return HttpResponse.json(saved);
    }),
  );
  return { state, calls };
}
