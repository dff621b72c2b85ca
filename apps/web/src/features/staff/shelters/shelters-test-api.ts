/**
 * Test stand-in for the staff's shelters (contract: packages/shared
 * schemas/staff-admin.ts): shelters held in memory and changed by the
 * contract's rules (every change checked with the shared schema, reason
 * included; at least one administrator kept), records built through the
 * shared schemas, and every request recorded for the tests to check.
 */
import { http, HttpResponse } from 'msw';
import { moderationMessages } from '@huella/shared/messages/moderation';
import {
  reasonOnlySchema,
  shelterStatsSchema,
  shelterSuspensionSchema,
  shelterVerificationSchema,
  staffMemberAddSchema,
  staffMemberRoleSchema,
  staffShelterListItemSchema,
  staffShelterPatchSchema,
  staffShelterSchema,
  type StaffShelter,
  type StaffShelterMember,
} from '@huella/shared/schemas/staff-admin';
import type { z } from 'zod';
import { apiFixture } from '../../../testing/api-fixture';
import { server } from '../../../testing/server';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export function makeMember(
  id: number,
  overrides: Partial<StaffShelterMember> = {},
): StaffShelterMember {
  return {
    id,
    name: `Persona ${id}`,
    email: `persona${id}@example.com`,
    role: 'miembro',
    is_active: true,
    joined_at: '2026-09-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeShelter(id: number, overrides: Partial<StaffShelter> = {}): StaffShelter {
  return apiFixture(staffShelterSchema, {
    id,
    name: `Refugio ${id}`,
    phone: '910000000',
    web: 'https://refugio.example.com',
    facebook: '',
    instagram: 'refugio_madrid',
    email: `refugio${id}@example.com`,
    kind: 'Refugio',
    address: 'Camino del Monte 2',
    city: 'Madrid',
    latitude: null,
    longitude: null,
    description: 'Acogemos perros y gatos desde 2010.',
    opening_hours: '',
    adoption_conditions: '',
    photo: null,
    verified: true,
    province: 'Madrid',
    postcode: '28001',
    tax_id: 'G28000008',
    registry_number: 'CM-22',
    verified_at: '2026-10-01T10:00:00.000Z',
    suspended: false,
    suspended_at: null,
    suspension_reason: '',
    created_at: '2026-09-01T10:00:00.000Z',
    application_id: null,
    members: [makeMember(10, { name: 'Ana Admin', role: 'administrador' }), makeMember(11)],
    counts: { listed: 4, adopted: 2, hidden: 0, requests: 7, open_reports: 1 },
    ...overrides,
  });
}

const listItem = (shelter: StaffShelter) =>
  apiFixture(staffShelterListItemSchema, {
    id: shelter.id,
    name: shelter.name,
    kind: shelter.kind,
    city: shelter.city,
    province: shelter.province,
    verified: shelter.verified,
    suspended: shelter.suspended,
    animals: shelter.counts.listed,
    members: shelter.members.length,
    open_reports: shelter.counts.open_reports,
    created_at: shelter.created_at,
  });

const error = (status: number, message: string, code: string, fields?: Record<string, string[]>) =>
  HttpResponse.json({ error: message, message, code, ...(fields ? { fields } : {}) }, { status });

const invalid = (issues: z.core.$ZodIssue[]) => {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[String(issue.path[0])] ??= []).push(issue.message);
  return error(400, 'Los datos enviados no son válidos.', 'validation_error', fields);
};

/** The staff's shelters API over `shelters`; `users` are the accounts members can be added from. */
export function fakeSheltersApi({
  shelters = [] as StaffShelter[],
  users = [] as Array<{ id: number; name: string; email: string }>,
} = {}) {
  const requests: RecordedRequest[] = [];
  const state = { shelters: [...shelters] };

  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body: unknown = request.headers.get('content-type')?.includes('application/json')
      ? await request.json()
      : null;
    requests.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    return { url, body };
  };
  const find = (id: unknown) => state.shelters.find((item) => item.id === Number(id));
  const notFound = () => error(404, moderationMessages.errors.shelterNotFound, 'not_found');
  const save = (shelter: StaffShelter) => {
    state.shelters = state.shelters.map((item) => (item.id === shelter.id ? shelter : item));
    return HttpResponse.json(apiFixture(staffShelterSchema, shelter));
  };
  const admins = (members: StaffShelterMember[]) =>
    members.filter((member) => member.role === 'administrador').length;
  const lastAdmin = () => error(409, moderationMessages.errors.lastAdministrator, 'conflict');

  server.use(
    // The shelter's figures (its panel on the page): a quiet shelter.
    http.get('*/shelters/api/shelters/:id/stats/', () =>
      HttpResponse.json(
        apiFixture(shelterStatsSchema, {
          days: [{ day: '2026-11-24', views: 3, favourites: 1, requests: 0 }],
          animals: [],
          totals: { views: 3, favourites: 1, requests: 0, adoptions: 0 },
        }),
      ),
    ),
    http.get('*/staff/api/shelters/', async ({ request }) => {
      const { url } = await record(request);
      const get = (key: string) => url.searchParams.get(key) ?? '';
      const q = get('q').toLowerCase();
      const estado = get('estado');
      const page = Number(get('page') || 1);
      const size = Number(get('page_size') || 20);
      const found = state.shelters.filter(
        (item) =>
          (!estado ||
            (estado === 'verificado' && item.verified) ||
            (estado === 'sin_verificar' && !item.verified) ||
            (estado === 'suspendido' && item.suspended)) &&
          (!get('kind') || item.kind === get('kind')) &&
          (!get('province') || item.province === get('province')) &&
          [item.name, item.city, item.tax_id, item.email].some((value) =>
            value.toLowerCase().includes(q),
          ),
      );
      return HttpResponse.json(found.slice((page - 1) * size, page * size).map(listItem), {
        headers: { 'X-Total-Count': String(found.length) },
      });
    }),
    http.get('*/staff/api/shelters/:id/', async ({ request, params }) => {
      await record(request);
      const shelter = find(params.id);
      return shelter ? HttpResponse.json(shelter) : notFound();
    }),
    http.patch('*/staff/api/shelters/:id/', async ({ request, params }) => {
      const { body } = await record(request);
      const shelter = find(params.id);
      if (!shelter) return notFound();
      const parsed = staffShelterPatchSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const { reason: _reason, ...patch } = parsed.data;
      return save({ ...shelter, ...(patch as Partial<StaffShelter>) });
    }),
    http.post('*/staff/api/shelters/:id/verification/', async ({ request, params }) => {
      const { body } = await record(request);
      const shelter = find(params.id);
      if (!shelter) return notFound();
      const parsed = shelterVerificationSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const { verified } = parsed.data;
      return save({
        ...shelter,
        verified,
        verified_at: verified ? new Date().toISOString() : null,
      });
    }),
    http.post('*/staff/api/shelters/:id/suspension/', async ({ request, params }) => {
      const { body } = await record(request);
      const shelter = find(params.id);
      if (!shelter) return notFound();
      const parsed = shelterSuspensionSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const { suspended, reason } = parsed.data;
      return save({
        ...shelter,
        suspended,
        suspended_at: suspended ? new Date().toISOString() : null,
        suspension_reason: suspended ? reason : '',
        counts: { ...shelter.counts, listed: suspended ? 0 : shelter.counts.listed },
      });
    }),
    http.post('*/staff/api/shelters/:id/members/', async ({ request, params }) => {
      const { body } = await record(request);
      const shelter = find(params.id);
      if (!shelter) return notFound();
      const parsed = staffMemberAddSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const account = users.find((user) => user.email === parsed.data.email.toLowerCase());
      if (!account)
        return error(400, moderationMessages.errors.memberUnknown, 'validation_error', {
          email: [moderationMessages.errors.memberUnknown],
        });
      if (shelter.members.some((member) => member.id === account.id))
        return error(409, moderationMessages.errors.memberExists, 'conflict');
      return save({
        ...shelter,
        members: [
          ...shelter.members,
          makeMember(account.id, {
            name: account.name,
            email: account.email,
            role: parsed.data.role,
            joined_at: new Date().toISOString(),
          }),
        ],
      });
    }),
    http.patch('*/staff/api/shelters/:id/members/:userId/', async ({ request, params }) => {
      const { body } = await record(request);
      const shelter = find(params.id);
      if (!shelter) return notFound();
      const parsed = staffMemberRoleSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const members = shelter.members.map((member) =>
        member.id === Number(params.userId) ? { ...member, role: parsed.data.role } : member,
      );
      if (admins(members) === 0) return lastAdmin();
      return save({ ...shelter, members });
    }),
    http.delete('*/staff/api/shelters/:id/members/:userId/', async ({ request, params }) => {
      const { body } = await record(request);
      const shelter = find(params.id);
      if (!shelter) return notFound();
      const parsed = reasonOnlySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const members = shelter.members.filter((member) => member.id !== Number(params.userId));
      if (admins(members) === 0) return lastAdmin();
      return save({ ...shelter, members });
    }),
  );

  return {
    requests,
    state,
    find: (method: string, pathEnd: string) =>
      requests.filter((request) => request.method === method && request.path.endsWith(pathEnd)),
  };
}
