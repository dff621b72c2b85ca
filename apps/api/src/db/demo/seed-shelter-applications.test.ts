import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidTaxId } from '@huella/shared/tax-id';
import type { StaffShelterApplication } from '@huella/shared/schemas/shelter-applications';
import { bearer, uniqueIp } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { shelterApplications, shelters } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('demo shelter applications', () => {
  it('fill staff’s queue in three states and the shelters’ registration data, once', async () => {
    const options = { storage: ctx.app.storage, animals: [], blogPosts: [], products: [] };
    await seedDemoData(ctx.app.db, options);
    const rows = await ctx.app.db.select().from(shelters);
    for (const row of rows) {
      expect(isValidTaxId(row.taxId), row.name).toBe(true);
      expect(row.province, row.name).not.toBe('');
    }

    const staff = DEMO_ACCOUNTS.find((account) => account.key === 'staff')!;
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/login/',
      payload: { email: staff.email, password: DEMO_PASSWORD },
      remoteAddress: uniqueIp(),
    });
    const headers = bearer(login.json());
    const counts = await ctx.app.inject({
      method: 'GET',
      url: '/staff/api/shelter-applications/counts/',
      headers,
    });
    expect(counts.json()).toEqual({
      enviada: 1,
      en_revision: 0,
      info_solicitada: 1,
      aprobada: 1,
      rechazada: 0,
    });
    const approved = await ctx.app.inject({
      method: 'GET',
      url: '/staff/api/shelter-applications/?estado=aprobada',
      headers,
    });
    const [item] = approved.json<{ id: number }[]>();
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/staff/api/shelter-applications/${item!.id}/`,
      headers,
    });
    const [madrid] = await ctx.app.db
      .select({ id: shelters.id })
      .from(shelters)
      .where(eq(shelters.name, 'Refugio Huellas de Madrid'));
    expect(detail.json<StaffShelterApplication>()).toMatchObject({
      shelter_id: madrid!.id,
      events: [{ kind: 'enviada' }, { kind: 'en_revision' }, { kind: 'aprobada' }],
    });

    await seedDemoData(ctx.app.db, options);
    const [total] = await ctx.app.db.select({ n: count() }).from(shelterApplications);
    expect(total!.n).toBe(3);
  });
});
