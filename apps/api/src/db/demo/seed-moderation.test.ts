/** Demo moderation: the three reports, the hidden announcement, spread adoptions; once only. */
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPet, createShelter, createUser } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { auditLog, petReports, pets } from '../schema';
import { DEMO_REPORTS, seedDemoModeration } from './moderation';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('seedDemoModeration', () => {
  it('adds the reports, hides the upheld one’s announcement, spreads adoptions, and runs once', async () => {
    const shelter = await createShelter(ctx.app);
    for (const report of DEMO_REPORTS)
      await createPet(ctx.app, { shelterId: shelter.id, name: report.pet });
    for (let i = 0; i < 3; i += 1) {
      await createPet(ctx.app, { shelterId: shelter.id, state: 'adoptada' });
    }
    const adopter = await createUser(ctx.app);
    const staff = await createUser(ctx.app, { isStaff: true });
    const accounts = {
      adopterId: adopter.id,
      adopterEmail: adopter.email,
      staffId: staff.id,
      staffEmail: staff.email,
    };
    expect(await seedDemoModeration(ctx.app.db, accounts)).toBe(3);
    const reports = await ctx.app.db.select().from(petReports).orderBy(petReports.id);
    expect(reports.map((row) => row.status)).toEqual(['abierta', 'en_revision', 'resuelta']);
    expect(reports[0]!.reporterEmail).toBe('lectora.atenta@example.com');
    expect(reports[1]).toMatchObject({ userId: adopter.id, reporterEmail: adopter.email });
    const hidden = await ctx.app.db.select().from(pets).where(isNotNull(pets.hiddenAt));
    expect(hidden.map((row) => row.name)).toEqual(['Gominola']);
    const adopted = await ctx.app.db.select().from(pets).where(eq(pets.state, 'adoptada'));
    const months = new Set(adopted.map((row) => row.adoptedAt!.toISOString().slice(0, 7)));
    expect(months.size).toBe(3);
    expect(adopted.every((row) => row.publishedAt < row.adoptedAt!)).toBe(true);
    expect((await ctx.app.db.select().from(auditLog)).map((row) => row.action).sort()).toEqual([
      'pet.hide',
      'report.resolve',
      'report.review',
    ]);
    expect(await seedDemoModeration(ctx.app.db, accounts)).toBe(0);
    expect(await ctx.app.db.select().from(petReports)).toHaveLength(3);
  });
});
