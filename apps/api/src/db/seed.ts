/**
 * Demo data: accounts of every kind, shelters of the three kinds in Madrid,
 * Barcelona, Valencia and Sevilla, their animals with photos, the demo
 * adopter's adoption requests with their chats and favourites with their
 * news, and the blog's articles with their pictures and comments (demo/).
 * Idempotent: rows are matched by email or name (animals by shelter and
 * name, requests by applicant and animal, posts by slug; favourites are
 * added only to an adopter who has none). All of it is written in one
 * transaction: a failure leaves the database as it was (and removes the
 * photos already stored).
 *
 * The server imports this module only to seed, so that the demo catalogue and
 * its picture generator stay out of the production bundle's start-up code.
 */
import { seedDemoModeration } from './demo/moderation';
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  PASSWORD_MAX_LENGTH,
  type MembershipRole,
  type ShelterKind,
} from '@huella/shared/constants';
import { hashPassword } from '../lib/passwords';
import { deleteImage, storeImage, type Storage } from '../lib/storage';
import type { Database } from './client';
import { seedDemoAdoptionRequests } from './demo/adoption-requests';
import { seedDemoQuestionnaire } from './demo/questionnaire';
import { seedDemoSavedSearch } from './demo/saved-searches';
import type { DemoAnimal } from './demo/animals';
import type { DemoBlogPost } from './demo/blog-posts';
import { seedDemoBlog } from './demo/blog-seed';
import type { DemoProduct } from './demo/shop-products';
import { seedDemoShop } from './demo/shop-seed';
import { seedDemoFavourites } from './demo/favourites';
import { seedDemoFigures } from './demo/figures';
// Shop (issue 16): the demo adopter's orders.
import { seedDemoShopOrders } from './demo/shop-orders';
import { seedDemoAnimals } from './demo/seed-animals';
import { renderShelterLogo, type DemoLogo } from './demo/shelter-logos';
// Staff and shelter onboarding (issue 17): the demo shelters' registration and applications.
import { seedDemoShelterApplications } from './demo/shelter-applications';
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
  description: string;
  openingHours: string;
  adoptionConditions: string;
  logo: DemoLogo;
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
    description:
      'Somos un refugio de voluntarios en la Dehesa de la Villa. Desde 2009 recogemos perros y gatos abandonados en Madrid, los curamos, los socializamos y les buscamos una familia para siempre.\n\nTodos nuestros animales se entregan vacunados, desparasitados, con microchip y esterilizados cuando tienen edad.',
    openingHours:
      'De martes a viernes de 10:00 a 14:00 y de 17:00 a 19:30. Sábados de 10:00 a 14:00. Domingos y festivos, solo con cita previa.',
    adoptionConditions:
      'Ser mayor de edad y presentar el DNI. Una entrevista previa y, si todo va bien, una visita a casa. Firma de un contrato de adopción y seguimiento durante los primeros meses. Los animales se entregan con su cartilla veterinaria.',
    logo: { emblem: 'house', background: '#0f2a3d', ink: '#ffffff', accent: '#f97316' },
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
    description:
      'Asociación sin ánimo de lucro que trabaja en Barcelona y el Baix Llobregat. Rescatamos animales de la calle y de situaciones de maltrato, y tenemos una red de casas de acogida que los cuidan hasta su adopción.',
    openingHours:
      'Lunes a sábado de 11:00 a 14:00. Visitas a las casas de acogida con cita previa.',
    adoptionConditions:
      'Entrevista con el equipo de adopciones, visita a la casa de acogida y contrato. Los gatos se adoptan por parejas cuando son cachorros. Preferimos familias que puedan venir a conocer al animal más de una vez.',
    logo: { emblem: 'paw', background: '#f97316', ink: '#ffffff', accent: '#0f2a3d' },
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
    description:
      'Soy Carmen y acojo en mi casa de Valencia a gatos y conejos que necesitan un respiro antes de encontrar familia. Convivo con ellos, así que conozco bien su carácter.',
    openingHours: 'Tardes de lunes a viernes, de 18:00 a 20:00, siempre con cita previa.',
    adoptionConditions:
      'Una charla por teléfono, una visita para conocer al animal y un compromiso de adopción firmado. Solo pido que me enviéis fotos de vez en cuando.',
    logo: { emblem: 'heart', background: '#db2777', ink: '#ffffff', accent: '#fbbf24' },
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
    description:
      'Protectora de Sevilla con más de 20 años de historia. Trabajamos con el ayuntamiento en el control de colonias felinas y damos en adopción perros, gatos y aves rescatados.',
    openingHours: 'De lunes a viernes de 9:30 a 13:30. Sábados de 10:00 a 13:00.',
    adoptionConditions:
      'Cuestionario de adopción, entrevista y contrato. Los perros de raza potencialmente peligrosa requieren licencia. Seguimiento telefónico el primer año.',
    logo: { emblem: 'sun', background: '#fbbf24', ink: '#0f2a3d', accent: '#f97316' },
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
    description:
      'Refugio rural entre olivos a las afueras de Sevilla, con amplios parques donde nuestros perros grandes y mayores esperan una segunda oportunidad.',
    openingHours: 'Sábados y domingos de 10:00 a 14:00. Entre semana, con cita previa.',
    adoptionConditions:
      'Visita al refugio (recomendamos venir varias veces a pasear al perro), entrevista y contrato de adopción. Para perros mayores, pedimos un compromiso con sus revisiones veterinarias.',
    logo: { emblem: 'olive', background: '#16a34a', ink: '#ffffff', accent: '#0f2a3d' },
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
    description:
      'Refugio junto a la playa de la Malvarrosa. Somos especialistas en perros rescatados de la caza y en gatos de colonia que ya pueden vivir en casa.',
    openingHours: 'De lunes a sábado de 10:00 a 13:00 y de 16:00 a 19:00.',
    adoptionConditions:
      'Entrevista previa, visita a casa y contrato de adopción. Los animales se entregan vacunados, con microchip y esterilizados.',
    logo: { emblem: 'wave', background: '#7cc4ea', ink: '#0f2a3d', accent: '#ffffff' },
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
  /** Blog posts added by this run. */
  blogPosts: number;
  /** Shop products added by this run. */
  products: number;
  /** The accounts this run created with a generated password, to be shown once (never stored). */
  generatedPasswords: { email: string; password: string }[];
}

export interface SeedOptions {
  /** Where the animals' photos go, as uploads do. */
  storage: Storage;
  /** A part of the demo catalogue (tests); all of it by default. */
  animals?: DemoAnimal[];
  /** A part of the demo blog (tests); all of it by default. */
  blogPosts?: DemoBlogPost[];
  /** A part of the demo shop (tests); all of it by default. */
  products?: DemoProduct[];
  /**
   * The server's secret (JWT_SECRET), which the demo saved search's unsubscribe
   * link is derived from; without it the demo has no saved search.
   */
  secret?: string;
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
  for (const { members, logo, ...shelter } of DEMO_SHELTERS) {
    const [existing] = await db
      .select({ id: shelters.id })
      .from(shelters)
      .where(eq(shelters.name, shelter.name));
    let shelterId = existing?.id;
    if (shelterId === undefined) {
      // The logo goes through the same pipeline as an administrator's upload.
      const photo = await storeImage(options.storage, await renderShelterLogo(logo), {
        prefix: 'shelters',
      });
      storedImages.push(photo.key);
      shelterId = (
        await db
          .insert(shelters)
          .values({ ...shelter, photo: photo.key, verified: true })
          .returning({ id: shelters.id })
      )[0]!.id;
    }
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
  // Issue 20: a saved search with daily alerts (its unsubscribe link needs the server's secret).
  if (options.secret) {
    await seedDemoSavedSearch(db, { adopterId: userIds.get('adopter')!, secret: options.secret });
  }
  // Issue 20: her compatibility questionnaire, so the catalogue shows what fits her.
  await seedDemoQuestionnaire(db, userIds.get('adopter')!);
  // Issue 17: visits over the last weeks, for the shelters' Estadísticas.
  await seedDemoFigures(db);
  const blogPosts = await seedDemoBlog(db, {
    storage: options.storage,
    accounts: { staffId: userIds.get('staff')!, adopterId: userIds.get('adopter')! },
    storedImages,
    posts: options.blogPosts,
  });
  // The shop (issue 16): its products, pictures drawn and put through the image pipeline.
  const products = await seedDemoShop(db, {
    storage: options.storage,
    storedImages,
    products: options.products,
  });
  // Shop (issue 16): the demo adopter's paid orders; after the shop's products
  // (seeded just above), which it picks by kind.
  const adopterAccount = DEMO_ACCOUNTS.find((account) => account.key === 'adopter')!;
  await seedDemoShopOrders(db, { adopterId: userIds.get('adopter')!, email: adopterAccount.email });
  // Staff and shelter onboarding (issue 17): the demo shelters' CIF and province,
  // and applications to register a shelter in staff's queue.
  await seedDemoShelterApplications(db, {
    staffId: userIds.get('staff')!,
    adopterId: userIds.get('adopter')!,
    shelterMemberId: userIds.get('shelterMember')!,
    shelterAdminId: userIds.get('shelterAdmin')!,
  });
  // Staff (issue 17): reports to act on, one announcement hidden, adoptions over the year.
  const staffAccount = DEMO_ACCOUNTS.find((account) => account.key === 'staff')!;
  await seedDemoModeration(db, {
    adopterId: userIds.get('adopter')!,
    adopterEmail: adopterAccount.email,
    staffId: userIds.get('staff')!,
    staffEmail: staffAccount.email,
  });
  return {
    users: DEMO_ACCOUNTS.length,
    shelters: DEMO_SHELTERS.length,
    memberships,
    animals,
    adoptionRequests,
    blogPosts,
    products,
    generatedPasswords,
  };
}
