import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { newsletterSubscribers } from '../../db/schema';
import { hashToken } from '../../lib/secret-tokens';
import { mailsTo, tokenFromLink, uniqueEmail, uniqueIp } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://huella.example' });
});
afterAll(() => ctx.close());

const CONFIRM = 'https://huella.example/newsletter/confirmar?token=';
const UNSUBSCRIBE = 'https://huella.example/newsletter/baja?token=';
const SENT = { detail: 'Te hemos enviado un correo para confirmar tu suscripción.' };
const INVALID = {
  error: 'El enlace no es válido o ha caducado.',
  message: 'El enlace no es válido o ha caducado.',
  code: 'invalid_token',
};

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: uniqueIp() });
const subscribe = (name: string, email: string) =>
  post('/newsletter/api/subscribers/', { name, email });
const confirm = (token: string) => post('/newsletter/api/subscribers/confirm/', { token });
const unsubscribe = (token: string) => post('/newsletter/api/subscribers/unsubscribe/', { token });

async function subscriber(email: string) {
  const [row] = await ctx.app.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
  return row;
}

describe('newsletter sign-up with double opt-in', () => {
  it('keeps a new address pending and mails it a confirmation with an unsubscribe link', async () => {
    const email = uniqueEmail('lectora');
    const response = await subscribe('Carmen', email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(SENT);
    expect((await subscriber(email))!.status).toBe('pendiente');

    const [mail] = await mailsTo(ctx.app, email);
    expect(mail!.subject).toBe('Confirma tu suscripción a la newsletter de Huella');
    // Whoever typed the address may not own it: the typed name is not in the mail.
    expect(mail!.text).toContain('Hola:');
    expect(mail!.text).not.toContain('Carmen');
    expect(mail!.html).not.toContain('Carmen');
    expect(mail!.links).toEqual([
      expect.stringMatching(/^https:\/\/huella\.example\/newsletter\/confirmar\?token=[\w-]{43}$/),
      expect.stringMatching(/^https:\/\/huella\.example\/newsletter\/baja\?token=[\w-]{43}$/),
    ]);
    expect(mail!.text).toContain(mail!.links[1]);
    expect(mail!.html).toContain(mail!.links[1]);
  });

  it('confirms with the emailed link, then welcomes the reader (with the unsubscribe link)', async () => {
    const email = uniqueEmail();
    await subscribe('Jorge', email);
    const token = tokenFromLink((await mailsTo(ctx.app, email))[0]!, CONFIRM);
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: '¡Suscripción confirmada!' });
    expect((await subscriber(email))!.status).toBe('confirmado');

    const mails = await mailsTo(ctx.app, email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('¡Bienvenida a la newsletter de Huella!');
    expect(mails[1]!.links).toContain('https://huella.example/adopciones');
    expect(mails[1]!.links.some((link) => link.startsWith(UNSUBSCRIBE))).toBe(true);

    // Following the link again is harmless and sends nothing more.
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await mailsTo(ctx.app, email)).toHaveLength(2);
  });

  it('stores only the hash of the confirmation token', async () => {
    const email = uniqueEmail();
    await subscribe('Inés', email);
    const token = tokenFromLink((await mailsTo(ctx.app, email))[0]!, CONFIRM);
    expect((await subscriber(email))!.confirmTokenHash).toBe(hashToken(token));
  });

  it('re-sends a new link to a pending address without duplicating it; the old link stops working', async () => {
    const email = uniqueEmail();
    await subscribe('Sara', email);
    await subscribe('Sara B.', email.toUpperCase());
    const mails = await mailsTo(ctx.app, email);
    expect(mails).toHaveLength(2);
    const rows = await ctx.app.db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, email));
    expect(rows).toHaveLength(1);
    const oldToken = tokenFromLink(mails[0]!, CONFIRM);
    const newToken = tokenFromLink(mails[1]!, CONFIRM);
    expect((await confirm(oldToken)).json()).toEqual(INVALID);
    expect((await confirm(newToken)).statusCode).toBe(200);
    expect((await subscriber(email))!.name).toBe('Sara B.');
  });

  it('answers a confirmed address the same, without mailing it again', async () => {
    const email = uniqueEmail();
    await subscribe('Luis', email);
    await confirm(tokenFromLink((await mailsTo(ctx.app, email))[0]!, CONFIRM));
    const again = await subscribe('Luis', email);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(SENT);
    expect(await mailsTo(ctx.app, email)).toHaveLength(2); // confirmation + welcome
    expect((await subscriber(email))!.status).toBe('confirmado');
  });

  it('never keeps two rows for one address, even when sign-ups race', async () => {
    const email = uniqueEmail('doble');
    const responses = await Promise.all([
      subscribe('A', email),
      subscribe('B', email),
      subscribe('C', email),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([202, 202, 202]);
    const rows = await ctx.app.db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, email));
    expect(rows).toHaveLength(1);
  });

  it('sends at most 3 confirmations a day to one address, from any IP; the 4th changes nothing', async () => {
    const email = uniqueEmail('victima');
    for (let i = 0; i < 3; i += 1) {
      expect((await subscribe('Alguien', email)).statusCode).toBe(202);
    }
    const mails = await mailsTo(ctx.app, email);
    expect(mails).toHaveLength(3);
    const last = tokenFromLink(mails[2]!, CONFIRM);

    const fourth = await subscribe('Alguien', email.toUpperCase());
    expect(fourth.statusCode).toBe(202);
    expect(fourth.json()).toEqual(SENT);
    expect(await mailsTo(ctx.app, email)).toHaveLength(3);
    // The link already sent still works: the refused sign-up did not replace it.
    expect((await confirm(last)).statusCode).toBe(200);
  });

  it('refuses an expired confirmation link', async () => {
    const email = uniqueEmail();
    await subscribe('Eva', email);
    const token = tokenFromLink((await mailsTo(ctx.app, email))[0]!, CONFIRM);
    await ctx.app.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
    expect((await subscriber(email))!.status).toBe('pendiente');
  });

  it('refuses an unknown token, and an empty one in Spanish', async () => {
    expect((await confirm('inventado')).json()).toEqual(INVALID);
    const empty = await confirm('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ token: ['El enlace no es válido o ha caducado.'] });
  });

  it('validates the form in Spanish', async () => {
    const response = await post('/newsletter/api/subscribers/', { email: 'no' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: ['Este campo es obligatorio'],
      email: ['Correo inválido'],
    });
  });
});

describe('newsletter unsubscribe', () => {
  it('unsubscribes with the link of any newsletter mail, idempotently', async () => {
    const email = uniqueEmail();
    await subscribe('Olga', email);
    const [mail] = await mailsTo(ctx.app, email);
    await confirm(tokenFromLink(mail!, CONFIRM));
    const token = tokenFromLink(mail!, UNSUBSCRIBE);

    const response = await unsubscribe(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: 'Ya no recibirás más correos de nuestra newsletter.',
    });
    expect((await subscriber(email))!.status).toBe('baja');
    expect((await unsubscribe(token)).statusCode).toBe(200);
  });

  it('lets an unsubscribed address sign up again (pending until confirmed)', async () => {
    const email = uniqueEmail();
    await subscribe('Raúl', email);
    const [first] = await mailsTo(ctx.app, email);
    const oldConfirm = tokenFromLink(first!, CONFIRM);
    await confirm(oldConfirm);
    await unsubscribe(tokenFromLink(first!, UNSUBSCRIBE));
    // The old confirmation link does not bring the address back.
    expect((await confirm(oldConfirm)).statusCode).toBe(400);

    await subscribe('Raúl', email);
    expect((await subscriber(email))!.status).toBe('pendiente');
    const mails = await mailsTo(ctx.app, email);
    expect(mails.at(-1)!.subject).toBe('Confirma tu suscripción a la newsletter de Huella');
    expect((await confirm(tokenFromLink(mails.at(-1)!, CONFIRM))).statusCode).toBe(200);
    expect((await subscriber(email))!.status).toBe('confirmado');
  });

  it('refuses an unknown token', async () => {
    const response = await unsubscribe('inventado');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
  });
});
