/**
 * An e-mail address belongs to whoever can read it (issue 12, items 2 and 9).
 * Each test is an attack that worked before: an attacker registers a victim's
 * address and, without ever reading the victim's mail, reads or erases what
 * the victim sent as a guest, reads favourites by that address, moves an
 * account to an address they cannot read, changes an address without the
 * password, or tells from the answers (body, status, time) whether an address
 * has an account. Rate limits are on, as in production; each request comes
 * from its own address so that the per-IP limits do not hide the answer.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscribers, users } from '../src/db/schema';
import { bearer, createUser, loginAs, mailsTo, uniqueEmail, uniqueIp } from '../src/test/factories';
import { buildTestApp } from '../src/test/helper';
import {
  sendContactMessage,
  subscribeToNewsletter,
} from '../src/modules/users/personal-data-fixtures';

const ctx = await buildTestApp();
afterAll(() => ctx.close());
const { app } = ctx;

const post = (url: string, payload: object, tokens?: { access: string }) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: tokens ? bearer(tokens) : {},
    remoteAddress: uniqueIp(),
  });
const get = (url: string, tokens: { access: string }) =>
  app.inject({ method: 'GET', url, headers: bearer(tokens) });

const ATTACKER_PASSWORD = 'Ladron123';

/** The attacker registers the victim's address with a password of their own and signs in. */
async function registerAs(email: string) {
  const response = await post('/users/api/users/', {
    first_name: 'Atacante',
    last_name: '',
    email,
    password: ATTACKER_PASSWORD,
  });
  expect(response.statusCode).toBe(201);
  return loginAs(app, { email, password: ATTACKER_PASSWORD });
}

/** A guest who subscribed to the newsletter and wrote through the contact form. */
async function guestVictim() {
  const email = uniqueEmail('victima');
  await subscribeToNewsletter(app, 'Víctima', email);
  await sendContactMessage(app, {
    name: 'Víctima Real',
    email,
    subject: 'Mi situación',
    message: 'Os escribo por un asunto privado: mi teléfono es 600 000 000.',
  });
  return email;
}

describe('an attacker who registers a victim’s address', () => {
  it('does not get the victim’s guest contact messages and newsletter subscription in the RGPD export', async () => {
    const victim = await guestVictim();
    const tokens = await registerAs(victim);
    const response = await get('/users/api/users/me/export/', tokens);
    expect(response.statusCode).toBe(200);
    expect(response.json().newsletter).toBeNull();
    expect(response.json().contact_messages).toEqual([]);
    expect(response.body).not.toContain('600 000 000');
  });

  it('does not erase the victim’s guest contact messages and newsletter subscription by deleting the account', async () => {
    const victim = await guestVictim();
    const tokens = await registerAs(victim);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/users/api/users/me/',
      payload: { password: ATTACKER_PASSWORD },
      headers: bearer(tokens),
    });
    expect(deleted.statusCode).toBe(204);
    const subscriptions = await app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, victim));
    const messages = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, victim));
    expect(subscriptions).toHaveLength(1);
    expect(messages).toHaveLength(1);
  });

  it('is not answered favourites by the address', async () => {
    const victim = uniqueEmail('victima');
    const tokens = await registerAs(victim);
    const response = await get(
      `/users/api/users/favourites/?email=${encodeURIComponent(victim)}`,
      tokens,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('email_not_confirmed');
  });
});

describe('changing an account’s address', () => {
  it('cannot be done without the password', async () => {
    const owner = await createUser(app);
    const stolenSession = await loginAs(app, owner);
    const attackerAddress = uniqueEmail('atacante');
    const byProfile = await app.inject({
      method: 'PUT',
      url: '/users/api/users/me/',
      payload: { first_name: 'Ana', email: attackerAddress },
      headers: bearer(stolenSession),
    });
    expect(byProfile.statusCode).toBe(400);
    const byChange = await post(
      '/users/api/users/me/change-email/',
      { email: attackerAddress, current_password: 'Adivina123' },
      stolenSession,
    );
    expect(byChange.statusCode).toBe(400);
    const [row] = await app.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.email).toBe(owner.email);
    expect(row!.pendingEmail).toBeNull();
    expect(await mailsTo(app, attackerAddress)).toEqual([]);
  });

  it('to an address the account holder cannot read changes nothing: the link goes to that address', async () => {
    const victim = await guestVictim();
    const attacker = await createUser(app, { password: ATTACKER_PASSWORD });
    const tokens = await loginAs(app, attacker);
    const changed = await post(
      '/users/api/users/me/change-email/',
      { email: victim, current_password: ATTACKER_PASSWORD },
      tokens,
    );
    expect(changed.statusCode).toBe(202);
    // The old way, straight through the profile, is refused too.
    const byProfile = await app.inject({
      method: 'PUT',
      url: '/users/api/users/me/',
      payload: { first_name: 'Atacante', email: victim },
      headers: bearer(tokens),
    });
    expect(byProfile.statusCode).toBe(400);

    const account = (await get('/users/api/users/me/', tokens)).json();
    expect(account.email).toBe(attacker.email);
    expect(account.pending_email).toBe(victim);
    const exported = (await get('/users/api/users/me/export/', tokens)).json();
    expect(exported.newsletter).toBeNull();
    expect(exported.contact_messages).toEqual([]);
    // Logging in with the victim's address does not reach the attacker's account.
    const login = await post('/users/api/login/', { email: victim, password: ATTACKER_PASSWORD });
    expect(login.statusCode).toBe(401);
    const link = (await mailsTo(app, victim)).find((mail) =>
      mail.links.some((url) => url.includes('/confirmar-correo?token=')),
    );
    expect(link).toBeDefined();
  });
});

describe('registering an address that has an account', () => {
  const registerBody = (email: string) => ({
    first_name: 'Curiosa',
    last_name: '',
    email,
    password: 'Curiosa123',
  });

  it('answers exactly as for a new address and mails the owner instead', async () => {
    const owner = await createUser(app);
    const taken = await post('/users/api/users/', registerBody(owner.email));
    const fresh = await post('/users/api/users/', registerBody(uniqueEmail('nueva')));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    const notices = await mailsTo(app, owner.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.links.some((url) => url.includes('token='))).toBe(false);
  });

  it('takes about as long as registering a new address (medians of many attempts)', async () => {
    const owner = await createUser(app);
    const takenTimes: number[] = [];
    const freshTimes: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      for (const [email, times] of [
        [owner.email, takenTimes],
        [uniqueEmail('tiempo'), freshTimes],
      ] as const) {
        const start = performance.now();
        const response = await post('/users/api/users/', registerBody(email));
        times.push(performance.now() - start);
        expect(response.statusCode).toBe(201);
      }
    }
    const ratio = median(takenTimes) / median(freshTimes);
    // Hashing the password dominates both; before, a taken address skipped it (ratio < 0.1).
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe('asking for a password reset', () => {
  it('answers before any work for the account: with the reset links table locked, a known address is answered at once', async () => {
    const user = await createUser(app);
    const locker = new pg.Client({ connectionString: ctx.database.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table password_reset_tokens in access exclusive mode');
      const answers = await Promise.race([
        Promise.all([
          post('/users/api/password-reset/', { email: user.email }),
          post('/users/api/password-reset/', { email: uniqueEmail('nadie') }),
        ]),
        sleep(5_000).then(() => 'still waiting for the locked table' as const),
      ]);
      expect(answers).not.toBe('still waiting for the locked table');
      const [known, unknown] = answers as Awaited<ReturnType<typeof post>>[];
      expect(known!.statusCode).toBe(202);
      expect(known!.body).toBe(unknown!.body);
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    // Once the table is free, the link is stored and mailed after all.
    const [mail] = await mailsTo(app, user.email);
    expect(mail!.links.some((url) => url.includes('/recuperar-contrasena/nueva?token='))).toBe(
      true,
    );
  });
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe('mail about an account whose address was never confirmed', () => {
  it('cannot be used to mail a victim again and again by registering and deleting their address', async () => {
    const email = uniqueEmail('victima-bucle');
    for (let round = 0; round < 4; round += 1) {
      const tokens = await registerAs(email);
      const deleted = await app.inject({
        method: 'DELETE',
        url: '/users/api/users/me/',
        payload: { password: ATTACKER_PASSWORD },
        headers: bearer(tokens),
        remoteAddress: uniqueIp(),
      });
      expect(deleted.statusCode).toBe(204);
    }
    const mails = await mailsTo(app, email);
    // Four confirmations and four goodbyes asked for; the address gets its daily allowance only.
    expect(mails.length).toBe(3);
    for (const mail of mails) expect(mail.text).not.toContain('Atacante');
  });

  it('does not let password-reset mail to an unconfirmed address go past its allowance', async () => {
    const email = uniqueEmail('victima-reset');
    await registerAs(email); // the confirmation link: one of the address's three
    for (let round = 0; round < 3; round += 1) {
      const response = await post('/users/api/password-reset/', { email });
      expect(response.statusCode).toBeLessThan(300);
    }
    await app.mailer.flush();
    const mails = await mailsTo(app, email);
    expect(mails.length).toBe(3);
    for (const mail of mails) expect(mail.text).not.toContain('Atacante');
  });
});
