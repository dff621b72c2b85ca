/** The HTTP contract every route shares: errors, limits, trailing slashes, CORS, OpenAPI. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { buildApp } from './app';
import { bearer, createUser, sessionAccessToken, uniqueIp } from './test/factories';
import { buildTestApp, openTestDatabase, testConfig, type TestContext } from './test/helper';

const routes: RouteOptions[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp(
    { CORS_ORIGINS: 'https://web.example, https://otra.example' },
    {
      onRoute: (route) => void routes.push(route),
    },
  );
});
afterAll(() => ctx.close());

const login = (payload: string | object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/users/api/login/',
    payload,
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress: uniqueIp(),
  });

describe('errors', () => {
  it('answers malformed JSON with a Spanish 400', async () => {
    const response = await login('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'El cuerpo de la petición no es un JSON válido.',
      message: 'El cuerpo de la petición no es un JSON válido.',
      code: 'malformed_json',
    });
  });

  it('answers a JSON body over 1 MB with a Spanish 413', async () => {
    const response = await login({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'El cuerpo de la petición es demasiado grande (máximo 1 MB).',
      message: 'El cuerpo de la petición es demasiado grande (máximo 1 MB).',
      code: 'body_too_large',
    });
  });

  it('answers another content type with a Spanish 415', async () => {
    const response = await login('<email>a</email>', { 'content-type': 'application/xml' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'Tipo de contenido no admitido.',
      message: 'Tipo de contenido no admitido.',
      code: 'unsupported_media_type',
    });
  });

  it('names each missing or mistyped field in Spanish', async () => {
    const missing = await login({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'Este campo es obligatorio',
      message: 'Este campo es obligatorio',
      code: 'validation_error',
      fields: { email: ['Este campo es obligatorio'], password: ['Este campo es obligatorio'] },
    });
    const mistyped = await login({ email: 42, password: ['x'] });
    expect(mistyped.json().fields).toEqual({
      email: ['Correo inválido'],
      password: ['El valor no tiene el tipo esperado.'],
    });
  });

  it('names each field a body may not have, never echoing the names in its message', async () => {
    const user = await createUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/chat/api/conversations/',
      headers: bearer({ access: await sessionAccessToken(ctx.app, user.id) }),
      payload: { pet: 1, 'is=the error': true, extra: 2 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Campo no permitido.',
      message: 'Campo no permitido.',
      code: 'validation_error',
      fields: { 'is=the error': ['Campo no permitido.'], extra: ['Campo no permitido.'] },
    });
  });

  it('names fields called like an object’s own properties as any other (a Spanish 400, not a 500)', async () => {
    const user = await createUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/chat/api/conversations/',
      headers: bearer({ access: await sessionAccessToken(ctx.app, user.id) }),
      payload: { pet: 1, constructor: 1, toString: 'x', hasOwnProperty: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      constructor: ['Campo no permitido.'],
      toString: ['Campo no permitido.'],
      hasOwnProperty: ['Campo no permitido.'],
    });
  });

  it('puts zod’s own messages in Spanish too', async () => {
    const user = await createUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/users/api/users/?page=abc',
      headers: bearer({ access: await sessionAccessToken(ctx.app, user.id) }),
    });
    // The token is checked first (before the request is read); the query is what fails here.
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.page[0]).toMatch(/^Entrada inválida: se esperaba número/);
  });

  it('hides the details of an unexpected failure behind a Spanish 500', async () => {
    const { database, drop } = await openTestDatabase();
    const app = await buildApp(testConfig(), { database });
    await database.close(); // every query fails from now on
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/users/api/login/',
        payload: { email: 'ana@example.com', password: 'Huella123' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: 'Ha ocurrido un error inesperado en el servidor. Inténtalo de nuevo más tarde.',
        message: 'Ha ocurrido un error inesperado en el servidor. Inténtalo de nuevo más tarde.',
        code: 'internal_error',
      });
      expect(response.body).not.toMatch(/select|users|stack|PGlite|ECONN|at /i);
    } finally {
      await app.close();
      await drop();
    }
  });

  it('answers a path the router cannot decode with the Spanish error body', async () => {
    for (const url of ['/pets/api/pets/%/', '/api/animals/%FF/', '/media/%zz']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'La dirección solicitada no es válida.',
        message: 'La dirección solicitada no es válida.',
        code: 'bad_url',
      });
    }
  });

  it('refuses an id no row can have (beyond a PostgreSQL integer) with a 400, not a 500', async () => {
    for (const url of ['/pets/api/pets/2147483648/', '/api/animals/?shelter=9007199254740991']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_error');
    }
  });

  it('refuses a NUL character in any text with a Spanish 400 naming the field', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/animals/?q=a%00b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'El texto contiene un carácter no permitido (NUL).',
      message: 'El texto contiene un carácter no permitido (NUL).',
      code: 'invalid_character',
      fields: { q: ['El texto contiene un carácter no permitido (NUL).'] },
    });
  });

  it('answers unknown API paths with a JSON 404, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/users/api/nada/'],
      ['POST', '/newsletter/api/otra-cosa'],
      ['DELETE', '/shelters/api/shelters/my-shelters/'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'La ruta solicitada no existe.',
        message: 'La ruta solicitada no existe.',
        code: 'route_not_found',
      });
    }
  });
});

describe('trailing slashes', () => {
  it('are optional on every route', async () => {
    for (const url of ['/users/api/login', '/users/api/login/']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { email: 'nadie@example.com', password: 'Huella123' },
        remoteAddress: uniqueIp(),
      });
      expect(response.statusCode).toBe(401);
    }
    for (const url of [
      '/users/api/users/me',
      '/users/api/users/me/',
      '/shelters/api/shelters/my-shelters',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).json().code).toBe('unauthorized');
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    ctx.app.inject({
      method: 'OPTIONS',
      url: '/users/api/login/',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('echoes an origin of the CORS_ORIGINS allow-list and exposes the pagination headers', async () => {
    const response = await preflight('https://web.example');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://web.example');
    const get = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://otra.example' },
    });
    expect(get.headers['access-control-allow-origin']).toBe('https://otra.example');
    expect(String(get.headers['access-control-expose-headers'])).toContain('X-Total-Count');
    expect(String(get.headers['access-control-expose-headers'])).toContain('Link');
  });

  it('does not allow any other origin', async () => {
    const response = await preflight('https://malvada.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const get = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://malvada.example' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});

/**
 * The routes anyone may call without a session, by method and path: every
 * other route must say `config: { auth: 'required' }` (plugins/auth.ts). A
 * new route missing from both fails the OpenAPI test below.
 */
const PUBLIC_ROUTES = [
  'GET /healthz',
  'GET /readyz',
  'GET /api/site/legal/',
  'POST /users/api/users/',
  'POST /users/api/login/',
  'POST /users/api/token/refresh/',
  'POST /users/api/logout/',
  'POST /users/api/password-reset/',
  'POST /users/api/password-reset/confirm/',
  'POST /users/api/email-confirmation/',
  'GET /shelters/api/shelters/',
  'GET /shelters/api/shelters/cities/',
  'GET /shelters/api/shelters/:id/',
  'POST /shelters/api/invitations/lookup/',
  'POST /shelters/api/invitations/decline/',
  'POST /newsletter/api/subscribers/',
  'POST /newsletter/api/subscribers/confirm/',
  'POST /newsletter/api/subscribers/unsubscribe/',
  // One click in a saved search's alert (RFC 8058): the token is the authorisation.
  'POST /users/api/saved-searches/unsubscribe/',
  'GET /media/*',
  'GET /api/animals/',
  // Blog comments: the approved thread of a published post.
  'GET /blog/api/posts/:id/comments/',
  'GET /blog/api/posts/',
  'GET /blog/api/taxonomy/',
  'GET /blog/rss.xml',
  'GET /blog/atom.xml',
  // The shop: the catalogue, the donation shelters and a guest's cart priced.
  'GET /shop/api/products/',
  'GET /shop/api/shelters/',
  'POST /shop/api/cart/quote/',
  // Shop: checkout, payments and orders (issue 16). The result page's status, the
  // simulated provider's test form (by its unguessable client secret) and the signed webhooks.
  'GET /shop/api/checkout/config/',
  'GET /shop/api/checkout/session-status/',
  'GET /session-status',
  'GET /shop/api/simulated/sessions/:client_secret/',
  'POST /shop/api/simulated/sessions/:client_secret/pay/',
  'POST /shop/api/webhooks/stripe/',
  'POST /shop/api/webhooks/simulated/',
];
/** The routes open to guests that read a session when one is sent (`auth: 'optional'`). */
const GUEST_OR_USER_ROUTES = [
  'POST /contact/api/messages/',
  'GET /pets/api/pets/',
  'GET /pets/api/pets/:id/',
  'GET /api/animals/:id/',
  'POST /api/animals/:id/report/',
  // Blog comments: guests comment too; a signed-in person's form is filled in.
  'GET /blog/api/posts/:id/comment-form/',
  'POST /blog/api/posts/:id/comments/',
  'GET /blog/api/posts/:id/',
  // The shop: a product's page (staff see any state).
  'GET /shop/api/products/:id/',
  // Shop: checkout, payments and orders (issue 16). Guests check out with their lines;
  // a guest's order opens with the mail's clave.
  'POST /shop/api/checkout/sessions/',
  'POST /create-checkout-session',
  'GET /shop/api/orders/:id/',
];

describe('OpenAPI', () => {
  it('documents every registered route, with tags, a Spanish summary and bearer security where a session is needed', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; summary?: string; security?: unknown }>
      >;
    };
    // The docs themselves and the CORS preflight (OPTIONS *) are not API operations.
    const served = routes.filter(
      (route) => !route.url.startsWith('/api/docs') && route.url !== '*',
    );
    const methods = served.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ route, method: method.toLowerCase() })),
    );
    expect(methods.length).toBeGreaterThan(10);
    for (const { route, method } of methods) {
      // OpenAPI names path parameters {name}, and a trailing wildcard {*}.
      const path = route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
      const operation = document.paths[path]?.[method];
      expect(
        operation,
        `${method.toUpperCase()} ${route.url} is not in the OpenAPI document`,
      ).toBeDefined();
      expect(operation!.tags?.length, `${route.url} has no tag`).toBeGreaterThan(0);
      expect(operation!.summary, `${route.url} has no summary`).toMatch(/[a-záéíóúñ]/i);
      const key = `${method.toUpperCase()} ${route.url}`;
      const auth = route.config?.auth;
      if (auth === 'required') {
        expect(operation!.security, `${key} needs bearer security`).toEqual([{ bearerAuth: [] }]);
      } else {
        const allowlist = auth === 'optional' ? GUEST_OR_USER_ROUTES : PUBLIC_ROUTES;
        expect(
          allowlist,
          `${key} has no auth: 'required' and is not on the ${auth ?? 'public'} allowlist`,
        ).toContain(key);
        expect(
          operation!.security,
          `${key} is open, yet documented with a session`,
        ).toBeUndefined();
      }
    }
    // No stale entries: each allowlisted route exists and is open the way its list says.
    const open = (auth: string | undefined) =>
      methods
        .filter(({ route }) => route.config?.auth === auth)
        .map(({ route, method }) => `${method.toUpperCase()} ${route.url}`)
        .sort();
    expect(open(undefined)).toEqual([...PUBLIC_ROUTES].sort());
    expect(open('optional')).toEqual([...GUEST_OR_USER_ROUTES].sort());
    const documented = Object.values(document.paths).flatMap((operations) =>
      Object.keys(operations),
    );
    expect(documented).toHaveLength(methods.length);
  });

  it('serves the documentation UI', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
