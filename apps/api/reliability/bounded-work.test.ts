/**
 * Bounded work per request: a client cannot hold the server with slow bytes or
 * make it queue work without end. Headers or a body trickled a byte at a time
 * (slowloris) are cut by the timeouts, while a slow but real upload and the
 * chat's long event stream are not; a form with too many parts or fields, an
 * over-long field or a field the form does not have is refused with a Spanish
 * 4xx before the rest is read; concurrent big uploads and concurrent password
 * changes never queue more than their bound, the excess is refused at once
 * (503 with Retry-After, or 429 for one account's excess) and everything else
 * is answered, a sign-in included.
 */
import net from 'node:net';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatCast, openAsAdopter, sendMessage } from '../src/modules/chat/test-support';
import sharp from 'sharp';
import { commonMessages, imagesMessages } from '@huella/shared/messages';
import type { Pet } from '@huella/shared/schemas/pets';
import {
  bearer,
  createPet,
  createShelter,
  createUser,
  loginAs,
  TEST_PASSWORD,
  uniqueIp,
} from '../src/test/factories';
import { IMAGE_QUEUE, imageWork } from '../src/lib/images';
import { PASSWORD_QUEUE, passwordWork } from '../src/lib/passwords';
import { buildTestApp, type TestContext } from '../src/test/helper';
import { makePng } from '../src/test/images';
import { multipart } from '../src/test/multipart';
import { openEventStream } from './support/api-processes';

/** What came back on a raw connection, and after how long the server closed it. */
interface RawExchange {
  received: string;
  closedAfterMs: number | undefined;
}

/**
 * Opens a connection, writes `head` at once, then one byte of `trickle` every
 * `everyMs`, and reports what the server answered and when it closed the
 * connection (undefined: still open after `giveUpMs`).
 */
async function trickle(
  port: number,
  head: string,
  trickleBytes: string,
  everyMs: number,
  giveUpMs: number,
): Promise<RawExchange> {
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(Date.now() - started)),
  );
  socket.write(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < trickleBytes.length && socket.writable) socket.write(trickleBytes[sent++]!);
  }, everyMs);
  const closedAfterMs = await Promise.race([
    closed,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), giveUpMs)),
  ]);
  clearInterval(timer);
  socket.destroy();
  return { received, closedAfterMs };
}

describe('timeouts: slow clients are cut, slow uploads and long answers are not', () => {
  const timeouts = {
    HEADERS_TIMEOUT_MS: '1000',
    REQUEST_TIMEOUT_MS: '3000',
    IDLE_TIMEOUT_MS: '1500',
    KEEPALIVE_TIMEOUT_MS: '1000',
  };
  let ctx: TestContext;
  let port: number;

  beforeAll(async () => {
    ctx = await buildTestApp(timeouts);
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => ctx.close());

  it('cuts headers sent a byte at a time once HEADERS_TIMEOUT_MS has passed', async () => {
    const exchange = await trickle(
      port,
      'GET /healthz HTTP/1.1\r\nHost: huella\r\n',
      'X-Slow: ' + 'a'.repeat(100),
      200,
      8000,
    );
    expect(exchange.closedAfterMs).toBeDefined();
    // The headers timeout, plus at most one of Node's one-second checks.
    expect(exchange.closedAfterMs).toBeLessThan(1000 + 1000 + 500);
    expect(exchange.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts a body trickled at one byte a second once REQUEST_TIMEOUT_MS has passed', async () => {
    const body = JSON.stringify({ email: 'lenta@example.com', password: 'Contrasena1' });
    const exchange = await trickle(
      port,
      'POST /users/api/login/ HTTP/1.1\r\nHost: huella\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
      body,
      1000,
      10_000,
    );
    expect(exchange.closedAfterMs).toBeDefined();
    expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(3000);
    expect(exchange.closedAfterMs).toBeLessThan(3000 + 1000 + 500);
    expect(exchange.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that sends nothing at all', async () => {
    const exchange = await trickle(port, '', '', 1000, 8000);
    expect(exchange.closedAfterMs).toBeDefined();
    expect(exchange.closedAfterMs).toBeLessThan(1500 + 1000 + 500);
  });

  it('lets a slow but steady upload finish within REQUEST_TIMEOUT_MS', async () => {
    const user = await createUser(ctx.app);
    const token = bearer(await loginAs(ctx.app, user)).authorization;
    const form = multipart(
      {},
      { filename: 'yo.png', type: 'image/png', content: await makePng(400, 300) },
    );
    // The whole form over about two seconds, in twenty pieces.
    const pieces = 20;
    const size = Math.ceil(form.payload.length / pieces);
    const head =
      'PUT /users/api/users/me/avatar/ HTTP/1.1\r\nHost: huella\r\nConnection: close\r\n' +
      `Authorization: ${token}\r\nContent-Type: ${form.headers['content-type']}\r\n` +
      `Content-Length: ${form.payload.length}\r\n\r\n`;
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(head);
    for (let start = 0; start < form.payload.length; start += size) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.write(form.payload.subarray(start, start + size));
    }
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toContain('"avatar":"media/avatars/');
  });

  it('keeps the chat event stream open past every timeout, and delivers on it', async () => {
    const cast = await chatCast(ctx.app);
    const conversation = await openAsAdopter(ctx.app, cast);
    const stream = await openEventStream(
      `http://127.0.0.1:${port}/chat/api/stream/`,
      cast.admin.headers,
    );
    try {
      // Longer than the request, connection and keep-alive timeouts together.
      await new Promise((resolve) => setTimeout(resolve, 4500));
      const sent = await sendMessage(ctx.app, conversation.id, cast.adopter, 'Sigo aquí');
      const frame = await stream.frame(
        (candidate) => candidate.event === 'message' && candidate.id === String(sent.id),
        'the message sent after the timeouts',
        5000,
      );
      expect(frame.data).toContain('Sigo aquí');
    } finally {
      stream.close();
    }
  });
});

/**
 * Sends the headers of a request whose body is `body`, but only the first
 * `sentBytes` of the body, and waits for an answer without sending the rest:
 * a server that reads everything before judging never answers.
 */
async function answerToPartialBody(
  port: number,
  head: string,
  body: Buffer,
  sentBytes: number,
): Promise<{ status: number; json: unknown } | undefined> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let received = '';
  socket.setEncoding('utf8');
  const answered = new Promise<void>((resolve) =>
    socket.on('data', (chunk: string) => {
      received += chunk;
      const split = received.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      if (split >= 0 && length && received.length - split - 4 >= Number(length)) resolve();
    }),
  );
  socket.write(head + `Content-Length: ${body.length}\r\n\r\n`);
  socket.write(body.subarray(0, sentBytes));
  const done = await Promise.race([
    answered.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 5000)),
  ]);
  socket.destroy();
  if (!done) return undefined;
  const [statusLine = ''] = received.split('\r\n');
  return {
    status: Number(statusLine.split(' ')[1]),
    json: JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4)),
  };
}

describe('multipart forms: bounded, and judged part by part', () => {
  let ctx: TestContext;
  let port: number;
  let member: Record<string, string>;
  let petId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as net.AddressInfo).port;
    const user = await createUser(ctx.app);
    const shelter = await createShelter(ctx.app, { members: [[user.id, 'miembro']] });
    petId = (await createPet(ctx.app, { shelterId: shelter.id, name: 'Canela' })).id;
    member = bearer(await loginAs(ctx.app, user));
  });
  afterAll(() => ctx.close());

  const petName = async () =>
    (
      await ctx.app.inject({ method: 'GET', url: `/pets/api/pets/${petId}/`, headers: member })
    ).json<Pet>().name;

  const patchHead = () =>
    `PATCH /pets/api/pets/${petId}/ HTTP/1.1\r\nHost: huella\r\n` +
    `Authorization: ${member.authorization}\r\n` +
    'Content-Type: multipart/form-data; boundary=----huella-test-boundary\r\n';

  it('refuses a form with too many parts (413, Spanish) and changes nothing', async () => {
    // Every part a field the form has, repeated: only the count is wrong.
    const parts = Array.from(
      { length: 200 },
      (_, index) =>
        `------huella-test-boundary\r\nContent-Disposition: form-data; name="name"\r\n\r\n` +
        `Nombre ${index}\r\n`,
    );
    const payload = Buffer.from(parts.join('') + '------huella-test-boundary--\r\n');
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/pets/api/pets/${petId}/`,
      headers: {
        ...member,
        'content-type': 'multipart/form-data; boundary=----huella-test-boundary',
      },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: commonMessages.errors.tooManyFormFields,
      message: commonMessages.errors.tooManyFormFields,
      code: 'too_many_fields',
    });
    expect(await petName()).toBe('Canela');
  });

  it('refuses a text field the form does not have before the rest of the body arrives', async () => {
    // 16 MB of fields nobody asked for; only the first 64 KB are ever sent.
    const field = 'x'.repeat(16 * 1024);
    const body = multipart(
      Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`relleno${index}`, field])),
    ).payload;
    const answer = await answerToPartialBody(port, patchHead(), body, 64 * 1024);
    expect(answer).toEqual({
      status: 400,
      json: {
        error: commonMessages.errors.unknownField,
        message: commonMessages.errors.unknownField,
        code: 'unknown_field',
        fields: { relleno0: [commonMessages.errors.unknownField] },
      },
    });
    expect(await petName()).toBe('Canela');
  });

  it('refuses a file under a name the form does not have before reading it', async () => {
    const body = multipart(
      { name: 'Con adjunto' },
      {
        name: 'adjunto',
        filename: 'adjunto.png',
        type: 'image/png',
        content: Buffer.alloc(4 * 1024 * 1024, 1),
      },
    ).payload;
    const answer = await answerToPartialBody(port, patchHead(), body, 32 * 1024);
    expect(answer).toEqual({
      status: 400,
      json: {
        error: commonMessages.errors.unknownField,
        message: commonMessages.errors.unknownField,
        code: 'unknown_field',
        fields: { adjunto: [commonMessages.errors.unknownField] },
      },
    });
    expect(await petName()).toBe('Canela');
  });
});

/** Samples a work queue every few milliseconds while `work` runs: the most seen at once. */
async function watchPeak<T>(
  sample: () => { active: number; queued: number },
  work: Promise<T>,
): Promise<{ result: T; peakActive: number; peakQueued: number }> {
  let peakActive = 0;
  let peakQueued = 0;
  const timer = setInterval(() => {
    const now = sample();
    peakActive = Math.max(peakActive, now.active);
    peakQueued = Math.max(peakQueued, now.queued);
  }, 2);
  try {
    return { result: await work, peakActive, peakQueued };
  } finally {
    clearInterval(timer);
  }
}

describe('CPU work: bounded queues, the excess refused at once, the rest answered', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('converts concurrent 40-megapixel uploads one at a time, refusing what the queue cannot hold', async () => {
    // 8000 × 5000: the most pixels an upload may have; a small file, a big decode.
    const big = await sharp({
      create: { width: 8000, height: 5000, channels: 3, background: '#c08040' },
    })
      .png()
      .toBuffer();
    const form = multipart({}, { filename: 'grande.png', type: 'image/png', content: big });
    const upload = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/users/api/users/me/avatar/',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
    // Seven people upload once, one person six times, all at the same moment.
    const people = await Promise.all(
      Array.from({ length: 8 }, async () =>
        bearer(await loginAs(ctx.app, await createUser(ctx.app))),
      ),
    );
    const greedy = people[0]!;
    const requests = [...people, ...Array.from({ length: 5 }, () => greedy)];
    const {
      result: responses,
      peakActive,
      peakQueued,
    } = await watchPeak(
      () => ({ active: imageWork.active, queued: imageWork.queued.low }),
      Promise.all(requests.map((headers) => upload(headers))),
    );

    expect(peakActive).toBeLessThanOrEqual(IMAGE_QUEUE.concurrency);
    expect(peakQueued).toBeLessThanOrEqual(IMAGE_QUEUE.maxQueued);
    const statuses = responses.map((response) => response.statusCode);
    // Everyone got an answer: stored, refused as busy, or over their own share.
    expect(statuses.every((status) => [200, 429, 503].includes(status))).toBe(true);
    const stored = statuses.filter((status) => status === 200).length;
    expect(stored).toBeGreaterThanOrEqual(1);
    expect(stored).toBeLessThanOrEqual(IMAGE_QUEUE.concurrency + IMAGE_QUEUE.maxQueued);
    const busy = responses.filter((response) => response.statusCode === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const response of busy) {
      expect(response.json()).toEqual({
        error: commonMessages.errors.overloaded,
        message: commonMessages.errors.overloaded,
        code: 'overloaded',
      });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The greedy account has at most two conversions at a time; its others are a 429.
    const greedyAnswers = responses.filter((_, index) => requests[index] === greedy);
    expect(greedyAnswers.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(
      IMAGE_QUEUE.maxPerOwner,
    );
    const overShare = greedyAnswers.filter((response) => response.statusCode === 429);
    expect(overShare.length).toBeGreaterThanOrEqual(6 - IMAGE_QUEUE.maxPerOwner - busy.length);
    for (const response of overShare) {
      expect(response.json()).toEqual({
        error: imagesMessages.errors.tooManyUploads,
        message: imagesMessages.errors.tooManyUploads,
        code: 'too_many_requests',
      });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Once the burst is over, an upload is converted again.
    const later = await upload(people[7]!);
    expect(later.statusCode).toBe(200);
  });

  it('bounds concurrent password changes and still signs a person in', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const user = await createUser(ctx.app);
        return { user, headers: bearer(await loginAs(ctx.app, user)) };
      }),
    );
    const signingIn = await createUser(ctx.app);
    const change = (headers: Record<string, string>, index: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/users/api/users/me/change-password/',
        headers,
        payload: { current_password: TEST_PASSWORD, new_password: `Nueva${index}Clave` },
      });
    const burst = Promise.all(accounts.map(({ headers }, index) => change(headers, index)));
    // A sign-in in the middle of the burst goes ahead of the waiting changes.
    const login = ctx.app.inject({
      method: 'POST',
      url: '/users/api/login/',
      payload: { email: signingIn.email, password: TEST_PASSWORD },
      remoteAddress: uniqueIp(),
    });
    const { result, peakActive, peakQueued } = await watchPeak(
      () => ({
        active: passwordWork.active,
        queued: passwordWork.queued.low + passwordWork.queued.high,
      }),
      Promise.all([burst, login]),
    );
    const [changes, signedIn] = result;

    expect(signedIn.statusCode).toBe(200);
    expect(peakActive).toBeLessThanOrEqual(PASSWORD_QUEUE.concurrency);
    expect(peakQueued).toBeLessThanOrEqual(
      PASSWORD_QUEUE.maxQueued.low + PASSWORD_QUEUE.maxQueued.high,
    );
    const statuses = changes.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    const refused = changes.flatMap((response, index) =>
      response.statusCode === 503 ? [{ response, account: accounts[index]! }] : [],
    );
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const { response } of refused) {
      expect(response.json()).toEqual({
        error: commonMessages.errors.overloaded,
        message: commonMessages.errors.overloaded,
        code: 'overloaded',
      });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // A refused change changed nothing: the old password still signs in.
    const { user } = refused[0]!.account;
    await expect(loginAs(ctx.app, user)).resolves.toHaveProperty('access');
  });
});

describe('sign-ins whose clients hang up', () => {
  let ctx: TestContext;
  let port: number;

  beforeAll(async () => {
    // Limits off: this is about the password queue, not the per-address limits.
    ctx = await buildTestApp({ RATE_LIMIT_DISABLED: 'true' });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => ctx.close());

  it('give their places in the password queue back: their passwords are never checked', async () => {
    const user = await createUser(ctx.app);
    const verifications = vi.spyOn(argon2, 'verify');
    // Enough sign-ins to fill every place, each sent whole; then their clients wait.
    const sent = PASSWORD_QUEUE.concurrency + PASSWORD_QUEUE.maxQueued.high;
    const sockets = Array.from({ length: sent }, (_, index) => {
      const body = JSON.stringify({ email: `nadie.${index}@example.com`, password: 'Clave1234' });
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => {});
      socket.write(
        `POST /users/api/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      return socket;
    });
    await expect
      .poll(() => passwordWork.queued.high, { timeout: 10_000, interval: 5 })
      .toBeGreaterThanOrEqual(PASSWORD_QUEUE.maxQueued.high / 2);

    // Every client hangs up with half the queue or more still waiting.
    const checkedBefore = verifications.mock.calls.length;
    const waiting = passwordWork.queued.high;
    for (const socket of sockets) socket.destroy();
    await expect
      .poll(() => passwordWork.active + passwordWork.queued.high, { timeout: 10_000 })
      .toBe(0);
    // What was running, and what started while the server was still hearing of
    // the hang-ups (a few more on a busy machine), was checked; the waiting
    // ones were not (without the signal, every one of them is).
    const checked = verifications.mock.calls.length;
    expect(checked - checkedBefore).toBeLessThanOrEqual(
      PASSWORD_QUEUE.concurrency + Math.floor(waiting / 4),
    );
    expect(checked).toBeLessThan(sent);
    verifications.mockRestore();

    const response = await fetch(`http://127.0.0.1:${port}/users/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    expect(response.status).toBe(200);
  });
});
