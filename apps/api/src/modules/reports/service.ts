/**
 * "Denunciar anuncio": anyone, signed in or not, can flag an announcement with
 * one of the spec's four reasons; the report waits, `abierta`, for the staff.
 */
import type { ReportInput } from '@huella/shared/schemas/pets';
import type { Database } from '../../db/client';
import { petNotFound } from '../pets';
import { createReportsRepository } from './repository';

export function createReportsService({ db }: { db: Database }) {
  const reports = createReportsRepository(db);
  return {
    async report(
      petId: number,
      input: ReportInput,
      reporter: { userId: number | null; email: string | null; ip: string },
    ): Promise<void> {
      const stored = await reports.insertIfVisible({
        petId,
        userId: reporter.userId,
        reason: input.reason,
        message: input.message,
        ip: reporter.ip.slice(0, 64),
        // Where staff tell the outcome: the account's address, or the one a guest left.
        reporterEmail: (reporter.email ?? input.email ?? '').slice(0, 254),
      });
      if (!stored) throw petNotFound();
    },
  };
}
