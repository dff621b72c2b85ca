/**
 * A deployment used as people use it, through the HTTP API of a running API
 * process, for the tests of the operator's commands (db:move, backup,
 * restore). Only the first staff account is made in the database, as an
 * operator makes it (the API lets nobody make themselves staff); through the
 * API then: a shelter's administrator registers, confirms her address from
 * the mail and asks to register her shelter, which staff approve (audit log);
 * she publishes an animal with a photo; an adopter registers, keeps it as a
 * favourite, applies to adopt it and talks to the shelter; staff publish a
 * blog post, on which a guest comments and the adopter answers (a comment
 * that refers to another, the schema's self-reference).
 *
 * `observe` reads back, through the API, what those people would check after
 * the deployment moved or was restored.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BLOG_FORM_TOKEN_MIN_AGE_MS } from '@huella/shared/constants';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { answers } from '../modules/adoption-requests/test-support';
import { makeJpeg } from './images';

export interface Account {
  email: string;
  password: string;
}

/** The staff account an operator made; the others come through the API. */
export const STAFF: Account = { email: 'equipo@huella.example', password: 'Personal-2026' };
export const SHELTER_ADMIN: Account = {
  email: 'lucia@refugio.example',
  password: 'Refugio-2026',
};
export const ADOPTER: Account = { email: 'ines@adopta.example', password: 'Traslado-2026' };

/** Makes the staff account straight in the database, as an operator does on a new deployment. */
export async function addStaffAccount(db: Database): Promise<void> {
  await db.insert(users).values({
    email: STAFF.email,
    passwordHash: await hashPassword(STAFF.password),
    firstName: 'Equipo',
    lastName: 'Huella',
    isStaff: true,
    emailConfirmedAt: new Date(),
  });
}

export interface Filled {
  petId: number;
  conversationId: number;
  postId: number;
  /** The photo's 800 px variant, as the API names it (`media/pets/…-800.webp`). */
  photo: string;
}

export function apiClient(url: string) {
  const call = async (
    method: string,
    route: string,
    options: { token?: string; json?: unknown; form?: FormData } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    return fetch(`${url}${route}`, { method, headers, body });
  };
  /** The answer's JSON, failing with its body unless it has the expected status. */
  const expectJson = async <T>(response: Response, status: number): Promise<T> => {
    const text = await response.text();
    if (response.status !== status) {
      throw new Error(`${response.url}: ${response.status}, not ${status}: ${text.slice(0, 500)}`);
    }
    return JSON.parse(text) as T;
  };
  const send = <T>(method: string, route: string, token: string | undefined, json: unknown) =>
    call(method, route, { token, json }).then((response) =>
      expectJson<T>(response, method === 'POST' ? 201 : 200),
    );
  return {
    call,
    expectJson,
    get: <T>(route: string, token?: string) =>
      call('GET', route, { token }).then((response) => expectJson<T>(response, 200)),
    /** POST expecting 201 Created. */
    create: <T>(route: string, token: string | undefined, json: unknown) =>
      send<T>('POST', route, token, json),
    /** POST expecting 200 (an action on something that exists). */
    act: <T>(route: string, token: string | undefined, json: unknown) =>
      call('POST', route, { token, json }).then((response) => expectJson<T>(response, 200)),
    async signIn(account: Account): Promise<string> {
      const response = await call('POST', '/users/api/login/', {
        json: { email: account.email, password: account.password },
      });
      return (await expectJson<{ access: string }>(response, 200)).access;
    },
  };
}

/** The newest mail in DATA_DIR/outbox to `to`, waiting for it to be written. */
async function mailTo(dataDir: string, to: string): Promise<{ links: string[] }> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const names = (await readdir(outbox).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    for (const name of names) {
      const mail = JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as {
        to: string;
        links: string[];
      };
      if (mail.to === to) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Registers an account and confirms it from the link mailed to it; answers its token. */
async function register(
  api: ReturnType<typeof apiClient>,
  dataDir: string,
  account: Account,
  firstName: string,
): Promise<string> {
  await api.create('/users/api/users/', undefined, {
    first_name: firstName,
    last_name: 'Prueba',
    ...account,
  });
  const link = (await mailTo(dataDir, account.email)).links.find((href) => href.includes('token='));
  const token = new URL(link!).searchParams.get('token');
  await api.act('/users/api/email-confirmation/', undefined, { token });
  return api.signIn(account);
}

/** Fills a running API process whose DATA_DIR (for its outbox) is `dataDir`. */
export async function fillThroughApi(url: string, dataDir: string): Promise<Filled> {
  const api = apiClient(url);
  const staffToken = await api.signIn(STAFF);
  const post = await api.create<{ id: number }>('/blog/api/staff/posts/', staffToken, {
    titulo: 'Cómo preparar la casa para un perro adoptado',
    contenido: '<p>Un rincón tranquilo, su cama y paciencia.</p>',
    categorias: ['Adopciones Responsables'],
    estado: 'publicado',
  });
  // A comment is taken only on a form shown a few seconds before (anti-spam).
  const { form_token } = await api.get<{ form_token: string }>(
    `/blog/api/posts/${post.id}/comment-form/`,
  );
  const commentsFrom = Date.now() + BLOG_FORM_TOKEN_MIN_AGE_MS + 200;

  const shelterToken = await register(api, dataDir, SHELTER_ADMIN, 'Lucía');
  const application = await api.create<{ id: number }>(
    '/shelters/api/applications/',
    shelterToken,
    {
      name: 'Protectora Patitas del Sur',
      kind: 'Protectora',
      tax_id: 'G28000008',
      registry_number: 'AND-1234',
      address: 'Calle Feria 12',
      city: 'Sevilla',
      province: 'Sevilla',
      postcode: '41003',
      phone: '954 000 000',
      email: 'hola@patitas.example',
      message: 'Somos una protectora con 20 voluntarios.',
    },
  );
  await api.act(`/staff/api/shelter-applications/${application.id}/state/`, staffToken, {
    state: 'aprobada',
    reason: '¡Bienvenidas!',
  });
  const [shelter] = await api.get<{ id: number }[]>(
    '/shelters/api/shelters/my-shelters/',
    shelterToken,
  );
  const form = new FormData();
  for (const [field, value] of Object.entries({
    name: 'Brisa',
    kind: 'perro',
    shelter: String(shelter!.id),
    description: 'Una perra tranquila que se mudó de base de datos sin enterarse.',
  }))
    form.append(field, value);
  form.append(
    'image',
    new Blob([new Uint8Array(await makeJpeg(1200, 900))], { type: 'image/jpeg' }),
    'brisa.jpg',
  );
  const pet = await api.expectJson<{ id: number; image: string }>(
    await api.call('POST', '/pets/api/pets/', { token: shelterToken, form }),
    201,
  );

  const adopterToken = await register(api, dataDir, ADOPTER, 'Inés');
  const { id: adopterId } = await api.get<{ id: number }>('/users/api/users/me/', adopterToken);
  await api.act(`/users/api/users/${adopterId}/add-favourite-pet/`, adopterToken, {
    pet_id: pet.id,
  });
  const request = await api.create<{ conversation_id: number }>(
    '/adoptions/api/requests/',
    adopterToken,
    { pet: pet.id, ...answers() },
  );
  for (const [token, body] of [
    [adopterToken, 'Hola, ¿podría conocer a Brisa este sábado?'],
    [shelterToken, 'Claro, te esperamos el sábado a las 11.'],
    [adopterToken, '¡Perfecto, allí estaré!'],
  ] as const) {
    await api.create(`/chat/api/conversations/${request.conversation_id}/messages/`, token, {
      body,
    });
  }

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, commentsFrom - Date.now())));
  const comment = async (token: string | undefined, text: string, parentId: number | null) => {
    const created = await api.create<{ comment: { id: number } }>(
      `/blog/api/posts/${post.id}/comments/`,
      token,
      { author: 'Carmen', email: 'carmen@lectora.example', text, parentId, form_token },
    );
    await api.act('/blog/api/staff/comments/moderate/', staffToken, {
      ids: [created.comment.id],
      estado: 'aprobado',
    });
    return created.comment.id;
  };
  const first = await comment(undefined, 'Muy útil, gracias.', null);
  await comment(adopterToken, 'A Brisa le encantó su rincón.', first);

  return {
    petId: pet.id,
    conversationId: request.conversation_id,
    postId: post.id,
    photo: pet.image,
  };
}

/** What the shelter's administrator, the adopter and a guest see, read through the API. */
export async function observe(url: string, filled: Filled) {
  const api = apiClient(url);
  const adopterToken = await api.signIn(ADOPTER);
  const shelterToken = await api.signIn(SHELTER_ADMIN);
  const staffToken = await api.signIn(STAFF);
  const list = await api.call('GET', '/pets/api/pets/');
  // Read to the end: a body left half-sent keeps the server's connection, and its
  // graceful stop then waits out its limit (exit code 1).
  await list.text();
  return {
    adopter: await api.get('/users/api/users/me/', adopterToken),
    shelterAdmin: await api.get('/users/api/users/me/', shelterToken),
    pet: await api.get(`/pets/api/pets/${filled.petId}/`, shelterToken),
    favourites: await api.get('/users/api/users/me/favourites/', adopterToken),
    adopterRequests: await api.get('/adoptions/api/requests/mine/', adopterToken),
    shelterInbox: await api.get('/adoptions/api/requests/', shelterToken),
    messages: await api.get(
      `/chat/api/conversations/${filled.conversationId}/messages/`,
      adopterToken,
    ),
    conversations: await api.get('/chat/api/conversations/', adopterToken),
    shelters: await api.get('/shelters/api/shelters/'),
    comments: await api.get(`/blog/api/posts/${filled.postId}/comments/`),
    audit: await api.get('/staff/api/audit/', staffToken),
    listed: list.headers.get('x-total-count'),
  };
}
