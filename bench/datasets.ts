/**
 * The catalogue the benchmarks load: verified shelters in fifteen cities, all
 * four kinds of animal, adopted, pending, expired and withdrawn announcements,
 * and photos rows, generated from a fixed seed so every run measures the same
 * data. Used by `npm run bench:catalogue` and `npm run bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PET_GENDERS, PET_SIZES } from '@huella/shared/constants';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { DEMO_ANIMALS } from '../apps/api/src/db/demo/animals';
import { pets, shelters } from '../apps/api/src/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Cities with their share of the shelters, big cities first. */
export const CITIES: [string, number][] = [
  ['Madrid', 20],
  ['Barcelona', 16],
  ['Valencia', 10],
  ['Sevilla', 8],
  ['Málaga', 7],
  ['Zaragoza', 6],
  ['Bilbao', 5],
  ['Alicante', 5],
  ['Córdoba', 4],
  ['Valladolid', 4],
  ['Palma', 4],
  ['Murcia', 4],
  ['A Coruña', 3],
  ['Granada', 3],
  ['Teruel', 1],
];
export const SHELTERS = 150;
const KIND_SHARES: [string, number][] = [
  ['perro', 50],
  ['gato', 35],
  ['ave', 7],
  ['otros', 8],
];
const NAMES =
  'Luna Coco Rocky Nala Simba Kira Toby Lola Max Bruno Canela Trufa Milo Chispa Duna Leo Mía Thor Nieve Bimba Ágata Óscar Pipo Lúa Zeus Kiwi Manchas Perla Sol Rayo Brisa Gordi Tizón Nube Copito Golfo Sombra Curro Frida Ramón Dama Pelusa Canción'.split(
    ' ',
  );

/** A fixed seed, so every run measures the same catalogue. */
export function random(seed = 20_260_322) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function weighted<T>(rand: () => number, shares: [T, number][]): T {
  const total = shares.reduce((sum, [, share]) => sum + share, 0);
  let pick = rand() * total;
  for (const [value, share] of shares) {
    pick -= share;
    if (pick < 0) return value;
  }
  return shares[shares.length - 1]![0];
}

/**
 * Adds the catalogue to a migrated database: shelters spread over the cities,
 * then `animals` animals in batches, then 0–3 photos rows each, then VACUUM
 * ANALYZE. `query` runs a statement on the same database outside Drizzle.
 * Answers the ids of the listed animals (visible in the catalogue), in order.
 */
export async function loadCatalogue(
  handle: DatabaseHandle,
  animals: number,
  query: (text: string, params: unknown[]) => Promise<unknown[]>,
): Promise<{ listed: number; listedIds: number[] }> {
  const { db } = handle;
  const rand = random();
  const shelterIds: number[] = [];
  for (let i = 0; i < SHELTERS; i += 1) {
    const city = weighted(rand, CITIES);
    const [row] = await db
      .insert(shelters)
      .values({ name: `Refugio ${i + 1} de ${city}`, city, verified: true })
      .returning({ id: shelters.id });
    shelterIds.push(row!.id);
  }
  const byKind = new Map(
    KIND_SHARES.map(([kind]) => [kind, DEMO_ANIMALS.filter((a) => a.kind === kind)]),
  );
  const now = Date.now();
  const BATCH = 1000;
  for (let start = 0; start < animals; start += BATCH) {
    const batch: (typeof pets.$inferInsert)[] = [];
    for (let i = start; i < Math.min(start + BATCH, animals); i += 1) {
      const templates = byKind.get(weighted(rand, KIND_SHARES))!;
      const template = templates[Math.floor(rand() * templates.length)]!;
      // Three in four put on the list in the last 90 days, the rest expired
      // up to two years ago; three in ten of them renewed at least once.
      const renewedAt = new Date(
        rand() < 0.75 ? now - rand() * 89 * DAY_MS : now - (91 + rand() * 640) * DAY_MS,
      );
      const publishedAt =
        rand() < 0.3 ? new Date(renewedAt.getTime() - rand() * 300 * DAY_MS) : renewedAt;
      const birth = new Date(now - rand() * 15 * 365 * DAY_MS).toISOString().slice(0, 10);
      const maybe = () => (rand() < 0.3 ? null : rand() < 0.6);
      batch.push({
        shelterId: shelterIds[Math.floor(rand() * shelterIds.length)]!,
        name: NAMES[Math.floor(rand() * NAMES.length)]!,
        kind: template.kind,
        gender: PET_GENDERS[Math.floor(rand() * PET_GENDERS.length)]!,
        race: template.race,
        birth,
        description: template.description,
        state: weighted(rand, [
          ['en_adopcion', 70],
          ['pendiente', 10],
          ['adoptada', 20],
        ] as const),
        sterilized: rand() < 0.5,
        size: template.kind === 'perro' ? PET_SIZES[Math.floor(rand() * 3)]! : template.size,
        vaccinated: rand() < 0.7,
        goodWithChildren: maybe(),
        goodWithDogs: maybe(),
        goodWithCats: maybe(),
        publishedAt,
        renewedAt,
        expiresAt: new Date(renewedAt.getTime() + 90 * DAY_MS),
        deletedAt: rand() < 0.04 ? new Date(renewedAt.getTime() + DAY_MS) : null,
        viewCount: Math.floor(rand() * 500),
      });
    }
    await db.insert(pets).values(batch);
  }
  await db.execute(sql`
    insert into pet_photos (pet_id, position, storage_key, width, height)
    select p.id, g.position, 'pets/' || md5(p.id::text || '-' || g.position), 1600, 1200
    from pets p cross join lateral generate_series(0, (p.id * 7) % 4 - 1) as g(position)`);
  await db.execute(sql`vacuum analyze`);
  const listed = await query(
    `select id from pets where deleted_at is null and expires_at > now()
       and state in ('en_adopcion', 'pendiente') order by id`,
    [],
  );
  const listedIds = (listed as { id: number }[]).map((row) => row.id);
  return { listed: listedIds.length, listedIds };
}

/** Adopter accounts the signed-in and write workloads take turns with. */
export const ADOPTERS = 100;
/** Bench shelters the demo's shelter member is made a member of (the biggest ones). */
export const MEMBER_SHELTERS = 5;
/** Everyone signs in with the demo's password (README): its hash is copied. */
export const PASSWORD = 'Huella2026';
export const MEMBER_EMAIL = 'refugio@huella.es';

/** What the workloads need to know about the filled database. */
export interface Fixture {
  /** Animals the catalogue lists, in id order. */
  listedIds: number[];
  /** Listed animals in adoption outside the member's shelters: open to an adoption request. */
  adoptableIds: number[];
  adopters: { id: number; email: string }[];
  /** The shelters the demo member belongs to for the bench, with their animals. */
  memberShelters: { id: number; animals: number }[];
  /** Each adopter's conversation (with a shelter, about an animal), by adopter id. */
  conversations: Record<number, number>;
}

/**
 * The people of the signed-in, member and write workloads: ADOPTERS confirmed,
 * active adopter accounts with the demo adopter's password, a conversation
 * each, and the demo shelter member made a member of the MEMBER_SHELTERS
 * biggest bench shelters (thousands of animals). Needs the demo data.
 */
export async function addPeople(
  query: (text: string, params: unknown[]) => Promise<unknown[]>,
  listedIds: number[],
): Promise<Fixture> {
  const adopters = (await query(
    `insert into users (email, password_hash, first_name, last_name, city, email_confirmed_at)
     select 'adoptante' || g || '@bench.huella.es',
            (select password_hash from users where email = 'adoptante@huella.es'),
            'Adoptante', 'Bench ' || g, 'Madrid', now()
     from generate_series(1, $1::int) as g
     returning id, email`,
    [ADOPTERS],
  )) as { id: number; email: string }[];
  if (adopters.length !== ADOPTERS) throw new Error('the bench adopters were not created');
  const memberShelters = (await query(
    `insert into shelter_memberships (shelter_id, user_id, role)
     select s.id, (select id from users where email = $1), 'administrador'
     from shelters s
     where s.name ~ '^Refugio [0-9]+ de '
       and not exists (select 1 from shelter_memberships m
                       where m.shelter_id = s.id and m.user_id = (select id from users where email = $1))
     order by (select count(*) from pets p where p.shelter_id = s.id) desc, s.id
     limit $2
     returning shelter_id`,
    [MEMBER_EMAIL, MEMBER_SHELTERS],
  )) as { shelter_id: number }[];
  const members = memberShelters.map((row) => row.shelter_id);
  const counts = (await query(
    `select shelter_id as id, count(*)::int as animals from pets
     where shelter_id = any($1::int[]) group by shelter_id order by shelter_id`,
    [members],
  )) as { id: number; animals: number }[];
  const adoptable = (await query(
    `select id from pets where deleted_at is null and expires_at > now() and state = 'en_adopcion'
       and not (shelter_id = any($1::int[])) order by id`,
    [members],
  )) as { id: number }[];
  const adoptableIds = adoptable.map((row) => row.id);
  const conversations: Record<number, number> = {};
  for (const [i, adopter] of adopters.entries()) {
    const petId = adoptableIds[(i * 97) % adoptableIds.length]!;
    const [row] = (await query(
      `insert into conversations (adopter_id, shelter_id, pet_id, last_message_at)
       select $1, shelter_id, id, now() from pets where id = $2 returning id`,
      [adopter.id, petId],
    )) as { id: number }[];
    conversations[adopter.id] = row!.id;
  }
  return { listedIds, adoptableIds, adopters, memberShelters: counts, conversations };
}

/** A fresh, empty database for the server, and the way to fill and remove it. */
export interface Dataset {
  /** 'PostgreSQL 15.20' or 'PGlite'. */
  name: string;
  /** The server's DATA_DIR (media, outbox; the PGlite database in its db/). */
  dataDir: string;
  /** DATABASE_URL for the server, when on PostgreSQL. */
  databaseUrl?: string;
  /** Adds `animals` animals and the bench's people (with the server stopped, as PGlite has one owner). */
  fill(animals: number): Promise<Fixture>;
  remove(): Promise<void>;
}

/** PGlite in a fresh data directory, as the server opens it (DATA_DIR/db). */
export function freshPglite(): Dataset {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'huella-bench-'));
  return {
    name: 'PGlite',
    dataDir,
    fill: async (animals) => {
      const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      try {
        const client = handle.pglite!;
        const query = async (text: string, params: unknown[]) =>
          (await client.query(text, params)).rows;
        const { listedIds } = await loadCatalogue(handle, animals, query);
        return await addPeople(query, listedIds);
      } finally {
        await handle.close();
      }
    },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh database created on the server of `serverUrl`, dropped by `remove`. */
export async function freshPostgres(serverUrl: string, label: string): Promise<Dataset> {
  const name = `huella_bench_api_${process.pid}_${label}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const version = (
    await admin.query<{ v: string }>("select current_setting('server_version') as v")
  ).rows[0]!.v;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'huella-bench-'));
  return {
    name: `PostgreSQL ${version.split(' ')[0]}`,
    dataDir,
    databaseUrl: url.toString(),
    fill: async (animals) => {
      const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const query = async (text: string, params: unknown[]) =>
          (await client.query(text, params)).rows;
        const { listedIds } = await loadCatalogue(handle, animals, query);
        return await addPeople(query, listedIds);
      } finally {
        await client.end();
        await handle.close();
      }
    },
    remove: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
