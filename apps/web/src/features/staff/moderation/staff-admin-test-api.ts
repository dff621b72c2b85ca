/**
 * Test stand-ins for the staff API of issue 17 that Denuncias, Usuarios,
 * Auditoría, the dashboard and the navigation read (contract: packages/shared
 * schemas/staff-admin.ts): records built through the shared schemas so they
 * cannot drift, changed by the contract's rules, every request recorded.
 */
import { http, HttpResponse } from 'msw';
import { DASHBOARD_MONTHS, type ReportStatus } from '@huella/shared/constants';
import { moderationMessages } from '@huella/shared/messages/moderation';
import {
  auditEntrySchema,
  petVisibilitySchema,
  reportDecisionSchema,
  staffDashboardSchema,
  staffReportSchema,
  staffUserSchema,
  userActivationSchema,
  userStaffRoleSchema,
  type AuditEntry,
  type StaffDashboard,
  type StaffReport,
  type StaffUser,
} from '@huella/shared/schemas/staff-admin';
import { apiFixture } from '../../../testing/api-fixture';
import { server } from '../../../testing/server';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const error = (status: number, message: string, code: string, fields?: Record<string, string[]>) =>
  HttpResponse.json({ error: message, message, code, ...(fields ? { fields } : {}) }, { status });

const invalid = (issues: Array<{ path: PropertyKey[]; message: string }>) => {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[String(issue.path[0])] ??= []).push(issue.message);
  return error(400, 'Los datos enviados no son válidos.', 'validation_error', fields);
};

function recorder() {
  const requests: RecordedRequest[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = (request.headers.get('content-type') ?? '').includes('application/json')
      ? await request.json()
      : null;
    requests.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    return { url, body };
  };
  const find = (method: string, path: string) =>
    requests.filter((item) => item.method === method && item.path.endsWith(path));
  return { requests, record, find };
}

const paged = <T>(url: URL, found: T[]) => {
  const number = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('page_size') ?? 20);
  return HttpResponse.json(found.slice((number - 1) * size, number * size), {
    headers: { 'X-Total-Count': String(found.length) },
  });
};

// ------------------------------------------------------------------- fixtures

export function makeReport(id: number, overrides: Partial<StaffReport> = {}): StaffReport {
  return apiFixture(staffReportSchema, {
    id,
    state: 'abierta',
    reason: 'Información incorrecta',
    message: `La edad del anuncio ${id} no coincide con las fotos.`,
    created_at: '2026-11-20T09:15:00.000Z',
    pet: {
      id: 40 + id,
      name: `Luna ${id}`,
      image: `media/pets/${40 + id}-400.webp`,
      state: 'en_adopcion',
      hidden: false,
      deleted: false,
    },
    shelter: { id: 3, name: 'Refugio Esperanza', verified: true, suspended: false },
    reporter: { kind: 'invitado', email: 'vecina@example.com' },
    reports_for_pet: 1,
    resolution: '',
    hid_pet: false,
    reviewed_at: null,
    reviewed_by: null,
    reporter_notified: true,
    ...overrides,
  });
}

export function makeStaffUser(id: number, overrides: Partial<StaffUser> = {}): StaffUser {
  return apiFixture(staffUserSchema, {
    id,
    name: `Persona ${id}`,
    email: `persona${id}@example.com`,
    is_staff: false,
    is_active: true,
    email_confirmed: true,
    shelters: 0,
    date_joined: '2026-03-02T10:00:00.000Z',
    phone: '600123123',
    city: 'Sevilla',
    avatar: null,
    deactivated_at: null,
    deactivation_reason: '',
    last_login: '2026-11-23T18:40:00.000Z',
    memberships: [],
    activity: {
      adoption_requests: 2,
      favourites: 5,
      messages: 7,
      reports: 0,
      comments: 1,
      orders: 1,
      shelter_applications: 0,
    },
    recent_requests: [],
    ...overrides,
  });
}

export function makeAuditEntry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return apiFixture(auditEntrySchema, {
    id,
    actor: { id: 1, email: 'admin@huella.es' },
    action: 'shelter.suspend',
    target_type: 'shelter',
    target_id: 3,
    target_label: 'Refugio Esperanza',
    changes: { suspended: [false, true] },
    reason: 'Anuncios duplicados tras varios avisos.',
    created_at: '2026-11-23T16:05:00.000Z',
    ...overrides,
  });
}

const month = (offset: number) => {
  const date = new Date(Date.UTC(2026, 10 - offset, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

export function makeDashboard(overrides: Partial<StaffDashboard> = {}): StaffDashboard {
  const months = Array.from({ length: DASHBOARD_MONTHS }, (_, index) =>
    month(DASHBOARD_MONTHS - 1 - index),
  );
  return apiFixture(staffDashboardSchema, {
    adoptions_by_month: months.map((value) => ({ month: value, count: 0 })),
    new_shelters_by_month: months.map((value) => ({ month: value, count: 0 })),
    requests_by_state: [
      { state: 'pendiente', count: 0 },
      { state: 'en_revision', count: 0 },
      { state: 'aceptada', count: 0 },
      { state: 'rechazada', count: 0 },
      { state: 'retirada', count: 0 },
      { state: 'completada', count: 0 },
    ],
    median_days_to_adoption: null,
    open_reports: 0,
    pending_applications: 0,
    totals: { shelters: 0, verified_shelters: 0, users: 0, listed_animals: 0, adoptions: 0 },
    ...overrides,
  });
}

// ------------------------------------------------------------------ defaults

/**
 * What every staff page asks besides its own content: the navigation's
 * counts (applications, reports), the dashboard's figures and the overview's
 * mail counts, all empty.
 * Later handlers (a test's own fakes) take precedence.
 */
export function fakeStaffAdminDefaults() {
  server.use(
    http.get('*/staff/api/shelter-applications/counts/', () =>
      HttpResponse.json({
        enviada: 0,
        en_revision: 0,
        info_solicitada: 0,
        aprobada: 0,
        rechazada: 0,
      }),
    ),
    http.get('*/staff/api/reports/counts/', () =>
      HttpResponse.json({ abierta: 0, en_revision: 0, resuelta: 0, descartada: 0 }),
    ),
    http.get('*/staff/api/dashboard/', () => HttpResponse.json(makeDashboard())),
    http.get('*/staff/api/mail/counts/', () =>
      HttpResponse.json({ pendiente: 0, enviado: 0, fallido: 0 }),
    ),
  );
}

// ------------------------------------------------------------------- reports

/** The reports' queue and decisions over `reports`; `applications` feeds the nav's badge. */
export function fakeReportsApi({
  reports = [] as StaffReport[],
  applications = { enviada: 0, en_revision: 0 },
} = {}) {
  const { requests, record, find } = recorder();
  const state = { reports: [...reports] };
  const findReport = (id: unknown) => state.reports.find((item) => item.id === Number(id));
  const notFound = () => error(404, moderationMessages.errors.reportNotFound, 'not_found');
  const counts = () =>
    Object.fromEntries(
      (['abierta', 'en_revision', 'resuelta', 'descartada'] as ReportStatus[]).map((estado) => [
        estado,
        state.reports.filter((item) => item.state === estado).length,
      ]),
    );

  server.use(
    http.get('*/staff/api/shelter-applications/counts/', () =>
      HttpResponse.json({ info_solicitada: 0, aprobada: 0, rechazada: 0, ...applications }),
    ),
    http.get('*/staff/api/reports/counts/', async ({ request }) => {
      await record(request);
      return HttpResponse.json(counts());
    }),
    http.get('*/staff/api/reports/', async ({ request }) => {
      const { url } = await record(request);
      const estado = url.searchParams.get('estado');
      const pet = url.searchParams.get('pet');
      const found = state.reports.filter(
        (item) => (!estado || item.state === estado) && (!pet || item.pet.id === Number(pet)),
      );
      return paged(
        url,
        found.map(
          ({
            resolution: _resolution,
            hid_pet: _hid,
            reviewed_at: _at,
            reviewed_by: _by,
            reporter_notified: _notified,
            ...item
          }) => item,
        ),
      );
    }),
    http.get('*/staff/api/reports/:id/', async ({ request, params }) => {
      await record(request);
      const report = findReport(params.id);
      return report ? HttpResponse.json(report) : notFound();
    }),
    http.post('*/staff/api/reports/:id/state/', async ({ request, params }) => {
      const { body } = await record(request);
      const report = findReport(params.id);
      if (!report) return notFound();
      const parsed = reportDecisionSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      if (report.state === 'resuelta' || report.state === 'descartada')
        return error(409, moderationMessages.errors.invalidReportTransition, 'invalid_transition');
      const { state: next, reason, hide_pet } = parsed.data;
      const updated: StaffReport = {
        ...report,
        state: next,
        resolution: next === 'en_revision' ? report.resolution : reason,
        hid_pet: hide_pet,
        reviewed_at: new Date().toISOString(),
        reviewed_by: 'admin@huella.es',
        pet: hide_pet ? { ...report.pet, hidden: true } : report.pet,
      };
      state.reports = state.reports.map((item) => (item.id === report.id ? updated : item));
      return HttpResponse.json(updated);
    }),
    http.post('*/staff/api/animals/:id/visibility/', async ({ request, params }) => {
      const { body } = await record(request);
      const parsed = petVisibilitySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const petId = Number(params.id);
      state.reports = state.reports.map((item) =>
        item.pet.id === petId
          ? { ...item, pet: { ...item.pet, hidden: parsed.data.hidden } }
          : item,
      );
      return HttpResponse.json({
        hidden: parsed.data.hidden
          ? { at: new Date().toISOString(), reason: parsed.data.reason }
          : null,
      });
    }),
  );
  return { requests, find, state };
}

// --------------------------------------------------------------------- users

/** Usuarios over `users`; `me` is the signed-in staff member's id (changing oneself is refused). */
export function fakeUsersApi({ users = [] as StaffUser[], me = 7 } = {}) {
  const { requests, record, find } = recorder();
  const state = { users: [...users] };
  const findUser = (id: unknown) => state.users.find((item) => item.id === Number(id));
  const notFound = () => error(404, moderationMessages.errors.userNotFound, 'not_found');
  const save = (user: StaffUser) => {
    state.users = state.users.map((item) => (item.id === user.id ? user : item));
    return HttpResponse.json(user);
  };

  server.use(
    http.get('*/staff/api/users/', async ({ request }) => {
      const { url } = await record(request);
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const rol = url.searchParams.get('rol');
      const estado = url.searchParams.get('estado');
      const found = state.users.filter(
        (user) =>
          (!q || `${user.name} ${user.email}`.toLowerCase().includes(q)) &&
          (!rol ||
            (rol === 'staff' && user.is_staff) ||
            (rol === 'refugio' && user.shelters > 0) ||
            (rol === 'usuario' && !user.is_staff && user.shelters === 0)) &&
          (!estado || (estado === 'activo') === user.is_active),
      );
      return paged(
        url,
        found.map((user) => ({
          id: user.id,
          name: user.name,
          email: user.email,
          is_staff: user.is_staff,
          is_active: user.is_active,
          email_confirmed: user.email_confirmed,
          shelters: user.shelters,
          date_joined: user.date_joined,
        })),
      );
    }),
    http.get('*/staff/api/users/:id/', async ({ request, params }) => {
      await record(request);
      const user = findUser(params.id);
      return user ? HttpResponse.json(user) : notFound();
    }),
    http.post('*/staff/api/users/:id/activation/', async ({ request, params }) => {
      const { body } = await record(request);
      const user = findUser(params.id);
      if (!user) return notFound();
      const parsed = userActivationSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      if (user.id === me) return error(409, moderationMessages.errors.notYourself, 'not_yourself');
      const { active, reason } = parsed.data;
      return save({
        ...user,
        is_active: active,
        deactivated_at: active ? null : new Date().toISOString(),
        deactivation_reason: active ? '' : reason,
      });
    }),
    http.post('*/staff/api/users/:id/staff/', async ({ request, params }) => {
      const { body } = await record(request);
      const user = findUser(params.id);
      if (!user) return notFound();
      const parsed = userStaffRoleSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      if (user.id === me) return error(409, moderationMessages.errors.notYourself, 'not_yourself');
      return save({ ...user, is_staff: parsed.data.staff });
    }),
  );
  return { requests, find, state };
}

// ----------------------------------------------------------------- audit log

/** Auditoría over `entries` (newest first), filtered as the contract says. */
export function fakeAuditApi({ entries = [] as AuditEntry[] } = {}) {
  const { requests, record, find } = recorder();
  server.use(
    http.get('*/staff/api/audit/', async ({ request }) => {
      const { url } = await record(request);
      const get = (key: string) => url.searchParams.get(key) ?? '';
      const desde = get('desde');
      const hasta = get('hasta');
      if (desde && hasta && desde > hasta)
        return invalid([{ path: ['hasta'], message: moderationMessages.errors.invalidDateRange }]);
      const found = entries.filter(
        (entry) =>
          (!get('actor') || entry.actor.email.includes(get('actor'))) &&
          (!get('action') || entry.action.startsWith(get('action'))) &&
          (!get('target_type') || entry.target_type === get('target_type')) &&
          (!get('target_id') || entry.target_id === Number(get('target_id'))) &&
          (!desde || entry.created_at.slice(0, 10) >= desde) &&
          (!hasta || entry.created_at.slice(0, 10) <= hasta),
      );
      return paged(url, found);
    }),
  );
  return { requests, find };
}
