/**
 * Test stand-in for the staff's mail queue (contract: packages/shared
 * schemas/staff-admin.ts): mail held in memory, listed by state newest first
 * and retried by the contract's rules (404 unknown, 409 already sent), records
 * built through the shared schema, and every request recorded.
 */
import { http, HttpResponse } from 'msw';
import { MAIL_JOB_STATES, STAFF_PAGE_SIZE } from '@huella/shared/constants';
import { moderationMessages } from '@huella/shared/messages/moderation';
import {
  staffMailCountsSchema,
  staffMailSchema,
  type StaffMail,
} from '@huella/shared/schemas/staff-admin';
import { apiFixture } from '../../../testing/api-fixture';
import { server } from '../../../testing/server';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
}

export function makeMail(id: number, overrides: Partial<StaffMail> = {}): StaffMail {
  return apiFixture(staffMailSchema, {
    id,
    to: `persona${id}@example.com`,
    subject: `Asunto del correo ${id}`,
    state: 'fallido',
    attempts: 5,
    last_error: '550 5.1.1 Mailbox unavailable',
    created_at: '2026-11-24T09:30:00.000Z',
    next_attempt_at: null,
    sent_at: null,
    ...overrides,
  });
}

const error = (status: number, message: string, code: string) =>
  HttpResponse.json({ error: message, message, code }, { status });

/** Correo over `mail`: a retry leaves the mail waiting with no attempts (no worker runs here). */
export function fakeMailApi({ mail = [] as StaffMail[] } = {}) {
  const requests: RecordedRequest[] = [];
  const state = { mail: [...mail] };
  const record = (request: Request) => {
    const url = new URL(request.url);
    requests.push({ method: request.method, path: url.pathname, query: url.searchParams });
    return url;
  };
  const find = (method: string, path: string) =>
    requests.filter((item) => item.method === method && item.path.endsWith(path));
  const counts = () =>
    apiFixture(
      staffMailCountsSchema,
      Object.fromEntries(
        MAIL_JOB_STATES.map((estado) => [
          estado,
          state.mail.filter((item) => item.state === estado).length,
        ]),
      ) as Record<(typeof MAIL_JOB_STATES)[number], number>,
    );

  server.use(
    http.get('*/staff/api/mail/counts/', ({ request }) => {
      record(request);
      return HttpResponse.json(counts());
    }),
    http.get('*/staff/api/mail/', ({ request }) => {
      const url = record(request);
      const estado = url.searchParams.get('estado') ?? 'fallido';
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? STAFF_PAGE_SIZE);
      const found = state.mail
        .filter((item) => item.state === estado)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      return HttpResponse.json(found.slice((page - 1) * size, page * size), {
        headers: { 'X-Total-Count': String(found.length) },
      });
    }),
    http.post('*/staff/api/mail/:id/retry/', ({ request, params }) => {
      record(request);
      const item = state.mail.find((one) => one.id === Number(params.id));
      if (!item) return error(404, moderationMessages.errors.mailNotFound, 'not_found');
      if (item.state === 'enviado')
        return error(409, moderationMessages.errors.mailAlreadySent, 'conflict');
      const retried: StaffMail = {
        ...item,
        state: 'pendiente',
        attempts: 0,
        next_attempt_at: new Date().toISOString(),
      };
      state.mail = state.mail.map((one) => (one.id === item.id ? retried : one));
      return HttpResponse.json(retried);
    }),
  );
  return { requests, find, state };
}
