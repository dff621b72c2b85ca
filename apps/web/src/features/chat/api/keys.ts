/**
 * Query keys of the chat. Every one starts with 'chat' and carries the
 * signed-in email, so another account never sees this one's cache. The
 * unread counts' key lives in lib/query-keys.ts: the header and Mi cuenta's
 * menu read it too.
 */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: (email: string | null) => ['chat', 'conversations', email] as const,
  conversation: (email: string | null, id: number) => ['chat', 'conversation', email, id] as const,
  /** Every open conversation's detail, for a refresh after a reconnection. */
  everyConversation: (email: string | null) => ['chat', 'conversation', email] as const,
  messages: (email: string | null, id: number) => ['chat', 'messages', email, id] as const,
  everyConversationMessages: (email: string | null) => ['chat', 'messages', email] as const,
};
