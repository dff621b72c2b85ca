/**
 * Auditoría: the filters, newest first; no route changes or removes a record,
 * and the table itself refuses UPDATE and DELETE.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@huella/shared/schemas/staff-admin';
import { recordAudit } from '../../db/audit';
import { auditLog } from '../../db/schema';
import { createUser, sessionAccessToken, uniqueEmail } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
let staff: { authorization: string };
let plainAuth: { authorization: string };
const actorEmail = uniqueEmail('auditora');
let ids: number[] = [];

beforeAll(async () => {
  ctx = await buildTestApp();
  const staffUser = await createUser(ctx.app, { isStaff: true, email: actorEmail });
  staff = { authorization: `Bearer ${await sessionAccessToken(ctx.app, staffUser.id)}` };
  plainAuth = {
    authorization: `Bearer ${await sessionAccessToken(ctx.app, (await createUser(ctx.app)).id)}`,
  };
  const actor = { id: staffUser.id, email: actorEmail, ip: '10.0.0.1' };
  await recordAudit(ctx.app.db, actor, {
    action: 'shelter.suspend',
    targetType: 'shelter',
    targetId: 7,
    targetLabel: 'Protectora Uno',
    changes: { suspended: [false, true] },
    reason: 'Anuncios falsos reiterados.',
  });
  await recordAudit(ctx.app.db, actor, {
    action: 'report.resolve',
    targetType: 'report',
    targetId: 3,
  });
  await recordAudit(
    ctx.app.db,
    { id: 0, email: 'otra@example.com' },
    {
      action: 'shelter.verify',
      targetType: 'shelter',
      targetId: 8,
    },
  );
  const rows = await ctx.app.db.select({ id: auditLog.id }).from(auditLog).orderBy(auditLog.id);
  ids = rows.map((row) => row.id);
});
afterAll(() => ctx.close());

const list = (query = '', headers = staff) =>
  ctx.app.inject({ method: 'GET', url: `/staff/api/audit/${query}`, headers });

describe('GET /staff/api/audit/', () => {
  it('lists every action newest first, with who, what changed and why', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(ids.length));
    const entries = response.json<AuditEntry[]>();
    expect(entries.map((entry) => entry.id)).toEqual([...ids].reverse());
    expect(entries[2]).toMatchObject({
      actor: { email: actorEmail },
      action: 'shelter.suspend',
      target_type: 'shelter',
      target_id: 7,
      target_label: 'Protectora Uno',
      changes: { suspended: [false, true] },
      reason: 'Anuncios falsos reiterados.',
    });
  });

  it('filters by actor, action prefix, target and Madrid days', async () => {
    const actions = async (query: string) =>
      (await list(query)).json<AuditEntry[]>().map((entry) => entry.action);
    expect(await actions(`?actor=${encodeURIComponent('auditora')}`)).toEqual([
      'report.resolve',
      'shelter.suspend',
    ]);
    expect(await actions('?action=shelter.')).toEqual(['shelter.verify', 'shelter.suspend']);
    expect(await actions('?target_type=shelter&target_id=8')).toEqual(['shelter.verify']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
      new Date(),
    );
    expect(await actions(`?desde=${today}&hasta=${today}`)).toHaveLength(3);
    expect(await actions('?hasta=2020-01-01')).toEqual([]);
    // 23:30 UTC on 1 March 2026 is already 2 March in Madrid (UTC+1).
    const [dated] = await ctx.app.db
      .insert(auditLog)
      .values({
        actorEmail: 'fechas@example.com',
        action: 'order.state',
        targetType: 'order',
        targetId: 1,
        createdAt: new Date('2026-03-01T23:30:00Z'),
      })
      .returning();
    expect(await actions('?action=order.&desde=2026-03-02&hasta=2026-03-02')).toEqual([
      'order.state',
    ]);
    expect(await actions('?action=order.&desde=2026-03-01&hasta=2026-03-01')).toEqual([]);
    ids.push(dated!.id);
    const bad = await list('?desde=2026-05-02&hasta=2026-05-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.hasta).toBeDefined();
    expect((await list('?target_type=planeta')).statusCode).toBe(400);
  });

  it('is read only: no method changes or removes a record', async () => {
    const before = await ctx.app.db.select().from(auditLog).orderBy(auditLog.id);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/staff/api/audit/', `/staff/api/audit/${ids[0]}/`]) {
        const response = await ctx.app.inject({
          method,
          url,
          headers: staff,
          payload: { reason: 'x' },
        });
        expect([404, 405]).toContain(response.statusCode);
      }
    }
    expect(await ctx.app.db.select().from(auditLog).orderBy(auditLog.id)).toEqual(before);
  });

  it('the table refuses UPDATE and DELETE, whoever sends them', async () => {
    await expect(
      ctx.app.db.update(auditLog).set({ reason: 'cambiado' }).where(eq(auditLog.id, ids[0]!)),
    ).rejects.toThrow();
    await expect(ctx.app.db.delete(auditLog).where(eq(auditLog.id, ids[0]!))).rejects.toThrow();
    const [row] = await ctx.app.db.select().from(auditLog).where(eq(auditLog.id, ids[0]!));
    expect(row!.reason).toBe('Anuncios falsos reiterados.');
  });

  it('refuses guests (401) and everyone but staff (403)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/staff/api/audit/' })).statusCode).toBe(
      401,
    );
    expect((await list('', plainAuth)).statusCode).toBe(403);
  });
});
