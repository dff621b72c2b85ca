import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import type {
  ShelterApplication,
  StaffShelterApplication,
} from '@huella/shared/schemas/shelter-applications';
import { auditLog, shelterMemberships, shelters } from '../../db/schema';
import {
  bearer,
  createShelter,
  createUser,
  mailsTo,
  sessionAccessToken,
  uniqueIp,
  type TestUser,
} from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

const messages = shelterApplicationsMessages;
let ctx: TestContext;
let staff: TestUser;
let staffToken: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await createUser(ctx.app, { isStaff: true, firstName: 'Marta', lastName: 'Staff' });
  staffToken = await sessionAccessToken(ctx.app, staff.id);
});
afterAll(() => ctx.close());

/** A valid CIF of an association (G) and a person's NIF. */
const CIF = 'G28000008';
const NIF = '12345678Z';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Protectora Patitas del Sur',
  kind: 'Protectora',
  tax_id: CIF,
  registry_number: 'AND-1234',
  address: 'Calle Feria 12',
  city: 'Sevilla',
  province: 'Sevilla',
  postcode: '41003',
  phone: '954 000 000',
  email: 'hola@patitas.example.com',
  web: '',
  message: 'Somos una protectora con 20 voluntarios.',
  ...overrides,
});

async function applicant() {
  const user = await createUser(ctx.app, { firstName: 'Lucía', lastName: 'Gómez' });
  return { user, token: await sessionAccessToken(ctx.app, user.id) };
}

const auth = (token: string) => bearer({ access: token });

async function send(token: string, payload: unknown = form(), remoteAddress = uniqueIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/shelters/api/applications/',
    headers: auth(token),
    payload: payload as object,
    remoteAddress,
  });
}

async function decide(id: number, state: string, reason = '', token = staffToken) {
  return ctx.app.inject({
    method: 'POST',
    url: `/staff/api/shelter-applications/${id}/state/`,
    headers: auth(token),
    payload: { state, reason },
  });
}

async function auditFor(id: number) {
  return ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'shelter_application'), eq(auditLog.targetId, id)));
}

describe('sending an application', () => {
  it('answers 201 with the application, its history, and mails the applicant', async () => {
    const { user, token } = await applicant();
    const response = await send(token, form({ tax_id: 'g-2800.0008' }));
    expect(response.statusCode).toBe(201);
    const body = response.json<ShelterApplication>();
    expect(body).toMatchObject({
      state: 'enviada',
      name: 'Protectora Patitas del Sur',
      tax_id: CIF,
      province: 'Sevilla',
      shelter_id: null,
      decided_at: null,
    });
    expect(body.events).toEqual([
      expect.objectContaining({
        kind: 'enviada',
        author_side: 'solicitante',
        author_name: 'Lucía Gómez',
      }),
    ]);
    const [mail] = await mailsTo(ctx.app, user.email);
    expect(mail?.subject).toBe(messages.mails.subject('enviada', 'Protectora Patitas del Sur'));
    expect(mail?.links.some((link) => link.endsWith('/registrar-refugio'))).toBe(true);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/shelters/api/applications/',
      headers: auth(token),
    });
    expect(mine.json()).toEqual([body]);
  });

  it('refuses a second one while one is open (409 application_open)', async () => {
    const { token } = await applicant();
    expect((await send(token)).statusCode).toBe(201);
    const again = await send(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'application_open',
      error: messages.errors.alreadyOpen,
    });
  });

  it('keeps one open application when two are sent at once', async () => {
    const { token, user } = await applicant();
    const answers = await Promise.all([send(token), send(token), send(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/shelters/api/applications/',
      headers: auth(token),
    });
    expect(mine.json<unknown[]>()).toHaveLength(1);
    expect(user.id).toBeGreaterThan(0);
  });

  it('checks the CIF and NIF, in Spanish, and stores nothing', async () => {
    const { token } = await applicant();
    const badCif = await send(token, form({ tax_id: 'G28000006' }));
    expect(badCif.statusCode).toBe(400);
    expect(badCif.json().fields.tax_id).toEqual([messages.errors.invalidCif]);
    const missing = await send(token, form({ tax_id: '' }));
    expect(missing.json().fields.tax_id).toEqual([messages.errors.taxIdRequired]);
    const badNif = await send(token, form({ kind: 'Particular', tax_id: '12345678A' }));
    expect(badNif.json().fields.tax_id).toEqual([messages.errors.invalidNif]);
    const province = await send(token, form({ province: 'Narnia' }));
    expect(province.json().fields.province).toEqual([messages.errors.invalidProvince]);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/shelters/api/applications/',
      headers: auth(token),
    });
    expect(mine.json()).toEqual([]);
    // A particular may give a NIF, or none.
    expect((await send(token, form({ kind: 'Particular', tax_id: NIF }))).statusCode).toBe(201);
  });

  it('limits applications per account in a day', async () => {
    const { token } = await applicant();
    for (let index = 0; index < 3; index += 1) {
      const sent = await send(token);
      expect(sent.statusCode).toBe(201);
      expect(
        (await decide(sent.json().id, 'rechazada', 'No cumple los requisitos.')).statusCode,
      ).toBe(200);
    }
    const over = await send(token);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe(messages.errors.tooMany);
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/shelters/api/applications/',
      payload: form(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('reading an application', () => {
  it('shows it to its applicant and staff, and to nobody else (404)', async () => {
    const { token } = await applicant();
    const { token: otherToken } = await applicant();
    const id = (await send(token)).json().id as number;
    const read = (as: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/shelters/api/applications/${id}/`,
        headers: auth(as),
      });
    expect((await read(token)).statusCode).toBe(200);
    expect((await read(staffToken)).statusCode).toBe(200);
    const other = await read(otherToken);
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe(messages.errors.notFound);
  });
});

describe('the journey: review, a question, an answer, approval', () => {
  it('moves through the states, with history, mails and audit records', async () => {
    const { user, token } = await applicant();
    const id = (await send(token)).json().id as number;

    const review = await decide(id, 'en_revision');
    expect(review.statusCode).toBe(200);
    expect(review.json<StaffShelterApplication>().state).toBe('en_revision');

    const question = 'Envíanos el número de registro autonómico, por favor.';
    const asked = await decide(id, 'info_solicitada', question);
    expect(asked.statusCode).toBe(200);
    const staffView = asked.json<StaffShelterApplication>();
    expect(staffView.applicant).toMatchObject({ id: user.id, email: user.email });
    expect(staffView.events.at(-1)).toMatchObject({
      kind: 'info_solicitada',
      author_side: 'staff',
      author_name: 'Marta Staff',
      message: question,
    });

    // The applicant never sees staff's names.
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/shelters/api/applications/${id}/`,
      headers: auth(token),
    });
    expect(own.json<ShelterApplication>().events.at(-1)).toMatchObject({
      kind: 'info_solicitada',
      author_name: messages.staffAuthor,
      message: question,
    });
    const questionMail = (await mailsTo(ctx.app, user.email)).find(
      (mail) =>
        mail.subject === messages.mails.subject('info_solicitada', 'Protectora Patitas del Sur'),
    );
    expect(questionMail?.text).toContain(question);
    expect(questionMail?.text).toContain(messages.states.info_solicitada);
    expect(questionMail?.text).not.toContain('Marta');

    // A correction that breaks the CIF is refused, and nothing changes.
    const reply = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/shelters/api/applications/${id}/reply/`,
        headers: auth(token),
        payload,
      });
    const broken = await reply({ message: 'Aquí está.', changes: { kind: 'Refugio', tax_id: '' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields['changes.tax_id']).toEqual([messages.errors.taxIdRequired]);

    const answered = await reply({
      message: 'Nuestro número es AND-9876.',
      changes: { registry_number: 'AND-9876' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ state: 'en_revision', registry_number: 'AND-9876' });
    expect(answered.json<ShelterApplication>().events.at(-1)).toMatchObject({
      kind: 'respuesta',
      author_side: 'solicitante',
      message: 'Nuestro número es AND-9876.',
    });
    // Not awaiting an answer any more.
    const again = await reply({ message: 'Otra cosa.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'not_awaiting_answer',
      error: messages.errors.notAwaitingAnswer,
    });

    const approved = await decide(id, 'aprobada', '¡Bienvenidos a Huella!');
    expect(approved.statusCode).toBe(200);
    const decided = approved.json<StaffShelterApplication>();
    expect(decided.state).toBe('aprobada');
    expect(decided.decided_at).not.toBeNull();
    const shelterId = decided.shelter_id!;
    const [shelter] = await ctx.app.db.select().from(shelters).where(eq(shelters.id, shelterId));
    expect(shelter).toMatchObject({
      name: 'Protectora Patitas del Sur',
      kind: 'Protectora',
      taxId: CIF,
      registryNumber: 'AND-9876',
      province: 'Sevilla',
      postcode: '41003',
      verified: true,
    });
    expect(shelter?.verifiedAt).not.toBeNull();
    const memberships = await ctx.app.db
      .select()
      .from(shelterMemberships)
      .where(eq(shelterMemberships.shelterId, shelterId));
    expect(memberships).toEqual([
      expect.objectContaining({ userId: user.id, role: 'administrador' }),
    ]);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/shelters/api/shelters/my-shelters/',
      headers: auth(token),
    });
    expect(mine.json()).toEqual([
      expect.objectContaining({ id: shelterId, role: 'administrador', verified: true }),
    ]);

    const approvalMail = (await mailsTo(ctx.app, user.email)).find(
      (mail) => mail.subject === messages.mails.subject('aprobada', 'Protectora Patitas del Sur'),
    );
    expect(
      approvalMail?.links.some((link) => link.endsWith('/dashboard/adoption_announcement')),
    ).toBe(true);
    expect(approvalMail?.text).toContain('¡Bienvenidos a Huella!');

    const audit = await auditFor(id);
    expect(audit.map((row) => row.action)).toEqual([
      'shelter_application.en_revision',
      'shelter_application.info_solicitada',
      'shelter_application.aprobada',
    ]);
    expect(audit[2]).toMatchObject({
      actorId: staff.id,
      actorEmail: staff.email,
      reason: '¡Bienvenidos a Huella!',
      changes: { state: ['en_revision', 'aprobada'], shelter_id: [null, shelterId] },
    });

    // Decided: nothing moves it any more, and nothing is recorded.
    const late = await decide(id, 'rechazada', 'Demasiado tarde para esto.');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('invalid_transition');
    expect(await auditFor(id)).toHaveLength(3);
  });

  it('rejects with a reason (required), mailed to the applicant', async () => {
    const { user, token } = await applicant();
    const id = (await send(token)).json().id as number;
    const noReason = await decide(id, 'rechazada');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toEqual([messages.errors.reasonRequired]);
    const short = await decide(id, 'info_solicitada', 'Corto');
    expect(short.json().fields.reason).toEqual([messages.errors.reasonTooShort(10)]);
    expect(await auditFor(id)).toHaveLength(0);

    const reason = 'No encontramos la entidad en el registro autonómico.';
    const rejected = await decide(id, 'rechazada', reason);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ state: 'rechazada', shelter_id: null });
    const mail = (await mailsTo(ctx.app, user.email)).find(
      (m) => m.subject === messages.mails.subject('rechazada', 'Protectora Patitas del Sur'),
    );
    expect(mail?.text).toContain(reason);
    // Closed: a new one may be sent.
    expect((await send(token)).statusCode).toBe(201);
  });

  it('creates exactly one shelter when two staff approve at once', async () => {
    const { token } = await applicant();
    const otherStaff = await createUser(ctx.app, { isStaff: true });
    const otherToken = await sessionAccessToken(ctx.app, otherStaff.id);
    const name = `Refugio Concurrente ${Date.now()}`;
    const id = (await send(token, form({ name }))).json().id as number;
    const answers = await Promise.all([
      decide(id, 'aprobada', '', staffToken),
      decide(id, 'aprobada', '', otherToken),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const created = await ctx.app.db.select().from(shelters).where(eq(shelters.name, name));
    expect(created).toHaveLength(1);
    expect(await auditFor(id)).toHaveLength(1);
  });

  it('refuses an answer while staff are not waiting for one', async () => {
    const { token } = await applicant();
    const id = (await send(token)).json().id as number;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/shelters/api/applications/${id}/reply/`,
      headers: auth(token),
      payload: { message: 'Hola' },
    });
    expect(response.statusCode).toBe(409);
    // Someone else's application: not found.
    const { token: otherToken } = await applicant();
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `/shelters/api/applications/${id}/reply/`,
      headers: auth(otherToken),
      payload: { message: 'Hola' },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('staff queue', () => {
  it('lists with filters and a total, counts by state, and shows similar shelters', async () => {
    const existing = await createShelter(ctx.app, { name: 'Huellas de Cádiz' });
    await ctx.app.db
      .update(shelters)
      .set({ taxId: 'G11000007' })
      .where(eq(shelters.id, existing.id));
    const { token } = await applicant();
    const id = (
      await send(
        token,
        form({ name: 'HUELLAS DE CADIZ', city: 'Cádiz', province: 'Cádiz', tax_id: 'G11000007' }),
      )
    ).json().id as number;

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/staff/api/shelter-applications/?estado=enviada&q=huellas%20de%20cadiz',
      headers: auth(staffToken),
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([expect.objectContaining({ id, state: 'enviada', city: 'Cádiz' })]);

    // The open queue: every state still being decided, in one list; decided ones are left out.
    const open = await ctx.app.inject({
      method: 'GET',
      url: '/staff/api/shelter-applications/?estado=abiertas&q=huellas%20de%20cadiz',
      headers: auth(staffToken),
    });
    expect(open.json()).toEqual([expect.objectContaining({ id })]);
    await ctx.app.inject({
      method: 'POST',
      url: `/staff/api/shelter-applications/${id}/state/`,
      headers: auth(staffToken),
      payload: { state: 'info_solicitada', reason: 'Necesitamos el número de registro.' },
    });
    const stillOpen = await ctx.app.inject({
      method: 'GET',
      url: '/staff/api/shelter-applications/?estado=abiertas&q=huellas%20de%20cadiz',
      headers: auth(staffToken),
    });
    expect(stillOpen.json()).toEqual([expect.objectContaining({ id, state: 'info_solicitada' })]);

    const counts = await ctx.app.inject({
      method: 'GET',
      url: '/staff/api/shelter-applications/counts/',
      headers: auth(staffToken),
    });
    expect(counts.json().enviada).toBeGreaterThanOrEqual(1);
    expect(Object.keys(counts.json()).sort()).toEqual([
      'aprobada',
      'en_revision',
      'enviada',
      'info_solicitada',
      'rechazada',
    ]);

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/staff/api/shelter-applications/${id}/`,
      headers: auth(staffToken),
    });
    expect(detail.json<StaffShelterApplication>().similar_shelters).toEqual([
      { id: existing.id, name: 'Huellas de Cádiz', city: 'Madrid' },
    ]);
  });

  it('is refused to guests (401) and to users who are not staff (403)', async () => {
    const { token } = await applicant();
    const id = (await send(token)).json().id as number;
    const routes = [
      { method: 'GET', url: '/staff/api/shelter-applications/' },
      { method: 'GET', url: '/staff/api/shelter-applications/counts/' },
      { method: 'GET', url: `/staff/api/shelter-applications/${id}/` },
      {
        method: 'POST',
        url: `/staff/api/shelter-applications/${id}/state/`,
        payload: { state: 'aprobada', reason: '' },
      },
    ] as const;
    for (const route of routes) {
      const guest = await ctx.app.inject({ ...route });
      expect(guest.statusCode, route.url).toBe(401);
      const user = await ctx.app.inject({ ...route, headers: auth(token) });
      expect(user.statusCode, route.url).toBe(403);
    }
    expect(await auditFor(id)).toHaveLength(0);
  });
});
