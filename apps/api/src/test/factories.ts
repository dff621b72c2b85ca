/**
 * Test data with overridable defaults and unique values, so that no test
 * depends on another's data (epic-stack style), plus helpers to read the mail
 * a test caused.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MembershipRole, ShelterKind } from '@huella/shared/constants';
import type { TokenPair } from '@huella/shared/schemas/auth';
import type { User } from '@huella/shared/schemas/users';
import type { App } from '../app';
import { petPhotos, pets, sessions, shelterMemberships, shelters, users } from '../db/schema';
import argon2 from 'argon2';

export const TEST_PASSWORD = 'Huella123';

let sequence = 0;
export function uniqueEmail(prefix = 'persona'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomBytes(3).toString('hex')}@example.com`;
}

export interface TestUser extends User {
  password: string;
}

/**
 * The hashes of the users made here: argon2id at a test-only low cost, since
 * every sign-in of a test pays for verifying them (production's m=19456 KiB,
 * t=2 costs about twenty times as much). Passwords set through the API are
 * hashed with production's parameters, and auth/register.test.ts checks them.
 */
const TEST_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
} as const;
const testHash = (password: string) => argon2.hash(password, TEST_HASH_OPTIONS);

/** A cached hash: most tests use the same password. */
let defaultHash: Promise<string> | undefined;

export interface UserOverrides {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  isStaff?: boolean;
  isActive?: boolean;
  /** False: the address was never confirmed (by default it is, like an established account's). */
  emailConfirmed?: boolean;
}

/** Inserts a user straight into the database (registration itself is tested through the API). */
export async function createUser(app: App, overrides: UserOverrides = {}): Promise<TestUser> {
  const password = overrides.password ?? TEST_PASSWORD;
  const passwordHash =
    password === TEST_PASSWORD
      ? await (defaultHash ??= testHash(TEST_PASSWORD))
      : await testHash(password);
  const [row] = await app.db
    .insert(users)
    .values({
      email: overrides.email ?? uniqueEmail(),
      passwordHash,
      firstName: overrides.firstName ?? 'Ana',
      lastName: overrides.lastName ?? 'Pérez',
      isStaff: overrides.isStaff ?? false,
      isActive: overrides.isActive ?? true,
      emailConfirmedAt: overrides.emailConfirmed === false ? null : new Date(),
    })
    .returning();
  return {
    id: row!.id,
    first_name: row!.firstName,
    last_name: row!.lastName,
    email: row!.email,
    email_confirmed: row!.emailConfirmedAt !== null,
    pending_email: row!.pendingEmail,
    phone: row!.phone,
    address: row!.address,
    postcode: row!.postcode,
    city: row!.city,
    country: row!.country,
    web: row!.web,
    instagram: row!.instagram,
    facebook: row!.facebook,
    avatar: row!.avatar,
    is_staff: row!.isStaff,
    favourites: [],
    favourite_update_mails: row!.favouriteUpdateMails,
    date_joined: row!.dateJoined.toISOString(),
    password,
  };
}

/** Logs in through the API and returns the token pair. */
export async function loginAs(
  app: App,
  user: { email: string; password: string },
  remoteAddress = uniqueIp(),
): Promise<TokenPair> {
  const response = await app.inject({
    method: 'POST',
    url: '/users/api/login/',
    payload: { email: user.email, password: user.password },
    remoteAddress,
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<TokenPair>();
}

/** An access token of a new session of the user, without a login (argon2 is slow). */
export async function sessionAccessToken(app: App, userId: number): Promise<string> {
  const sessionId = randomUUID();
  await app.db.insert(sessions).values({ id: sessionId, userId });
  return app.tokens.signAccess(userId, sessionId);
}

export const bearer = (tokens: { access: string }) => ({
  authorization: `Bearer ${tokens.access}`,
});

/** A fresh address for each call, so per-IP limits of one test never touch another. */
let ipSequence = 0;
export function uniqueIp(): string {
  ipSequence += 1;
  return `10.${(ipSequence >> 16) & 255}.${(ipSequence >> 8) & 255}.${ipSequence & 255}`;
}

export interface ShelterOverrides {
  name?: string;
  kind?: ShelterKind;
  city?: string;
  email?: string;
  phone?: string;
  address?: string;
  verified?: boolean;
  members?: [number, MembershipRole][];
}

export async function createShelter(app: App, overrides: ShelterOverrides = {}) {
  sequence += 1;
  const [row] = await app.db
    .insert(shelters)
    .values({
      name: overrides.name ?? `Refugio de prueba ${sequence}`,
      kind: overrides.kind ?? 'Refugio',
      city: overrides.city ?? 'Madrid',
      email: overrides.email ?? `refugio${sequence}@example.com`,
      phone: overrides.phone ?? '910 000 000',
      address: overrides.address ?? 'Calle Mayor 1, Madrid',
      verified: overrides.verified ?? true,
    })
    .returning();
  for (const [userId, role] of overrides.members ?? []) {
    await app.db.insert(shelterMemberships).values({ shelterId: row!.id, userId, role });
  }
  return row!;
}

export type PetOverrides = Partial<Omit<typeof pets.$inferInsert, 'id' | 'search'>> & {
  shelterId: number;
};

/**
 * An announcement published now, never renewed (so expiring 90 days after
 * publication), unless the overrides say otherwise.
 */
export async function createPet(app: App, overrides: PetOverrides) {
  sequence += 1;
  const publishedAt = overrides.publishedAt ?? new Date();
  const renewedAt = overrides.renewedAt ?? publishedAt;
  const [row] = await app.db
    .insert(pets)
    .values({
      name: `Animal ${sequence}`,
      kind: 'perro',
      description: 'Un animal muy cariñoso que busca familia.',
      expiresAt: new Date(renewedAt.getTime() + 90 * 24 * 60 * 60 * 1000),
      ...overrides,
      publishedAt,
      renewedAt,
    })
    .returning();
  return row!;
}

/** A gallery photo row (the files themselves are the image pipeline's business). */
export async function createPetPhoto(
  app: App,
  petId: number,
  overrides: Partial<typeof petPhotos.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await app.db
    .insert(petPhotos)
    .values({
      petId,
      position: 0,
      storageKey: `pets/test-${sequence}-${randomBytes(4).toString('hex')}`,
      width: 1600,
      height: 1200,
      ...overrides,
    })
    .returning();
  return row!;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  replyTo?: string;
  date: string;
}

/** Every mail the app wrote to its outbox so far, oldest first (background sends are awaited). */
export async function readOutbox(app: App): Promise<OutboxMail[]> {
  await app.mailer.flush();
  const dir = app.config.outboxDir;
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    files.map(
      async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMail,
    ),
  );
}

export async function mailsTo(app: App, to: string): Promise<OutboxMail[]> {
  return (await readOutbox(app)).filter((mail) => mail.to === to);
}

/** The `token` query parameter of the mail's first link that starts with `prefix`. */
export function tokenFromLink(mail: OutboxMail, prefix: string): string {
  const link = mail.links.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in ${JSON.stringify(mail.links)}`);
  return new URL(link).searchParams.get('token')!;
}
