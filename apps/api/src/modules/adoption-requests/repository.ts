/**
 * Queries on adoption requests and their timelines. Lists read a page by the
 * shelter's or the applicant's (created_at, id) index; every move of the
 * workflow runs inside `withPetLocked`, which takes the animal's row lock
 * first so that two moves on requests of one animal run one after the other.
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  OPEN_ADOPTION_REQUEST_STATES,
  type AdoptionRequestState,
  type ChatSide,
  type PetState,
} from '@huella/shared/constants';
import type {
  AdoptionAnswers,
  AdoptionRequestCounts,
} from '@huella/shared/schemas/adoption-requests';
import type { Database } from '../../db/client';
import { byKey, keptSql, keptStatement } from '../../db/kept-statement';
import {
  adoptionRequestEvents,
  adoptionRequests,
  conversations,
  petPhotos,
  pets,
  shelterMemberships,
  shelters,
  users,
} from '../../db/schema';

const applicants = alias(users, 'applicants');

/** What the applicant answered, as the request and the RGPD export read it. */
export const answerColumns = {
  homeType: adoptionRequests.homeType,
  hasGarden: adoptionRequests.hasGarden,
  homeTenure: adoptionRequests.homeTenure,
  landlordAllowsPets: adoptionRequests.landlordAllowsPets,
  adults: adoptionRequests.adults,
  children: adoptionRequests.children,
  childrenAges: adoptionRequests.childrenAges,
  otherAnimals: adoptionRequests.otherAnimals,
  experience: adoptionRequests.experience,
  hoursAlone: adoptionRequests.hoursAlone,
  message: adoptionRequests.message,
};

/** A request with what its lists show of the animal, the shelter and the applicant. */
const requestColumns = {
  id: adoptionRequests.id,
  state: adoptionRequests.state,
  createdAt: adoptionRequests.createdAt,
  updatedAt: adoptionRequests.updatedAt,
  petId: adoptionRequests.petId,
  petName: pets.name,
  petKind: pets.kind,
  petState: pets.state,
  petDeletedAt: pets.deletedAt,
  shelterId: adoptionRequests.shelterId,
  shelterName: shelters.name,
  shelterEmail: shelters.email,
  applicantId: adoptionRequests.applicantId,
  applicantFirstName: applicants.firstName,
  applicantLastName: applicants.lastName,
  applicantEmail: applicants.email,
  applicantPhone: applicants.phone,
  conversationId: adoptionRequests.conversationId,
  ...answerColumns,
};

export type EventRow = {
  id: number;
  requestId: number;
  fromState: AdoptionRequestState | null;
  toState: AdoptionRequestState;
  authorId: number | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorSide: ChatSide | null;
  note: string;
  createdAt: Date;
};

/** What an applicant answered, as the request's columns hold it. */
export type AnswerValues = Pick<
  typeof adoptionRequests.$inferInsert,
  keyof typeof answerColumns
> & {
  children: number;
  childrenAges: number[];
  otherAnimals: string;
};

/** The form's answers as columns; the landlord's answer only counts for a rented home. */
export function answerValues(answers: AdoptionAnswers): AnswerValues {
  return {
    homeType: answers.home_type,
    hasGarden: answers.has_garden,
    homeTenure: answers.home_tenure,
    landlordAllowsPets: answers.home_tenure === 'alquiler' ? answers.landlord_allows_pets : null,
    adults: answers.adults,
    children: answers.children,
    childrenAges: answers.children_ages,
    otherAnimals: answers.other_animals,
    experience: answers.experience,
    hoursAlone: answers.hours_alone,
    message: answers.message,
  };
}

/** A new application: who applies for which animal, and their answers. */
export interface NewApplication {
  petId: number;
  applicantId: number;
  answers: AnswerValues;
}

export interface NewEvent {
  requestId: number;
  fromState: AdoptionRequestState | null;
  toState: AdoptionRequestState;
  authorId: number | null;
  authorSide: ChatSide | null;
  note: string;
}

export interface RequestFilters {
  state?: AdoptionRequestState;
  pet?: number;
}

/** The animal as a move of the workflow needs it, read under its row lock. */
export interface LockedPet {
  id: number;
  shelterId: number;
  state: PetState;
  deleted: boolean;
  /** Expired or withdrawn: nobody may apply for it any more. */
  visible: boolean;
}

/** The row of `apply`: the animal, and the request when it was saved (null columns otherwise). */
interface AppliedRow {
  pet_id: number;
  shelter_id: number;
  pet_state: PetState;
  pet_name: string;
  pet_kind: RequestRow['petKind'];
  deleted: boolean;
  visible: boolean;
  id: number | null;
  state: AdoptionRequestState | null;
  conversation_id: number | null;
  created_ms: number | null;
  updated_ms: number | null;
  event_id: number | null;
  event_ms: number | null;
  shelter_name: string;
  shelter_email: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: RequestRow['applicantPhone'];
  member_ids: number[];
  photo_key: string | null;
}

const isOpen = () => inArray(adoptionRequests.state, [...OPEN_ADOPTION_REQUEST_STATES]);

function filterConditions(filters: RequestFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.state) conditions.push(eq(adoptionRequests.state, filters.state));
  if (filters.pet) conditions.push(eq(adoptionRequests.petId, filters.pet));
  return conditions;
}

/** Requests with what their lists show of the animal, the shelter and the applicant. */
const requestsIn = (db: Database) =>
  db
    .select(requestColumns)
    .from(adoptionRequests)
    .innerJoin(pets, eq(pets.id, adoptionRequests.petId))
    .innerJoin(shelters, eq(shelters.id, adoptionRequests.shelterId))
    .innerJoin(applicants, eq(applicants.id, adoptionRequests.applicantId));

export type RequestRow = Awaited<ReturnType<typeof requestsIn>>[number];

export function createAdoptionRequestsRepository(db: Database) {
  const selectRequests = () => requestsIn(db);

  async function listWhere(where: SQL | undefined, page: { limit: number; offset: number }) {
    const [rows, totals] = await Promise.all([
      selectRequests()
        .where(where)
        .orderBy(desc(adoptionRequests.createdAt), desc(adoptionRequests.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(adoptionRequests).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  }

  // Asked after every move and for every live update (db/kept-statement.ts).
  const byId = keptStatement(() =>
    selectRequests()
      .where(eq(adoptionRequests.id, sql.placeholder('id')))
      .prepare(byKey('adoption_request_by_id')),
  );
  const membersOf = keptStatement(() =>
    db
      .select({ userId: shelterMemberships.userId })
      .from(shelterMemberships)
      .where(eq(shelterMemberships.shelterId, sql.placeholder('shelterId')))
      .prepare(byKey('adoption_request_shelter_members')),
  );

  // An application: the animal's lock, its conversation, the request and its
  // first event, and the request as findById reads it; every row by its key.
  const applyOnce = keptSql<AppliedRow>(db, byKey('adoption_request_apply'), () => {
    const value = (
      name: keyof NewApplication['answers'] | 'petId' | 'ownShelters' | 'applicantId',
    ) => sql.placeholder(name);
    return sql`
      with pet as (
        select ${pets.id} as id, ${pets.shelterId} as shelter_id, ${pets.state} as state,
          ${pets.name} as name, ${pets.kind} as kind,
          ${pets.deletedAt} is not null as deleted,
          ${pets.deletedAt} is null and ${pets.expiresAt} > now() as visible
        from ${pets} where ${pets.id} = ${value('petId')} for share
      ), allowed as (
        select id, shelter_id from pet
        where visible and state = 'en_adopcion'
          and shelter_id <> all(${value('ownShelters')}::integer[])
      ), conversation as (
        insert into ${conversations} (adopter_id, shelter_id, pet_id)
        select ${value('applicantId')}, shelter_id, id from allowed
        on conflict (adopter_id, shelter_id, pet_id)
          do update set adopter_id = excluded.adopter_id
        returning id
      ), request as (
        insert into ${adoptionRequests} (pet_id, shelter_id, applicant_id, conversation_id,
          home_type, has_garden, home_tenure, landlord_allows_pets, adults, children,
          children_ages, other_animals, experience, hours_alone, message)
        select allowed.id, allowed.shelter_id, ${value('applicantId')}, conversation.id,
          ${value('homeType')}, ${value('hasGarden')}, ${value('homeTenure')},
          ${value('landlordAllowsPets')}, ${value('adults')}, ${value('children')},
          ${value('childrenAges')}::integer[],
          ${value('otherAnimals')}, ${value('experience')}, ${value('hoursAlone')},
          ${value('message')}
        from allowed, conversation
        returning id, state, conversation_id, created_at, updated_at
      ), event as (
        insert into ${adoptionRequestEvents} (request_id, to_state, author_id, author_side)
        select id, 'pendiente', ${value('applicantId')}, 'adoptante' from request
        returning id, created_at
      )
      select pet.id as pet_id, pet.shelter_id, pet.state as pet_state, pet.name as pet_name,
        pet.kind as pet_kind, pet.deleted, pet.visible,
        request.id, request.state, request.conversation_id,
        (extract(epoch from request.created_at) * 1000)::float8 as created_ms,
        (extract(epoch from request.updated_at) * 1000)::float8 as updated_ms,
        event.id as event_id,
        (extract(epoch from event.created_at) * 1000)::float8 as event_ms,
        ${shelters.name} as shelter_name, ${shelters.email} as shelter_email,
        ${users.firstName} as first_name, ${users.lastName} as last_name,
        ${users.email} as email, ${users.phone} as phone,
        array(select ${shelterMemberships.userId} from ${shelterMemberships}
          where ${shelterMemberships.shelterId} = pet.shelter_id) as member_ids,
        (select ${petPhotos.storageKey} from ${petPhotos} where ${petPhotos.petId} = pet.id
          order by ${petPhotos.position}, ${petPhotos.id} limit 1) as photo_key
      from pet
        left join request on true
        left join event on true
        left join ${shelters} on ${shelters.id} = pet.shelter_id
        left join ${users} on ${users.id} = ${value('applicantId')}`;
  });

  return {
    async findById(id: number) {
      const [row] = await byId().execute({ id });
      return row;
    },

    /** The applicant's requests, newest first. */
    listForApplicant(
      applicantId: number,
      filters: RequestFilters,
      page: { limit: number; offset: number },
    ) {
      return listWhere(
        and(eq(adoptionRequests.applicantId, applicantId), ...filterConditions(filters)),
        page,
      );
    },

    /** The inbox of some shelters, newest first. */
    async listForShelters(
      shelterIds: number[],
      filters: RequestFilters,
      page: { limit: number; offset: number },
    ) {
      if (shelterIds.length === 0) return { rows: [], total: 0 };
      return listWhere(
        and(inArray(adoptionRequests.shelterId, shelterIds), ...filterConditions(filters)),
        page,
      );
    },

    async countByState(shelterIds: number[]): Promise<Partial<AdoptionRequestCounts>> {
      if (shelterIds.length === 0) return {};
      const rows = await db
        .select({ state: adoptionRequests.state, total: count() })
        .from(adoptionRequests)
        .where(inArray(adoptionRequests.shelterId, shelterIds))
        .groupBy(adoptionRequests.state);
      return Object.fromEntries(rows.map((row) => [row.state, row.total]));
    },

    /** The timelines of some requests, oldest event first; a deleted author reads as null. */
    async eventsOf(requestIds: number[]): Promise<Map<number, EventRow[]>> {
      const byRequest = new Map<number, EventRow[]>();
      if (requestIds.length === 0) return byRequest;
      const rows = await db
        .select({
          id: adoptionRequestEvents.id,
          requestId: adoptionRequestEvents.requestId,
          fromState: adoptionRequestEvents.fromState,
          toState: adoptionRequestEvents.toState,
          authorId: adoptionRequestEvents.authorId,
          authorFirstName: users.firstName,
          authorLastName: users.lastName,
          authorSide: adoptionRequestEvents.authorSide,
          note: adoptionRequestEvents.note,
          createdAt: adoptionRequestEvents.createdAt,
        })
        .from(adoptionRequestEvents)
        .leftJoin(users, eq(users.id, adoptionRequestEvents.authorId))
        .where(inArray(adoptionRequestEvents.requestId, requestIds))
        .orderBy(asc(adoptionRequestEvents.requestId), asc(adoptionRequestEvents.id));
      for (const row of rows) {
        const list = byRequest.get(row.requestId) ?? [];
        list.push(row);
        byRequest.set(row.requestId, list);
      }
      return byRequest;
    },

    /** Every member of a shelter (who reads its inbox and hears of its moves). */
    async memberIds(shelterId: number): Promise<number[]> {
      const rows = await membersOf().execute({ shelterId });
      return rows.map((row) => row.userId);
    },

    /** The shelter's administrators, who get its mail when it has no address of its own. */
    async administrators(shelterId: number) {
      return db
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(shelterMemberships)
        .innerJoin(users, eq(users.id, shelterMemberships.userId))
        .where(
          and(
            eq(shelterMemberships.shelterId, shelterId),
            eq(shelterMemberships.role, 'administrador'),
            eq(users.isActive, true),
          ),
        )
        .orderBy(asc(users.id));
    },

    /**
     * A new application, in one statement (atomic as one, and no transaction
     * held open between round trips): holds the animal's row FOR SHARE, opens
     * the applicant's conversation about it (or finds the one they have),
     * saves the request and its first event. Many people can apply for one
     * animal at once: each waits only for a move of the workflow under way
     * (FOR UPDATE in withPetLocked), and a move waits for the applications
     * being saved, then sees them; two applications of one person meet at the
     * unique index adoption_requests_one_open_per_applicant.
     *
     * Answers what was read of the animal (undefined when there is no such
     * animal) and, when the request was saved, the request as findById reads
     * it, its first event, the shelter's members (who hear of it live) and
     * the animal's first photo, so that the answer needs no further round trip. Nothing is saved when the
     * animal cannot be applied for: hidden, not en adopción, or of one of
     * `ownShelters`.
     */
    async apply(
      application: NewApplication,
      ownShelters: readonly number[],
    ): Promise<
      | {
          pet: LockedPet;
          saved?: {
            request: RequestRow;
            event: EventRow;
            memberIds: number[];
            /** The storage key of the animal's first photo. */
            photoKey: string | undefined;
          };
        }
      | undefined
    > {
      const { petId, applicantId, answers } = application;
      const [row] = await applyOnce().execute({
        petId,
        ownShelters,
        applicantId,
        ...answers,
        landlordAllowsPets: answers.landlordAllowsPets ?? null,
      });
      if (!row) return undefined;
      const pet: LockedPet = {
        id: row.pet_id,
        shelterId: row.shelter_id,
        state: row.pet_state,
        deleted: row.deleted,
        visible: row.visible,
      };
      if (row.id === null) return { pet };
      const firstName = row.first_name!;
      const lastName = row.last_name!;
      const request: RequestRow = {
        id: row.id,
        state: row.state!,
        createdAt: new Date(row.created_ms!),
        updatedAt: new Date(row.updated_ms!),
        petId: row.pet_id,
        petName: row.pet_name,
        petKind: row.pet_kind,
        petState: row.pet_state,
        petDeletedAt: null,
        shelterId: row.shelter_id,
        shelterName: row.shelter_name,
        shelterEmail: row.shelter_email,
        applicantId,
        applicantFirstName: firstName,
        applicantLastName: lastName,
        applicantEmail: row.email!,
        applicantPhone: row.phone,
        conversationId: row.conversation_id!,
        ...answers,
        landlordAllowsPets: answers.landlordAllowsPets ?? null,
      };
      const event: EventRow = {
        id: row.event_id!,
        requestId: row.id,
        fromState: null,
        toState: 'pendiente',
        authorId: applicantId,
        authorFirstName: firstName,
        authorLastName: lastName,
        authorSide: 'adoptante',
        note: '',
        createdAt: new Date(row.event_ms!),
      };
      return {
        pet,
        saved: { request, event, memberIds: row.member_ids, photoKey: row.photo_key ?? undefined },
      };
    },

    // The statements below are meant for the transaction of withPetLocked.

    /** Locks the animal's row (SELECT … FOR UPDATE) and reads what the workflow needs of it. */
    async lockPet(petId: number): Promise<LockedPet | undefined> {
      const [row] = await db
        .select({
          id: pets.id,
          shelterId: pets.shelterId,
          state: pets.state,
          deleted: sql<boolean>`${pets.deletedAt} is not null`,
          visible: sql<boolean>`${pets.deletedAt} is null and ${pets.expiresAt} > now()`,
        })
        .from(pets)
        .where(eq(pets.id, petId))
        .for('update');
      return row;
    },

    /** The request's state as it is now (re-read after the animal's lock was taken). */
    async currentState(
      id: number,
    ): Promise<{ state: AdoptionRequestState; applicantId: number } | undefined> {
      const [row] = await db
        .select({ state: adoptionRequests.state, applicantId: adoptionRequests.applicantId })
        .from(adoptionRequests)
        .where(eq(adoptionRequests.id, id));
      return row;
    },

    async hasAcceptedRequest(petId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: adoptionRequests.id })
        .from(adoptionRequests)
        .where(and(eq(adoptionRequests.petId, petId), eq(adoptionRequests.state, 'aceptada')))
        .limit(1);
      return Boolean(row);
    },

    async insertEvents(events: NewEvent[]): Promise<void> {
      if (events.length > 0) await db.insert(adoptionRequestEvents).values(events);
    },

    async setState(id: number, state: AdoptionRequestState): Promise<void> {
      await db
        .update(adoptionRequests)
        .set({ state, updatedAt: sql`now()` })
        .where(eq(adoptionRequests.id, id));
    },

    /**
     * The animal's open requests (all of them, or those in `states`, but never
     * `except`) become `rechazada`; answers their ids and former states.
     */
    async rejectOpen(
      petId: number,
      options: { except?: number; states?: readonly AdoptionRequestState[] } = {},
    ): Promise<{ id: number; fromState: AdoptionRequestState }[]> {
      const others = await db
        .select({ id: adoptionRequests.id, fromState: adoptionRequests.state })
        .from(adoptionRequests)
        .where(
          and(
            eq(adoptionRequests.petId, petId),
            options.except === undefined ? undefined : ne(adoptionRequests.id, options.except),
            options.states ? inArray(adoptionRequests.state, [...options.states]) : isOpen(),
          ),
        )
        .orderBy(asc(adoptionRequests.id));
      if (others.length === 0) return [];
      await db
        .update(adoptionRequests)
        .set({ state: 'rechazada', updatedAt: sql`now()` })
        .where(
          inArray(
            adoptionRequests.id,
            others.map((other) => other.id),
          ),
        );
      return others;
    },

    /** How many of the animal's requests are open (all, or those in `states`). */
    async countOpen(petId: number, states?: readonly AdoptionRequestState[]): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(adoptionRequests)
        .where(
          and(
            eq(adoptionRequests.petId, petId),
            states ? inArray(adoptionRequests.state, [...states]) : isOpen(),
          ),
        );
      return row?.total ?? 0;
    },

    /** The animal's state, and its updated_at with it (the Anuncios list and caches read it). */
    async setPetState(petId: number, state: PetState): Promise<void> {
      await db
        .update(pets)
        .set({ state, updatedAt: sql`now()` })
        .where(eq(pets.id, petId));
    },
  };
}

export type AdoptionRequestsRepository = ReturnType<typeof createAdoptionRequestsRepository>;

type PetWork<T> = (
  locked: AdoptionRequestsRepository,
  pet: LockedPet | undefined,
  tx: Database,
) => Promise<T>;

/**
 * Runs `work` in one transaction that first locks the animal's row FOR
 * UPDATE: a move of the workflow changes the animal or its other requests,
 * one at a time.
 */
export function withPetLocked<T>(db: Database, petId: number, work: PetWork<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const locked = createAdoptionRequestsRepository(tx);
    return work(locked, await locked.lockPet(petId), tx);
  });
}
