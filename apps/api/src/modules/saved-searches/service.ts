/**
 * Saved searches with e-mail alerts (issue 20): someone who wants to adopt
 * keeps the filters and words of a search on /adopciones and is mailed when
 * new animals match, as soon as they appear, daily or weekly.
 *
 * Each person sees and changes only their own searches (another's id is a
 * 404). Every alert carries a one-click unsubscribe link that works without a
 * session: its token is derived from the search's id with the server's
 * secret (unsubscribe-token.ts), and only its SHA-256 is stored, so a copy of
 * the database cannot stop anyone's alerts.
 *
 * The alert run (`runAlerts`) works in transactions of a few searches each:
 * it claims due searches nobody else holds (FOR UPDATE SKIP LOCKED), finds the
 * animals the catalogue would list under their filters that were put on the
 * list or edited since the last check and never mailed for that search, and,
 * in the same transaction, records them, moves the check and queues the mail.
 * A crash rolls all of it back; two API processes never mail one search twice.
 */
import { SAVED_SEARCH_ALERT_ANIMALS, SAVED_SEARCHES_PER_ACCOUNT } from '@huella/shared/constants';
import { savedSearchesMessages } from '@huella/shared/messages';
import {
  savedSearchResultsPath,
  savedSearchSummary,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchPatch,
} from '@huella/shared/schemas/saved-searches';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { Conflict, NotFound } from '../../lib/errors';
import type { Mailer, MailMessage } from '../../lib/mail';
import type { PageRequest } from '../../lib/pagination';
import { hashToken } from '../../lib/secret-tokens';
import type { AuthUser } from '../../plugins/auth';
import { dailySlot, weeklySlot } from './alert-schedule';
import { savedSearchAlertMail } from './mails';
import { unsubscribeTokenHashOf, unsubscribeTokenOf } from './unsubscribe-token';
import {
  createAlertsRepository,
  createSavedSearchesRepository,
  type ListedSavedSearch,
} from './repository';

const errors = savedSearchesMessages.errors;

/** Searches one run takes at most, and per transaction (short transactions: PGlite has one connection). */
export const ALERT_SEARCHES_PER_RUN = 200;
const ALERT_SEARCHES_PER_TRANSACTION = 20;
/** New animals one alert records at most (the mail shows six and counts the rest). */
const ALERT_MATCHES_MAX = 100;
/**
 * Each window starts this long before the last check: an announcement whose
 * transaction began before a run and committed after it carries a time inside
 * the run's window yet was not visible to it. Animals already mailed are
 * never mailed again, so the overlap repeats nothing.
 */
const WINDOW_OVERLAP_MS = 10 * 60 * 1000;

const notFound = () => new NotFound(errors.notFound, 'saved_search_not_found');

export interface AlertRunResult {
  /** Searches checked. */
  searches: number;
  /** Alerts queued. */
  mails: number;
}

export function createSavedSearchesService({
  db,
  config,
  mailer,
}: {
  db: Database;
  config: Config;
  mailer: Mailer;
}) {
  const searches = createSavedSearchesRepository(db);
  const unsubscribeToken = (id: number) => unsubscribeTokenOf(config.jwtSecret, id);

  function present(row: ListedSavedSearch): SavedSearch {
    return {
      id: row.id,
      name: row.name,
      filters: row.filters,
      summary: savedSearchSummary(row.filters, row.shelterName ?? undefined),
      frequency: row.frequency,
      paused: row.paused,
      created_at: row.createdAt.toISOString(),
      results_url: savedSearchResultsPath(row.filters),
    };
  }

  async function own(viewer: AuthUser, id: number): Promise<SavedSearch> {
    const row = await searches.findOwn(viewer.id, id);
    if (!row) throw notFound();
    return present(row);
  }

  /** One transaction of the run: claims, checks, records and queues. */
  async function alertBatch(now: Date, limit: number): Promise<AlertRunResult> {
    return db.transaction(async (tx) => {
      const alerts = createAlertsRepository(tx);
      const claimed = await alerts.claimDue({
        now,
        dailySlot: dailySlot(now),
        weeklySlot: weeklySlot(now),
        limit,
      });
      const messages: MailMessage[] = [];
      for (const search of claimed) {
        const overlapped = new Date(search.lastCheckedAt.getTime() - WINDOW_OVERLAP_MS);
        const since = overlapped > search.createdAt ? overlapped : search.createdAt;
        const found = await alerts.newMatches(search, since, now, ALERT_MATCHES_MAX);
        const recorded = await alerts.recordAlerts(search.id, found, now);
        if (recorded.length === 0) continue;
        const animals = await alerts.animals(recorded.slice(0, SAVED_SEARCH_ALERT_ANIMALS));
        messages.push(
          savedSearchAlertMail({
            to: search.email,
            firstName: search.firstName,
            search,
            animals,
            total: recorded.length,
            unsubscribeToken: unsubscribeToken(search.id),
            publicUrl: config.publicUrl,
            infoMailbox: config.infoMailbox,
          }),
        );
      }
      await alerts.markChecked(
        claimed.map((search) => search.id),
        now,
      );
      if (messages.length > 0) await mailer.send(messages, tx);
      return { searches: claimed.length, mails: messages.length };
    });
  }

  return {
    async list(viewer: AuthUser, page: PageRequest) {
      const { rows, total } = await searches.listFor(viewer.id, page);
      return { items: rows.map(present), total };
    },

    async create(viewer: AuthUser, input: SavedSearchCreate): Promise<SavedSearch> {
      const shelterName = input.filters.shelter
        ? await searches.shelterName(input.filters.shelter)
        : undefined;
      const name = input.name ?? savedSearchSummary(input.filters, shelterName).slice(0, 80);
      const created = await searches.create(
        { userId: viewer.id, name, filters: input.filters, frequency: input.frequency },
        SAVED_SEARCHES_PER_ACCOUNT,
        (id) => unsubscribeTokenHashOf(config.jwtSecret, id),
      );
      if (created === 'too_many')
        throw new Conflict(errors.tooMany, undefined, 'too_many_searches');
      if (created === 'duplicate') {
        throw new Conflict(errors.duplicate, undefined, 'duplicate_search');
      }
      return present({ ...created, shelterName: shelterName ?? null });
    },

    async update(viewer: AuthUser, id: number, patch: SavedSearchPatch): Promise<SavedSearch> {
      const changes = Object.fromEntries(
        Object.entries(patch).filter(([, value]) => value !== undefined),
      );
      if (!(await searches.update(viewer.id, id, changes))) throw notFound();
      return own(viewer, id);
    },

    async remove(viewer: AuthUser, id: number): Promise<void> {
      if (!(await searches.delete(viewer.id, id))) throw notFound();
    },

    /** One click in an alert: pauses that search (it stays in the owner's list). */
    async unsubscribe(token: string): Promise<void> {
      if (!(await searches.pauseByToken(hashToken(token)))) {
        throw new NotFound(errors.unknownToken, 'saved_search_token_not_found');
      }
    },

    /** Mails the due searches' new animals (at most ALERT_SEARCHES_PER_RUN searches). */
    async runAlerts(now: Date = new Date()): Promise<AlertRunResult> {
      const total: AlertRunResult = { searches: 0, mails: 0 };
      while (total.searches < ALERT_SEARCHES_PER_RUN) {
        const limit = Math.min(
          ALERT_SEARCHES_PER_TRANSACTION,
          ALERT_SEARCHES_PER_RUN - total.searches,
        );
        const batch = await alertBatch(now, limit);
        total.searches += batch.searches;
        total.mails += batch.mails;
        if (batch.searches < limit) break;
      }
      return total;
    },

    /** The token of a search's alerts (tests and the demo data follow the mail's link). */
    unsubscribeToken,
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
