/**
 * Demo data of issue 17: what registration asks of a shelter (CIF, province,
 * postcode) for the demo shelters, and a few applications to register a
 * shelter in different states, so that staff's queue is not empty: one sent,
 * one waiting for the applicant's answer to staff's question, and one
 * approved (the registration of Refugio Huellas de Madrid). Idempotent: a
 * shelter's data is filled only while its CIF is empty, and an application is
 * added only when its applicant has none with that name.
 */
import { and, eq } from 'drizzle-orm';
import type {
  Province,
  ShelterApplicationEventKind,
  ShelterApplicationState,
  ShelterKind,
} from '@huella/shared/constants';
import type { Database } from '../client';
import { shelterApplicationEvents, shelterApplications, shelters } from '../schema';

/** Valid CIFs (a Particular's NIF) of the demo shelters, by name. */
export const DEMO_SHELTER_REGISTRATION: Record<
  string,
  { taxId: string; province: Province; postcode: string; registryNumber: string }
> = {
  'Refugio Huellas de Madrid': {
    taxId: 'G28123453',
    province: 'Madrid',
    postcode: '28049',
    registryNumber: 'CM-PA-0412',
  },
  'Protectora Patas Barcelona': {
    taxId: 'G08543217',
    province: 'Barcelona',
    postcode: '08005',
    registryNumber: 'CAT-EPA-1187',
  },
  'Casa de acogida de Carmen': {
    taxId: '12345678Z',
    province: 'Valencia',
    postcode: '46004',
    registryNumber: '',
  },
  'Protectora Sevilla Animal': {
    taxId: 'G41678905',
    province: 'Sevilla',
    postcode: '41012',
    registryNumber: 'AND-SE-0309',
  },
  'Refugio El Olivar': {
    taxId: 'G41246802',
    province: 'Sevilla',
    postcode: '41020',
    registryNumber: 'AND-SE-0771',
  },
  'Refugio Mar de Valencia': {
    taxId: 'G46135794',
    province: 'Valencia',
    postcode: '46022',
    registryNumber: 'CV-RAP-2206',
  },
};

interface DemoApplication {
  applicant: 'adopter' | 'shelterMember' | 'shelterAdmin';
  state: ShelterApplicationState;
  name: string;
  kind: ShelterKind;
  taxId: string;
  registryNumber: string;
  address: string;
  city: string;
  province: Province;
  postcode: string;
  phone: string;
  email: string;
  web: string;
  instagram: string;
  message: string;
  /** Days ago it was sent. */
  sentDaysAgo: number;
  /** The history after it was sent: who, what, days ago. */
  events: {
    kind: ShelterApplicationEventKind;
    side: 'staff' | 'solicitante';
    message: string;
    daysAgo: number;
  }[];
  /** Approved: the demo shelter it created. */
  shelterName?: string;
}

export const DEMO_SHELTER_APPLICATIONS: DemoApplication[] = [
  {
    applicant: 'adopter',
    state: 'enviada',
    name: 'Gatos de Ruzafa',
    kind: 'Protectora',
    taxId: 'G46555553',
    registryNumber: 'CV-RAP-3391',
    address: 'Carrer de Sueca 41',
    city: 'Valencia',
    province: 'Valencia',
    postcode: '46006',
    phone: '961 555 010',
    email: 'hola@gatosderuzafa.org',
    web: 'https://gatosderuzafa.org',
    instagram: '@gatosderuzafa',
    message:
      'Somos una asociación de vecinos que cuida tres colonias felinas en Ruzafa. Queremos dar en adopción a los gatos que ya pueden vivir en casa.',
    sentDaysAgo: 2,
    events: [],
  },
  {
    applicant: 'shelterMember',
    state: 'info_solicitada',
    name: 'Protectora Llobregat Amics',
    kind: 'Protectora',
    taxId: 'G46112231',
    registryNumber: '',
    address: 'Carrer Major 15',
    city: 'Sant Boi de Llobregat',
    province: 'Barcelona',
    postcode: '08830',
    phone: '936 400 200',
    email: 'info@llobregatamics.org',
    web: '',
    instagram: '@llobregatamics',
    message: 'Rescatamos perros de caza abandonados en el Baix Llobregat desde 2018.',
    sentDaysAgo: 6,
    events: [
      { kind: 'en_revision', side: 'staff', message: '', daysAgo: 5 },
      {
        kind: 'info_solicitada',
        side: 'staff',
        message:
          'Gracias por la solicitud. ¿Nos indicáis vuestro número de inscripción en el registro de entidades de protección animal de Cataluña? Con él podremos verificaros.',
        daysAgo: 4,
      },
    ],
  },
  {
    applicant: 'shelterAdmin',
    state: 'aprobada',
    name: 'Refugio Huellas de Madrid',
    kind: 'Refugio',
    taxId: 'G28123453',
    registryNumber: 'CM-PA-0412',
    address: 'Camino de la Dehesa 12, 28049 Madrid',
    city: 'Madrid',
    province: 'Madrid',
    postcode: '28049',
    phone: '910 123 456',
    email: 'hola@huellasmadrid.es',
    web: 'https://huellasmadrid.es',
    instagram: '@huellasmadrid',
    message: 'Refugio de voluntarios en la Dehesa de la Villa desde 2009.',
    sentDaysAgo: 40,
    events: [
      { kind: 'en_revision', side: 'staff', message: '', daysAgo: 39 },
      {
        kind: 'aprobada',
        side: 'staff',
        message: '¡Bienvenidos a Huella! Ya podéis publicar vuestros animales.',
        daysAgo: 38,
      },
    ],
    shelterName: 'Refugio Huellas de Madrid',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoShelterApplications(
  db: Database,
  accounts: { staffId: number; adopterId: number; shelterMemberId: number; shelterAdminId: number },
  now = new Date(),
): Promise<number> {
  for (const [name, registration] of Object.entries(DEMO_SHELTER_REGISTRATION)) {
    await db
      .update(shelters)
      .set(registration)
      .where(and(eq(shelters.name, name), eq(shelters.taxId, '')));
  }

  const ids = {
    adopter: accounts.adopterId,
    shelterMember: accounts.shelterMemberId,
    shelterAdmin: accounts.shelterAdminId,
  };
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  let added = 0;
  for (const {
    applicant,
    events,
    sentDaysAgo,
    shelterName,
    ...application
  } of DEMO_SHELTER_APPLICATIONS) {
    const applicantId = ids[applicant];
    const [existing] = await db
      .select({ id: shelterApplications.id })
      .from(shelterApplications)
      .where(
        and(
          eq(shelterApplications.applicantId, applicantId),
          eq(shelterApplications.name, application.name),
        ),
      );
    if (existing) continue;
    let shelterId: number | null = null;
    if (shelterName) {
      const [shelter] = await db
        .select({ id: shelters.id })
        .from(shelters)
        .where(eq(shelters.name, shelterName));
      if (!shelter) continue;
      shelterId = shelter.id;
    }
    const decided = events.find((event) => event.kind === 'aprobada' || event.kind === 'rechazada');
    const last = events.at(-1);
    const [row] = await db
      .insert(shelterApplications)
      .values({
        ...application,
        applicantId,
        shelterId,
        decidedAt: decided ? daysAgo(decided.daysAgo) : null,
        decidedBy: decided ? accounts.staffId : null,
        createdAt: daysAgo(sentDaysAgo),
        updatedAt: daysAgo(last?.daysAgo ?? sentDaysAgo),
      })
      // A demo user who already has an open application of their own keeps it alone.
      .onConflictDoNothing()
      .returning({ id: shelterApplications.id });
    if (!row) continue;
    await db.insert(shelterApplicationEvents).values([
      {
        applicationId: row.id,
        kind: 'enviada' as const,
        authorId: applicantId,
        authorSide: 'solicitante' as const,
        message: application.message,
        createdAt: daysAgo(sentDaysAgo),
      },
      ...events.map((event) => ({
        applicationId: row.id,
        kind: event.kind,
        authorId: event.side === 'staff' ? accounts.staffId : applicantId,
        authorSide: event.side,
        message: event.message,
        createdAt: daysAgo(event.daysAgo),
      })),
    ]);
    added += 1;
  }
  return added;
}
