/**
 * Demo moderation and figures (issue 17): three reports (a guest's with an
 * address, still open; the demo adopter's, being reviewed; one upheld, whose
 * announcement staff hid with a statement of reasons), the audit rows of
 * those staff actions, and the adopted animals' adoptions spread over the
 * last twelve months, so the dashboard's charts have a shape. Runs once: when
 * the demo reports are there, nothing changes. Animals missing from a partial
 * catalogue (tests) are skipped.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ReportReason, ReportStatus } from '@huella/shared/constants';
import { recordAudit } from '../audit';
import type { Database } from '../client';
import { petReports, pets } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoReport {
  pet: string;
  reason: ReportReason;
  message: string;
  status: ReportStatus;
  /** 'adopter': the demo adopter's account; otherwise a guest, with this address ('' for none). */
  from: 'adopter' | string;
  daysAgo: number;
  resolution?: string;
  hidePet?: boolean;
}

export const DEMO_REPORTS: DemoReport[] = [
  {
    pet: 'Menta',
    reason: 'Información incorrecta',
    message: 'La edad que pone no coincide con la de la foto: parece mucho más joven.',
    status: 'abierta',
    from: 'lectora.atenta@example.com',
    daysAgo: 2,
  },
  {
    pet: 'Turrón',
    reason: 'Animal ya adoptado',
    message: 'Creo que lo adoptó una vecina la semana pasada.',
    status: 'en_revision',
    from: 'adopter',
    daysAgo: 4,
  },
  {
    pet: 'Gominola',
    reason: 'Contenido inapropiado',
    message: 'El anuncio muestra el teléfono y la dirección de una persona particular.',
    status: 'resuelta',
    from: 'vecino.valencia@example.com',
    daysAgo: 9,
    resolution:
      'El anuncio mostraba datos personales de un tercero (teléfono y dirección) sin su permiso. Lo hemos ocultado hasta que el refugio los retire.',
    hidePet: true,
  },
];

/** Months ago (and days from publication to adoption) of each adopted demo animal, in order. */
const ADOPTION_HISTORY: [monthsAgo: number, days: number][] = [
  [0, 18],
  [1, 25],
  [2, 41],
  [3, 12],
  [5, 33],
  [7, 57],
  [10, 22],
];

export async function seedDemoModeration(
  db: Database,
  accounts: { adopterId: number; adopterEmail: string; staffId: number; staffEmail: string },
  now = new Date(),
): Promise<number> {
  const names = DEMO_REPORTS.map((report) => report.pet);
  const found = await db
    .select({ id: pets.id, name: pets.name })
    .from(pets)
    .where(inArray(pets.name, names));
  const petIds = new Map(found.map((row) => [row.name, row.id]));
  if (found.length > 0) {
    const [existing] = await db
      .select({ id: petReports.id })
      .from(petReports)
      .where(inArray(petReports.petId, [...petIds.values()]))
      .limit(1);
    if (existing) return 0;
  }
  const staff = { id: accounts.staffId, email: accounts.staffEmail };
  let added = 0;
  for (const report of DEMO_REPORTS) {
    const petId = petIds.get(report.pet);
    if (petId === undefined) continue;
    const createdAt = new Date(now.getTime() - report.daysAgo * DAY_MS);
    const reviewedAt =
      report.status === 'abierta' ? null : new Date(createdAt.getTime() + DAY_MS / 2);
    const byAdopter = report.from === 'adopter';
    const [row] = await db
      .insert(petReports)
      .values({
        petId,
        userId: byAdopter ? accounts.adopterId : null,
        reporterEmail: byAdopter ? accounts.adopterEmail : report.from,
        reason: report.reason,
        message: report.message,
        status: report.status,
        createdAt,
        reviewedAt,
        reviewedBy: reviewedAt ? accounts.staffId : null,
        resolution: report.resolution ?? '',
        hidPet: report.hidePet ?? false,
      })
      .returning({ id: petReports.id });
    added += 1;
    if (report.status !== 'abierta') {
      await recordAudit(db, staff, {
        action: report.status === 'en_revision' ? 'report.review' : 'report.resolve',
        targetType: 'report',
        targetId: row!.id,
        targetLabel: `Denuncia de ${report.pet}`,
        changes: { state: ['abierta', report.status] },
        reason: report.resolution ?? '',
      });
    }
    if (report.hidePet && reviewedAt) {
      await db
        .update(pets)
        .set({ hiddenAt: reviewedAt, hiddenReason: report.resolution ?? '' })
        .where(eq(pets.id, petId));
      await recordAudit(db, staff, {
        action: 'pet.hide',
        targetType: 'pet',
        targetId: petId,
        targetLabel: report.pet,
        changes: { hidden: [false, true] },
        reason: report.resolution ?? '',
      });
    }
  }
  if (added > 0) await spreadAdoptions(db, now);
  return added;
}

/** The adopted demo animals were adopted over the last months, not all at once. */
async function spreadAdoptions(db: Database, now: Date) {
  const adopted = await db
    .select({ id: pets.id })
    .from(pets)
    .where(and(eq(pets.state, 'adoptada')))
    .orderBy(pets.id)
    .limit(ADOPTION_HISTORY.length);
  for (const [index, { id }] of adopted.entries()) {
    const [monthsAgo, days] = ADOPTION_HISTORY[index]!;
    // This month: now; earlier ones: the 12th of the month, at noon.
    const adoptedAt =
      monthsAgo === 0
        ? now
        : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 12, 12));
    await db
      .update(pets)
      .set({ adoptedAt, publishedAt: new Date(adoptedAt.getTime() - days * DAY_MS) })
      .where(eq(pets.id, id));
  }
}
