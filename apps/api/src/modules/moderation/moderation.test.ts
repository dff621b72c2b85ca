/**
 * Denuncias (staff): the public report keeps the reporter's address; staff
 * review, resolve (hiding the announcement or not) and dismiss reports, with
 * the statement of reasons mailed to the shelter and the outcome to the
 * reporter who left an address; hiding and showing an announcement; the
 * audit rows written with each change (and none when it fails).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationMessages } from '@huella/shared/messages/moderation';
import type { StaffReport, StaffReportListItem } from '@huella/shared/schemas/staff-admin';
import { auditLog, favourites, petReports } from '../../db/schema';
import {
  createPet,
  createShelter,
  createUser,
  mailsTo,
  readOutbox,
  sessionAccessToken,
  uniqueEmail,
  uniqueIp,
} from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

const errors = moderationMessages.errors;
const STATEMENT = 'El anuncio muestra datos personales de un tercero sin permiso.';

let ctx: TestContext;
let staffUser: { id: number; email: string };
let staff: { authorization: string };
let plainAuth: { authorization: string };
let adopter: { id: number; email: string };
let adopterAuth: { authorization: string };
let shelterAdmin: { id: number; email: string };
let shelterAdminAuth: { authorization: string };
let shelterId: number;
let shelterEmail: string;

const auth = async (userId: number) => ({
  authorization: `Bearer ${await sessionAccessToken(ctx.app, userId)}`,
});

beforeAll(async () => {
  ctx = await buildTestApp();
  staffUser = await createUser(ctx.app, { isStaff: true });
  staff = await auth(staffUser.id);
  plainAuth = await auth((await createUser(ctx.app)).id);
  adopter = await createUser(ctx.app);
  adopterAuth = await auth(adopter.id);
  shelterAdmin = await createUser(ctx.app);
  shelterAdminAuth = await auth(shelterAdmin.id);
  shelterEmail = uniqueEmail('refugio');
  shelterId = (
    await createShelter(ctx.app, {
      email: shelterEmail,
      members: [[shelterAdmin.id, 'administrador']],
    })
  ).id;
});
afterAll(() => ctx.close());

const report = (petId: number, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/animals/${petId}/report/`,
    payload,
    headers,
    remoteAddress: uniqueIp(),
  });

async function reportedPet(payload: object = { reason: 'Otro' }, headers = {}) {
  const pet = await createPet(ctx.app, { shelterId });
  expect((await report(pet.id, payload, headers)).statusCode).toBe(201);
  const [row] = await ctx.app.db.select().from(petReports).where(eq(petReports.petId, pet.id));
  return { pet, reportId: row!.id };
}

const decide = (id: number, payload: object, headers = staff) =>
  ctx.app.inject({
    method: 'POST',
    url: `/staff/api/reports/${id}/state/`,
    payload,
    headers,
  });

const auditOf = (targetType: string, targetId: number) =>
  ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.id);

describe('the public report', () => {
  it('keeps the signed-in reporter’s address, or the one a guest left, or none', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    const guestEmail = uniqueEmail('invitada');
    await report(pet.id, { reason: 'Otro' }, adopterAuth);
    await report(pet.id, { reason: 'Otro', email: guestEmail });
    await report(pet.id, { reason: 'Otro' });
    const rows = await ctx.app.db
      .select()
      .from(petReports)
      .where(eq(petReports.petId, pet.id))
      .orderBy(petReports.id);
    expect(rows.map((row) => row.reporterEmail)).toEqual([adopter.email, guestEmail, '']);
  });
});

describe('staff reports: list, counts, detail', () => {
  it('lists open reports oldest first with the animal, its shelter and the reporter', async () => {
    const { pet, reportId } = await reportedPet({ reason: 'Contenido inapropiado' }, adopterAuth);
    await report(pet.id, { reason: 'Otro', email: 'testigo@example.com' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/staff/api/reports/?pet=${pet.id}`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const items = response.json<StaffReportListItem[]>();
    expect(items[0]).toMatchObject({
      id: reportId,
      state: 'abierta',
      reason: 'Contenido inapropiado',
      pet: { id: pet.id, name: pet.name, hidden: false, deleted: false },
      shelter: { id: shelterId, verified: true, suspended: false },
      reporter: { kind: 'cuenta', email: adopter.email },
      reports_for_pet: 2,
    });
    expect(items[1]!.reporter).toEqual({ kind: 'invitado', email: 'testigo@example.com' });

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/staff/api/reports/${reportId}/`,
      headers: staff,
    });
    expect(detail.json<StaffReport>()).toMatchObject({
      id: reportId,
      resolution: '',
      hid_pet: false,
      reviewed_at: null,
      reviewed_by: null,
      reporter_notified: true,
      reports_for_pet: 2,
    });
    const counts = await ctx.app.inject({
      method: 'GET',
      url: '/staff/api/reports/counts/',
      headers: staff,
    });
    expect(Object.keys(counts.json()).sort()).toEqual(
      ['abierta', 'descartada', 'en_revision', 'resuelta'].sort(),
    );
    expect(counts.json().abierta).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 for an unknown report', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/staff/api/reports/999999/',
      headers: staff,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(errors.reportNotFound);
  });
});

describe('report decisions', () => {
  it('abierta → en_revision needs no reason, mails nobody and is audited', async () => {
    const { reportId } = await reportedPet({ reason: 'Otro' }, adopterAuth);
    const before = (await readOutbox(ctx.app)).length;
    const response = await decide(reportId, { state: 'en_revision' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: 'en_revision', reviewed_by: staffUser.email });
    expect((await readOutbox(ctx.app)).length).toBe(before);
    expect(await auditOf('report', reportId)).toEqual([
      expect.objectContaining({
        action: 'report.review',
        actorId: staffUser.id,
        actorEmail: staffUser.email,
        changes: { state: ['abierta', 'en_revision'] },
      }),
    ]);
  });

  it('resolving with hide_pet hides the announcement, mails the statement to the shelter and tells the reporter', async () => {
    const { pet, reportId } = await reportedPet({ reason: 'Contenido inapropiado' }, adopterAuth);
    await decide(reportId, { state: 'en_revision' });
    const response = await decide(reportId, {
      state: 'resuelta',
      reason: STATEMENT,
      hide_pet: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      state: 'resuelta',
      resolution: STATEMENT,
      hid_pet: true,
      pet: { hidden: true },
    });
    // Off the public list and page; the shelter still sees it, with the reason.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/animals/?page_size=100' });
    expect(list.json().map((a: { id: number }) => a.id)).not.toContain(pet.id);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/animals/${pet.id}/` })).statusCode,
    ).toBe(404);
    const managed = await ctx.app.inject({
      method: 'GET',
      url: `/pets/api/pets/${pet.id}/`,
      headers: shelterAdminAuth,
    });
    expect(managed.statusCode).toBe(200);
    expect(managed.json().hidden).toMatchObject({ reason: STATEMENT });

    for (const to of [shelterEmail, shelterAdmin.email]) {
      const [mail] = await mailsTo(ctx.app, to);
      expect(mail!.subject).toBe(moderationMessages.mails.statement.subject(pet.name));
      expect(mail!.text).toContain(moderationMessages.mails.statement.decisionHidden(pet.name));
      expect(mail!.text).toContain(STATEMENT);
      expect(mail!.text).toContain(moderationMessages.mails.statement.human);
      expect(mail!.text).toContain(moderationMessages.mails.statement.contest);
      // The reporter is never named to the shelter.
      expect(mail!.text).not.toContain(adopter.email);
    }
    const toReporter = await mailsTo(ctx.app, adopter.email);
    expect(toReporter.at(-1)!.text).toContain(
      moderationMessages.mails.reporter.resolvedHidden(pet.name),
    );
    const audit = await auditOf('report', reportId);
    expect(audit.map((row) => row.action)).toEqual(['report.review', 'report.resolve']);
    expect(audit[1]!.reason).toBe(STATEMENT);
    expect((await auditOf('pet', pet.id)).map((row) => row.action)).toEqual(['pet.hide']);
  });

  it('dismissing tells a guest who left an address, and nobody else', async () => {
    const guest = uniqueEmail('invitado');
    const { pet, reportId } = await reportedPet({ reason: 'Otro', email: guest });
    const response = await decide(reportId, {
      state: 'descartada',
      reason: 'El anuncio cumple las normas de publicación.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().hid_pet).toBe(false);
    const [mail] = await mailsTo(ctx.app, guest);
    expect(mail!.text).toContain(moderationMessages.mails.reporter.dismissed(pet.name));
    const outbox = await readOutbox(ctx.app);
    expect(
      outbox.filter((m) => m.subject === moderationMessages.mails.statement.subject(pet.name)),
    ).toEqual([]);
  });

  it('resolving a guest’s report without an address mails only the shelter', async () => {
    const { pet, reportId } = await reportedPet({ reason: 'Otro' });
    const before = await readOutbox(ctx.app);
    expect((await decide(reportId, { state: 'resuelta', reason: STATEMENT })).json()).toMatchObject(
      { state: 'resuelta', hid_pet: false, reporter_notified: false },
    );
    const fresh = (await readOutbox(ctx.app)).slice(before.length);
    expect(fresh.map((mail) => mail.to).sort()).toEqual([shelterEmail, shelterAdmin.email].sort());
    expect(fresh[0]!.text).toContain(moderationMessages.mails.statement.decisionResolved(pet.name));
    // The animal stays listed.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/animals/${pet.id}/` })).statusCode,
    ).toBe(200);
  });

  it('a closed report is final (409) and writes no audit row; other open reports stay', async () => {
    const { pet, reportId } = await reportedPet();
    await report(pet.id, { reason: 'Otro' });
    await decide(reportId, { state: 'descartada', reason: STATEMENT });
    for (const payload of [
      { state: 'en_revision' },
      { state: 'resuelta', reason: STATEMENT },
      { state: 'descartada', reason: STATEMENT },
    ]) {
      const response = await decide(reportId, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(errors.invalidReportTransition);
    }
    expect((await auditOf('report', reportId)).length).toBe(1);
    const open = await ctx.app.inject({
      method: 'GET',
      url: `/staff/api/reports/?pet=${pet.id}&estado=abierta`,
      headers: staff,
    });
    expect(open.json()).toHaveLength(1);
  });

  it('asks for the statement when closing, and hide_pet only with resuelta', async () => {
    const { reportId } = await reportedPet();
    const missing = await decide(reportId, { state: 'resuelta' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.reason).toBeDefined();
    const hideDismiss = await decide(reportId, {
      state: 'descartada',
      reason: STATEMENT,
      hide_pet: true,
    });
    expect(hideDismiss.statusCode).toBe(400);
    expect(hideDismiss.json().fields.hide_pet).toEqual([errors.invalidReportTransition]);
    expect((await auditOf('report', reportId)).length).toBe(0);
  });
});

describe('POST /staff/api/animals/{id}/visibility/', () => {
  const visibility = (petId: number, payload: object, headers = staff) =>
    ctx.app.inject({
      method: 'POST',
      url: `/staff/api/animals/${petId}/visibility/`,
      payload,
      headers,
    });

  it('hides an announcement from lists, its page and favourites, and shows it again; the shelter hears both', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    await ctx.app.db.insert(favourites).values({ userId: adopter.id, petId: pet.id });
    const favouriteIds = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/users/api/users/me/favourites/',
          headers: adopterAuth,
        })
      )
        .json()
        .map((a: { id: number }) => a.id);
    expect(await favouriteIds()).toContain(pet.id);

    const hidden = await visibility(pet.id, { hidden: true, reason: STATEMENT });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().hidden).toMatchObject({ reason: STATEMENT });
    expect(await favouriteIds()).not.toContain(pet.id);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/animals/${pet.id}/` })).statusCode,
    ).toBe(404);
    const spec = await ctx.app.inject({ method: 'GET', url: '/pets/api/pets/?page_size=100' });
    expect(spec.json().map((a: { id: number }) => a.id)).not.toContain(pet.id);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/pets/api/pets/mine/?page_size=100',
      headers: shelterAdminAuth,
    });
    expect(mine.json().find((a: { id: number }) => a.id === pet.id)?.hidden).toMatchObject({
      reason: STATEMENT,
    });

    const shown = await visibility(pet.id, {
      hidden: false,
      reason: 'Revisado de nuevo: el anuncio ya cumple las normas.',
    });
    expect(shown.json()).toEqual({ hidden: null });
    expect(await favouriteIds()).toContain(pet.id);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/animals/${pet.id}/` })).statusCode,
    ).toBe(200);
    const mails = (await mailsTo(ctx.app, shelterEmail)).filter(
      (mail) => mail.subject === moderationMessages.mails.statement.subject(pet.name),
    );
    expect(mails.map((mail) => mail.text)).toEqual([
      expect.stringContaining(moderationMessages.mails.statement.decisionHidden(pet.name)),
      expect.stringContaining(moderationMessages.mails.statement.decisionShown(pet.name)),
    ]);
    expect((await auditOf('pet', pet.id)).map((row) => row.action)).toEqual([
      'pet.hide',
      'pet.show',
    ]);
  });

  it('asks for a statement, answers 404 for an unknown animal, and writes nothing then', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    const bad = await visibility(pet.id, { hidden: true, reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.reason).toBeDefined();
    const unknown = await visibility(999999, { hidden: true, reason: STATEMENT });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(errors.petNotFound);
    expect(await auditOf('pet', pet.id)).toEqual([]);
  });
});

describe('who may moderate', () => {
  it('refuses guests (401) and everyone but staff (403)', async () => {
    const { pet, reportId } = await reportedPet();
    const calls = [
      { method: 'GET', url: '/staff/api/reports/' },
      { method: 'GET', url: '/staff/api/reports/counts/' },
      { method: 'GET', url: `/staff/api/reports/${reportId}/` },
      {
        method: 'POST',
        url: `/staff/api/reports/${reportId}/state/`,
        payload: { state: 'en_revision' },
      },
      {
        method: 'POST',
        url: `/staff/api/animals/${pet.id}/visibility/`,
        payload: { hidden: true, reason: STATEMENT },
      },
    ] as const;
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode).toBe(401);
      for (const headers of [plainAuth, shelterAdminAuth]) {
        expect((await ctx.app.inject({ ...call, headers })).statusCode).toBe(403);
      }
    }
    const [row] = await ctx.app.db.select().from(petReports).where(eq(petReports.id, reportId));
    expect(row!.status).toBe('abierta');
  });
});
