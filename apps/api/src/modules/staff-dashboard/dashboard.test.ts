/**
 * The staff dashboard's figures on a small known dataset: adoptions and new
 * shelters per Madrid month (zeros included), the median days from
 * publication to adoption, requests by state, open reports, totals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADOPTION_REQUEST_STATES, DASHBOARD_MONTHS } from '@huella/shared/constants';
import type { StaffDashboard } from '@huella/shared/schemas/staff-admin';
import { petReports, shelters } from '../../db/schema';
import { createPet, createShelter, createUser, sessionAccessToken } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

// 15 June 2026: the months shown are 2025-07 … 2026-06.
const NOW = Date.UTC(2026, 5, 15, 10, 7);
const DAY = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let staff: { authorization: string };

async function adopted(shelterId: number, adoptedAt: string, days: number) {
  const at = new Date(adoptedAt);
  const publishedAt = new Date(at.getTime() - days * DAY);
  return createPet(ctx.app, {
    shelterId,
    state: 'adoptada',
    publishedAt,
    adoptedAt: at,
  });
}

beforeAll(async () => {
  ctx = await buildTestApp({}, { now: () => NOW });
  const staffUser = await createUser(ctx.app, { isStaff: true });
  staff = { authorization: `Bearer ${await sessionAccessToken(ctx.app, staffUser.id)}` };
  const shelter = await createShelter(ctx.app);
  await createShelter(ctx.app, { verified: false });
  await ctx.app.db.insert(shelters).values([
    { name: 'Nueva en marzo', createdAt: new Date('2026-02-28T23:30:00Z') },
    { name: 'Nueva en junio', createdAt: new Date('2026-06-02T08:00:00Z') },
  ]);
  // Adoptions: 10, 20 and 40 days after publication in the window; one older, outside it.
  await adopted(shelter.id, '2026-02-28T23:30:00Z', 10); // 1 March in Madrid
  await adopted(shelter.id, '2026-06-01T10:00:00Z', 20);
  await adopted(shelter.id, '2025-07-01T10:00:00Z', 40);
  await adopted(shelter.id, '2025-06-10T10:00:00Z', 300);
  // The public list reads the database's clock: published now.
  const listed = await createPet(ctx.app, { shelterId: shelter.id });
  await ctx.app.db.insert(petReports).values([
    { petId: listed.id, reason: 'Otro', status: 'abierta' },
    { petId: listed.id, reason: 'Otro', status: 'en_revision' },
    { petId: listed.id, reason: 'Otro', status: 'resuelta' },
  ]);
});
afterAll(() => ctx.close());

describe('GET /staff/api/dashboard/', () => {
  it('answers the figures of a known dataset', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/staff/api/dashboard/',
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<StaffDashboard>();
    expect(body.adoptions_by_month).toHaveLength(DASHBOARD_MONTHS);
    expect(body.adoptions_by_month[0]).toEqual({ month: '2025-07', count: 1 });
    expect(body.adoptions_by_month.at(-1)).toEqual({ month: '2026-06', count: 1 });
    const byMonth = Object.fromEntries(body.adoptions_by_month.map((m) => [m.month, m.count]));
    expect(byMonth['2026-03']).toBe(1);
    expect(byMonth['2026-02']).toBe(0);
    expect(body.adoptions_by_month.reduce((sum, m) => sum + m.count, 0)).toBe(3);
    const shelterMonths = Object.fromEntries(
      body.new_shelters_by_month.map((m) => [m.month, m.count]),
    );
    expect(shelterMonths['2026-03']).toBe(1);
    expect(shelterMonths['2026-06']).toBe(1);
    expect(body.median_days_to_adoption).toBe(20);
    expect(body.requests_by_state.map((row) => row.state)).toEqual([...ADOPTION_REQUEST_STATES]);
    expect(body.requests_by_state.every((row) => row.count === 0)).toBe(true);
    expect(body.open_reports).toBe(2);
    expect(body.pending_applications).toBe(0);
    expect(body.totals).toMatchObject({
      shelters: 4,
      verified_shelters: 1,
      listed_animals: 1,
      adoptions: 4,
    });
    expect(body.totals.users).toBeGreaterThanOrEqual(1);
  });

  it('refuses guests (401) and everyone but staff (403)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/staff/api/dashboard/' })).statusCode).toBe(
      401,
    );
    const user = await createUser(ctx.app);
    const headers = { authorization: `Bearer ${await sessionAccessToken(ctx.app, user.id)}` };
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/staff/api/dashboard/', headers })).statusCode,
    ).toBe(403);
  });
});
