/**
 * Queries on conversations, their messages and how far each reader has read
 * them. A reader sees a conversation as its adopter or as a member of its
 * shelter; the reader's side decides which messages are unread for them
 * (those of the other side after their last read one).
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  lt,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdoptionRequestState, ChatSide } from '@huella/shared/constants';
import type { ChatMessage } from '@huella/shared/schemas/chat';
import type { Database } from '../../db/client';
import { byKey, keptSql, keptStatement } from '../../db/kept-statement';
import {
  adoptionRequests,
  chatMailRecipients,
  chatMessages,
  conversationReads,
  conversations,
  petPhotos,
  pets,
  shelterMemberships,
  shelters,
  users,
} from '../../db/schema';
import type { PageRequest } from '../../lib/pagination';
import { type MessageRow, presentMessage } from './present';

/** A user's id, or the placeholder of a kept statement. */
type UserRef = number | Placeholder;

export const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  senderId: chatMessages.senderId,
  senderFirstName: users.firstName,
  senderLastName: users.lastName,
  side: chatMessages.side,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
};

/** The messages with these ids that still exist (also what the live streams load, lib/realtime.ts). */
export async function loadMessagesByIds(db: Database, ids: number[]): Promise<ChatMessage[]> {
  if (ids.length === 0) return [];
  const rows: MessageRow[] = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(inArray(chatMessages.id, ids))
    .orderBy(asc(chatMessages.id));
  return rows.map(presentMessage);
}

const adopters = alias(users, 'adopter');

/** A message as addMessage's statement answers it, with who reads its conversation. */
interface StoredMessage {
  id: number;
  conversation_id: number;
  sender_id: number | null;
  side: ChatSide;
  body: string;
  created_ms: number;
  first_name: string | null;
  last_name: string | null;
  adopter_id: number;
  shelter_id: number;
  pet_id: number;
  member_ids: number[];
}

/** The shelters the user belongs to, as a subquery. */
const shelterIdsOf = (db: Database, userId: UserRef) =>
  db
    .select({ id: shelterMemberships.shelterId })
    .from(shelterMemberships)
    .where(eq(shelterMemberships.userId, userId));

/** The reader's side: the adopter of the conversation, or else one of the shelter's members. */
const sideOf = (userId: UserRef) =>
  sql<ChatSide>`case when ${conversations.adopterId} = ${userId} then 'adoptante' else 'refugio' end`;

/** Messages of the other side after the reader's last read one. */
const unreadOf = (userId: number) => sql<number>`(
  select count(*)::int from ${chatMessages}
  where ${chatMessages.conversationId} = ${conversations.id}
    and ${chatMessages.side} <> ${sideOf(userId)}
    and ${chatMessages.id} > coalesce((
      select ${conversationReads.lastReadMessageId} from ${conversationReads}
      where ${conversationReads.conversationId} = ${conversations.id}
        and ${conversationReads.userId} = ${userId}
    ), 0)
)`;

/**
 * A conversation someone has something to read in: a message, or the adoption
 * request it was opened with. "Contactar con el refugio" creates the
 * conversation before anyone writes; left unwritten it stays out of both
 * sides' lists (the opener still reaches it by its id, to write the first one).
 */
const hasContent = sql`(
  exists (select 1 from ${chatMessages} where ${chatMessages.conversationId} = ${conversations.id})
  or exists (
    select 1 from ${adoptionRequests} where ${adoptionRequests.conversationId} = ${conversations.id}
  )
)`;

const activityOrder = sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`;

export interface ConversationRow {
  id: number;
  role: ChatSide;
  adopterId: number;
  adopterFirstName: string;
  adopterLastName: string;
  shelterId: number;
  shelterName: string;
  petId: number;
  petName: string;
  petImageKey: string | null;
  requestId: number | null;
  requestState: AdoptionRequestState | null;
  lastMessageId: number | null;
  unread: number;
  createdAt: Date;
  lastMessageAt: Date | null;
}

export interface Participants {
  adopterId: number;
  shelterId: number;
  petId: number;
  /** The shelter's members, each of them a reader of the shelter's side. */
  memberIds: number[];
}

export function createChatRepository(db: Database) {
  /** Conversations the user reads, as adopter or shelter member. */
  const readableBy = (userId: UserRef): SQL =>
    or(
      eq(conversations.adopterId, userId),
      inArray(conversations.shelterId, shelterIdsOf(db, userId)),
    )!;

  // Checked before every message and read (db/kept-statement.ts).
  const participationOf = keptStatement(() => {
    const userId = sql.placeholder('userId');
    return db
      .select({
        adopterId: conversations.adopterId,
        shelterId: conversations.shelterId,
        petId: conversations.petId,
        side: sideOf(userId),
        // Spelt out: drizzle writes a one-table query's columns without their table,
        // and inside the subquery "shelter_id" would be the membership's own.
        memberIds: sql<number[]>`array(select member.user_id from ${shelterMemberships} member
          where member.shelter_id = ${sql.identifier('conversations')}.shelter_id)`,
      })
      .from(conversations)
      .where(and(eq(conversations.id, sql.placeholder('id')), readableBy(userId)))
      .prepare(byKey('chat_participation'));
  });

  // A message of one who reads the conversation, its last activity and the
  // sender's reading position: one statement, every row by its key.
  const addMessage = keptSql<StoredMessage>(db, byKey('chat_add_message'), () => {
    const sender = sql.placeholder('sender');
    return sql`
      with participant as (
        select ${conversations.id} as conversation_id, ${conversations.adopterId} as adopter_id,
          ${conversations.shelterId} as shelter_id, ${conversations.petId} as pet_id,
          ${sideOf(sender)} as side,
          array(select member.user_id from ${shelterMemberships} member
            where member.shelter_id = ${conversations.shelterId}) as member_ids
        from ${conversations}
        where ${conversations.id} = ${sql.placeholder('conversationId')} and ${readableBy(sender)}
      ), message as (
        insert into ${chatMessages} (conversation_id, sender_id, side, body)
        select conversation_id, ${sender}, side, ${sql.placeholder('body')} from participant
        returning id, conversation_id, sender_id, side, body, created_at
      ), touched as (
        update ${conversations} set last_message_at = message.created_at from message
        where ${conversations.id} = message.conversation_id
      ), position as (
        insert into ${conversationReads} (conversation_id, user_id, last_read_message_id)
        select conversation_id, sender_id, id from message
        on conflict (conversation_id, user_id) do update set last_read_message_id =
          greatest(${conversationReads.lastReadMessageId}, excluded.last_read_message_id)
      )
      select message.id, message.conversation_id, message.sender_id, message.side, message.body,
        (extract(epoch from message.created_at) * 1000)::float8 as created_ms,
        ${users.firstName} as first_name, ${users.lastName} as last_name,
        participant.adopter_id, participant.shelter_id, participant.pet_id, participant.member_ids
      from participant join message on true
        left join ${users} on ${users.id} = message.sender_id`;
  });

  function selectConversations(userId: number) {
    const latestRequest = (column: SQL) => sql`(
      select ${column} from ${adoptionRequests}
      where ${adoptionRequests.applicantId} = ${conversations.adopterId}
        and ${adoptionRequests.petId} = ${conversations.petId}
      order by ${adoptionRequests.createdAt} desc, ${adoptionRequests.id} desc
      limit 1
    )`;
    return db
      .select({
        id: conversations.id,
        role: sideOf(userId),
        adopterId: conversations.adopterId,
        adopterFirstName: adopters.firstName,
        adopterLastName: adopters.lastName,
        shelterId: conversations.shelterId,
        shelterName: shelters.name,
        petId: conversations.petId,
        petName: pets.name,
        petImageKey: sql<string | null>`(
          select ${petPhotos.storageKey} from ${petPhotos}
          where ${petPhotos.petId} = ${conversations.petId}
          order by ${petPhotos.position}, ${petPhotos.id} limit 1
        )`,
        requestId: sql<number | null>`${latestRequest(sql`${adoptionRequests.id}`)}`,
        requestState: sql<AdoptionRequestState | null>`${latestRequest(sql`${adoptionRequests.state}`)}`,
        lastMessageId: sql<number | null>`(
          select max(${chatMessages.id}) from ${chatMessages}
          where ${chatMessages.conversationId} = ${conversations.id}
        )`,
        unread: unreadOf(userId),
        createdAt: conversations.createdAt,
        lastMessageAt: conversations.lastMessageAt,
      })
      .from(conversations)
      .innerJoin(adopters, eq(adopters.id, conversations.adopterId))
      .innerJoin(shelters, eq(shelters.id, conversations.shelterId))
      .innerJoin(pets, eq(pets.id, conversations.petId));
  }

  return {
    messagesByIds: (ids: number[]) => loadMessagesByIds(db, ids),

    /** The reader's conversations with something in them, most recent activity first. */
    async listConversations(
      userId: number,
      page: PageRequest,
    ): Promise<{ rows: ConversationRow[]; total: number }> {
      const where = and(readableBy(userId), hasContent);
      const [rows, [totals]] = await Promise.all([
        selectConversations(userId)
          .where(where)
          .orderBy(desc(activityOrder), desc(conversations.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(conversations).where(where),
      ]);
      return { rows: rows as ConversationRow[], total: totals?.total ?? 0 };
    },

    /** One conversation, if the user reads it. */
    async findConversation(id: number, userId: number): Promise<ConversationRow | undefined> {
      const [row] = await selectConversations(userId).where(
        and(eq(conversations.id, id), readableBy(userId)),
      );
      return row as ConversationRow | undefined;
    },

    /** Who takes part in a conversation the user reads, and the user's side; undefined otherwise. */
    async participation(
      id: number,
      userId: number,
    ): Promise<(Participants & { side: ChatSide }) | undefined> {
      const [row] = await participationOf().execute({ id, userId });
      return row;
    },

    /** An announcement anyone may open, with its shelter; undefined otherwise. */
    async findVisiblePet(petId: number, visible: SQL[]) {
      const [row] = await db
        .select({ id: pets.id, shelterId: pets.shelterId })
        .from(pets)
        .where(and(eq(pets.id, petId), ...visible));
      return row;
    },

    /** The adopter's conversation with the shelter about the animal, if there is one. */
    async findConversationId(
      adopterId: number,
      shelterId: number,
      petId: number,
    ): Promise<number | undefined> {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            eq(conversations.adopterId, adopterId),
            eq(conversations.shelterId, shelterId),
            eq(conversations.petId, petId),
          ),
        );
      return row?.id;
    },

    /**
     * A page of a conversation's messages, oldest first: the newest `limit`
     * before `before` (or the newest of all), or the oldest `limit` after `after`.
     */
    async listMessages(
      conversationId: number,
      query: { before?: number; after?: number; limit: number },
    ): Promise<ChatMessage[]> {
      const conditions = [eq(chatMessages.conversationId, conversationId)];
      if (query.before !== undefined) conditions.push(lt(chatMessages.id, query.before));
      if (query.after !== undefined) conditions.push(gt(chatMessages.id, query.after));
      const forward = query.after !== undefined;
      const rows: MessageRow[] = await db
        .select(messageColumns)
        .from(chatMessages)
        .leftJoin(users, eq(users.id, chatMessages.senderId))
        .where(and(...conditions))
        .orderBy(forward ? asc(chatMessages.id) : desc(chatMessages.id))
        .limit(query.limit);
      if (!forward) rows.reverse();
      return rows.map(presentMessage);
    },

    /**
     * Every message of the reader's conversations after `afterId`, oldest
     * first, `limit` at a time (a reconnecting stream catching up).
     */
    async messagesSince(userId: number, afterId: number, limit: number): Promise<ChatMessage[]> {
      const rows: MessageRow[] = await db
        .select(messageColumns)
        .from(chatMessages)
        .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
        .leftJoin(users, eq(users.id, chatMessages.senderId))
        .where(and(gt(chatMessages.id, afterId), readableBy(userId)))
        .orderBy(asc(chatMessages.id))
        .limit(limit);
      return rows.map(presentMessage);
    },

    /**
     * Stores a message of one who reads the conversation (its adopter or a
     * member of its shelter), moves the conversation's last activity to it and
     * the sender's reading position past it, and answers it with its sender's
     * name and who reads the conversation: one statement (atomic as one), not
     * a question and then a transaction of five. Undefined, with nothing
     * stored, when the conversation is not the sender's to read.
     */
    async addMessage(input: {
      conversationId: number;
      senderId: number;
      body: string;
    }): Promise<
      { message: ChatMessage; participants: Participants & { side: ChatSide } } | undefined
    > {
      const [row] = await addMessage().execute({
        conversationId: input.conversationId,
        sender: input.senderId,
        body: input.body,
      });
      if (!row) return undefined;
      return {
        participants: {
          adopterId: row.adopter_id,
          shelterId: row.shelter_id,
          petId: row.pet_id,
          memberIds: row.member_ids,
          side: row.side,
        },
        message: presentMessage({
          id: row.id,
          conversationId: row.conversation_id,
          senderId: row.sender_id,
          senderFirstName: row.first_name,
          senderLastName: row.last_name,
          side: row.side,
          body: row.body,
          createdAt: new Date(row.created_ms),
        }),
      };
    },

    /**
     * Moves the reader's position forward to `upTo` (or the latest message),
     * never back. Returns the position before and after.
     */
    async markRead(
      conversationId: number,
      userId: number,
      upTo: number | undefined,
    ): Promise<{ before: number; after: number }> {
      return db.transaction(async (tx) => {
        const target = await tx
          .select({ id: sql<number | null>`max(${chatMessages.id})` })
          .from(chatMessages)
          .where(
            and(
              eq(chatMessages.conversationId, conversationId),
              ...(upTo === undefined ? [] : [sql`${chatMessages.id} <= ${upTo}`]),
            ),
          );
        const [previous] = await tx
          .select({ id: conversationReads.lastReadMessageId })
          .from(conversationReads)
          .where(
            and(
              eq(conversationReads.conversationId, conversationId),
              eq(conversationReads.userId, userId),
            ),
          )
          .for('update');
        const before = previous?.id ?? 0;
        const after = Math.max(before, target[0]?.id ?? 0);
        if (after > before) {
          await tx
            .insert(conversationReads)
            .values({ conversationId, userId, lastReadMessageId: after })
            .onConflictDoUpdate({
              target: [conversationReads.conversationId, conversationReads.userId],
              set: {
                lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, excluded.last_read_message_id)`,
              },
            });
        }
        return { before, after };
      });
    },

    /** The reader's unread messages, and in how many conversations. */
    async unread(userId: number): Promise<{ total: number; conversations: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          conversations: sql<number>`count(distinct ${chatMessages.conversationId})::int`,
        })
        .from(chatMessages)
        .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
        .leftJoin(
          conversationReads,
          and(
            eq(conversationReads.conversationId, conversations.id),
            eq(conversationReads.userId, userId),
          ),
        )
        .where(
          and(
            readableBy(userId),
            sql`${chatMessages.side} <> ${sideOf(userId)}`,
            sql`${chatMessages.id} > coalesce(${conversationReads.lastReadMessageId}, 0)`,
          ),
        );
      return { total: row?.total ?? 0, conversations: row?.conversations ?? 0 };
    },

    /** Names and addresses for the "new message" mail. */
    async mailContext(conversationId: number, userIds: number[]) {
      const [about] = await db
        .select({ petName: pets.name, shelterName: shelters.name })
        .from(conversations)
        .innerJoin(pets, eq(pets.id, conversations.petId))
        .innerJoin(shelters, eq(shelters.id, conversations.shelterId))
        .where(eq(conversations.id, conversationId));
      const recipients =
        userIds.length === 0
          ? []
          : await db
              .select({ id: users.id, email: users.email, firstName: users.firstName })
              .from(users)
              .where(and(inArray(users.id, userIds), eq(users.isActive, true)));
      return { about, recipients };
    },

    /**
     * Claims the right to mail each of these readers about new messages: those
     * not mailed about any conversation since `notBefore`. One atomic upsert,
     * so two processes handling two messages at once never both mail someone.
     */
    async claimMailSlots(userIds: number[], now: Date, notBefore: Date): Promise<number[]> {
      if (userIds.length === 0) return [];
      const claimed = await db
        .insert(chatMailRecipients)
        .values(userIds.map((userId) => ({ userId, lastMailedAt: now })))
        .onConflictDoUpdate({
          target: chatMailRecipients.userId,
          set: { lastMailedAt: sql`excluded.last_mailed_at` },
          setWhere: sql`${chatMailRecipients.lastMailedAt} <= ${notBefore.toISOString()}::timestamptz`,
        })
        .returning({ userId: chatMailRecipients.userId });
      return claimed.map((row) => row.userId);
    },
  };
}
