import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptionRequestsMessages } from '@huella/shared/messages';
import { buildTestApp, type TestContext } from '../../test/helper';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { act, applied, apply, moved, person, shelterWithPet } from './test-support';

let smtp: TestSmtpServer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await buildTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://huella.example',
    MAIL_FROM: 'Huella <no-responder@huella.example>',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** What reached the SMTP server for one address, once every background mail is sent. */
async function mailsTo(address: string) {
  await ctx.app.mailer.flush();
  return smtp.received.filter((mail) => mail.to.includes(address));
}

describe('the shelter hears of a new request', () => {
  it('at its own address, with the message and the link to Refugios', async () => {
    const { shelter, pet } = await shelterWithPet(ctx.app);
    const adopter = await person(ctx.app, { firstName: 'Lucía', lastName: 'Martín' });
    const request = await applied(ctx.app, adopter, pet.id);

    const [mail, ...others] = await mailsTo(shelter.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Nueva solicitud de adopción para Luna');
    expect(mail!.text).toContain(`Hola, ${shelter.name}:`);
    expect(mail!.text).toContain(`Lucía Martín quiere adoptar a Luna`);
    expect(mail!.text).toContain('Nos encantaría darle un hogar a este animal.');
    expect(mail!.text).toContain(
      `https://huella.example/dashboard?seccion=recibidas&solicitud=${request.id}`,
    );
  });

  it('through its administrators when it has no address, not its plain members', async () => {
    const { admin, member, pet } = await shelterWithPet(ctx.app, { shelterEmail: '' });
    await applied(ctx.app, await person(ctx.app), pet.id);

    const [mail] = await mailsTo(admin.user.email);
    expect(mail!.subject).toBe('Nueva solicitud de adopción para Luna');
    expect(mail!.text).toContain('Hola, Marta Gil:');
    expect(await mailsTo(member.user.email)).toEqual([]);
  });

  it('and not when the request is refused', async () => {
    const { shelter, member, pet } = await shelterWithPet(ctx.app);
    expect((await apply(ctx.app, member, pet.id)).statusCode).toBe(403);
    expect(await mailsTo(shelter.email)).toEqual([]);
  });
});

describe('the applicant hears of every move the shelter makes', () => {
  it('with the new state, the shelter’s note and the link to their requests', async () => {
    const { member, pet } = await shelterWithPet(ctx.app);
    const adopter = await person(ctx.app, { firstName: 'Lucía', lastName: 'Martín' });
    const request = await applied(ctx.app, adopter, pet.id);

    await moved(ctx.app, member, request.id, 'review');
    const response = await act(ctx.app, member, request.id, 'reject', 'Necesita un jardín.');
    expect(response.statusCode).toBe(200);

    // Background mails may arrive in any order.
    const mails = await mailsTo(adopter.user.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Tu solicitud para adoptar a Luna: En revisión',
      'Tu solicitud para adoptar a Luna: Rechazada',
    ]);
    const rejected = mails.find((mail) => mail.subject.endsWith('Rechazada'))!;
    expect(rejected.text).toContain('Hola, Lucía Martín:');
    expect(rejected.text).toContain(adoptionRequestsMessages.mails.changed.byState.rechazada);
    expect(rejected.text).toContain('> Necesita un jardín.');
    expect(rejected.text).toContain(
      `https://huella.example/dashboard?seccion=solicitudes&solicitud=${request.id}`,
    );
  });

  it('but not of their own withdrawal', async () => {
    const { pet } = await shelterWithPet(ctx.app);
    const adopter = await person(ctx.app);
    const request = await applied(ctx.app, adopter, pet.id);
    await moved(ctx.app, adopter, request.id, 'withdraw');
    expect(await mailsTo(adopter.user.email)).toEqual([]);
  });

  it('and the others are told kindly when the animal is adopted by someone else', async () => {
    const { member, pet } = await shelterWithPet(ctx.app);
    const chosen = await person(ctx.app);
    const other = await person(ctx.app);
    const chosenRequest = await applied(ctx.app, chosen, pet.id);
    const otherRequest = await applied(ctx.app, other, pet.id);

    await moved(ctx.app, member, chosenRequest.id, 'accept', 'complete');

    expect((await mailsTo(chosen.user.email)).map((mail) => mail.subject).sort()).toEqual([
      'Tu solicitud para adoptar a Luna: Aceptada',
      'Tu solicitud para adoptar a Luna: Completada',
    ]);
    const [closed, ...more] = await mailsTo(other.user.email);
    expect(more).toEqual([]);
    expect(closed!.subject).toBe('Tu solicitud para adoptar a Luna: Rechazada');
    expect(closed!.text).toContain('Este animal ya ha encontrado familia');
    expect(closed!.text).toContain(`solicitud=${otherRequest.id}`);
  });
});

describe('a mail server that is down', () => {
  it('never fails the request', async () => {
    const down = await startSmtpServer();
    await down.close();
    const broken = await buildTestApp({ SMTP_URL: down.url });
    try {
      const { member, pet } = await shelterWithPet(broken.app);
      const adopter = await person(broken.app);
      const request = await applied(broken.app, adopter, pet.id);
      expect((await act(broken.app, member, request.id, 'accept')).statusCode).toBe(200);
      await broken.app.mailer.flush();
    } finally {
      await broken.close();
    }
  });
});
