import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail, uniqueIp } from '../test/factories';
import { buildTestApp, type TestContext } from '../test/helper';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp';

describe('mail over SMTP (SMTP_URL set)', () => {
  let smtp: TestSmtpServer;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await buildTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://huella.example',
      MAIL_FROM: 'Huella <no-responder@huella.example>',
      INFO_MAILBOX: 'info@huella.example',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('delivers the password reset mail with its link to a real SMTP server', async () => {
    const user = await createUser(ctx.app, { firstName: 'Lucía' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/password-reset/',
      payload: { email: user.email },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(202);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual([user.email]);
    expect(mail!.from).toBe('no-responder@huella.example');
    expect(mail!.subject).toBe('Restablece tu contraseña de Huella');
    expect(mail!.text).toContain('Hola, Lucía:');
    expect(mail!.text).toMatch(
      /https:\/\/huella\.example\/recuperar-contrasena\/nueva\?token=[\w-]{43}/,
    );
    expect(mail!.html).toContain('https://huella.example/recuperar-contrasena/nueva?token=');
    // Nothing goes to the outbox when a server is configured.
    expect(await readdir(ctx.config.outboxDir).catch(() => [])).toEqual([]);
  });

  it('sends the contact message to the info mailbox with Reply-To the sender', async () => {
    const before = smtp.received.length;
    const email = uniqueEmail('remitente');
    await ctx.app.inject({
      method: 'POST',
      url: '/contact/api/messages/',
      payload: {
        name: 'Raquel',
        email,
        subject: 'Una pregunta',
        message: 'Hola, ¿puedo adoptar desde Bilbao?',
      },
      remoteAddress: uniqueIp(),
    });
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    const toInfo = mails.find((mail) => mail.to.includes('info@huella.example'));
    expect(toInfo!.headers['reply-to']).toBe(email);
    expect(toInfo!.subject).toBe('[Contacto] Una pregunta');
    expect(toInfo!.text).toContain('Hola, ¿puedo adoptar desde Bilbao?');
    // The receipt goes to whatever address was typed: nothing typed travels with it.
    const receipt = mails.find((mail) => mail.to.includes(email))!;
    expect(receipt.subject).toBe('Hemos recibido tu mensaje');
    for (const typed of ['Raquel', 'Una pregunta', 'Bilbao']) {
      expect(receipt.raw).not.toContain(typed);
      expect(receipt.text).not.toContain(typed);
      expect(receipt.html).not.toContain(typed);
    }
  });

  it('puts the unsubscribe link in the body and the List-Unsubscribe header of newsletter mail', async () => {
    const before = smtp.received.length;
    const email = uniqueEmail('lectora');
    await ctx.app.inject({
      method: 'POST',
      url: '/newsletter/api/subscribers/',
      payload: { name: 'Nuria', email },
      remoteAddress: uniqueIp(),
    });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual([email]);
    const unsubscribe = /https:\/\/huella\.example\/newsletter\/baja\?token=[\w-]{43}/.exec(
      mail!.text,
    )?.[0];
    expect(unsubscribe).toBeTruthy();
    expect(mail!.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    // Whoever typed the address may not own it: the name typed with it is not in the mail.
    expect(mail!.raw).not.toContain('Nuria');
    expect(mail!.text).toContain('Hola:');
  });
});

describe('mail without SMTP (the outbox)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ PUBLIC_URL: 'https://huella.example' });
  });
  afterAll(() => ctx.close());

  it('writes each message to DATA_DIR/outbox as JSON and .eml', async () => {
    const user = await createUser(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/users/api/password-reset/',
      payload: { email: user.email },
      remoteAddress: uniqueIp(),
    });
    await ctx.app.mailer.flush();
    expect(ctx.config.outboxDir).toBe(path.join(ctx.config.dataDir, 'outbox'));
    const files = (await readdir(ctx.config.outboxDir)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(
      // When it was queued, its place in the queue, its subject.
      /^\d{4}-\d{2}-\d{2}T[\d-]+Z-\d{8}-restablece-tu-contrasena-de-huella\.eml$/,
    );
    expect(files[1]).toBe(files[0]!.replace(/\.eml$/, '.json'));

    const json = JSON.parse(await readFile(path.join(ctx.config.outboxDir, files[1]!), 'utf8'));
    expect(Object.keys(json).sort()).toEqual(['date', 'html', 'links', 'subject', 'text', 'to']);
    expect(json.to).toBe(user.email);
    expect(json.links[0]).toMatch(
      /^https:\/\/huella\.example\/recuperar-contrasena\/nueva\?token=/,
    );
    const eml = await readFile(path.join(ctx.config.outboxDir, files[0]!), 'utf8');
    expect(eml).toContain(`To: ${user.email}`);
  });
});
