/**
 * Demo data: accounts of every kind, shelters of the three kinds in Madrid,
 * Barcelona, Valencia and Sevilla, their animals with photos, and the demo
 * adopter's adoption requests with their chats and favourites with their
 * news (demo/). Idempotent: rows are matched by email or name (animals by
 * shelter and name, requests by applicant and animal; favourites are added
 * only to an adopter who has none). All of it is written in one
 * transaction: a failure leaves the database as it was (and removes the
 * photos already stored).
 *
 * The server imports this module only to seed, so that the demo catalogue and
 * its picture generator stay out of the production bundle's start-up code.
 */
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  PASSWORD_MAX_LENGTH,
  type MembershipRole,
  type ShelterKind,
} from '@huella/shared/constants';
import { hashPassword } from '../lib/passwords';
import { deleteImage, type Storage } from '../lib/storage';
import type { Database } from './client';
import { seedDemoAdoptionRequests } from './demo/adoption-requests';
import type { DemoAnimal } from './demo/animals';
import { seedDemoFavourites } from './demo/favourites';
import { seedDemoAnimals } from './demo/seed-animals';
import { shelterMemberships, shelters, users } from './schema';

/** The password of every demo account where the README publishes it (development). */
export const DEMO_PASSWORD = 'Huella2026';

export const DEMO_ACCOUNTS = [
  {
    key: 'staff',
    email: 'admin@huella.es',
    firstName: 'Equipo',
    lastName: 'Huella',
    isStaff: true,
    city: 'Madrid',
  },
  {
    key: 'shelterAdmin',
    email: 'refugio@huella.es',
    firstName: 'Lucía',
    lastName: 'Martín',
    isStaff: false,
    city: 'Madrid',
  },
  {
    key: 'shelterMember',
    email: 'voluntario@huella.es',
    firstName: 'Pablo',
    lastName: 'Ruiz',
    isStaff: false,
    city: 'Barcelona',
  },
  {
    key: 'adopter',
    email: 'adoptante@huella.es',
    firstName: 'Marta',
    lastName: 'García',
    isStaff: false,
    city: 'Valencia',
  },
] as const;

type AccountKey = (typeof DEMO_ACCOUNTS)[number]['key'];

interface DemoShelter {
  name: string;
  kind: ShelterKind;
  city: string;
  address: string;
  phone: string;
  email: string;
  web: string;
  instagram: string;
  facebook: string;
  latitude: number;
  longitude: number;
  members: [AccountKey, MembershipRole][];
}

export const DEMO_SHELTERS: DemoShelter[] = [
  {
    name: 'Refugio Huellas de Madrid',
    kind: 'Refugio',
    city: 'Madrid',
    address: 'Camino de la Dehesa 12, 28049 Madrid',
    phone: '910 123 456',
    email: 'hola@huellasmadrid.es',
    web: 'https://huellasmadrid.es',
    instagram: '@huellasmadrid',
    facebook: 'huellasmadrid',
    latitude: 40.4168,
    longitude: -3.7038,
    members: [
      ['shelterAdmin', 'administrador'],
      ['shelterMember', 'miembro'],
    ],
  },
  {
    name: 'Protectora Patas Barcelona',
    kind: 'Protectora',
    city: 'Barcelona',
    address: 'Carrer de la Marina 88, 08005 Barcelona',
    phone: '932 456 789',
    email: 'adopciones@patasbcn.org',
    web: 'https://patasbcn.org',
    instagram: '@patasbcn',
    facebook: 'patasbcn',
    latitude: 41.3874,
    longitude: 2.1686,
    members: [
      ['shelterAdmin', 'administrador'],
      ['shelterMember', 'administrador'],
    ],
  },
  {
    name: 'Casa de acogida de Carmen',
    kind: 'Particular',
    city: 'Valencia',
    address: 'Calle de Colón 4, 46004 Valencia',
    phone: '963 222 111',
    email: 'carmen.acogida@huella.es',
    web: '',
    instagram: '@acogidacarmen',
    facebook: '',
    latitude: 39.4699,
    longitude: -0.3763,
    members: [['shelterMember', 'administrador']],
  },
  {
    name: 'Protectora Sevilla Animal',
    kind: 'Protectora',
    city: 'Sevilla',
    address: 'Avenida de la Palmera 30, 41012 Sevilla',
    phone: '954 987 654',
    email: 'info@sevillaanimal.org',
    web: 'https://sevillaanimal.org',
    instagram: '@sevillaanimal',
    facebook: 'sevillaanimal',
    latitude: 37.3891,
    longitude: -5.9845,
    members: [['shelterAdmin', 'miembro']],
  },
  {
    name: 'Refugio El Olivar',
    kind: 'Refugio',
    city: 'Sevilla',
    address: 'Carretera de Carmona km 3, 41020 Sevilla',
    phone: '955 111 222',
    email: 'contacto@refugioelolivar.es',
    web: 'https://refugioelolivar.es',
    instagram: '@refugioelolivar',
    facebook: 'refugioelolivar',
    latitude: 37.4,
    longitude: -5.94,
    members: [],
  },
  {
    name: 'Refugio Mar de Valencia',
    kind: 'Refugio',
    city: 'Valencia',
    address: 'Camí de Vera 21, 46022 Valencia',
    phone: '961 333 444',
    email: 'adopta@mardevalencia.es',
    web: 'https://mardevalencia.es',
    instagram: '@mardevalencia',
    facebook: 'mardevalencia',
    latitude: 39.48,
    longitude: -0.34,
    members: [],
  },
];

export interface SeedSummary {
  users: number;
  shelters: number;
  memberships: number;
  /** Animals added by this run (0 when they were all there already). */
  animals: number;
  /** Adoption requests added by this run. */
  adoptionRequests: number;
  /** The accounts this run created with a generated password, to be shown once (never stored). */
  generatedPasswords: { email: string; password: string }[];
}

export interface SeedOptions {
  /** Where the animals' photos go, as uploads do. */
  storage: Storage;
  /** A part of the demo catalogue (tests); all of it by default. */
  animals?: DemoAnimal[];
  /**
   * `published`: every account gets DEMO_PASSWORD, as the README says (development).
   * `generated`: each account gets a random password, returned once (production,
   * where a published password would be anyone's way into a staff account).
   */
  passwords?: 'published' | 'generated';
}

const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 15 characters (the login form's maximum), with a lowercase and an uppercase letter and a digit. */
export function generateDemoPassword(): string {
  for (;;) {
    const password = Array.from(
      { length: PASSWORD_MAX_LENGTH },
      () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
    ).join('');
    if (/[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)) return password;
  }
}

export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedSummary> {
  return inOneTransaction(db, options, (tx, storedImages) =>
    seedDemoRows(tx, options, storedImages),
  );
}

/** On first start the database is empty; later starts leave the data alone (null). */
export async function seedDemoDataIfEmpty(
  db: Database,
  options: SeedOptions,
): Promise<SeedSummary | null> {
  return inOneTransaction(db, options, async (tx, storedImages) => {
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if ((row?.count ?? 0) > 0) return null;
    return seedDemoRows(tx, options, storedImages);
  });
}

/** Runs `seed` in a transaction; if it fails, the photos it stored are deleted too. */
async function inOneTransaction<T>(
  db: Database,
  options: SeedOptions,
  seed: (tx: Database, storedImages: string[]) => Promise<T>,
): Promise<T> {
  const storedImages: string[] = [];
  try {
    return await db.transaction((tx) => seed(tx, storedImages));
  } catch (error) {
    await Promise.allSettled(storedImages.map((key) => deleteImage(options.storage, key)));
    throw error;
  }
}

async function seedDemoRows(
  db: Database,
  options: SeedOptions,
  storedImages: string[],
): Promise<SeedSummary> {
  const generated = options.passwords === 'generated';
  const publishedHash = generated ? undefined : await hashPassword(DEMO_PASSWORD);
  const generatedPasswords: SeedSummary['generatedPasswords'] = [];
  const userIds = new Map<AccountKey, number>();
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, account.email));
    if (existing) {
      userIds.set(account.key, existing.id);
      continue;
    }
    let passwordHash = publishedHash;
    if (!passwordHash) {
      const password = generateDemoPassword();
      generatedPasswords.push({ email: account.email, password });
      passwordHash = await hashPassword(password);
    }
    const [created] = await db
      .insert(users)
      .values({
        email: account.email,
        passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        isStaff: account.isStaff,
        city: account.city,
        country: 'España',
        // The demo addresses are Huella's own: nothing to prove.
        emailConfirmedAt: new Date(),
      })
      .returning({ id: users.id });
    userIds.set(account.key, created!.id);
  }

  let memberships = 0;
  for (const { members, ...shelter } of DEMO_SHELTERS) {
    const [existing] = await db
      .select({ id: shelters.id })
      .from(shelters)
      .where(eq(shelters.name, shelter.name));
    const shelterId =
      existing?.id ??
      (
        await db
          .insert(shelters)
          .values({ ...shelter, verified: true })
          .returning({ id: shelters.id })
      )[0]!.id;
    for (const [account, role] of members) {
      await db
        .insert(shelterMemberships)
        .values({ shelterId, userId: userIds.get(account)!, role })
        .onConflictDoNothing();
      memberships += 1;
    }
  }
  const animals = await seedDemoAnimals(db, { ...options, storedImages });
  const adoptionRequests = await seedDemoAdoptionRequests(db, {
    adopterId: userIds.get('adopter')!,
    shelterAdminId: userIds.get('shelterAdmin')!,
  });
  await seedDemoFavourites(db, userIds.get('adopter')!);
  return {
    users: DEMO_ACCOUNTS.length,
    shelters: DEMO_SHELTERS.length,
    memberships,
    animals,
    adoptionRequests,
    generatedPasswords,
  };
}
