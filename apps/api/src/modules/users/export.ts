/**
 * The RGPD data export (right of access, art. 15, and portability, art. 20):
 * one JSON document with everything Huella keeps about an account. Secrets
 * (password hash, tokens) are never part of it; sessions are only counted.
 * Favourites and the reports the person sent are theirs too.
 */
import type { MyShelter } from '@huella/shared/schemas/shelters';
import type { UserExport } from '@huella/shared/schemas/users';
import { presentUser } from './present';
import type { PersonalDataRepository } from './personal-data-repository';
import type { UserRow } from './repository';

type Found<K extends keyof PersonalDataRepository> = Awaited<ReturnType<PersonalDataRepository[K]>>;

export interface ExportSources {
  user: UserRow;
  shelters: Pick<MyShelter, 'id' | 'name' | 'kind' | 'city' | 'role'>[];
  newsletter: Found<'findNewsletterSubscription'>;
  contactMessages: Found<'listContactMessages'>;
  favourites: Found<'listFavourites'>;
  reports: Found<'listReports'>;
  activeSessions: number;
  generatedAt: Date;
}

export function presentUserExport(sources: ExportSources): UserExport {
  const { newsletter } = sources;
  return {
    generated_at: sources.generatedAt.toISOString(),
    account: presentUser(sources.user),
    shelters: sources.shelters.map(({ id, name, kind, city, role }) => ({
      id,
      name,
      kind,
      city,
      role,
    })),
    newsletter: newsletter
      ? {
          name: newsletter.name,
          email: newsletter.email,
          status: newsletter.status,
          subscribed_at: newsletter.createdAt.toISOString(),
          confirmed_at: newsletter.confirmedAt?.toISOString() ?? null,
          unsubscribed_at: newsletter.unsubscribedAt?.toISOString() ?? null,
        }
      : null,
    contact_messages: sources.contactMessages.map((message) => ({
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      created_at: message.createdAt.toISOString(),
    })),
    favourites: sources.favourites.map((favourite) => ({
      pet_id: favourite.petId,
      name: favourite.name,
      added_at: favourite.createdAt.toISOString(),
    })),
    reports: sources.reports.map((report) => ({
      pet_id: report.petId,
      reason: report.reason,
      message: report.message,
      ip: report.ip,
      created_at: report.createdAt.toISOString(),
    })),
    sessions: { active: sources.activeSessions },
  };
}
