/**
 * Registering a shelter (issue 17): a signed-in user sends an application
 * (one open at a time, a few a day), staff take it into review, ask for
 * information (the applicant answers, correcting fields), approve or reject
 * it. Every staff decision is one transaction with its history entry and its
 * audit record; approval creates the shelter, verified, with the applicant as
 * its administrator. Each change is mailed to the applicant afterwards.
 */
import {
  SHELTER_APPLICATION_STATES,
  SHELTER_APPLICATION_TRANSITIONS,
  type ShelterApplicationState,
} from '@huella/shared/constants';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import {
  shelterApplicationInputSchema,
  type ShelterApplication,
  type ShelterApplicationCounts,
  type ShelterApplicationDecision,
  type ShelterApplicationEvent,
  type ShelterApplicationInput,
  type ShelterApplicationReply,
  type StaffShelterApplication,
  type StaffShelterApplicationListItem,
  type StaffShelterApplicationsQuery,
} from '@huella/shared/schemas/shelter-applications';
import type { Config } from '../../config';
import { recordAudit, type AuditActor } from '../../db/audit';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { Conflict, Forbidden, Invalid, NotFound, type FieldErrors } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import type { PageRequest } from '../../lib/pagination';
import type { RateLimiter } from '../../lib/rate-limit';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import type { AuthUser } from '../../plugins/auth';
import { applicationStateMail } from './mails';
import {
  type ApplicationFields,
  type ApplicationRow,
  createShelterApplicationsRepository,
  type EventRow,
} from './repository';

const messages = shelterApplicationsMessages;
const errors = messages.errors;

const notFound = () => new NotFound(errors.notFound, 'application_not_found');
const alreadyOpen = () => new Conflict(errors.alreadyOpen, undefined, 'application_open');
const notAwaitingAnswer = () =>
  new Conflict(errors.notAwaitingAnswer, undefined, 'not_awaiting_answer');
const invalidTransition = (from: ShelterApplicationState, to: ShelterApplicationState) =>
  new Conflict(
    errors.invalidTransition(messages.states[from], messages.states[to]),
    undefined,
    'invalid_transition',
  );

/** Staff only: a signed-in user who is not staff gets 403 (guests got 401 already). */
export function requireStaff(viewer: AuthUser) {
  if (!viewer.isStaff) throw new Forbidden();
}

const fullName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();

/** The form's fields → columns. */
function toFields(
  input: Omit<ShelterApplicationInput, 'message'>,
): Omit<ApplicationFields, 'message'> {
  return {
    name: input.name,
    kind: input.kind,
    taxId: input.tax_id,
    registryNumber: input.registry_number,
    address: input.address,
    city: input.city,
    province: input.province,
    postcode: input.postcode,
    phone: input.phone,
    email: input.email,
    web: input.web,
    facebook: input.facebook,
    instagram: input.instagram,
  };
}

/** Columns → the form's fields (what a reply's corrections are merged into). */
function toInput(row: ApplicationRow): ShelterApplicationInput {
  return {
    name: row.name,
    kind: row.kind,
    tax_id: row.taxId,
    registry_number: row.registryNumber,
    address: row.address,
    city: row.city,
    province: row.province as ShelterApplicationInput['province'],
    postcode: row.postcode,
    phone: row.phone,
    email: row.email,
    web: row.web,
    facebook: row.facebook,
    instagram: row.instagram,
    message: row.message,
  };
}

function presentEvent(event: EventRow, forStaff: boolean): ShelterApplicationEvent {
  const staffSide = event.authorSide === 'staff';
  return {
    id: event.id,
    kind: event.kind,
    author_side: event.authorSide,
    author_name:
      staffSide && !forStaff
        ? messages.staffAuthor
        : fullName(event.authorFirstName, event.authorLastName) ||
          (staffSide ? messages.staffAuthor : ''),
    message: event.message,
    created_at: event.createdAt.toISOString(),
  };
}

function present(row: ApplicationRow, events: EventRow[], forStaff = false): ShelterApplication {
  return {
    id: row.id,
    state: row.state,
    name: row.name,
    kind: row.kind,
    tax_id: row.taxId,
    registry_number: row.registryNumber,
    address: row.address,
    city: row.city,
    province: row.province,
    postcode: row.postcode,
    phone: row.phone,
    email: row.email,
    web: row.web,
    facebook: row.facebook,
    instagram: row.instagram,
    message: row.message,
    shelter_id: row.shelterId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    events: events.map((event) => presentEvent(event, forStaff)),
  };
}

export interface ShelterApplicationsDeps {
  db: Database;
  mailer: Mailer;
  config: Config;
  rateLimiter: RateLimiter;
  now?: () => Date;
}

export function createShelterApplicationsService({
  db,
  mailer,
  config,
  rateLimiter,
  now = () => new Date(),
}: ShelterApplicationsDeps) {
  const applications = createShelterApplicationsRepository(db);

  async function withEvents(row: ApplicationRow, forStaff = false) {
    const events = (await applications.eventsOf([row.id])).get(row.id) ?? [];
    return present(row, events, forStaff);
  }

  /** Mails the applicant the new state (after the change is committed). */
  async function mailApplicant(row: ApplicationRow, reason: string) {
    const applicant = await applications.applicant(row.applicantId);
    if (!applicant) return;
    mailer.sendInBackground(
      applicationStateMail(
        config.publicUrl,
        { email: applicant.email, name: applicant.firstName },
        { name: row.name, state: row.state },
        reason,
      ),
    );
  }

  async function staffView(row: ApplicationRow): Promise<StaffShelterApplication> {
    const [base, applicant, similar] = await Promise.all([
      withEvents(row, true),
      applications.applicant(row.applicantId),
      applications.similarShelters(row),
    ]);
    return {
      ...base,
      applicant: {
        id: row.applicantId,
        name: fullName(applicant?.firstName ?? '', applicant?.lastName ?? ''),
        email: applicant?.email ?? '',
        date_joined: (applicant?.dateJoined ?? row.createdAt).toISOString(),
      },
      similar_shelters: similar,
    };
  }

  return {
    // -------------------------------------------------------------- applicant

    async create(
      viewer: AuthUser,
      input: ShelterApplicationInput,
      ip: string,
    ): Promise<ShelterApplication> {
      if (await applications.hasOpen(viewer.id)) throw alreadyOpen();
      await rateLimiter.consume(
        RATE_LIMITS.shelterApplicationPerUser,
        String(viewer.id),
        errors.tooMany,
      );
      await rateLimiter.consume(RATE_LIMITS.shelterApplicationPerIp, ip, errors.tooMany);
      let row: ApplicationRow;
      try {
        row = await db.transaction(async (tx) => {
          const repository = createShelterApplicationsRepository(tx);
          const inserted = await repository.insert(viewer.id, {
            ...toFields(input),
            message: input.message,
          });
          await repository.addEvent({
            applicationId: inserted.id,
            kind: 'enviada',
            authorId: viewer.id,
            authorSide: 'solicitante',
            message: input.message,
          });
          return inserted;
        });
      } catch (error) {
        // Two sent at once: the partial unique index keeps one open.
        if (isUniqueViolation(error)) throw alreadyOpen();
        throw error;
      }
      await mailApplicant(row, '');
      return withEvents(row);
    },

    async listOwn(viewer: AuthUser): Promise<ShelterApplication[]> {
      const rows = await applications.listForApplicant(viewer.id);
      const events = await applications.eventsOf(rows.map((row) => row.id));
      return rows.map((row) => present(row, events.get(row.id) ?? []));
    },

    /** Its applicant, or staff; anyone else is told there is no such application. */
    async getOwn(viewer: AuthUser, id: number): Promise<ShelterApplication> {
      const row = await applications.findById(id);
      if (!row || (row.applicantId !== viewer.id && !viewer.isStaff)) throw notFound();
      return withEvents(row);
    },

    /**
     * The applicant's answer to a request for information: corrected fields
     * are merged in and the whole application checked again; it goes back
     * into review.
     */
    async reply(
      viewer: AuthUser,
      id: number,
      input: ShelterApplicationReply,
    ): Promise<ShelterApplication> {
      const row = await db.transaction(async (tx) => {
        const repository = createShelterApplicationsRepository(tx);
        const current = await repository.lockById(id);
        if (!current || current.applicantId !== viewer.id) throw notFound();
        if (current.state !== 'info_solicitada') throw notAwaitingAnswer();
        const merged = shelterApplicationInputSchema.safeParse({
          ...toInput(current),
          ...(input.changes ?? {}),
        });
        if (!merged.success) {
          const fields: FieldErrors = {};
          for (const issue of merged.error.issues) {
            const field = `changes.${issue.path.join('.')}`;
            (fields[field] ??= []).push(issue.message);
          }
          throw new Invalid(merged.error.issues[0]?.message, fields);
        }
        const updated = await repository.update(id, {
          ...toFields(merged.data),
          state: 'en_revision',
        });
        await repository.addEvent({
          applicationId: id,
          kind: 'respuesta',
          authorId: viewer.id,
          authorSide: 'solicitante',
          message: input.message,
        });
        return updated;
      });
      return withEvents(row);
    },

    // ------------------------------------------------------------------ staff

    async listForStaff(
      viewer: AuthUser,
      query: StaffShelterApplicationsQuery,
      page: PageRequest,
    ): Promise<{ items: StaffShelterApplicationListItem[]; total: number }> {
      requireStaff(viewer);
      const { rows, total } = await applications.listForStaff(
        { state: query.estado, q: query.q || undefined },
        page,
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          state: row.state,
          name: row.name,
          kind: row.kind,
          city: row.city,
          province: row.province,
          applicant_email: row.applicantEmail,
          created_at: row.createdAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
        })),
        total,
      };
    },

    async counts(viewer: AuthUser): Promise<ShelterApplicationCounts> {
      requireStaff(viewer);
      const counts = Object.fromEntries(
        SHELTER_APPLICATION_STATES.map((state) => [state, 0]),
      ) as ShelterApplicationCounts;
      for (const { state, total } of await applications.countsByState()) counts[state] = total;
      return counts;
    },

    async getForStaff(viewer: AuthUser, id: number): Promise<StaffShelterApplication> {
      requireStaff(viewer);
      const row = await applications.findById(id);
      if (!row) throw notFound();
      return staffView(row);
    },

    /**
     * Staff's decision, in one transaction with the application's row locked:
     * the change, its history entry and its audit record (and, on approval,
     * the shelter and its administrator). Two staff approving at once: the
     * second finds it approved already (409), so there is one shelter.
     */
    async decide(
      viewer: AuthUser,
      id: number,
      decision: ShelterApplicationDecision,
      ip: string,
    ): Promise<StaffShelterApplication> {
      requireStaff(viewer);
      const actor: AuditActor = { id: viewer.id, email: viewer.email, ip };
      const to = decision.state;
      const row = await db.transaction(async (tx) => {
        const repository = createShelterApplicationsRepository(tx);
        const current = await repository.lockById(id);
        if (!current) throw notFound();
        const from = current.state;
        if (!SHELTER_APPLICATION_TRANSITIONS[from].includes(to)) throw invalidTransition(from, to);
        const at = now();
        const changes: Record<string, [unknown, unknown]> = { state: [from, to] };
        let update: Parameters<typeof repository.update>[1] = { state: to };
        if (to === 'aprobada' || to === 'rechazada') {
          update = { ...update, decidedAt: at, decidedBy: viewer.id };
        }
        if (to === 'aprobada') {
          const shelterId = await repository.createShelter(current, at);
          update = { ...update, shelterId };
          changes.shelter_id = [null, shelterId];
        }
        const updated = await repository.update(id, update);
        await repository.addEvent({
          applicationId: id,
          kind: to,
          authorId: viewer.id,
          authorSide: 'staff',
          message: decision.reason,
        });
        await recordAudit(tx, actor, {
          action: `shelter_application.${to}`,
          targetType: 'shelter_application',
          targetId: id,
          targetLabel: current.name,
          changes,
          reason: decision.reason,
        });
        return updated;
      });
      await mailApplicant(row, decision.reason);
      return staffView(row);
    },
  };
}

export type ShelterApplicationsService = ReturnType<typeof createShelterApplicationsService>;
