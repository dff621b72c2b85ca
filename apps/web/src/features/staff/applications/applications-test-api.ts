/**
 * Test stand-in for the staff's shelter registrations (contract: packages/
 * shared schemas/shelter-applications.ts): applications held in memory and
 * moved by the contract's rules (transitions, reasons checked with the shared
 * schema, approval creating a shelter), records built through the shared
 * schemas, and every request recorded for the tests to check.
 */
import { http, HttpResponse } from 'msw';
import {
  OPEN_SHELTER_APPLICATION_STATES,
  SHELTER_APPLICATION_STATES,
  SHELTER_APPLICATION_TRANSITIONS,
  type ShelterApplicationState,
} from '@huella/shared/constants';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import {
  OPEN_APPLICATIONS_FILTER,
  shelterApplicationCountsSchema,
  shelterApplicationDecisionSchema,
  staffShelterApplicationListItemSchema,
  staffShelterApplicationSchema,
  type StaffShelterApplication,
} from '@huella/shared/schemas/shelter-applications';
import { apiFixture } from '../../../testing/api-fixture';
import { server } from '../../../testing/server';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export function makeApplication(
  id: number,
  overrides: Partial<StaffShelterApplication> = {},
): StaffShelterApplication {
  return apiFixture(staffShelterApplicationSchema, {
    id,
    state: 'enviada',
    name: `Protectora ${id}`,
    kind: 'Protectora',
    tax_id: 'G28000008',
    registry_number: 'CM-1234',
    address: 'Calle del Olmo 4',
    city: 'Alcalá de Henares',
    province: 'Madrid',
    postcode: '28801',
    phone: '600123456',
    email: `protectora${id}@example.com`,
    web: 'https://protectora.example.com',
    facebook: 'protectora.alcala',
    instagram: '@protectora_alcala',
    message: 'Llevamos diez años rescatando gatos de la colonia del río.',
    shelter_id: null,
    created_at: `2026-11-${String(10 + (id % 10)).padStart(2, '0')}T10:00:00.000Z`,
    updated_at: `2026-11-${String(10 + (id % 10)).padStart(2, '0')}T10:00:00.000Z`,
    decided_at: null,
    events: [
      {
        id: id * 100,
        kind: 'enviada',
        author_side: 'solicitante',
        author_name: 'Lucía García',
        message: '',
        created_at: '2026-11-20T10:00:00.000Z',
      },
    ],
    applicant: {
      id: 40 + id,
      name: 'Lucía García',
      email: `lucia${id}@example.com`,
      date_joined: '2026-10-01T09:00:00.000Z',
    },
    similar_shelters: [],
    ...overrides,
  });
}

const listItem = (application: StaffShelterApplication) =>
  apiFixture(staffShelterApplicationListItemSchema, {
    id: application.id,
    state: application.state,
    name: application.name,
    kind: application.kind,
    city: application.city,
    province: application.province,
    applicant_email: application.applicant.email,
    created_at: application.created_at,
    updated_at: application.updated_at,
  });

const error = (status: number, message: string, code: string, fields?: Record<string, string[]>) =>
  HttpResponse.json({ error: message, message, code, ...(fields ? { fields } : {}) }, { status });

/**
 * The staff's registrations API over `applications`. `failNext` makes the
 * next decision answer with that error (status, message); `requests` lists
 * what was asked.
 */
export function fakeApplicationsApi({ applications = [] as StaffShelterApplication[] } = {}) {
  const requests: RecordedRequest[] = [];
  const state = { applications: [...applications], nextShelterId: 500 };
  const control: { failNext: { status: number; message: string; code: string } | null } = {
    failNext: null,
  };

  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body: unknown = request.headers.get('content-type')?.includes('application/json')
      ? await request.json()
      : null;
    requests.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    return { url, body };
  };
  const find = (id: unknown) => state.applications.find((item) => item.id === Number(id));

  server.use(
    http.get('*/staff/api/shelter-applications/counts/', async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        apiFixture(
          shelterApplicationCountsSchema,
          Object.fromEntries(
            SHELTER_APPLICATION_STATES.map((key) => [
              key,
              state.applications.filter((item) => item.state === key).length,
            ]),
          ) as Record<ShelterApplicationState, number>,
        ),
      );
    }),
    http.get('*/staff/api/shelter-applications/', async ({ request }) => {
      const { url } = await record(request);
      const estado = url.searchParams.get('estado');
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 20);
      const found = state.applications
        .filter(
          (item) =>
            (!estado ||
              item.state === estado ||
              (estado === OPEN_APPLICATIONS_FILTER &&
                (OPEN_SHELTER_APPLICATION_STATES as readonly string[]).includes(item.state))) &&
            [item.name, item.city, item.tax_id, item.applicant.email].some((value) =>
              value.toLowerCase().includes(q),
            ),
        )
        .sort((a, b) => a.created_at.localeCompare(b.created_at));
      return HttpResponse.json(found.slice((page - 1) * size, page * size).map(listItem), {
        headers: { 'X-Total-Count': String(found.length) },
      });
    }),
    http.get('*/staff/api/shelter-applications/:id/', async ({ request, params }) => {
      await record(request);
      const application = find(params.id);
      return application
        ? HttpResponse.json(application)
        : error(404, shelterApplicationsMessages.errors.notFound, 'not_found');
    }),
    http.post('*/staff/api/shelter-applications/:id/state/', async ({ request, params }) => {
      const { body } = await record(request);
      const application = find(params.id);
      if (!application) return error(404, shelterApplicationsMessages.errors.notFound, 'not_found');
      if (control.failNext) {
        const { status, message, code } = control.failNext;
        control.failNext = null;
        return error(status, message, code);
      }
      const parsed = shelterApplicationDecisionSchema.safeParse(body);
      if (!parsed.success) {
        const fields: Record<string, string[]> = {};
        for (const issue of parsed.error.issues)
          (fields[String(issue.path[0])] ??= []).push(issue.message);
        return error(400, 'Los datos enviados no son válidos.', 'validation_error', fields);
      }
      const { state: next, reason } = parsed.data;
      if (!SHELTER_APPLICATION_TRANSITIONS[application.state].includes(next)) {
        return error(
          409,
          shelterApplicationsMessages.errors.invalidTransition(
            shelterApplicationsMessages.states[application.state],
            shelterApplicationsMessages.states[next],
          ),
          'invalid_transition',
        );
      }
      const now = new Date().toISOString();
      const decided = next === 'aprobada' || next === 'rechazada';
      const updated: StaffShelterApplication = {
        ...application,
        state: next,
        updated_at: now,
        decided_at: decided ? now : null,
        shelter_id: next === 'aprobada' ? state.nextShelterId++ : application.shelter_id,
        events: [
          ...application.events,
          {
            id: application.events.length + application.id * 100 + 1,
            kind: next,
            author_side: 'staff',
            author_name: 'Marta Ruiz (Staff)',
            message: reason,
            created_at: now,
          },
        ],
      };
      state.applications = state.applications.map((item) =>
        item.id === updated.id ? updated : item,
      );
      return HttpResponse.json(apiFixture(staffShelterApplicationSchema, updated));
    }),
  );

  return {
    requests,
    state,
    control,
    find: (method: string, pathEnd: string) =>
      requests.filter((request) => request.method === method && request.path.endsWith(pathEnd)),
  };
}
