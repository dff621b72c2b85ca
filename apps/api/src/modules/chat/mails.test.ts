import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MAIL_INTERVAL_MS } from '@huella/shared/constants';
import { chatMessages } from '@huella/shared/messages';
import { chatPresence } from '../../db/schema';
import { createPet } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { excerpt } from './mails';
import { PRESENCE_STALE_SECONDS } from './presence-repository';
import {
  buildSecondInstance,
  chatCast,
  eventually,
  openAsAdopter,
  openStream,
  openStreamsOf,
  sendMessage,
} from './test-support';

let ctx: TestContext;
let smtp: TestSmtpServer;
/** The app's clock: the tests move it past the 15 minutes. */
let clock = Date.now();
const PUBLIC_URL = 'https://huella.example';

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL }, { now: () => clock });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** The mails received so far for one address, once every mail the app started has been sent. */
async function mailsTo(address: string) {
  await ctx.app.mailer.flush();
  return smtp.received.filter((mail) => mail.to.includes(address));
}

describe('the "new message" mail', () => {
  it('goes to each reader of the other side with no stream open, with the start of the text, escaped', async () => {
    const cast = await chatCast(ctx.app);
    const { id } = await openAsAdopter(ctx.app, cast);
    const body = `<script>alert("x")</script> ¿Podemos visitar a ${cast.pet.name} el sábado?`;

    await sendMessage(ctx.app, id, cast.adopter, body);

    const adopterName = `${cast.adopter.user.first_name} ${cast.adopter.user.last_name}`;
    for (const member of [cast.admin, cast.member]) {
      const [mail, ...more] = await mailsTo(member.user.email);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe(chatMessages.newMessageMail.subject(adopterName, cast.pet.name));
      const link = `${PUBLIC_URL}/dashboard?seccion=chat&conversacion=${id}`;
      expect(mail!.text).toContain(`> ${body}`);
      expect(mail!.text).toContain(link);
      expect(mail!.html).not.toContain('<script>');
      expect(mail!.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    }
    // Nobody mails the sender, nor anyone outside the conversation.
    expect(await mailsTo(cast.adopter.user.email)).toEqual([]);
    expect(await mailsTo(cast.otherShelterMember.user.email)).toEqual([]);
  });

  it('names the shelter when the shelter writes, and quotes only the start of a long text', async () => {
    const cast = await chatCast(ctx.app);
    const { id } = await openAsAdopter(ctx.app, cast);
    const long = `${'Tenemos muchas novedades. '.repeat(40)}FINAL`;
    await sendMessage(ctx.app, id, cast.member, long);

    const [mail] = await mailsTo(cast.adopter.user.email);
    expect(mail!.subject).toBe(
      chatMessages.newMessageMail.subject(cast.shelter.name, cast.pet.name),
    );
    expect(excerpt(long).endsWith('…')).toBe(true);
    expect(mail!.text).not.toContain('FINAL');
    expect(mail!.text.replace(/\n> /g, '\n')).toContain(excerpt(long));
  });

  it('is not sent to a reader with a stream open, on this process or another', async () => {
    const cast = await chatCast(ctx.app);
    const { id } = await openAsAdopter(ctx.app, cast);
    const second = await buildSecondInstance(ctx, { now: () => clock }, { SMTP_URL: smtp.url });
    await second.app.listen({ host: '127.0.0.1', port: 0 });
    const here = await openStream(ctx.app, cast.admin.headers);
    const there = await openStream(second.app, cast.member.headers);
    try {
      await Promise.all([here.ready(), there.ready()]);
      await sendMessage(ctx.app, id, cast.adopter, 'Hola, ¿estáis ahí?');
      await there.waitForEvents(1);
      expect(await mailsTo(cast.admin.user.email)).toEqual([]);
      expect(await mailsTo(cast.member.user.email)).toEqual([]);

      // Once the member closes their window, the next message reaches them by mail.
      there.close();
      await eventually(
        async () => (await openStreamsOf(ctx.app, cast.member.user.id)) === 0,
        'the member counted as gone',
      );
      await sendMessage(ctx.app, id, cast.adopter, '¿Hola?');
      expect(await mailsTo(cast.member.user.email)).toHaveLength(1);
      expect(await mailsTo(cast.admin.user.email)).toEqual([]);
    } finally {
      here.close();
      there.close();
      await second.close();
    }
  });

  it('ignores the presence left by a process that stopped without cleaning up', async () => {
    const cast = await chatCast(ctx.app);
    const { id } = await openAsAdopter(ctx.app, cast);
    // A process that died with the adopter's window open, its heartbeat long gone.
    await ctx.app.db.insert(chatPresence).values({
      userId: cast.adopter.user.id,
      instance: 'proceso-caido',
      connections: 1,
      seenAt: sql`now() - make_interval(secs => ${PRESENCE_STALE_SECONDS + 60})`,
    });
    await sendMessage(ctx.app, id, cast.member, '¿Sigues ahí?');
    expect(await mailsTo(cast.adopter.user.email)).toHaveLength(1);
  });

  it('is sent at most once every 15 minutes per reader', async () => {
    const cast = await chatCast(ctx.app);
    const { id } = await openAsAdopter(ctx.app, cast);
    const other = await chatCast(ctx.app);
    const { id: otherId } = await openAsAdopter(ctx.app, other);

    await sendMessage(ctx.app, id, cast.member, 'Uno');
    await sendMessage(ctx.app, id, cast.admin, 'Dos');
    expect(await mailsTo(cast.adopter.user.email)).toHaveLength(1);

    clock += CHAT_MAIL_INTERVAL_MS - 1000;
    await sendMessage(ctx.app, id, cast.member, 'Tres');
    expect(await mailsTo(cast.adopter.user.email)).toHaveLength(1);
    // Another reader has their own 15 minutes.
    await sendMessage(ctx.app, otherId, other.member, 'En otra conversación');
    expect(await mailsTo(other.adopter.user.email)).toHaveLength(1);

    clock += 1000;
    await sendMessage(ctx.app, id, cast.member, 'Cuatro');
    const mails = await mailsTo(cast.adopter.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('> Cuatro');
  });

  it('is sent once per reader for every conversation together, and says how many are waiting', async () => {
    const cast = await chatCast(ctx.app);
    // One adopter opens five conversations with the shelter and writes in each one.
    const pets = [
      cast.pet,
      ...(await Promise.all(
        Array.from({ length: 4 }, () => createPet(ctx.app, { shelterId: cast.shelter.id })),
      )),
    ];
    const ids: number[] = [];
    for (const pet of pets) {
      const opened = await ctx.app.inject({
        method: 'POST',
        url: '/chat/api/conversations/',
        headers: cast.adopter.headers,
        payload: { pet: pet.id },
      });
      ids.push(opened.json<{ id: number }>().id);
    }
    for (const [index, id] of ids.entries()) {
      await sendMessage(ctx.app, id, cast.adopter, `Mensaje ${index + 1}`);
    }
    for (const reader of [cast.admin, cast.member]) {
      const [mail, ...more] = await mailsTo(reader.user.email);
      expect(more).toEqual([]);
      expect(mail!.text).toContain('> Mensaje 1');
      expect(mail!.text).not.toContain('conversaciones.');
    }

    // Fifteen minutes later, the next message brings one mail that counts them all.
    clock += CHAT_MAIL_INTERVAL_MS;
    await sendMessage(ctx.app, ids[2]!, cast.adopter, 'Otra vez');
    for (const reader of [cast.admin, cast.member]) {
      const mails = await mailsTo(reader.user.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.text).toContain('> Otra vez');
      expect(mails[1]!.text).toContain(chatMessages.newMessageMail.unreadConversations(5));
      expect(mails[1]!.text).toContain(chatMessages.newMessageMail.frequency);
    }
  });

  it('is sent once when two processes handle two messages at the same moment', async () => {
    const cast = await chatCast(ctx.app);
    const { id } = await openAsAdopter(ctx.app, cast);
    const second = await buildSecondInstance(ctx, { now: () => clock }, { SMTP_URL: smtp.url });
    try {
      await Promise.all([
        sendMessage(ctx.app, id, cast.member, 'Desde aquí'),
        sendMessage(second.app, id, cast.admin, 'Desde allí'),
      ]);
      // Whichever process took the mail hands it to its queue in the background: wait for both.
      await Promise.all([ctx.app.mailer.flush(), second.app.mailer.flush()]);
      expect(await mailsTo(cast.adopter.user.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
