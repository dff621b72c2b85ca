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

    // The receipt goes to an address anyone could have typed: none of the typed text is in it.
    const [ack] = await mailsTo(ctx.app, input.email);
    expect(ack!.subject).toBe('Hemos recibido tu mensaje');
    expect(ack!.text).toContain('Hola:');
    expect(ack!.text).toContain(
      'Si no nos has escrito tú, alguien ha usado tu dirección en nuestro formulario de contacto: ignora este correo.',
    );
    for (const typed of [input.name, input.subject, input.message]) {
      expect(ack!.text).not.toContain(typed);
      expect(ack!.html).not.toContain(typed);
    }
  });

  it('remembers who sent it when signed in', async () => {
    const user = await createUser(ctx.app);
    const input = message();
    await send(input, { headers: bearer(await loginAs(ctx.app, user)) });
    expect((await stored(input.email))[0]!.userId).toBe(user.id);
  });

  it('escapes what people write in the HTML of the mail to the info mailbox', async () => {
    const input = message({
      name: '<b>Mala</b>',
      subject: 'Hola <img src=x onerror=alert(1)>',
      message: '<script>alert(1)</script> y más',
    });
    await send(input);
    const [toInfo, ...more] = (await readOutbox(ctx.app)).filter(
      (mail) => mail.replyTo === input.email,
    );
    expect(more).toEqual([]);
    expect(toInfo!.html).not.toContain('<script>');
    expect(toInfo!.html).not.toContain('<img');
    expect(toInfo!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const [ack] = await mailsTo(ctx.app, input.email);
    expect(ack!.html).not.toContain('alert(1)');
  });

  it('acknowledges at most 3 messages a day to one address, from any IP, and still answers as usual', async () => {
    const victim = uniqueEmail('victima');
    const [local, domain] = victim.split('@');
    // The same inbox, however it is spelled.
    const spellings = [victim, victim.toUpperCase(), ` ${victim} `, `${local}+1@${domain}`];
    for (const email of [...spellings, `${local}+2@${domain}`]) {
      const response = await send(message({ email: email.trim() }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        detail: 'Gracias por escribirnos. Hemos recibido tu mensaje y te responderemos pronto.',
      });
    }
    const receipts = (await readOutbox(ctx.app)).filter(
      (mail) =>
        mail.to.toLowerCase().startsWith(local!) && mail.subject === 'Hemos recibido tu mensaje',
    );
    expect(receipts).toHaveLength(3);
    // Every message is still stored and reaches the info mailbox.
    const forwarded = (await mailsTo(ctx.app, 'buzon@huella.example')).filter((mail) =>
      mail.replyTo?.toLowerCase().startsWith(local!),
    );
    expect(forwarded).toHaveLength(5);
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
