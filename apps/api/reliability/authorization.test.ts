/**
 * The authorisation matrix: every operation of the OpenAPI document, tried by
 * seven people (a guest, a signed-in stranger, an administrator of another
 * shelter, a plain member and an administrator of the shelter the data
 * belongs to, Huella staff, and the adopter whose account, request and
 * conversation are at stake), each against the status written in the table.
 * Each attempt runs on a world of its own, so one success never changes what
 * the next person finds; a refused attempt must leave every table as it was,
 * and lists show each person only their own rows. A test fails when an
 * operation has no row.
 *
 * Rate limits are switched off (RATE_LIMIT_DISABLED): with seven people per
 * row from one address, a 429 would hide the answer being checked.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  blogPostRevisions,
  blogPosts,
  favourites,
  favouriteUpdates,
  mailJobs,
  orders,
  petReports,
  pets,
  shelterApplications,
  shelterInvitations,
  users,
} from '../src/db/schema';
import { hashToken, newSecretToken } from '../src/lib/secret-tokens';
import { createPet, createPetPhoto } from '../src/test/factories';
import { makePng } from '../src/test/images';
import { buildTestApp } from '../src/test/helper';
import { catalogue, fillPath, routeRecorder, tableGaps } from './support/endpoints';
import { buildWorld, refreshTokenOf, ROLES, type Role, type World } from './support/roles';
import { settledSnapshot } from './support/snapshot';
// Shop: checkout, payments and orders (issue 16).
import { SHIPPING } from '../src/modules/orders/test-support';
import { answers } from '../src/modules/adoption-requests/test-support';
import {
  commentBody,
  createBlogPost,
  insertComment,
} from '../src/modules/blog-comments/test-support';
import { createProduct } from '../src/modules/shop/test-support';
import { createSavedSearchesService } from '../src/modules/saved-searches/service';

const recorder = routeRecorder();
const ctx = await buildTestApp({ RATE_LIMIT_DISABLED: 'true' }, { onRoute: recorder.onRoute });
afterAll(() => ctx.close());
const endpoints = catalogue(ctx.app, recorder.routes);
const png = await makePng(64, 48);
await ctx.app.listen({ port: 0, host: '127.0.0.1' });

type Statuses = Record<Role, number>;

interface Row {
  params?: (w: World) => Record<string, number | string>;
  query?: (w: World) => string;
  body?: (w: World) => Record<string, unknown>;
  /** Sent as a multipart form with one PNG image. */
  image?: true;
  /** Puts the world in the state the operation needs (before anyone acts). */
  prepare?: (w: World) => Promise<void>;
  expect: Statuses;
  /** What a successful answer may show to that person (lists: only their own rows). */
  shows?: (role: Role, w: World, body: unknown) => void;
}

/** Everyone, signed in or not, gets the same answer: a public or open operation. */
const everyone = (status: number): Statuses =>
  Object.fromEntries(ROLES.map((role) => [role, status])) as Statuses;
/** Every signed-in person acts on their own account: the guest gets a 401. */
const signedIn = (status: number): Statuses => ({ ...everyone(status), guest: 401 });
/** The shelter's side (members, administrators) may; outsiders get `outsider`. */
const shelterSide = (status: number, staff: number, outsider = 403): Statuses => ({
  guest: 401,
  other: outsider,
  otherShelterMember: outsider,
  member: status,
  admin: status,
  staff,
  adopter: outsider,
});
const adminsOnly = (status: number): Statuses => ({
  ...shelterSide(status, status),
  member: 403,
});
/** The adoption request or conversation: its adopter and the shelter; others are told it does not exist. */
const participants = (status: number, staff: number): Statuses => ({
  guest: 401,
  other: 404,
  otherShelterMember: 404,
  member: status,
  admin: status,
  staff,
  adopter: status,
});

const ids = (body: unknown) => (body as { id: number }[]).map((item) => item.id);

const idOf = (w: World, role: Role) => (role === 'guest' ? 0 : w[role].user.id);
const userUpdate = (w: World) => ({
  first_name: 'Ana',
  last_name: 'Pérez',
  email: w.adopter.user.email,
  city: 'Sevilla',
});
const petBody = (w: World) => ({
  name: 'Nube',
  kind: 'gato',
  gender: 'hembra',
  shelter: w.shelter.id,
});
const requestParams = (w: World) => ({ id: w.request.id });
const conversationParams = (w: World) => ({ id: w.conversationId });
const CHIP = '941000024680135';

const refreshTokens = new WeakMap<World, string>();
const notices = new WeakMap<World, number>();

/** The adopter keeps the world's animal as a favourite and has an unread notice that it was reserved. */
async function adoptersNotice(w: World) {
  await ctx.app.db.insert(favourites).values({ userId: w.adopter.user.id, petId: w.pet.id });
  const [row] = await ctx.app.db
    .insert(favouriteUpdates)
    .values({
      userId: w.adopter.user.id,
      petId: w.pet.id,
      fromState: 'en_adopcion',
      toState: 'pendiente',
    })
    .returning({ id: favouriteUpdates.id });
  return row!.id;
}
const invitations = new WeakMap<World, { id: number; token: string }>();

// Saved searches (issue 20): one of the adopter's, and its alerts' unsubscribe token.
const savedSearchIds = new WeakMap<World, number>();
async function adoptersSavedSearch(w: World) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/users/api/saved-searches/',
    headers: w.adopter.headers,
    payload: { filters: { categoria: 'perro', ciudad: 'Madrid' } },
  });
  if (response.statusCode !== 201) throw new Error(`saved search failed: ${response.body}`);
  savedSearchIds.set(w, response.json<{ id: number }>().id);
}
const savedSearchParams = (w: World) => ({ id: savedSearchIds.get(w)! });
const savedSearchTokens = createSavedSearchesService(ctx.app);

// The compatibility questionnaire (issue 20): everyone signed in fills theirs,
// each with its own hours alone, so that an answer shows whose it is.
const SIGNED_IN = ROLES.filter((role) => role !== 'guest');
const hoursAloneOf = (_w: World, role: Role) =>
  SIGNED_IN.indexOf(role as (typeof SIGNED_IN)[number]);
const questionnaireAnswers = (hoursAlone = 3) => ({
  home_type: 'casa',
  has_garden: true,
  hours_alone: hoursAlone,
  children: 0,
  children_ages: [],
  has_dogs: false,
  has_cats: false,
  experience: 'mucha',
  activity: 'activa',
});
async function everyonesQuestionnaire(w: World) {
  for (const role of SIGNED_IN) {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/users/api/questionnaire/',
      headers: w[role].headers,
      payload: questionnaireAnswers(hoursAloneOf(w, role)),
    });
    if (response.statusCode !== 200) throw new Error(`questionnaire failed: ${response.body}`);
  }
}

/** A pending invitation of the world's shelter, stored as the API stores it, with its token. */
async function pendingInvitation(w: World, email: string) {
  const token = newSecretToken();
  const [row] = await ctx.app.db
    .insert(shelterInvitations)
    .values({
      shelterId: w.shelter.id,
      email,
      role: 'miembro',
      tokenHash: hashToken(token),
      invitedBy: w.admin.user.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: shelterInvitations.id });
  return { id: row!.id, token };
}

/** Staff (platform administrators) only: the guest gets a 401, everyone else a 403. */
const staffOnly = (status: number): Statuses => ({ ...signedIn(403), staff: status });
const blogPostIds = new WeakMap<World, number>();
const blogCommentIds = new WeakMap<World, number>();
const blogDrafts = new WeakMap<World, { id: number; revisionId: number }>();
/** A draft of the world's staff member with one earlier version of its words. */
async function blogDraft(w: World) {
  const [post] = await ctx.app.db
    .insert(blogPosts)
    .values({
      slug: `borrador-${w.staff.user.id}`,
      title: 'Borrador',
      authorId: w.staff.user.id,
      authorName: 'Equipo Huella',
    })
    .returning({ id: blogPosts.id });
  const [revision] = await ctx.app.db
    .insert(blogPostRevisions)
    .values({ postId: post!.id, title: 'Antes', summary: '', contentHtml: '<p>Antes</p>' })
    .returning({ id: blogPostRevisions.id });
  blogDrafts.set(w, { id: post!.id, revisionId: revision!.id });
}
const blogPostParams = (w: World) => ({ id: blogDrafts.get(w)!.id });

// Shop: a published product of the world's, and the adopter's cart holding one unit of it.
const shopProducts = new WeakMap<World, number>();
async function shopProduct(w: World) {
  shopProducts.set(w, (await createProduct(ctx.app, { stock: 50 })).id);
}
async function adoptersCart(w: World) {
  await shopProduct(w);
  const put = await ctx.app.inject({
    method: 'PUT',
    url: '/shop/api/cart/lines/',
    headers: w.adopter.headers,
    payload: { product_id: shopProducts.get(w), quantity: 1 },
  });
  if (put.statusCode !== 200) throw new Error(`cart line failed: ${put.body}`);
}
const shopProductParams = (w: World) => ({ id: shopProducts.get(w)! });
const shopLine = (w: World) => ({ product_id: shopProducts.get(w), quantity: 1 });
const cartProductIds = (body: unknown) =>
  (body as { lines: { product: { id: number } }[] }).lines.map((line) => line.product.id);
// ---------------------------------------------------------------------------
// Shop: checkout, payments and orders (issue 16).
const shopSessions = new WeakMap<World, string>();
// Staff: reports (issue 17, lane A2).
const STAFF_STATEMENT = 'El anuncio incumple las normas de publicación de Huella.';
const staffReports = new WeakMap<World, number>();
async function staffReport(w: World) {
  const [row] = await ctx.app.db
    .insert(petReports)
    .values({ petId: w.pet.id, reason: 'Otro', reporterEmail: w.adopter.user.email })
    .returning({ id: petReports.id });
  staffReports.set(w, row!.id);
}
const staffReportParams = (w: World) => ({ id: staffReports.get(w)! });
const failedMails = new WeakMap<World, number>();

/** A mail the queue gave up on (Staff › Correo). */
async function failedMail(w: World) {
  const [row] = await ctx.app.db
    .insert(mailJobs)
    .values({
      recipient: w.adopter.user.email,
      subject: 'Un correo',
      message: { to: w.adopter.user.email, subject: 'Un correo', text: '', html: '', links: [] },
      state: 'fallido',
      attempts: 10,
    })
    .returning({ id: mailJobs.id });
  failedMails.set(w, row!.id);
}
const shopOrders = new WeakMap<World, number>();

/** An open checkout session of the adopter's (its client secret). */
async function shopSession(w: World) {
  await shopProduct(w);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/shop/api/checkout/sessions/',
    headers: w.adopter.headers,
    payload: { lines: [shopLine(w)] },
  });
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.body}`);
  const created = response.json<{ clientSecret: string; order_id: number }>();
  shopSessions.set(w, created.clientSecret);
  shopOrders.set(w, created.order_id);
}
/** A paid order of the adopter's (through the simulated provider). */
async function shopPaidOrder(w: World) {
  await shopSession(w);
  const paid = await ctx.app.inject({
    method: 'POST',
    url: `/shop/api/simulated/sessions/${shopSessions.get(w)}/pay/`,
    payload: { outcome: 'pagado', email: w.adopter.user.email, shipping: SHIPPING },
  });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
}
/** The same, delivered yesterday (Desistir is open). */
async function shopDeliveredOrder(w: World) {
  await shopPaidOrder(w);
  await ctx.app.db
    .update(orders)
    .set({ state: 'entregado', deliveredAt: new Date(Date.now() - 86_400_000) })
    .where(eq(orders.id, shopOrders.get(w)!));
}
const shopOrderParams = (w: World) => ({ id: shopOrders.get(w)! });
/** The adopter's order: theirs only; anyone else is told it does not exist (staff use Pedidos). */
const orderOwner = (status: number): Statuses => ({
  ...everyone(404),
  guest: 401,
  adopter: status,
});

// ---------------------------------------------------------------------------
// Staff and shelter onboarding (issue 17): applications to register a shelter,
// staff's Refugios and a shelter's figures.
const shelterApplicationIds = new WeakMap<World, number>();
const applicationForm = () => ({
  name: 'Protectora de la Matriz',
  kind: 'Protectora',
  tax_id: 'G28000008',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  province: 'Madrid',
  phone: '910 000 000',
  email: 'matriz@example.com',
});
/** The adopter's open application (sent through the API); `state` moves it as staff would. */
async function adoptersApplication(w: World, state?: 'info_solicitada') {
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/shelters/api/applications/',
    headers: w.adopter.headers,
    payload: applicationForm(),
  });
  if (sent.statusCode !== 201) throw new Error(`application failed: ${sent.body}`);
  const id = sent.json<{ id: number }>().id;
  shelterApplicationIds.set(w, id);
  if (state) {
    await ctx.app.db
      .update(shelterApplications)
      .set({ state })
      .where(eq(shelterApplications.id, id));
  }
}
const applicationParams = (w: World) => ({ id: shelterApplicationIds.get(w)! });
/** The applicant and staff read it; anyone else is told it does not exist. */
const applicantOrStaff = (status: number): Statuses => ({
  ...everyone(404),
  guest: 401,
  adopter: status,
  staff: status,
});
const STAFF_REASON = 'Comprobado por el equipo de Huella.';

const MATRIX: Record<string, Row | 'public'> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /shelters/api/shelters/{id}/': 'public',
  'GET /media/{*}': 'public',
  'GET /pets/api/pets/': 'public',
  'GET /api/animals/': 'public',
  'GET /api/animals/{id}/': 'public',
  'GET /shelters/api/shelters/': 'public',
  'GET /shelters/api/shelters/cities/': 'public',
  'GET /api/site/legal/': 'public',

  // Accounts: open to anyone; what they change is decided by the body, not by the session.
  'POST /users/api/users/': {
    body: () => ({
      first_name: 'Nueva',
      last_name: 'Cuenta',
      email: `nueva.${Math.random().toString(36).slice(2)}@example.com`,
      password: 'Huella123',
    }),
    expect: everyone(201),
  },
  'POST /users/api/login/': {
    body: (w) => ({ email: w.adopter.user.email, password: w.adopter.user.password }),
    expect: everyone(200),
  },
  'POST /users/api/token/refresh/': {
    prepare: async (w) => void refreshTokens.set(w, await refreshTokenOf(ctx.app, w.adopter.user)),
    body: (w) => ({ refresh: refreshTokens.get(w) }),
    expect: everyone(200),
  },
  'POST /users/api/logout/': {
    prepare: async (w) => void refreshTokens.set(w, await refreshTokenOf(ctx.app, w.adopter.user)),
    body: (w) => ({ refresh: refreshTokens.get(w) }),
    expect: everyone(204),
  },
  'POST /users/api/password-reset/': {
    body: (w) => ({ email: w.adopter.user.email }),
    expect: everyone(202),
  },
  // Nobody, staff included, sets a password without the link's token.
  'POST /users/api/password-reset/confirm/': {
    body: () => ({ token: 'a'.repeat(43), password: 'Nueva1234' }),
    expect: everyone(400),
  },
  'POST /users/api/users/me/change-password/': {
    body: (w) => ({ current_password: w.adopter.user.password, new_password: 'Nueva1234' }),
    expect: signedIn(200),
  },
  'GET /users/api/users/': {
    expect: signedIn(200),
    shows: (role, w, body) => {
      // Staff see every account (a page of them), the others only their own.
      if (role === 'staff') expect(ids(body).length).toBeGreaterThan(1);
      else expect(ids(body)).toEqual([idOf(w, role)]);
    },
  },
  'GET /users/api/users/me/': {
    expect: signedIn(200),
    shows: (role, w, body) => expect((body as { id: number }).id).toBe(idOf(w, role)),
  },
  // The profile keeps the address: a new one needs the password and a confirmation.
  'PUT /users/api/users/me/': { body: () => ({ first_name: 'Ana' }), expect: signedIn(200) },
  // The link is the credential: nobody, staff included, confirms without it.
  'POST /users/api/email-confirmation/': {
    body: () => ({ token: 'a'.repeat(43) }),
    expect: everyone(400),
  },
  // Everyone asks for a link to their own (here unconfirmed) address only.
  'POST /users/api/users/me/email-confirmation/': {
    prepare: async (w) => {
      const ids = ROLES.filter((role) => role !== 'guest').map((role) => idOf(w, role));
      await ctx.app.db.update(users).set({ emailConfirmedAt: null }).where(inArray(users.id, ids));
    },
    expect: signedIn(202),
  },
  'POST /users/api/users/me/change-email/': {
    body: () => ({
      email: `nuevo.${Math.random().toString(36).slice(2)}@example.com`,
      current_password: 'Huella123',
    }),
    expect: signedIn(202),
  },
  // The shelter's only administrator cannot leave it without one (it has a member and an animal).
  'DELETE /users/api/users/me/': {
    body: () => ({ password: 'Huella123' }),
    expect: { ...signedIn(204), admin: 409 },
  },
  'PATCH /users/api/users/me/': {
    body: () => ({ favourite_update_mails: false }),
    expect: signedIn(200),
  },
  // A notice that the adopter's favourite changed state: only its owner sees or reads it.
  'GET /users/api/users/me/favourite-updates/': {
    prepare: async (w) => void notices.set(w, await adoptersNotice(w)),
    expect: signedIn(200),
    shows: (role, w, body) =>
      expect(ids((body as { items: { id: number }[] }).items)).toEqual(
        role === 'adopter' ? [notices.get(w)] : [],
      ),
  },
  'POST /users/api/users/me/favourite-updates/read/': {
    prepare: async (w) => void notices.set(w, await adoptersNotice(w)),
    body: (w) => ({ ids: [notices.get(w)] }),
    expect: { ...everyone(404), guest: 401, adopter: 200 },
  },
  // Saved searches (issue 20): only their owner sees or changes them; the unsubscribe token is its own key.
  'GET /users/api/saved-searches/': {
    prepare: adoptersSavedSearch,
    expect: signedIn(200),
    shows: (role, w, body) =>
      expect(ids(body)).toEqual(role === 'adopter' ? [savedSearchIds.get(w)] : []),
  },
  'POST /users/api/saved-searches/': {
    body: () => ({ filters: { categoria: 'gato' }, frequency: 'inmediata' }),
    expect: signedIn(201),
  },
  'PATCH /users/api/saved-searches/{id}/': {
    prepare: adoptersSavedSearch,
    params: savedSearchParams,
    body: () => ({ paused: true }),
    expect: { ...everyone(404), guest: 401, adopter: 200 },
  },
  'DELETE /users/api/saved-searches/{id}/': {
    prepare: adoptersSavedSearch,
    params: savedSearchParams,
    expect: { ...everyone(404), guest: 401, adopter: 204 },
  },
  'POST /users/api/saved-searches/unsubscribe/': {
    prepare: adoptersSavedSearch,
    query: (w) => `?token=${savedSearchTokens.unsubscribeToken(savedSearchIds.get(w)!)}`,
    expect: everyone(200),
  },
  // The compatibility questionnaire (issue 20): only one's own; the path names no one.
  'PUT /users/api/questionnaire/': { body: () => questionnaireAnswers(), expect: signedIn(200) },
  'GET /users/api/questionnaire/': {
    prepare: (w) => everyonesQuestionnaire(w),
    expect: signedIn(200),
    shows: (role, w, body) =>
      expect((body as { hours_alone: number }).hours_alone).toBe(hoursAloneOf(w, role)),
  },
  'DELETE /users/api/questionnaire/': {
    prepare: (w) => everyonesQuestionnaire(w),
    expect: signedIn(204),
  },
  'PUT /users/api/users/me/avatar/': { image: true, expect: signedIn(200) },
  'DELETE /users/api/users/me/avatar/': { expect: signedIn(200) },
  'GET /users/api/users/me/export/': {
    expect: signedIn(200),
    shows: (role, w, body) =>
      expect((body as { account: { email: string } }).account.email).toBe(
        role === 'guest' ? '' : w[role].user.email,
      ),
  },
  // Someone else's account: only staff.
  'PUT /users/api/users/{id}/': {
    params: (w) => ({ id: w.adopter.user.id }),
    body: userUpdate,
    expect: { ...adminsOnly(403), staff: 200, adopter: 200 },
  },

  // Shelters.
  'GET /shelters/api/shelters/my-shelters/': {
    expect: signedIn(200),
    shows: (role, w, body) => {
      const expected = {
        member: [w.shelter.id],
        admin: [w.shelter.id],
        otherShelterMember: [w.otherShelter.id],
      };
      expect(ids(body)).toEqual(expected[role as keyof typeof expected] ?? []);
    },
  },
  'PUT /shelters/api/shelters/{id}/': {
    params: (w) => ({ id: w.shelter.id }),
    body: () => ({ name: 'Refugio Cambiado', kind: 'Protectora' }),
    expect: adminsOnly(200),
  },
  'PATCH /shelters/api/shelters/{id}/': {
    params: (w) => ({ id: w.shelter.id }),
    body: () => ({ name: 'Refugio Cambiado', kind: 'Protectora' }),
    expect: adminsOnly(200),
  },
  'PUT /shelters/api/shelters/{id}/photo/': {
    params: (w) => ({ id: w.shelter.id }),
    image: true,
    expect: adminsOnly(200),
  },
  'DELETE /shelters/api/shelters/{id}/photo/': {
    params: (w) => ({ id: w.shelter.id }),
    expect: adminsOnly(200),
  },
  'GET /shelters/api/shelters/{id}/users/': {
    params: (w) => ({ id: w.shelter.id }),
    expect: shelterSide(200, 200),
  },
  'GET /shelters/api/shelters/{id}/invitations/': {
    params: (w) => ({ id: w.shelter.id }),
    prepare: async (w) => void (await pendingInvitation(w, w.other.user.email)),
    expect: adminsOnly(200),
    shows: (_role, w, body) =>
      expect((body as { email: string }[]).map((row) => row.email)).toEqual([w.other.user.email]),
  },
  // Inviting joins nobody: the invitation waits for the person's answer.
  'POST /shelters/api/shelters/{id}/invitations/': {
    params: (w) => ({ id: w.shelter.id }),
    body: (w) => ({ email: w.other.user.email, role: 'administrador' }),
    expect: adminsOnly(201),
  },
  'DELETE /shelters/api/shelters/{id}/invitations/{invitationId}/': {
    prepare: async (w) => void invitations.set(w, await pendingInvitation(w, w.other.user.email)),
    params: (w) => ({ id: w.shelter.id, invitationId: invitations.get(w)!.id }),
    expect: adminsOnly(204),
  },
  // The mailed token is what counts: whoever holds it may read or decline it.
  'POST /shelters/api/invitations/lookup/': {
    prepare: async (w) => void invitations.set(w, await pendingInvitation(w, w.adopter.user.email)),
    body: (w) => ({ token: invitations.get(w)!.token }),
    expect: everyone(200),
  },
  'POST /shelters/api/invitations/decline/': {
    prepare: async (w) => void invitations.set(w, await pendingInvitation(w, w.adopter.user.email)),
    body: (w) => ({ token: invitations.get(w)!.token }),
    expect: everyone(204),
  },
  // Accepting also needs the session of the invited address.
  'POST /shelters/api/invitations/accept/': {
    prepare: async (w) => void invitations.set(w, await pendingInvitation(w, w.adopter.user.email)),
    body: (w) => ({ token: invitations.get(w)!.token }),
    expect: { ...everyone(403), guest: 401, adopter: 200 },
  },
  'PATCH /shelters/api/shelters/{id}/users/{userId}/': {
    params: (w) => ({ id: w.shelter.id, userId: w.member.user.id }),
    body: () => ({ role: 'administrador' }),
    expect: adminsOnly(200),
  },
  // Administrators remove anyone; a member may leave.
  'DELETE /shelters/api/shelters/{id}/users/{userId}/': {
    params: (w) => ({ id: w.shelter.id, userId: w.member.user.id }),
    expect: { ...adminsOnly(204), member: 204 },
  },

  // Open forms.
  'POST /newsletter/api/subscribers/': {
    body: () => ({
      name: 'Ana',
      email: `boletin.${Math.random().toString(36).slice(2)}@example.com`,
    }),
    expect: everyone(202),
  },
  'POST /newsletter/api/subscribers/confirm/': {
    body: () => ({ token: 'a'.repeat(43) }),
    expect: everyone(400),
  },
  'POST /newsletter/api/subscribers/unsubscribe/': {
    body: () => ({ token: 'a'.repeat(43) }),
    expect: everyone(400),
  },
  'POST /contact/api/messages/': {
    body: () => ({
      name: 'Ana',
      email: 'contacto@example.com',
      subject: 'Una pregunta',
      message: 'Quería preguntar por los horarios de visita.',
    }),
    expect: everyone(201),
  },
  'POST /api/animals/{id}/report/': {
    params: (w) => ({ id: w.pet.id }),
    body: () => ({ reason: 'Información incorrecta' }),
    expect: everyone(201),
  },

  // Announcements: only members of the animal's shelter manage them (staff included in no shelter).
  'GET /pets/api/pets/{id}/': {
    params: (w) => ({ id: w.pet.id }),
    prepare: async (w) => {
      await ctx.app.db
        .update(pets)
        .set({ microchipped: true, chipNumber: CHIP })
        .where(eq(pets.id, w.pet.id));
    },
    expect: everyone(200),
    // The chip number is the shelter's alone.
    shows: (role, _w, body) =>
      expect((body as { chip_number?: string | null }).chip_number ?? null).toBe(
        role === 'member' || role === 'admin' ? CHIP : null,
      ),
  },
  'POST /pets/api/pets/': { body: petBody, expect: shelterSide(201, 403) },
  'GET /pets/api/pets/mine/': {
    expect: signedIn(200),
    shows: (role, w, body) =>
      expect(ids(body)).toEqual(role === 'member' || role === 'admin' ? [w.pet.id] : []),
  },
  'GET /pets/api/pets/mine/counts/': {
    expect: signedIn(200),
    shows: (role, _w, body) =>
      expect((body as { all: number }).all).toBe(role === 'member' || role === 'admin' ? 1 : 0),
  },
  'POST /pets/api/pets/{id}/renew/': {
    params: (w) => ({ id: w.pet.id }),
    expect: shelterSide(200, 403),
  },
  'PUT /pets/api/pets/{id}/photos/order/': {
    params: (w) => ({ id: w.pet.id }),
    body: (w) => ({ photo_ids: [w.photo.id] }),
    expect: shelterSide(200, 403),
  },
  'PUT /pets/api/pets/{id}/': {
    params: (w) => ({ id: w.pet.id }),
    body: petBody,
    expect: shelterSide(200, 403),
  },
  'PATCH /pets/api/pets/{id}/': {
    params: (w) => ({ id: w.pet.id }),
    body: () => ({ name: 'Nube' }),
    expect: shelterSide(200, 403),
  },
  'DELETE /pets/api/pets/{id}/': {
    params: (w) => ({ id: w.pet.id }),
    expect: shelterSide(204, 403),
  },
  'POST /pets/api/pets/{id}/photos/': {
    params: (w) => ({ id: w.pet.id }),
    image: true,
    expect: shelterSide(201, 403),
  },
  'DELETE /pets/api/pets/{id}/photos/{photoId}/': {
    params: (w) => ({ id: w.pet.id, photoId: w.photo.id }),
    expect: shelterSide(204, 403),
  },

  // Favourites: one's own only.
  'GET /users/api/users/me/favourites/': { expect: signedIn(200) },
  'GET /users/api/users/favourites/': {
    query: (w) => `?email=${encodeURIComponent(w.adopter.user.email)}`,
    expect: { ...everyone(403), guest: 401, adopter: 200 },
  },
  'POST /users/api/users/{id}/add-favourite-pet/': {
    params: (w) => ({ id: w.adopter.user.id }),
    body: (w) => ({ pet_id: w.pet.id }),
    expect: { ...everyone(403), guest: 401, adopter: 200 },
  },
  'POST /users/api/users/{id}/remove-favourite-pet/': {
    params: (w) => ({ id: w.adopter.user.id }),
    body: (w) => ({ pet_id: w.pet.id }),
    expect: { ...everyone(403), guest: 401, adopter: 200 },
  },

  // Chat: the adopter and the shelter's members; staff reads no one's conversations.
  'GET /chat/api/conversations/': {
    expect: signedIn(200),
    shows: (role, w, body) =>
      expect(ids(body)).toEqual(
        ['member', 'admin', 'adopter'].includes(role) ? [w.conversationId] : [],
      ),
  },
  // Opening a conversation about an animal: anyone but its own shelter (the adopter's exists: 200).
  'POST /chat/api/conversations/': {
    body: (w) => ({ pet: w.pet.id }),
    expect: { ...everyone(201), guest: 401, member: 403, admin: 403, adopter: 200 },
  },
  'GET /chat/api/conversations/{id}/': {
    params: conversationParams,
    expect: participants(200, 404),
  },
  'GET /chat/api/conversations/{id}/messages/': {
    params: conversationParams,
    expect: participants(200, 404),
  },
  'POST /chat/api/conversations/{id}/messages/': {
    params: conversationParams,
    body: () => ({ body: 'Hola' }),
    expect: participants(201, 404),
  },
  'POST /chat/api/conversations/{id}/read/': {
    params: conversationParams,
    body: () => ({}),
    expect: participants(200, 404),
  },
  'GET /chat/api/unread/': { expect: signedIn(200) },
  'GET /chat/api/stream/': { expect: signedIn(200) },

  // Adoption requests: the adopter and the shelter side (staff acts for any shelter).
  'POST /adoptions/api/requests/': {
    body: (w) => ({ pet: w.pet.id, ...answers() }),
    // The adopter already applied (409); a shelter does not apply for its own animals.
    expect: { ...everyone(201), guest: 401, member: 403, admin: 403, adopter: 409 },
  },
  'GET /adoptions/api/requests/': {
    expect: signedIn(200),
    shows: (role, w, body) =>
      expect(ids(body)).toEqual(role === 'member' || role === 'admin' ? [w.request.id] : []),
  },
  'GET /adoptions/api/requests/mine/': {
    expect: signedIn(200),
    shows: (role, w, body) => expect(ids(body)).toEqual(role === 'adopter' ? [w.request.id] : []),
  },
  'GET /adoptions/api/requests/counts/': {
    expect: signedIn(200),
    shows: (role, _w, body) =>
      expect((body as { pendiente: number }).pendiente).toBe(
        role === 'member' || role === 'admin' ? 1 : 0,
      ),
  },
  'GET /adoptions/api/requests/{id}/': { params: requestParams, expect: participants(200, 200) },
  'POST /adoptions/api/requests/{id}/review/': {
    params: requestParams,
    expect: { ...participants(200, 200), adopter: 403 },
  },
  'POST /adoptions/api/requests/{id}/accept/': {
    params: requestParams,
    expect: { ...participants(200, 200), adopter: 403 },
  },
  'POST /adoptions/api/requests/{id}/reject/': {
    params: requestParams,
    expect: { ...participants(200, 200), adopter: 403 },
  },
  'POST /adoptions/api/requests/{id}/complete/': {
    params: requestParams,
    prepare: async (w) => {
      const accepted = await ctx.app.inject({
        method: 'POST',
        url: `/adoptions/api/requests/${w.request.id}/accept/`,
        headers: w.admin.headers,
      });
      if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
    },
    expect: { ...participants(200, 200), adopter: 403 },
  },
  'POST /adoptions/api/requests/{id}/withdraw/': {
    params: requestParams,
    expect: { ...participants(403, 403), adopter: 200 },
  },

  // Blog comments
  'GET /blog/api/posts/{id}/comments/': 'public',
  'GET /blog/api/posts/{id}/comment-form/': {
    prepare: async (w) => void blogPostIds.set(w, (await createBlogPost(ctx.app)).id),
    params: (w) => ({ id: blogPostIds.get(w)! }),
    expect: everyone(200),
  },
  // Guests comment too; signed in, the comment is stored with the account's own e-mail.
  'POST /blog/api/posts/{id}/comments/': {
    prepare: async (w) => void blogPostIds.set(w, (await createBlogPost(ctx.app)).id),
    params: (w) => ({ id: blogPostIds.get(w)! }),
    body: (w) => commentBody(ctx.app, blogPostIds.get(w)!),
    expect: everyone(201),
  },
  'GET /blog/api/staff/comments/': {
    prepare: async () => {
      const post = await createBlogPost(ctx.app);
      await insertComment(ctx.app, { postId: post.id, state: 'pendiente' });
    },
    expect: staffOnly(200),
  },
  'GET /blog/api/staff/comments/counts/': { expect: staffOnly(200) },
  'POST /blog/api/staff/comments/moderate/': {
    prepare: async (w) => {
      const post = await createBlogPost(ctx.app);
      const comment = await insertComment(ctx.app, { postId: post.id, state: 'pendiente' });
      blogCommentIds.set(w, comment.id);
    },
    body: (w) => ({ ids: [blogCommentIds.get(w)], estado: 'aprobado' }),
    expect: staffOnly(200),
  },
  // Blog posts
  'GET /blog/api/posts/': 'public',
  'GET /blog/api/posts/{id}/': 'public',
  'GET /blog/api/taxonomy/': 'public',
  'GET /blog/rss.xml': 'public',
  'GET /blog/atom.xml': 'public',
  'GET /blog/api/staff/posts/': {
    prepare: blogDraft,
    expect: staffOnly(200),
    shows: (_role, w, body) => expect(ids(body)).toContain(blogDrafts.get(w)!.id),
  },
  'POST /blog/api/staff/posts/': {
    body: () => ({ titulo: 'Nuevo artículo' }),
    expect: staffOnly(201),
  },
  'GET /blog/api/staff/posts/{id}/': {
    prepare: blogDraft,
    params: blogPostParams,
    expect: staffOnly(200),
  },
  'PATCH /blog/api/staff/posts/{id}/': {
    prepare: blogDraft,
    params: blogPostParams,
    body: () => ({ titulo: 'Cambiado' }),
    expect: staffOnly(200),
  },
  'DELETE /blog/api/staff/posts/{id}/': {
    prepare: blogDraft,
    params: blogPostParams,
    expect: staffOnly(204),
  },
  'PUT /blog/api/staff/posts/{id}/image/': {
    prepare: blogDraft,
    params: blogPostParams,
    image: true,
    expect: staffOnly(200),
  },
  'DELETE /blog/api/staff/posts/{id}/image/': {
    prepare: blogDraft,
    params: blogPostParams,
    expect: staffOnly(200),
  },
  'POST /blog/api/staff/images/': { image: true, expect: staffOnly(201) },
  'GET /blog/api/staff/posts/{id}/revisions/': {
    prepare: blogDraft,
    params: blogPostParams,
    expect: staffOnly(200),
  },
  'POST /blog/api/staff/posts/{id}/revisions/{revisionId}/restore/': {
    prepare: blogDraft,
    params: (w) => ({ id: blogDrafts.get(w)!.id, revisionId: blogDrafts.get(w)!.revisionId }),
    expect: staffOnly(200),
  },

  // Shop: the catalogue and a guest's cart priced are everyone's; each cart is its owner's only.
  'GET /shop/api/products/': 'public',
  'GET /shop/api/products/{id}/': 'public',
  'GET /shop/api/shelters/': 'public',
  'POST /shop/api/cart/quote/': {
    prepare: shopProduct,
    body: (w) => ({ lines: [shopLine(w)] }),
    expect: everyone(200),
  },
  'GET /shop/api/cart/': {
    prepare: adoptersCart,
    expect: signedIn(200),
    shows: (role, w, body) =>
      expect(cartProductIds(body)).toEqual(role === 'adopter' ? [shopProducts.get(w)] : []),
  },
  'PUT /shop/api/cart/lines/': {
    prepare: adoptersCart,
    body: (w) => ({ ...shopLine(w), quantity: 2 }),
    expect: signedIn(200),
    shows: (_role, w, body) =>
      expect((body as { lines: { quantity: number }[] }).lines).toEqual([
        expect.objectContaining({
          quantity: 2,
          product: expect.objectContaining({ id: shopProducts.get(w) }),
        }),
      ]),
  },
  'DELETE /shop/api/cart/': {
    prepare: adoptersCart,
    expect: signedIn(200),
    shows: (_role, _w, body) => expect(cartProductIds(body)).toEqual([]),
  },
  'POST /shop/api/cart/merge/': {
    prepare: adoptersCart,
    body: (w) => ({ lines: [shopLine(w)] }),
    expect: signedIn(200),
    shows: (role, w, body) =>
      expect((body as { lines: { quantity: number }[] }).lines).toEqual([
        expect.objectContaining({ quantity: role === 'adopter' ? 2 : 1 }),
      ]),
  },
  'GET /shop/api/staff/products/': {
    prepare: shopProduct,
    expect: staffOnly(200),
    shows: (_role, w, body) => expect(ids(body)).toContain(shopProducts.get(w)),
  },
  'POST /shop/api/staff/products/': {
    body: () => ({
      name: 'Collar reflectante',
      category: 'accesorios',
      kind: 'producto',
      price_cents: 1295,
    }),
    expect: staffOnly(201),
  },
  'GET /shop/api/staff/products/{id}/': {
    prepare: shopProduct,
    params: shopProductParams,
    expect: staffOnly(200),
  },
  'PATCH /shop/api/staff/products/{id}/': {
    prepare: shopProduct,
    params: shopProductParams,
    body: () => ({ price_cents: 1495, stock: 3 }),
    expect: staffOnly(200),
  },
  'PUT /shop/api/staff/products/{id}/image/': {
    prepare: shopProduct,
    params: shopProductParams,
    image: true,
    expect: staffOnly(200),
  },
  'DELETE /shop/api/staff/products/{id}/image/': {
    prepare: shopProduct,
    params: shopProductParams,
    expect: staffOnly(200),
  },
  // Shop: checkout, payments and orders (issue 16).
  'POST /shop/api/checkout/sessions/': {
    prepare: shopProduct,
    body: (w) => ({ lines: [shopLine(w)] }),
    expect: everyone(201),
  },
  'POST /create-checkout-session': {
    prepare: shopProduct,
    body: (w) => ({ lines: [shopLine(w)] }),
    expect: everyone(201),
  },
  'GET /shop/api/checkout/config/': 'public',
  'GET /shop/api/checkout/session-status/': 'public',
  'GET /session-status': 'public',
  'GET /shop/api/simulated/sessions/{client_secret}/': 'public',
  // Whoever holds the client secret pays (as with Stripe's form); declined changes no order's state.
  'POST /shop/api/simulated/sessions/{client_secret}/pay/': {
    prepare: shopSession,
    params: (w) => ({ client_secret: shopSessions.get(w)! }),
    body: () => ({ outcome: 'rechazado', email: 'pagador@example.com' }),
    expect: everyone(200),
  },
  // The signature is the authorisation: nobody's session makes an unsigned event count.
  'POST /shop/api/webhooks/stripe/': {
    body: () => ({ id: 'evt_1', type: 'checkout.session.completed' }),
    expect: everyone(404),
  },
  'POST /shop/api/webhooks/simulated/': {
    prepare: shopSession,
    body: () => ({ id: 'evt_1', type: 'checkout.session.completed' }),
    expect: everyone(400),
  },
  'GET /shop/api/orders/': {
    prepare: shopPaidOrder,
    expect: signedIn(200),
    shows: (role, w, body) => {
      if (role === 'adopter') expect(ids(body)).toEqual([shopOrders.get(w)]);
      else expect(ids(body)).toEqual([]);
    },
  },
  'GET /shop/api/orders/{id}/': {
    prepare: shopPaidOrder,
    params: shopOrderParams,
    expect: { ...orderOwner(200), guest: 404 },
  },
  'POST /shop/api/orders/{id}/withdrawal/': {
    prepare: shopDeliveredOrder,
    params: shopOrderParams,
    body: () => ({ message: 'Me lo pensé mejor' }),
    expect: orderOwner(201),
  },
  'GET /shop/api/payment-method/': { prepare: shopPaidOrder, expect: signedIn(200) },
  'GET /shop/api/staff/orders/': { prepare: shopPaidOrder, expect: staffOnly(200) },
  'GET /shop/api/staff/orders/{id}/': {
    prepare: shopPaidOrder,
    params: shopOrderParams,
    expect: staffOnly(200),
  },
  'POST /shop/api/staff/orders/{id}/state/': {
    prepare: shopPaidOrder,
    params: shopOrderParams,
    body: () => ({ estado: 'preparando' }),
    expect: staffOnly(200),
  },
  'POST /shop/api/staff/orders/{id}/refunds/': {
    prepare: shopPaidOrder,
    params: shopOrderParams,
    body: () => ({ amount_cents: 100, reason: 'Un detalle', idempotency_key: 'reembolso-1' }),
    expect: staffOnly(201),
  },
  // Staff and shelter onboarding (issue 17): applications to register a shelter.
  'POST /shelters/api/applications/': { body: applicationForm, expect: signedIn(201) },
  'GET /shelters/api/applications/': {
    prepare: (w) => adoptersApplication(w),
    expect: signedIn(200),
    shows: (role, w, body) =>
      expect(ids(body)).toEqual(role === 'adopter' ? [shelterApplicationIds.get(w)] : []),
  },
  'GET /shelters/api/applications/{id}/': {
    prepare: (w) => adoptersApplication(w),
    params: applicationParams,
    expect: applicantOrStaff(200),
  },
  'POST /shelters/api/applications/{id}/reply/': {
    prepare: (w) => adoptersApplication(w, 'info_solicitada'),
    params: applicationParams,
    body: () => ({ message: 'Aquí tenéis el número de registro.' }),
    // Only the applicant answers (staff decide through their own routes).
    expect: { ...applicantOrStaff(200), staff: 404 },
  },
  'GET /staff/api/shelter-applications/': {
    prepare: (w) => adoptersApplication(w),
    query: (w) => `?q=${encodeURIComponent(w.adopter.user.email)}`,
    expect: staffOnly(200),
    shows: (_role, w, body) => expect(ids(body)).toContain(shelterApplicationIds.get(w)),
  },
  'GET /staff/api/shelter-applications/counts/': { expect: staffOnly(200) },
  'GET /staff/api/shelter-applications/{id}/': {
    prepare: (w) => adoptersApplication(w),
    params: applicationParams,
    expect: staffOnly(200),
  },
  'POST /staff/api/shelter-applications/{id}/state/': {
    prepare: (w) => adoptersApplication(w),
    params: applicationParams,
    body: () => ({ state: 'aprobada', reason: '' }),
    expect: staffOnly(200),
  },
  // Staff's Refugios (issue 17).
  'GET /staff/api/shelters/': {
    query: (w) => `?q=${encodeURIComponent(w.shelter.name)}`,
    expect: staffOnly(200),
    shows: (_role, w, body) => expect(ids(body)).toContain(w.shelter.id),
  },
  'GET /staff/api/shelters/{id}/': {
    params: (w) => ({ id: w.shelter.id }),
    expect: staffOnly(200),
  },
  'PATCH /staff/api/shelters/{id}/': {
    params: (w) => ({ id: w.shelter.id }),
    body: () => ({ city: 'Toledo', province: 'Toledo', reason: STAFF_REASON }),
    expect: staffOnly(200),
  },
  'POST /staff/api/shelters/{id}/verification/': {
    params: (w) => ({ id: w.shelter.id }),
    body: () => ({ verified: false, reason: STAFF_REASON }),
    expect: staffOnly(200),
  },
  'POST /staff/api/shelters/{id}/suspension/': {
    params: (w) => ({ id: w.shelter.id }),
    body: () => ({ suspended: true, reason: STAFF_REASON }),
    expect: staffOnly(200),
  },
  'POST /staff/api/shelters/{id}/members/': {
    params: (w) => ({ id: w.shelter.id }),
    body: (w) => ({ email: w.other.user.email, role: 'miembro', reason: STAFF_REASON }),
    expect: staffOnly(200),
  },
  'PATCH /staff/api/shelters/{id}/members/{userId}/': {
    params: (w) => ({ id: w.shelter.id, userId: w.member.user.id }),
    body: () => ({ role: 'administrador', reason: STAFF_REASON }),
    expect: staffOnly(200),
  },
  'DELETE /staff/api/shelters/{id}/members/{userId}/': {
    params: (w) => ({ id: w.shelter.id, userId: w.member.user.id }),
    body: () => ({ reason: STAFF_REASON }),
    expect: staffOnly(200),
  },
  // A shelter's figures (issue 17): its members and staff.
  'GET /shelters/api/shelters/{id}/stats/': {
    params: (w) => ({ id: w.shelter.id }),
    expect: shelterSide(200, 200),
  },
  // Staff: reports, hidden announcements, users, the audit log, the dashboard (issue 17, lane A2).
  'GET /staff/api/dashboard/': { expect: staffOnly(200) },
  'GET /staff/api/reports/': { prepare: staffReport, expect: staffOnly(200) },
  'GET /staff/api/reports/counts/': { prepare: staffReport, expect: staffOnly(200) },
  'GET /staff/api/reports/{id}/': {
    prepare: staffReport,
    params: staffReportParams,
    expect: staffOnly(200),
  },
  'POST /staff/api/reports/{id}/state/': {
    prepare: staffReport,
    params: staffReportParams,
    body: () => ({ state: 'resuelta', reason: STAFF_STATEMENT, hide_pet: true }),
    expect: staffOnly(200),
  },
  'POST /staff/api/animals/{id}/visibility/': {
    params: (w) => ({ id: w.pet.id }),
    body: () => ({ hidden: true, reason: STAFF_STATEMENT }),
    expect: staffOnly(200),
  },
  'GET /staff/api/users/': { expect: staffOnly(200) },
  'GET /staff/api/users/{id}/': {
    params: (w) => ({ id: w.adopter.user.id }),
    expect: staffOnly(200),
  },
  'POST /staff/api/users/{id}/activation/': {
    params: (w) => ({ id: w.other.user.id }),
    body: () => ({ active: false, reason: STAFF_STATEMENT }),
    expect: staffOnly(200),
  },
  'POST /staff/api/users/{id}/staff/': {
    params: (w) => ({ id: w.other.user.id }),
    body: () => ({ staff: true, reason: STAFF_STATEMENT }),
    expect: staffOnly(200),
  },
  'GET /staff/api/audit/': { expect: staffOnly(200) },
  // Staff › Correo: the durable mail queue (decision 19).
  'GET /staff/api/mail/': { expect: staffOnly(200) },
  'GET /staff/api/mail/counts/': { expect: staffOnly(200) },
  'POST /staff/api/mail/{id}/retry/': {
    prepare: failedMail,
    params: (w) => ({ id: failedMails.get(w)! }),
    expect: staffOnly(200),
  },
};

/**
 * The live stream over a real connection (inject waits for a body that never
 * ends): its status, and the body of a refusal; an open stream is left at once.
 */
async function streamStatus(path: string, headers: Record<string, string>) {
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const request = http.get({ host: '127.0.0.1', port: address.port, path, headers });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  const statusCode = response.statusCode ?? 0;
  let body = '';
  if (statusCode >= 400) for await (const chunk of response) body += String(chunk);
  else {
    request.destroy();
    // Let the server see the stream close (and write its presence) before the next attempt.
    while (ctx.app.realtime.connectedUsers().length > 0) await sleep(20);
    await sleep(200);
  }
  return { statusCode, body };
}

/** One attempt by one person, on a world of its own. */
async function attempt(key: string, row: Row, role: Role) {
  const endpoint = endpoints.find((candidate) => candidate.key === key)!;
  const w = await buildWorld(ctx.app);
  await row.prepare?.(w);
  const url =
    fillPath(
      endpoint.path,
      Object.fromEntries(Object.entries(row.params?.(w) ?? {}).map(([k, v]) => [k, String(v)])),
    ) + (row.query?.(w) ?? '');
  const headers: Record<string, string> = { ...w.headersOf(role) };
  let payload: string | Buffer | undefined;
  if (row.image) {
    const boundary = '----huella-matrix';
    payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
  } else if (row.body) {
    payload = JSON.stringify(row.body(w));
    headers['content-type'] = 'application/json';
  }
  const before = await settledSnapshot(ctx.app);
  const response =
    key === 'GET /chat/api/stream/'
      ? await streamStatus(url, headers)
      : await ctx.app.inject({
          method: endpoint.method as 'GET',
          url,
          headers,
          ...(payload !== undefined ? { payload } : {}),
        });
  const refused = response.statusCode >= 400;
  const text = response.body;
  if (refused) {
    const body = JSON.parse(text) as { error: string; code: string };
    expect(body.error, `${role}: ${key}`).toEqual(expect.any(String));
    expect(
      await settledSnapshot(ctx.app),
      `${role} was refused ${key} but something changed`,
    ).toEqual(before);
  } else if (row.shows) {
    row.shows(role, w, JSON.parse(text));
  }
  return response.statusCode;
}

describe('authorisation matrix', () => {
  it('has a row for every operation of the OpenAPI document', () => {
    expect(tableGaps(endpoints, Object.keys(MATRIX))).toEqual({ missing: [], unknown: [] });
  });

  it('lists as public only operations that need no session', () => {
    for (const [key, row] of Object.entries(MATRIX)) {
      if (row !== 'public') continue;
      const endpoint = endpoints.find((candidate) => candidate.key === key)!;
      expect([key, endpoint.session === 'required' || endpoint.documentedBearer]).toEqual([
        key,
        false,
      ]);
      expect([key, endpoint.method]).toEqual([key, 'GET']);
    }
  });

  for (const [key, row] of Object.entries(MATRIX)) {
    if (row === 'public') continue;
    it(`${key}: ${ROLES.map((role) => `${role} ${row.expect[role]}`).join(', ')}`, async () => {
      const actual = {} as Statuses;
      for (const role of ROLES) actual[role] = await attempt(key, row, role);
      expect(actual).toEqual(row.expect);
    });
  }
});

/**
 * Ids that belong to someone else, inside a request the person may otherwise
 * make: the path names their own shelter or animal, the other id does not.
 */
describe('ids of other shelters inside one’s own requests', () => {
  async function refusedWithoutChange(request: InjectOptions, expected: number) {
    const before = await settledSnapshot(ctx.app);
    const response = await ctx.app.inject(request);
    expect(response.statusCode, response.body).toBe(expected);
    expect(await settledSnapshot(ctx.app)).toEqual(before);
  }

  it('a photo of another shelter’s animal cannot be deleted through one’s own animal', async () => {
    const w = await buildWorld(ctx.app);
    const theirs = await createPet(ctx.app, { shelterId: w.otherShelter.id });
    const photo = await createPetPhoto(ctx.app, theirs.id);
    await refusedWithoutChange(
      {
        method: 'DELETE',
        url: `/pets/api/pets/${w.pet.id}/photos/${photo.id}/`,
        headers: w.admin.headers,
      },
      404,
    );
  });

  it('a photo of another shelter’s animal cannot be put in one’s own gallery order', async () => {
    const w = await buildWorld(ctx.app);
    const theirs = await createPet(ctx.app, { shelterId: w.otherShelter.id });
    const photo = await createPetPhoto(ctx.app, theirs.id);
    const before = await settledSnapshot(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/pets/api/pets/${w.pet.id}/photos/order/`,
      headers: w.admin.headers,
      payload: { photo_ids: [photo.id, w.photo.id] },
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(await settledSnapshot(ctx.app)).toEqual(before);
  });

  it('an animal cannot be moved to a shelter one does not belong to', async () => {
    const w = await buildWorld(ctx.app);
    await refusedWithoutChange(
      {
        method: 'PATCH',
        url: `/pets/api/pets/${w.pet.id}/`,
        headers: w.admin.headers,
        payload: { shelter: w.otherShelter.id },
      },
      403,
    );
  });

  it('another shelter’s administrator cannot be demoted or removed through one’s own shelter', async () => {
    const w = await buildWorld(ctx.app);
    const url = `/shelters/api/shelters/${w.shelter.id}/users/${w.otherShelterMember.user.id}/`;
    await refusedWithoutChange(
      { method: 'PATCH', url, headers: w.admin.headers, payload: { role: 'miembro' } },
      404,
    );
    await refusedWithoutChange({ method: 'DELETE', url, headers: w.admin.headers }, 404);
  });

  it('a shelter administrator cannot move another shelter’s adoption request', async () => {
    const w = await buildWorld(ctx.app);
    const other = await buildWorld(ctx.app);
    for (const action of ['review', 'accept', 'reject']) {
      await refusedWithoutChange(
        {
          method: 'POST',
          url: `/adoptions/api/requests/${other.request.id}/${action}/`,
          headers: w.admin.headers,
        },
        404,
      );
    }
  });
});
