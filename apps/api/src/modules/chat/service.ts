/**
 * Chat between an adopter and a shelter about one animal. The adopter and
 * every member of the shelter read a conversation; anyone else is told it
 * does not exist (the same 404 as a missing one). Messages are plain text;
 * each one goes live to every reader's open streams, and by mail (at most one
 * per recipient every 15 minutes, whatever the conversation) to readers with
 * none. Opening conversations is limited per account.
 */
import { CHAT_MAIL_INTERVAL_MS, type ChatSide } from '@huella/shared/constants';
import { chatMessages as m } from '@huella/shared/messages';
import type {
  ChatMessage,
  ChatMessagesQuery,
  ChatReadResult,
  ChatUnread,
  Conversation,
} from '@huella/shared/schemas/chat';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError, Forbidden, NotFound, TooManyRequests } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import type { PageRequest } from '../../lib/pagination';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import type { Realtime } from '../../lib/realtime';
import { mediaPath } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { publiclyVisible } from '../pets';
import { createSheltersRepository } from '../shelters';
import { newMessageMail } from './mails';
import { openConversation } from './conversation-repository';
import type { Presence } from './presence-repository';
import { personName } from './present';
import { type ConversationRow, createChatRepository, type Participants } from './repository';

const conversationNotFound = () => new NotFound(m.errors.notFound, 'conversation_not_found');
const petNotFound = () => new NotFound(m.errors.petNotFound, 'pet_not_found');
const ownShelter = () => new Forbidden(m.errors.ownShelter, 'own_shelter');

/** The chat list shows small thumbnails. */
const THUMBNAIL_WIDTH = 400;

function presentConversation(row: ConversationRow, lastMessage: ChatMessage | null): Conversation {
  return {
    id: row.id,
    role: row.role,
    pet: {
      id: row.petId,
      name: row.petName,
      image: row.petImageKey ? mediaPath(row.petImageKey, THUMBNAIL_WIDTH) : null,
    },
    shelter: { id: row.shelterId, name: row.shelterName },
    adopter: { id: row.adopterId, name: personName(row.adopterFirstName, row.adopterLastName) },
    request:
      row.requestId !== null && row.requestState !== null
        ? { id: row.requestId, state: row.requestState }
        : null,
    last_message: lastMessage,
    unread: row.unread,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.lastMessageAt ?? row.createdAt).toISOString(),
  };
}

/** How many readers' mail slots a process remembers (see slotTakenUntil). */
const REMEMBERED_SLOTS_MAX = 10_000;

/** Everyone who reads the conversation: the adopter and each member of the shelter. */
const readersOf = (participants: Participants) => [
  participants.adopterId,
  ...participants.memberIds,
];

export interface ChatServiceDependencies {
  db: Database;
  config: Config;
  realtime: Realtime;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  log: FastifyBaseLogger;
  /** Who has a chat stream open anywhere (plugins/chat-presence.ts). */
  presence: Presence;
  /** The clock of the mail interval (tests move it). */
  now?: () => number;
}

export function createChatService(deps: ChatServiceDependencies) {
  const { db, config, realtime, mailer, rateLimiter, log, presence } = deps;
  const now = deps.now ?? Date.now;
  const chat = createChatRepository(db);
  const shelters = createSheltersRepository(db);

  // The readers this process claimed a mail slot for, and until when the slot
  // stays taken. A slot's last mail only moves forward, so until then a claim
  // could only fail and is not sent: otherwise every message of a lively
  // conversation would cost a statement. Bounded: the oldest go first.
  const slotTakenUntil = new Map<number, number>();
  function rememberSlots(userIds: number[], until: number) {
    for (const id of userIds) {
      slotTakenUntil.delete(id);
      slotTakenUntil.set(id, until);
    }
    for (const id of slotTakenUntil.keys()) {
      if (slotTakenUntil.size <= REMEMBERED_SLOTS_MAX) break;
      slotTakenUntil.delete(id);
    }
  }

  async function participation(viewer: AuthUser, conversationId: number) {
    const found = await chat.participation(conversationId, viewer.id);
    if (!found) throw conversationNotFound();
    return found;
  }

  /** Counts one action of the viewer against the rule; over it, a 429 saying why in Spanish. */
  async function limited(rule: RateLimitRule, viewer: AuthUser, message: string) {
    try {
      await rateLimiter.consume(rule, String(viewer.id));
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      throw new AppError(429, error.code, message, undefined, error.headers);
    }
  }

  async function present(rows: ConversationRow[]): Promise<Conversation[]> {
    const lastIds = rows.flatMap((row) => (row.lastMessageId === null ? [] : [row.lastMessageId]));
    const messages = new Map(
      (await chat.messagesByIds(lastIds)).map((message) => [message.id, message]),
    );
    return rows.map((row) =>
      presentConversation(
        row,
        row.lastMessageId === null ? null : (messages.get(row.lastMessageId) ?? null),
      ),
    );
  }

  /**
   * Mails the readers of the other side who have no stream open anywhere and
   * were not mailed about any conversation in the last 15 minutes.
   */
  async function mailAbsentReaders(
    participants: Participants & { side: ChatSide },
    message: ChatMessage,
  ) {
    const candidates = (
      participants.side === 'adoptante' ? participants.memberIds : [participants.adopterId]
    ).filter((id) => id !== message.sender.id);
    const at = now();
    // Those whose slot is taken get no mail, present or not: not asked about.
    const free = candidates.filter((id) => (slotTakenUntil.get(id) ?? 0) <= at);
    if (free.length === 0) return;
    const absent = await presence.absent(free);
    if (absent.length === 0) return;
    const claimed = await chat.claimMailSlots(
      absent,
      new Date(at),
      new Date(at - CHAT_MAIL_INTERVAL_MS),
    );
    rememberSlots(claimed, at + CHAT_MAIL_INTERVAL_MS);
    if (claimed.length === 0) return;
    const { about, recipients } = await chat.mailContext(message.conversation_id, claimed);
    if (!about) return;
    const from = participants.side === 'adoptante' ? message.sender.name : about.shelterName;
    const url = `${config.publicUrl}/dashboard?seccion=chat&conversacion=${message.conversation_id}`;
    for (const recipient of recipients) {
      mailer.sendInBackground(
        newMessageMail({
          to: recipient.email,
          name: recipient.firstName,
          from,
          animal: about.petName,
          body: message.body,
          url,
          unreadConversations: (await chat.unread(recipient.id)).conversations,
        }),
      );
    }
  }

  return {
    async listConversations(
      viewer: AuthUser,
      page: PageRequest,
    ): Promise<{ items: Conversation[]; total: number }> {
      const { rows, total } = await chat.listConversations(viewer.id, page);
      return { items: await present(rows), total };
    },

    async getConversation(viewer: AuthUser, id: number): Promise<Conversation> {
      const row = await chat.findConversation(id, viewer.id);
      if (!row) throw conversationNotFound();
      const [conversation] = await present([row]);
      return conversation!;
    },

    /** "Contactar con el refugio": the caller's conversation about a visible animal, found or created. */
    async open(
      viewer: AuthUser,
      petId: number,
    ): Promise<{ conversation: Conversation; created: boolean }> {
      const pet = await chat.findVisiblePet(petId, publiclyVisible());
      if (!pet) throw petNotFound();
      if (await shelters.isMember(pet.shelterId, viewer.id)) throw ownShelter();
      // Finding one's own conversation again is free; each new one counts.
      const existing = await chat.findConversationId(viewer.id, pet.shelterId, pet.id);
      if (existing !== undefined) {
        return { conversation: await this.getConversation(viewer, existing), created: false };
      }
      await limited(RATE_LIMITS.conversationOpenPerUser, viewer, m.errors.tooManyConversations);
      const { id, created } = await openConversation(db, {
        adopterId: viewer.id,
        shelterId: pet.shelterId,
        petId: pet.id,
      });
      return { conversation: await this.getConversation(viewer, id), created };
    },

    async listMessages(
      viewer: AuthUser,
      conversationId: number,
      query: ChatMessagesQuery,
    ): Promise<ChatMessage[]> {
      await participation(viewer, conversationId);
      return chat.listMessages(conversationId, query);
    },

    /** Stores the message (plain text, as written), sends it live, then mails whoever is away. */
    async send(viewer: AuthUser, conversationId: number, body: string): Promise<ChatMessage> {
      // Counted before the conversation is known to be the viewer's: the
      // question and the message are one statement, and guessing at others'
      // conversations spends the guesser's own allowance.
      await limited(RATE_LIMITS.chatMessagePerUser, viewer, m.errors.tooFast);
      const added = await chat.addMessage({ conversationId, senderId: viewer.id, body });
      if (!added) throw conversationNotFound();
      const { message, participants } = added;
      await realtime.publish(readersOf(participants), { type: 'message', message });
      // The message is stored and sent: a mail that cannot be prepared is logged, not an error.
      await mailAbsentReaders(participants, message).catch((error: unknown) =>
        log.error({ err: error, conversationId }, 'chat: could not mail the readers'),
      );
      return message;
    },

    /** Marks the conversation read for the caller, up to a message or the latest. */
    async markRead(
      viewer: AuthUser,
      conversationId: number,
      upTo: number | undefined,
    ): Promise<ChatReadResult> {
      const participants = await participation(viewer, conversationId);
      const { before, after } = await chat.markRead(conversationId, viewer.id, upTo);
      if (after > before) {
        // The other side sees "read"; the reader's other windows update their badges.
        const recipients =
          participants.side === 'adoptante' ? readersOf(participants) : [participants.adopterId];
        await realtime.publish([...recipients, viewer.id], {
          type: 'read',
          conversation_id: conversationId,
          side: participants.side,
          last_read_message_id: after,
        });
      }
      return {
        conversation_id: conversationId,
        last_read_message_id: after,
        unread: await chat.unread(viewer.id),
      };
    },

    unread: (viewer: AuthUser): Promise<ChatUnread> => chat.unread(viewer.id),

    /** Messages of the reader's conversations after an id, for a reconnecting stream. */
    missedMessages: (userId: number, afterId: number, limit: number) =>
      chat.messagesSince(userId, afterId, limit),
  };
}
