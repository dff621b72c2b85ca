/**
 * The demo data where it is not a local demo: in production each demo account
 * gets a generated password, given back once (never the README's), and a seed
 * that fails leaves nothing behind.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordSchema } from '@huella/shared/schemas/auth';
import { uniqueIp } from '../test/factories';
import { buildTestApp, type TestContext } from '../test/helper';
import { shelterMemberships, shelters, users } from './schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, generateDemoPassword, seedDemoDataIfEmpty } from './seed';
import { DEMO_ANIMALS } from './demo/animals';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const login = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/users/api/login/',
    payload: { email, password },
    remoteAddress: uniqueIp(),
  });

describe('generated demo passwords', () => {
  it('are valid passwords a person can type in the login form', () => {
    const passwords = Array.from({ length: 200 }, generateDemoPassword);
    for (const password of passwords) expect(passwordSchema.safeParse(password).success).toBe(true);
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});

describe('a seed in one transaction', () => {
  it('leaves no account, shelter or membership when it fails midway', async () => {
    const orphan = { ...DEMO_ANIMALS[0]!, shelter: 'Un refugio que no existe' };
    await expect(
      seedDemoDataIfEmpty(ctx.app.db, { storage: ctx.app.storage, animals: [orphan] }),
    ).rejects.toThrow('Demo shelter missing');
    const [[u], [s], [m]] = await Promise.all([
      ctx.app.db.select({ n: count() }).from(users),
      ctx.app.db.select({ n: count() }).from(shelters),
      ctx.app.db.select({ n: count() }).from(shelterMemberships),
    ]);
    expect({ users: u!.n, shelters: s!.n, memberships: m!.n }).toEqual({
      users: 0,
      shelters: 0,
      memberships: 0,
    });
  });
});

describe('demo data in production', () => {
  it('gives each account its own generated password, returned once, and never the published one', async () => {
    const summary = await seedDemoDataIfEmpty(ctx.app.db, {
      storage: ctx.app.storage,
      animals: [],
      passwords: 'generated',
    });
    expect(summary!.generatedPasswords.map((account) => account.email)).toEqual(
      DEMO_ACCOUNTS.map((account) => account.email),
    );
    for (const { email, password } of summary!.generatedPasswords) {
      expect(password).not.toBe(DEMO_PASSWORD);
      expect((await login(email, DEMO_PASSWORD)).statusCode, email).toBe(401);
      expect((await login(email, password)).statusCode, email).toBe(200);
    }
  });
});
