/**
 * Demo adoption requests: the demo adopter has applied for three animals of
 * the demo shelter administrator's Madrid shelter, one waiting, one being
 * reviewed and one turned down, and for one of its Barcelona shelter that
 * came in this morning, so Solicitudes recibidas shows both shelters' requests
 * and two waiting; each has its timeline and a short chat. The
 * other animals of that shelter stay free for a new application (the E2E
 * journey applies for one). Idempotent: a request is matched by applicant
 * and animal; animals missing from a partial catalogue (tests) are skipped.
 */
import { and, eq } from 'drizzle-orm';
import type { AdoptionRequestState, ChatSide } from '@huella/shared/constants';
import type { AdoptionAnswers } from '@huella/shared/schemas/adoption-requests';
import { answerValues } from '../../modules/adoption-requests';
import { openConversation } from '../../modules/chat';
import type { Database } from '../client';
import {
  adoptionRequestEvents,
  adoptionRequests,
  chatMessages,
  conversationReads,
  conversations,
  pets,
  shelters,
} from '../schema';

const MADRID = 'Refugio Huellas de Madrid';
const BARCELONA = 'Protectora Patas Barcelona';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

interface DemoMove {
  to: AdoptionRequestState;
  /** Who made it: the adopter or the shelter's administrator. */
  side: ChatSide;
  note?: string;
  /** Hours after the application. */
  afterHours: number;
}

interface DemoAdoptionRequest {
  shelter: string;
  pet: string;
  daysAgo: number;
  answers: AdoptionAnswers;
  moves: DemoMove[];
  /** The chat, in order, each message some hours after the application. */
  messages: { side: ChatSide; body: string; afterHours: number }[];
}

const home: AdoptionAnswers = {
  home_type: 'piso',
  has_garden: false,
  home_tenure: 'alquiler',
  landlord_allows_pets: true,
  adults: 2,
  children: 1,
  children_ages: [8],
  other_animals: '',
  experience: 'De pequeña tuve un perro mestizo, Tobías, que vivió con nosotros catorce años.',
  hours_alone: 4,
  message: '',
};

export const DEMO_ADOPTION_REQUESTS: DemoAdoptionRequest[] = [
  {
    shelter: MADRID,
    pet: 'Rocco',
    daysAgo: 1,
    answers: {
      ...home,
      message:
        'Hola, vimos a Rocco el fin de semana en la jornada de puertas abiertas y nos enamoró. Vivimos cerca del Retiro y salimos a caminar cada día.',
    },
    moves: [],
    messages: [
      {
        side: 'adoptante',
        body: '¡Hola! Acabo de enviar la solicitud para Rocco. ¿Podríamos ir a conocerle?',
        afterHours: 0.2,
      },
      {
        side: 'refugio',
        body: 'Hola, Marta. ¡Gracias por pensar en Rocco! Revisamos tu solicitud y te decimos algo esta semana.',
        afterHours: 3,
      },
    ],
  },
  {
    shelter: MADRID,
    pet: 'Misi',
    daysAgo: 6,
    answers: {
      ...home,
      other_animals: 'Ninguno ahora mismo.',
      hours_alone: 6,
      message:
        'Misi parece muy tranquila, justo lo que buscamos para nuestro piso. Tenemos redes en las ventanas.',
    },
    moves: [{ to: 'en_revision', side: 'refugio', afterHours: 20 }],
    messages: [
      {
        side: 'refugio',
        body: 'Hola, Marta. Estamos revisando tu solicitud para Misi. ¿Tu hija ha convivido antes con gatos?',
        afterHours: 20.5,
      },
      {
        side: 'adoptante',
        body: 'Sí, su abuela tiene dos gatas y está acostumbrada a tratarlas con cuidado.',
        afterHours: 22,
      },
      {
        side: 'refugio',
        body: '¡Perfecto! ¿Te viene bien una videollamada el jueves por la tarde para ver la casa?',
        afterHours: 26,
      },
    ],
  },
  {
    shelter: MADRID,
    pet: 'Canela',
    daysAgo: 14,
    answers: {
      ...home,
      hours_alone: 8,
      message:
        'Canela nos parece preciosa. Trabajamos fuera, pero paseamos mucho los fines de semana.',
    },
    moves: [
      { to: 'en_revision', side: 'refugio', afterHours: 24 },
      {
        to: 'rechazada',
        side: 'refugio',
        note: 'Canela necesita compañía casi todo el día y mucho ejercicio; creemos que un hogar con más tiempo en casa le irá mejor.',
        afterHours: 72,
      },
    ],
    messages: [
      {
        side: 'refugio',
        body: 'Hola, Marta. Canela no lleva bien quedarse sola muchas horas. ¿Cuánto tiempo pasaría sola cada día?',
        afterHours: 25,
      },
      {
        side: 'adoptante',
        body: 'Unas ocho horas entre semana, aunque intentaríamos volver a mediodía.',
        afterHours: 30,
      },
      {
        side: 'refugio',
        body: 'Gracias por tu sinceridad. Te hemos dejado una nota en la solicitud; ojalá encuentres pronto a tu compañero.',
        afterHours: 72.5,
      },
    ],
  },
  {
    shelter: BARCELONA,
    pet: 'Simba',
    daysAgo: 0.25,
    answers: {
      ...home,
      home_type: 'casa',
      has_garden: true,
      home_tenure: 'propia',
      landlord_allows_pets: null,
      hours_alone: 3,
      message:
        'Pasamos los veranos en Sitges y nos encantaría que Simba viniera con nosotros. Tenemos un jardín vallado.',
    },
    moves: [],
    messages: [
      {
        side: 'adoptante',
        body: 'Hola, acabo de enviar la solicitud para Simba. ¿Sigue buscando hogar?',
        afterHours: 0.1,
      },
      {
        side: 'refugio',
        body: '¡Sí! Simba sigue con nosotros. Leemos tu solicitud hoy mismo y te escribimos.',
        afterHours: 2,
      },
    ],
  },
];

/** Adds the requests that are not there yet; returns how many were added. */
export async function seedDemoAdoptionRequests(
  db: Database,
  people: { adopterId: number; shelterAdminId: number },
  now = new Date(),
): Promise<number> {
  let added = 0;
  for (const demo of DEMO_ADOPTION_REQUESTS) {
    const [pet] = await db
      .select({ id: pets.id, shelterId: pets.shelterId })
      .from(pets)
      .innerJoin(shelters, eq(shelters.id, pets.shelterId))
      .where(and(eq(shelters.name, demo.shelter), eq(pets.name, demo.pet)))
      .limit(1);
    if (!pet) continue;
    const [existing] = await db
      .select({ id: adoptionRequests.id })
      .from(adoptionRequests)
      .where(
        and(eq(adoptionRequests.applicantId, people.adopterId), eq(adoptionRequests.petId, pet.id)),
      )
      .limit(1);
    if (existing) continue;

    const appliedAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const at = (hours: number) => new Date(appliedAt.getTime() + hours * HOUR_MS);
    const authorOf = (side: ChatSide) =>
      side === 'adoptante' ? people.adopterId : people.shelterAdminId;
    const state = demo.moves.at(-1)?.to ?? 'pendiente';

    await db.transaction(async (tx) => {
      const conversation = await openConversation(tx, {
        adopterId: people.adopterId,
        shelterId: pet.shelterId,
        petId: pet.id,
      });
      const [request] = await tx
        .insert(adoptionRequests)
        .values({
          petId: pet.id,
          shelterId: pet.shelterId,
          applicantId: people.adopterId,
          conversationId: conversation.id,
          state,
          ...answerValues(demo.answers),
          createdAt: appliedAt,
          updatedAt: at(demo.moves.at(-1)?.afterHours ?? 0),
        })
        .returning({ id: adoptionRequests.id });
      let from: AdoptionRequestState = 'pendiente';
      await tx.insert(adoptionRequestEvents).values([
        {
          requestId: request!.id,
          fromState: null,
          toState: 'pendiente',
          authorId: people.adopterId,
          authorSide: 'adoptante',
          createdAt: appliedAt,
        },
        ...demo.moves.map((move) => {
          const event = {
            requestId: request!.id,
            fromState: from,
            toState: move.to,
            authorId: authorOf(move.side),
            authorSide: move.side,
            note: move.note ?? '',
            createdAt: at(move.afterHours),
          };
          from = move.to;
          return event;
        }),
      ]);
      const sent = await tx
        .insert(chatMessages)
        .values(
          demo.messages.map((message) => ({
            conversationId: conversation.id,
            senderId: authorOf(message.side),
            side: message.side,
            body: message.body,
            createdAt: at(message.afterHours),
          })),
        )
        .returning({ id: chatMessages.id, senderId: chatMessages.senderId });
      // Whoever wrote had read the conversation up to their own message, as
      // sending through the API records; only what came after is unread.
      const readUpTo = new Map<number, number>();
      for (const message of sent) {
        if (message.senderId !== null) readUpTo.set(message.senderId, message.id);
      }
      if (readUpTo.size > 0) {
        await tx.insert(conversationReads).values(
          [...readUpTo].map(([userId, lastReadMessageId]) => ({
            conversationId: conversation.id,
            userId,
            lastReadMessageId,
          })),
        );
      }
      const last = demo.messages.at(-1);
      if (last) {
        await tx
          .update(conversations)
          .set({ lastMessageAt: at(last.afterHours) })
          .where(eq(conversations.id, conversation.id));
      }
    });
    added += 1;
  }
  return added;
}
