/**
 * Adoption requests (PRODUCT.md "Beyond the spec: the adoption itself"): an
 * adopter applies for an animal en adopción, the shelter reviews, accepts,
 * rejects or completes, the adopter may withdraw. Each move runs with the
 * animal's row locked and re-reads the request, so the animal's state and the
 * requests never disagree. The request's chat conversation is opened with it.
 *
 * Who is who: the applicant; the shelter's side is its members and, as in the
 * shelters module where staff administer any shelter, Huella's staff. Anyone
 * else gets 404: a request's existence is the applicant's private data.
 */
import {
  ADOPTION_REQUEST_STATES,
  OPEN_ADOPTION_REQUEST_STATES,
  type AdoptionRequestAction,
  type AdoptionRequestState,
  type ChatSide,
  type PetState,
} from '@huella/shared/constants';
import { adoptionRequestsMessages } from '@huella/shared/messages';
import type {
  AdoptionInboxQuery,
  AdoptionRequest,
  AdoptionRequestCounts,
  AdoptionRequestCreate,
  AdoptionRequestEvent,
  AdoptionRequestSummary,
  MyAdoptionRequestsQuery,
} from '@huella/shared/schemas/adoption-requests';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { Conflict, Forbidden, NotFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import type { PageRequest } from '../../lib/pagination';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Realtime } from '../../lib/realtime';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { mediaPath } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { createFavouriteUpdatesService, type FavouriteStateChange } from '../favourite-updates';
import { createPetsRepository, type PhotoRow } from '../pets';
import { adoptionRequestLinks, requestChangedMail, requestReceivedMail } from './mails';
import {
  answerValues,
  createAdoptionRequestsRepository,
  type EventRow,
  type NewEvent,
  type RequestRow,
  withPetLocked,
} from './repository';

const adoptionRequestsErrors = adoptionRequestsMessages.errors;

const notFound = () => new NotFound(adoptionRequestsErrors.notFound, 'adoption_request_not_found');
const petNotFound = () => new NotFound(adoptionRequestsErrors.petNotFound, 'pet_not_found');
const petNotAvailable = () =>
  new Conflict(adoptionRequestsErrors.petNotAvailable, undefined, 'pet_not_available');
const ownShelter = () => new Forbidden(adoptionRequestsErrors.ownShelter, 'own_shelter');
const alreadyApplied = () =>
  new Conflict(adoptionRequestsErrors.alreadyApplied, undefined, 'already_applied');
const alreadyAccepted = () =>
  new Conflict(adoptionRequestsErrors.alreadyAccepted, undefined, 'already_accepted');
const notApplicant = () => new Forbidden(adoptionRequestsErrors.notApplicant, 'not_applicant');
const notShelterMember = () =>
  new Forbidden(adoptionRequestsErrors.notShelterMember, 'not_shelter_member');
const transitionNotAllowed = (state: AdoptionRequestState) =>
  new Conflict(
    adoptionRequestsErrors.transitionNotAllowed(adoptionRequestsMessages.states[state]),
    undefined,
    'transition_not_allowed',
  );

/** The list images: the main photo's smallest variant, as the cards show it. */
const LIST_IMAGE_WIDTH = 400 as const;

const OPEN: readonly AdoptionRequestState[] = OPEN_ADOPTION_REQUEST_STATES;

/**
 * A state set by hand in Anuncios and the requests it leaves without a future:
 * an animal adopted or reserved outside the workflow closes every open request;
 * put back en adopción, only the accepted one (the others may go on).
 */
const CLOSED_BY_HAND: Record<PetState, { states: readonly AdoptionRequestState[]; note: string }> =
  {
    adoptada: { states: OPEN, note: adoptionRequestsMessages.notes.closedByAdoption },
    pendiente: { states: OPEN, note: adoptionRequestsMessages.notes.closedByReservation },
    en_adopcion: { states: ['aceptada'], note: adoptionRequestsMessages.notes.closedByRelisting },
  };

const openRequests = (count: number) =>
  new Conflict(
    adoptionRequestsMessages.closeOpenRequests.conflict(count),
    undefined,
    'open_adoption_requests',
  );

/** The workflow: from which states each move may be made, to which state, and by which side. */
const MOVES: Record<
  AdoptionRequestAction,
  { from: readonly AdoptionRequestState[]; to: AdoptionRequestState; side: ChatSide }
> = {
  review: { from: ['pendiente'], to: 'en_revision', side: 'refugio' },
  accept: { from: ['pendiente', 'en_revision'], to: 'aceptada', side: 'refugio' },
  reject: { from: OPEN, to: 'rechazada', side: 'refugio' },
  complete: { from: ['aceptada'], to: 'completada', side: 'refugio' },
  withdraw: { from: OPEN, to: 'retirada', side: 'adoptante' },
};

/** Moves that need the animal still on Huella (withdrawing or rejecting never does). */
const NEEDS_PET: readonly AdoptionRequestAction[] = ['review', 'accept', 'complete'];

export interface AdoptionRequestsServiceDeps {
  db: Database;
  mailer: Mailer;
  config: Config;
  rateLimiter: RateLimiter;
  /** Live updates: each committed move reaches the open streams of both sides. */
  realtime: Pick<Realtime, 'publish'>;
}

/** The storage key of an animal's first photo, from photosOf's answer. */
const firstPhotoKey = (photos: Map<number, PhotoRow[]>, petId: number) =>
  photos.get(petId)?.[0]?.storageKey;

export function createAdoptionRequestsService({
  db,
  mailer,
  config,
  rateLimiter,
  realtime,
}: AdoptionRequestsServiceDeps) {
  const requests = createAdoptionRequestsRepository(db);
  const pets = createPetsRepository(db);
  const links = adoptionRequestLinks(config.publicUrl);
  const favouriteUpdates = createFavouriteUpdatesService({ db, mailer, config });

  /** Whether the viewer acts for the request's shelter (never on their own request). */
  /** The viewer's shelters, as the identity of the request says (fresh: see plugins/identity-cache). */
  const sheltersOf = (viewer: AuthUser) => new Set(viewer.shelterIds);

  const isShelterSide = (viewer: AuthUser, row: RequestRow, memberOf: Set<number>) =>
    viewer.id !== row.applicantId && (viewer.isStaff || memberOf.has(row.shelterId));

  function actionsFor(
    viewer: AuthUser,
    row: RequestRow,
    memberOf: Set<number>,
  ): AdoptionRequestAction[] {
    const side: ChatSide | null =
      viewer.id === row.applicantId
        ? 'adoptante'
        : isShelterSide(viewer, row, memberOf)
          ? 'refugio'
          : null;
    return (Object.keys(MOVES) as AdoptionRequestAction[]).filter(
      (action) =>
        MOVES[action].side === side &&
        MOVES[action].from.includes(row.state) &&
        !(row.petDeletedAt && NEEDS_PET.includes(action)),
    );
  }

  function presentSummary(
    viewer: AuthUser,
    row: RequestRow,
    /** The storage key of the animal's first photo. */
    photoKey: string | undefined,
    memberOf: Set<number>,
  ): AdoptionRequestSummary {
    return {
      id: row.id,
      state: row.state,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      pet: {
        id: row.petId,
        name: row.petName,
        kind: row.petKind,
        state: row.petState,
        image: photoKey ? mediaPath(photoKey, LIST_IMAGE_WIDTH) : null,
      },
      shelter: { id: row.shelterId, name: row.shelterName },
      applicant: {
        id: row.applicantId,
        first_name: row.applicantFirstName,
        last_name: row.applicantLastName,
        email: row.applicantEmail,
        phone: row.applicantPhone,
      },
      conversation_id: row.conversationId,
      actions: actionsFor(viewer, row, memberOf),
    };
  }

  const presentEvent = (event: EventRow): AdoptionRequestEvent => ({
    id: event.id,
    from_state: event.fromState,
    to_state: event.toState,
    author:
      event.authorId === null
        ? null
        : {
            id: event.authorId,
            name: `${event.authorFirstName ?? ''} ${event.authorLastName ?? ''}`.trim(),
          },
    author_side: event.authorSide,
    note: event.note,
    created_at: event.createdAt.toISOString(),
  });

  async function presentList(viewer: AuthUser, rows: RequestRow[]) {
    const photos = await pets.photosOf([...new Set(rows.map((row) => row.petId))]);
    return rows.map((row) =>
      presentSummary(viewer, row, firstPhotoKey(photos, row.petId), sheltersOf(viewer)),
    );
  }

  async function presentOne(viewer: AuthUser, id: number): Promise<AdoptionRequest> {
    const row = await requests.findById(id);
    if (!row) throw notFound();
    return present(viewer, row);
  }

  /**
   * A request as read just now, with its photo and history; `written`: the
   * timeline and the first photo's key, when the caller has just read them.
   */
  async function present(
    viewer: AuthUser,
    row: RequestRow,
    written?: { events: EventRow[]; photoKey: string | undefined },
  ): Promise<AdoptionRequest> {
    const [photoKey, events] = written
      ? [written.photoKey, written.events]
      : await Promise.all([
          pets.photosOf([row.petId]).then((photos) => firstPhotoKey(photos, row.petId)),
          requests.eventsOf([row.id]).then((byRequest) => byRequest.get(row.id) ?? []),
        ]);
    return {
      ...presentSummary(viewer, row, photoKey, sheltersOf(viewer)),
      answers: {
        home_type: row.homeType,
        has_garden: row.hasGarden,
        home_tenure: row.homeTenure,
        landlord_allows_pets: row.landlordAllowsPets,
        adults: row.adults,
        children: row.children,
        children_ages: row.childrenAges,
        other_animals: row.otherAnimals,
        experience: row.experience,
        hours_alone: row.hoursAlone,
        message: row.message,
      },
      events: events.map(presentEvent),
    };
  }

  /** The request if the viewer may read it (applicant, shelter side), else 404. */
  async function readable(viewer: AuthUser, id: number) {
    const row = await requests.findById(id);
    if (!row) throw notFound();
    const shelters = sheltersOf(viewer);
    if (viewer.id !== row.applicantId && !isShelterSide(viewer, row, shelters)) throw notFound();
    return { row, memberOf: shelters };
  }

  /** The caller's shelters, or the one asked for if they belong to it (staff: any). */
  async function inboxShelterIds(viewer: AuthUser, shelter?: number): Promise<number[]> {
    const mine = sheltersOf(viewer);
    if (shelter === undefined) return [...mine];
    if (!mine.has(shelter) && !viewer.isStaff) throw notShelterMember();
    return [shelter];
  }

  const applicantName = (row: RequestRow) =>
    `${row.applicantFirstName} ${row.applicantLastName}`.trim();

  /** The live event to the applicant and every member of the shelter, after the commit. */
  async function announce(rows: RequestRow[]) {
    for (const row of rows) await publish(row, await requests.memberIds(row.shelterId));
  }

  /** Tells the applicant and the shelter's members, live, of the request as it is now. */
  function publish(row: RequestRow, memberIds: number[]) {
    return realtime.publish([row.applicantId, ...memberIds], {
      type: 'request',
      request_id: row.id,
      state: row.state,
      conversation_id: row.conversationId,
    });
  }

  async function mailShelter(row: RequestRow) {
    const recipients = row.shelterEmail
      ? [{ to: row.shelterEmail, name: row.shelterName }]
      : (await requests.administrators(row.shelterId)).map((admin) => ({
          to: admin.email,
          name: `${admin.firstName} ${admin.lastName}`.trim(),
        }));
    await mailer.send(
      recipients.map((recipient) =>
        requestReceivedMail(
          recipient,
          {
            applicant: applicantName(row),
            pet: row.petName,
            shelter: row.shelterName,
            message: row.message,
          },
          links.shelter(row.id),
        ),
      ),
    );
  }

  /** The requests as they are now, in the order asked (those gone meanwhile left out). */
  async function reload(ids: number[]): Promise<RequestRow[]> {
    const rows = await Promise.all(ids.map((id) => requests.findById(id)));
    return rows.filter((row): row is RequestRow => Boolean(row));
  }

  /** Queues the mail telling each applicant of their request's new state (with its note). */
  type ApplicantMail = { row: RequestRow; note: string; byPlatform: boolean };
  function mailApplicants(moves: ApplicantMail[]) {
    return mailer.send(
      moves.map(({ row, note, byPlatform }) =>
        requestChangedMail(
          { to: row.applicantEmail, name: applicantName(row) },
          { pet: row.petName, shelter: row.shelterName, state: row.state, note, byPlatform },
          links.applicant(row.id),
        ),
      ),
    );
  }

  return {
    async create(viewer: AuthUser, input: AdoptionRequestCreate): Promise<AdoptionRequest> {
      await rateLimiter.consume(RATE_LIMITS.adoptionRequestPerUser, String(viewer.id));
      const { pet: petId, ...answers } = input;
      let applied: Awaited<ReturnType<typeof requests.apply>>;
      try {
        applied = await requests.apply(
          { petId, applicantId: viewer.id, answers: answerValues(answers) },
          viewer.shelterIds,
        );
      } catch (error) {
        if (isUniqueViolation(error, 'adoption_requests_one_open_per_applicant')) {
          throw alreadyApplied();
        }
        throw error;
      }
      if (!applied?.pet.visible) throw petNotFound();
      const { pet, saved } = applied;
      if (viewer.shelterIds.includes(pet.shelterId)) throw ownShelter();
      if (pet.state !== 'en_adopcion' || !saved) throw petNotAvailable();
      const { request, event, memberIds, photoKey } = saved;
      await mailShelter(request);
      await publish(request, memberIds);
      return present(viewer, request, { events: [event], photoKey });
    },

    async get(viewer: AuthUser, id: number): Promise<AdoptionRequest> {
      await readable(viewer, id);
      return presentOne(viewer, id);
    },

    async listMine(
      viewer: AuthUser,
      query: MyAdoptionRequestsQuery,
      page: PageRequest,
    ): Promise<{ items: AdoptionRequestSummary[]; total: number }> {
      const { rows, total } = await requests.listForApplicant(
        viewer.id,
        { state: query.state, pet: query.pet },
        page,
      );
      return { items: await presentList(viewer, rows), total };
    },

    async inbox(
      viewer: AuthUser,
      query: AdoptionInboxQuery,
      page: PageRequest,
    ): Promise<{ items: AdoptionRequestSummary[]; total: number }> {
      const shelterIds = await inboxShelterIds(viewer, query.shelter);
      const { rows, total } = await requests.listForShelters(
        shelterIds,
        { state: query.state, pet: query.pet },
        page,
      );
      return { items: await presentList(viewer, rows), total };
    },

    async counts(viewer: AuthUser, shelter?: number): Promise<AdoptionRequestCounts> {
      const found = await requests.countByState(await inboxShelterIds(viewer, shelter));
      return Object.fromEntries(
        ADOPTION_REQUEST_STATES.map((state) => [state, found[state] ?? 0]),
      ) as AdoptionRequestCounts;
    },

    /** One move of the workflow, by the side it belongs to, from a state it is allowed in. */
    async transition(
      viewer: AuthUser,
      id: number,
      action: AdoptionRequestAction,
      note: string,
    ): Promise<AdoptionRequest> {
      const { row: before, memberOf } = await readable(viewer, id);
      const move = MOVES[action];
      if (move.side === 'adoptante' && viewer.id !== before.applicantId) throw notApplicant();
      if (move.side === 'refugio' && !isShelterSide(viewer, before, memberOf)) {
        throw notShelterMember();
      }

      let closed: number[];
      // The animal's change of state, if the move made one: its followers hear of it.
      let petChange: FavouriteStateChange | undefined;
      try {
        closed = await withPetLocked(db, before.petId, async (locked, pet, tx) => {
          // Re-read under the animal's lock: another member may have moved it meanwhile.
          const current = await locked.currentState(id);
          if (!current) throw notFound();
          if (!move.from.includes(current.state)) throw transitionNotAllowed(current.state);
          const petHere = pet && !pet.deleted ? pet : undefined;
          if (NEEDS_PET.includes(action) && !petHere) throw petNotAvailable();
          if (action === 'accept') {
            if (petHere?.state === 'adoptada') throw petNotAvailable();
            if (await locked.hasAcceptedRequest(before.petId)) throw alreadyAccepted();
          }

          await locked.setState(id, move.to);
          const events: NewEvent[] = [
            {
              requestId: id,
              fromState: current.state,
              toState: move.to,
              authorId: viewer.id,
              authorSide: move.side,
              note,
            },
          ];
          let others: { id: number; fromState: AdoptionRequestState }[] = [];
          const setPetState = async (to: PetState) => {
            if (!petHere) return;
            await locked.setPetState(petHere.id, to);
            petChange = { petId: petHere.id, from: petHere.state, to, actorId: viewer.id };
            await favouriteUpdates.stateChanged(tx, petChange);
          };
          if (petHere) {
            if (action === 'accept') await setPetState('pendiente');
            if (action === 'complete') {
              await setPetState('adoptada');
              others = await locked.rejectOpen(petHere.id, { except: id });
            }
            // An accepted request undone: the animal looks for a home again (unless the
            // shelter has meanwhile marked it otherwise by hand).
            if (
              (action === 'reject' || action === 'withdraw') &&
              current.state === 'aceptada' &&
              petHere.state === 'pendiente'
            ) {
              await setPetState('en_adopcion');
            }
          }
          for (const other of others) {
            events.push({
              requestId: other.id,
              fromState: other.fromState,
              toState: 'rechazada',
              authorId: null,
              authorSide: null,
              note: adoptionRequestsMessages.notes.closedByAdoption,
            });
          }
          await locked.insertEvents(events);
          return others.map((other) => other.id);
        });
      } catch (error) {
        // Belt and braces: the animal's lock already orders two accepts.
        if (isUniqueViolation(error, 'adoption_requests_one_accepted_per_pet')) {
          throw alreadyAccepted();
        }
        throw error;
      }

      const changed = await reload([id, ...closed]);
      await mailApplicants(
        changed.flatMap((row): ApplicantMail[] => {
          if (row.id !== id)
            return [
              { row, note: adoptionRequestsMessages.notes.closedByAdoption, byPlatform: true },
            ];
          return move.side === 'refugio' ? [{ row, note, byPlatform: false }] : [];
        }),
      );
      await announce(changed);
      if (petChange) await favouriteUpdates.mailPending(petChange.petId);
      return presentOne(viewer, id);
    },

    /**
     * The animal's state changed by hand (Anuncios, the announcement form): with
     * the animal locked, the requests the new state leaves without a future
     * (CLOSED_BY_HAND) make it a 409 unless `confirmed`; confirmed, `write`
     * saves the change in the same transaction and those requests are closed by
     * the platform with a polite note, in their timelines, by mail and live,
     * as the workflow closes the others when an adoption completes.
     */
    async changePetStateByHand<T>(
      petId: number,
      state: PetState,
      confirmed: boolean,
      write: (tx: Database) => Promise<T>,
      actorId: number | null = null,
    ): Promise<T> {
      const rule = CLOSED_BY_HAND[state];
      const { result, closed } = await withPetLocked(db, petId, async (locked, pet, tx) => {
        const open = await locked.countOpen(petId, rule.states);
        if (open > 0 && !confirmed) throw openRequests(open);
        const saved = await write(tx);
        if (pet)
          await favouriteUpdates.stateChanged(tx, { petId, from: pet.state, to: state, actorId });
        const rejected = await locked.rejectOpen(petId, { states: rule.states });
        await locked.insertEvents(
          rejected.map((request) => ({
            requestId: request.id,
            fromState: request.fromState,
            toState: 'rechazada' as const,
            authorId: null,
            authorSide: null,
            note: rule.note,
          })),
        );
        return { result: saved, closed: rejected.map((request) => request.id) };
      });
      const changed = await reload(closed);
      await mailApplicants(changed.map((row) => ({ row, note: rule.note, byPlatform: true })));
      await announce(changed);
      await favouriteUpdates.mailPending(petId);
      return result;
    },
  };
}

export type AdoptionRequestsService = ReturnType<typeof createAdoptionRequestsService>;
