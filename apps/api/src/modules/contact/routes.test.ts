import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import {
  bearer,
  createUser,
  loginAs,
  mailsTo,
  readOutbox,
  uniqueEmail,
  uniqueIp,
} from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ INFO_MAILBOX: 'buzon@huella.example' });
});
afterAll(() => ctx.close());

const send = (payload: object, options: { headers?: Record<string, string>; ip?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/contact/api/messages/',
    payload,
    headers: options.headers ?? {},
    remoteAddress: options.ip ?? uniqueIp(),
  });

const message = (overrides: object = {}) => ({
  name: 'Carmen López',
  email: uniqueEmail('carmen'),
  subject: 'Quiero colaborar',
  message: 'Hola, me gustaría ser voluntaria los fines de semana.',
  website: '',
  ...overrides,
});

const stored = (email: string) =>
  ctx.app.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /contact/api/messages/', () => {
  it('stores the message, mails the info mailbox (Reply-To the sender) and acknowledges', async () => {
    const input = message();
    const response = await send(input, { ip: '203.0.113.7' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      detail: 'Gracias por escribirnos. Hemos recibido tu mensaje y te responderemos pronto.',
    });

    const [row] = await stored(input.email);
    expect(row).toMatchObject({
      name: input.name,
      subject: input.subject,
      message: input.message,
      userId: null,
      ip: '203.0.113.7',
    });

    const toInfo = (await mailsTo(ctx.app, 'buzon@huella.example')).find(
      (mail) => mail.replyTo === input.email,
    );
    expect(toInfo!.subject).toBe('[Contacto] Quiero colaborar');
    expect(toInfo!.text).toContain(input.message);
    expect(toInfo!.text).toContain(input.email);

    const [ack] = await mailsTo(ctx.app, input.email);
    expect(ack!.subject).toBe('Hemos recibido tu mensaje');
    expect(ack!.text).toContain('Hola, Carmen López:');
    expect(ack!.text).toContain(input.message);
  });

  it('remembers who sent it when signed in', async () => {
    const user = await createUser(ctx.app);
    const input = message();
    await send(input, { headers: bearer(await loginAs(ctx.app, user)) });
    expect((await stored(input.email))[0]!.userId).toBe(user.id);
  });

  it('escapes what people write in the HTML of the mails', async () => {
    const input = message({
      name: '<b>Mala</b>',
      subject: 'Hola <img src=x onerror=alert(1)>',
      message: '<script>alert(1)</script> y más',
    });
    await send(input);
    const mails = (await readOutbox(ctx.app)).filter(
      (mail) => mail.to === input.email || mail.replyTo === input.email,
    );
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
  });

  it('answers a bot that fills the honeypot as usual, but keeps and sends nothing', async () => {
    const input = message({ website: 'https://spam.example' });
    const response = await send(input);
    expect(response.statusCode).toBe(201);
    expect(await stored(input.email)).toEqual([]);
    expect(await mailsTo(ctx.app, input.email)).toEqual([]);
    expect((await readOutbox(ctx.app)).some((mail) => mail.replyTo === input.email)).toBe(false);
  });

  it('validates every field in Spanish', async () => {
    const response = await send({
      name: '',
      email: 'x',
      subject: 'a'.repeat(201),
      message: 'corto',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: ['Este campo es obligatorio'],
      email: ['Correo inválido'],
      subject: ['No puede tener más de 200 caracteres.'],
      message: ['El mensaje debe tener al menos 10 caracteres.'],
    });
    const long = await send(message({ name: 'n'.repeat(151), message: 'm'.repeat(5001) }));
    expect(long.json().fields).toEqual({
      name: ['No puede tener más de 150 caracteres.'],
      message: ['No puede tener más de 5000 caracteres.'],
    });
    const missing = await send({});
    expect(missing.json().fields).toEqual({
      name: ['Este campo es obligatorio'],
      email: ['Este campo es obligatorio'],
      subject: ['Este campo es obligatorio'],
      message: ['Este campo es obligatorio'],
    });
  });

  it('accepts 10 and 5000 characters exactly', async () => {
    expect((await send(message({ message: 'a'.repeat(10) }))).statusCode).toBe(201);
    expect((await send(message({ message: 'a'.repeat(5000) }))).statusCode).toBe(201);
  });
});
