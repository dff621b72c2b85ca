/**
 * Huella is neither a mail cannon nor a phishing relay (issue 12, item 4),
 * proved against a real SMTP server on PostgreSQL with two API processes
 * sharing the rate limits:
 * - 60 newsletter sign-ups and 60 contact messages naming one victim's
 *   address, each from another source address and spelled every way that
 *   reaches the same inbox, mail the victim at most 3 times a day each, while
 *   every request is answered as usual;
 * - what the attacker types (names, subjects, messages, links) never reaches
 *   an address nobody has proved to be theirs;
 * - 20 conversations opened at once by one account: 10 are opened, the rest
 *   refused in Spanish; messages in every one of them, and from more
 *   accounts, through both processes, mail each member of the shelter once
 *   per period.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MAIL_INTERVAL_MS } from '@huella/shared/constants';
import { chatMessages, contactMessages, newsletterMessages } from '@huella/shared/messages';
import type { App } from '../src/app';
import { buildSecondInstance, chatCast, sendMessage } from '../src/modules/chat/test-support';
import { createPet, uniqueEmail } from '../src/test/factories';
import { buildTestApp, type TestContext } from '../src/test/helper';
import { startSmtpServer, type TestSmtpServer } from '../src/test/smtp';

// Noon: no daily window ends during the run.
let clock = Date.UTC(2026, 10, 24, 12);
const now = () => clock;

let smtp: TestSmtpServer;
let ctx: TestContext;
let second: { app: App; close(): Promise<void> };

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Counted in PostgreSQL, as in production: the two processes share every limit.
  const env = { SMTP_URL: smtp.url, RATE_LIMIT_STORE: 'database' };
  ctx = await buildTestApp(env, { now });
  second = await buildSecondInstance(ctx, { now }, env);
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
  await smtp?.close();
});

/** The mails that reached the inbox of these spellings, once both processes have sent theirs. */
async function received(addresses: string[]) {
  await Promise.all([ctx.app.mailer.flush(), second.app.mailer.flush()]);
  const wanted = new Set(addresses.map((address) => address.trim().toLowerCase()));
  return smtp.received.filter((mail) => mail.to.some((to) => wanted.has(to.toLowerCase())));
}

let addressSequence = 0;
/** Each request from another address, half of them through each process. */
function fromAnywhere(i: number) {
  addressSequence += 1;
  return {
    app: i % 2 === 0 ? ctx.app : second.app,
    remoteAddress: `198.18.${(addressSequence >> 8) & 255}.${addressSequence & 255}`,
  };
}

/** Every way of writing one inbox's address that reaches it. */
function spellings(victim: string, count: number): string[] {
  const [local, domain] = victim.split('@');
  return Array.from(
    { length: count },
    (_, i) =>
      [victim, victim.toUpperCase(), `${local}+${i}@${domain}`, `${local}+oferta@${domain}`][
        i % 4
      ]!,
  );
}

const PHISHING = 'Tu cuenta caduca hoy: entra en https://huella-verificacion.example/login';

describe('mail to an address nobody has proved', () => {
  it('60 newsletter sign-ups from 60 addresses mail the victim at most 3 times', async () => {
    const victim = uniqueEmail('victima-boletin');
    const addresses = spellings(victim, 60);
    const answers = await Promise.all(
      addresses.map((email, i) => {
        const { app, remoteAddress } = fromAnywhere(i);
        return app.inject({
          method: 'POST',
          url: '/newsletter/api/subscribers/',
          payload: { name: PHISHING, email },
          remoteAddress,
        });
      }),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ detail: newsletterMessages.form.sent });
    }
    const mails = await received(addresses);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThanOrEqual(3);
    for (const mail of mails) {
      expect(mail.raw).not.toContain('huella-verificacion');
      expect(mail.text).not.toContain(PHISHING);
    }
  });

  it('60 contact messages from 60 addresses send the victim at most 3 receipts, with none of the text', async () => {
    const victim = uniqueEmail('victima-contacto');
    const addresses = spellings(victim, 60);
    const answers = await Promise.all(
      addresses.map((email, i) => {
        const { app, remoteAddress } = fromAnywhere(i);
        return app.inject({
          method: 'POST',
          url: '/contact/api/messages/',
          payload: {
            name: 'Banco Seguro',
            email,
            subject: 'Verifica tu cuenta',
            message: PHISHING,
            website: '',
          },
          remoteAddress,
        });
      }),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual({ detail: contactMessages.form.sent });
    }
    const mails = await received(addresses);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThanOrEqual(3);
    for (const mail of mails) {
      for (const typed of ['Banco Seguro', 'Verifica tu cuenta', 'huella-verificacion', 'caduca']) {
        expect(mail.raw).not.toContain(typed);
        expect(mail.text).not.toContain(typed);
        expect(mail.html).not.toContain(typed);
      }
    }
  });
});

describe('the chat as a way to mail a shelter', () => {
  it('20 conversations opened at once: 10 opened, the rest refused; each member mailed once per period', async () => {
    const cast = await chatCast(ctx.app);
    const pets = [
      cast.pet,
      ...(await Promise.all(
        Array.from({ length: 19 }, () => createPet(ctx.app, { shelterId: cast.shelter.id })),
      )),
    ];
    const open = (app: App, who: { headers: Record<string, string> }, pet: number) =>
      app.inject({
        method: 'POST',
        url: '/chat/api/conversations/',
        headers: who.headers,
        payload: { pet },
      });

    const answers = await Promise.all(
      pets.map((pet, i) => open(i % 2 === 0 ? ctx.app : second.app, cast.adopter, pet.id)),
    );
    const opened = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(opened).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const answer of refused) {
      expect(answer.json()).toEqual({
        error: chatMessages.errors.tooManyConversations,
        message: chatMessages.errors.tooManyConversations,
        code: 'too_many_requests',
      });
    }

    // A message in every conversation, from both processes at once, and from two more accounts.
    const ids = opened.map((answer) => answer.json<{ id: number }>().id);
    await Promise.all(
      ids.map((id, i) =>
        sendMessage(i % 2 === 0 ? ctx.app : second.app, id, cast.adopter, `Hola ${i}`),
      ),
    );
    for (const who of [cast.stranger, cast.otherShelterMember]) {
      for (const pet of pets.slice(0, 3)) {
        const answer = await open(second.app, who, pet.id);
        expect(answer.statusCode).toBe(201);
        await sendMessage(ctx.app, answer.json<{ id: number }>().id, who, '¿Sigue disponible?');
      }
    }
    const members = [cast.admin.user.email, cast.member.user.email];
    for (const member of members) expect(await received([member])).toHaveLength(1);

    // The next period brings one more mail each, counting every conversation waiting.
    clock += CHAT_MAIL_INTERVAL_MS;
    await sendMessage(second.app, ids[0]!, cast.adopter, 'Sigo aquí');
    for (const member of members) {
      const mails = await received([member]);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.text).toContain(chatMessages.newMessageMail.unreadConversations(16));
    }
  });
});
