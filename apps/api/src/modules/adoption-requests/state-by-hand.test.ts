import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptionRequestsMessages } from '@huella/shared/messages';
import type { AdoptionRequest } from '@huella/shared/schemas/adoption-requests';
import type { ChatStreamEvent } from '@huella/shared/schemas/chat';
import { buildTestApp, type TestContext } from '../../test/helper';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import {
  applied,
  moved,
  person,
  petRow,
  REQUESTS_URL,
  shelterWithPet,
  type Person,
} from './test-support';

const notes = adoptionRequestsMessages.notes;

let smtp: TestSmtpServer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://huella.example' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const changePet = (who: Person, id: number, payload: object, method: 'PATCH' | 'PUT' = 'PATCH') =>
  ctx.app.inject({ method, url: `/pets/api/pets/${id}/`, headers: who.headers, payload });

const readRequest = async (who: Person, id: number) =>
  (
    await ctx.app.inject({ url: `${REQUESTS_URL}${id}/`, headers: who.headers })
  ).json<AdoptionRequest>();

async function mailsTo(address: string) {
  await ctx.app.mailer.flush();
  return smtp.received.filter((mail) => mail.to.includes(address));
}

describe('changing an animal’s state by hand while it has open requests', () => {
  it('is refused with a 409 that says how many requests it would close, and changes nothing', async () => {
    const { member, pet } = await shelterWithPet(ctx.app);
    const [ana, luis] = [await person(ctx.app), await person(ctx.app)];
    const first = await applied(ctx.app, ana, pet.id);
    await applied(ctx.app, luis, pet.id);

    for (const state of ['adoptada', 'pendiente']) {
      const response = await changePet(member, pet.id, { state, name: 'Otro nombre' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error:
          'Este animal tiene 2 solicitudes de adopción abiertas. Si cambias su estado, las cerraremos con una nota amable y avisaremos a quienes las enviaron. Si la adopción viene de una solicitud aceptada, complétala desde Solicitudes.',
        message:
          'Este animal tiene 2 solicitudes de adopción abiertas. Si cambias su estado, las cerraremos con una nota amable y avisaremos a quienes las enviaron. Si la adopción viene de una solicitud aceptada, complétala desde Solicitudes.',
        code: 'open_adoption_requests',
      });
    }
    const row = await petRow(ctx.app, pet.id);
    expect([row.state, row.name]).toEqual(['en_adopcion', 'Luna']);
    expect((await readRequest(ana, first.id)).state).toBe('pendiente');
    // An explicit "no" is the same as not confirming.
    expect(
      (await changePet(member, pet.id, { state: 'adoptada', close_open_requests: false }))
        .statusCode,
    ).toBe(409);
  });

  it('closes every open request when confirmed, with the platform’s note, a mail and a live update', async () => {
    const { member, pet } = await shelterWithPet(ctx.app);
    const ana = await person(ctx.app, { firstName: 'Ana', lastName: 'Sanz' });
    const luis = await person(ctx.app);
    const anaRequest = await applied(ctx.app, ana, pet.id);
    const luisRequest = await moved(
      ctx.app,
      member,
      (await applied(ctx.app, luis, pet.id)).id,
      'review',
    );
    const live: ChatStreamEvent[] = [];
    const stop = ctx.app.realtime.subscribe(ana.user.id, {
      send: (event) => live.push(event),
      reset: () => {},
    });

    const response = await changePet(member, pet.id, {
      state: 'adoptada',
      close_open_requests: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().state).toBe('adoptada');

    for (const [who, request, from] of [
      [ana, anaRequest, 'pendiente'],
      [luis, luisRequest, 'en_revision'],
    ] as const) {
      const now = await readRequest(who, request.id);
      expect(now.state).toBe('rechazada');
      expect(now.actions).toEqual([]);
      expect(now.events.at(-1)).toMatchObject({
        from_state: from,
        to_state: 'rechazada',
        author: null,
        author_side: null,
        note: notes.closedByAdoption,
      });
    }

    const [mail] = await mailsTo(ana.user.email).then((mails) =>
      mails.filter((m) => m.subject === 'Tu solicitud para adoptar a Luna: Rechazada'),
    );
    expect(mail!.text).toContain('Hola, Ana Sanz:');
    expect(mail!.text).toContain(notes.closedByAdoption);
    expect(mail!.text).toContain(
      `https://huella.example/dashboard?seccion=solicitudes&solicitud=${anaRequest.id}`,
    );

    for (let i = 0; i < 100 && live.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(live).toEqual([
      {
        type: 'request',
        request_id: anaRequest.id,
        state: 'rechazada',
        conversation_id: anaRequest.conversation_id,
      },
    ]);
    stop();
  });

  it('through PUT (the announcement form) too, with the reservation’s own note', async () => {
    const { member, shelter, pet } = await shelterWithPet(ctx.app);
    const ana = await person(ctx.app);
    const request = await applied(ctx.app, ana, pet.id);
    const form = { name: 'Luna', kind: 'perro', shelter: shelter.id, state: 'pendiente' };

    expect((await changePet(member, pet.id, form, 'PUT')).statusCode).toBe(409);
    const confirmed = await changePet(
      member,
      pet.id,
      { ...form, close_open_requests: 'true' },
      'PUT',
    );
    expect(confirmed.statusCode).toBe(200);
    const now = await readRequest(ana, request.id);
    expect(now.state).toBe('rechazada');
    expect(now.events.at(-1)!.note).toBe(notes.closedByReservation);
  });

  it('back en adopción closes only the accepted request; the others go on', async () => {
    const { member, pet } = await shelterWithPet(ctx.app);
    const [ana, luis] = [await person(ctx.app), await person(ctx.app)];
    const first = await applied(ctx.app, ana, pet.id);
    const waiting = await applied(ctx.app, luis, pet.id);
    const accepted = await moved(ctx.app, member, first.id, 'accept');
    expect((await petRow(ctx.app, pet.id)).state).toBe('pendiente');

    const refused = await changePet(member, pet.id, { state: 'en_adopcion' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('Este animal tiene 1 solicitud de adopción abierta.');

    const response = await changePet(member, pet.id, {
      state: 'en_adopcion',
      close_open_requests: true,
    });
    expect(response.statusCode).toBe(200);
    const closed = await readRequest(ana, accepted.id);
    expect(closed.state).toBe('rechazada');
    expect(closed.events.at(-1)!.note).toBe(notes.closedByRelisting);
    expect((await readRequest(luis, waiting.id)).state).toBe('pendiente');
  });

  it('needs no confirmation when no request is open, or when the state stays', async () => {
    const { member, pet } = await shelterWithPet(ctx.app);
    const ana = await person(ctx.app);
    const request = await applied(ctx.app, ana, pet.id);
    // The same state and other fields: nothing to close.
    expect(
      (await changePet(member, pet.id, { state: 'en_adopcion', name: 'Lunita' })).statusCode,
    ).toBe(200);
    await moved(ctx.app, member, request.id, 'reject');
    expect((await changePet(member, pet.id, { state: 'adoptada' })).statusCode).toBe(200);
    expect((await petRow(ctx.app, pet.id)).state).toBe('adoptada');
  });
});
