/**
 * Chat: conversations between an adopter and a shelter about one animal, their
 * messages, and the events the live stream sends.
 */
import { z } from 'zod';
import {
  ADOPTION_REQUEST_STATES,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES_PAGE_SIZE,
  CHAT_SIDES,
  ID_MAX,
  PAGE_SIZE_MAX,
} from '../constants';
import { chatMessages } from '../messages/chat';

export const chatMessageSchema = z.object({
  id: z.number(),
  conversation_id: z.number(),
  /** The author; id null once their account is deleted. */
  sender: z.object({ id: z.number().nullable(), name: z.string() }),
  /** The side that wrote it: the adopter or (any member of) the shelter. */
  side: z.enum(CHAT_SIDES),
  /** Plain text: clients show it as text, never as HTML. */
  body: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.number(),
  /** The reader's side of the conversation. */
  role: z.enum(CHAT_SIDES),
  pet: z.object({ id: z.number(), name: z.string(), image: z.string().nullable() }),
  shelter: z.object({ id: z.number(), name: z.string() }),
  adopter: z.object({ id: z.number(), name: z.string() }),
  /** The adopter's latest request for this animal, if any. */
  request: z.object({ id: z.number(), state: z.enum(ADOPTION_REQUEST_STATES) }).nullable(),
  last_message: chatMessageSchema.nullable(),
  /** Messages from the other side the reader has not read. */
  unread: z.number(),
  created_at: z.string(),
  /** The last message's time, or the creation's. Lists are sorted by it, newest first. */
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** POST /chat/api/conversations/: opens (or finds) the caller's conversation about an animal. */
export const conversationOpenSchema = z
  .object({
    pet: z
      .number({ error: chatMessages.errors.petNotFound })
      .int()
      .positive()
      .max(ID_MAX, chatMessages.errors.petNotFound),
  })
  .strict();

/** POST /chat/api/conversations/{id}/messages/ */
export const chatMessageWriteSchema = z
  .object({
    body: z
      .string({ error: chatMessages.errors.empty })
      .trim()
      .min(1, chatMessages.errors.empty)
      .max(CHAT_MESSAGE_MAX_LENGTH, chatMessages.errors.tooLong),
  })
  .strict();
export type ChatMessageWrite = z.infer<typeof chatMessageWriteSchema>;

/** GET /chat/api/conversations/{id}/messages/: newest first before a message id, or after one. */
export const chatMessagesQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(ID_MAX).optional(),
  after: z.coerce.number().int().min(0).max(ID_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(CHAT_MESSAGES_PAGE_SIZE),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;

/** POST /chat/api/conversations/{id}/read/: up to this message, or (without it) the latest. */
export const chatReadSchema = z
  .object({ message: z.number().int().positive().max(ID_MAX).optional() })
  .strict();
export type ChatRead = z.infer<typeof chatReadSchema>;

/** GET /chat/api/unread/: for the badges in the header and the dashboard menu. */
export const chatUnreadSchema = z.object({
  /** Unread messages across every conversation of the reader. */
  total: z.number(),
  /** Conversations with at least one unread message. */
  conversations: z.number(),
});
export type ChatUnread = z.infer<typeof chatUnreadSchema>;

/** The answer to marking a conversation read: how far the reader has read, and their new badges. */
export const chatReadResultSchema = z.object({
  conversation_id: z.number(),
  last_read_message_id: z.number(),
  unread: chatUnreadSchema,
});
export type ChatReadResult = z.infer<typeof chatReadResultSchema>;

/**
 * What GET /chat/api/stream/ sends (Server-Sent Events, `event:` is the type):
 * `message` (id: the message id, so a reconnecting client sends Last-Event-ID
 * and gets what it missed), `read` (a side read a conversation) and `request`
 * (an adoption request changed state). `data` is the JSON below.
 */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({
    type: z.literal('read'),
    conversation_id: z.number(),
    side: z.enum(CHAT_SIDES),
    last_read_message_id: z.number(),
  }),
  z.object({
    type: z.literal('request'),
    request_id: z.number(),
    state: z.enum(ADOPTION_REQUEST_STATES),
    conversation_id: z.number(),
  }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

/**
 * The last frame of a stream the server ends (`event: end`): `expired` when
 * the access token it was opened with expires (reconnect with a refreshed
 * token), `ended` when its session ended (logout, password change, account
 * deletion: reconnecting only works with a newer session).
 */
export const CHAT_STREAM_END_EVENT = 'end';
export const chatStreamEndSchema = z.object({ reason: z.enum(['expired', 'ended']) });
export type ChatStreamEnd = z.infer<typeof chatStreamEndSchema>;
