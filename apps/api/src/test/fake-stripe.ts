/**
 * A tiny local fake of Stripe's HTTP API for the Stripe provider's tests (the
 * SDK pointed at it with STRIPE_API_BASE → host/port/protocol): it records
 * every request (method, path, form-decoded body, Idempotency-Key) and answers
 * the few calls the shop makes with Stripe-shaped objects.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form body as sent (`line_items[0][price_data][unit_amount]` → '1295'). */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  /** Make the next calls fail with a 500 (the provider is down). */
  failing: boolean;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const state = { failing: false };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const raw = await readBody(request);
      const form = Object.fromEntries(new URLSearchParams(raw || url.search.slice(1)));
      const header = request.headers['idempotency-key'];
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        form,
        idempotencyKey: typeof header === 'string' ? header : undefined,
        authorization: request.headers.authorization,
      });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(JSON.stringify(body));
      };
      if (state.failing) {
        send(500, { error: { type: 'api_error', message: 'fake outage' } });
        return;
      }
      const path = url.pathname;
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const sessionId = id('cs_test');
        send(200, {
          id: sessionId,
          object: 'checkout.session',
          client_secret: `${sessionId}_secret_${randomBytes(8).toString('hex')}`,
          ui_mode: form.ui_mode,
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: form.client_reference_id,
          metadata: { order_id: form['metadata[order_id]'] },
        });
        return;
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (request.method === 'POST' && expire) {
        send(200, { id: expire[1], object: 'checkout.session', status: 'expired' });
        return;
      }
      const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && intent) {
        send(200, {
          id: intent[1],
          object: 'payment_intent',
          status: 'succeeded',
          latest_charge: {
            id: id('ch'),
            object: 'charge',
            payment_method_details: {
              type: 'card',
              card: { brand: 'mastercard', last4: '4444' },
            },
          },
        });
        return;
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        send(200, {
          id: id('re'),
          object: 'refund',
          amount: Number(form.amount),
          payment_intent: form.payment_intent,
          status: 'succeeded',
        });
        return;
      }
      send(404, { error: { type: 'invalid_request_error', message: `no fake for ${path}` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
