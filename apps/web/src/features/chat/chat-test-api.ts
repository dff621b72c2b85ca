/**
 * Test data and a fake chat API (MSW) for the chat's tests: conversations and
 * messages as the API shapes them, the list paginated with X-Total-Count,
 * and every POST recorded.
 */
import { http, HttpResponse } from 'msw';
import {
  chatMessageSchema,
  conversationSchema,
  type ChatMessage,
  type Conversation,
} from '@huella/shared/schemas/chat';
import { server } from '../../testing/server';
import { apiFixture } from '../../testing/api-fixture';

export function makeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return apiFixture(chatMessageSchema, {
    id: 1,
    conversation_id: 1,
    sender: { id: 20, name: 'Marta Ruiz' },
    side: 'refugio',
    body: 'Hola, ¿qué tal?',
    created_at: '2026-11-23T10:15:00.000Z',
    ...overrides,
  });
}

export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  const id = overrides.id ?? 1;
  return apiFixture(conversationSchema, {
    id,
    role: 'adoptante',
    pet: { id: 100 + id, name: `Luna ${id}`, image: `media/pets/${id}-400.webp` },
    shelter: { id: 3, name: 'Refugio Esperanza' },
    adopter: { id: 7, name: 'Ana García' },
    request: null,
    last_message: makeMessage({ id: id * 10, conversation_id: id, body: `Último mensaje ${id}` }),
    unread: 0,
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-23T10:15:00.000Z',
    ...overrides,
  });
}

interface FakeChatApi {
  conversations?: Conversation[];
  /** Messages by conversation id, oldest first. */
  messages?: Record<number, ChatMessage[]>;
  unread?: { total: number; conversations: number };
}

export function fakeChatApi({ conversations = [], messages = {}, unread }: FakeChatApi = {}) {
  const sent: Array<{ conversation: number; body: unknown }> = [];
  const reads: Array<{ conversation: number; body: unknown }> = [];
  const pages: number[] = [];
  let nextId = 1000;
  server.use(
    http.get('*/chat/api/conversations/', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 30);
      pages.push(page);
      return HttpResponse.json(conversations.slice((page - 1) * size, page * size), {
        headers: { 'X-Total-Count': String(conversations.length) },
      });
    }),
    http.get('*/chat/api/conversations/:id/', ({ params }) => {
      const found = conversations.find((item) => item.id === Number(params.id));
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json(
            { error: 'No se encontró la conversación.', code: 'not_found' },
            { status: 404 },
          );
    }),
    http.get('*/chat/api/conversations/:id/messages/', ({ params, request }) => {
      const url = new URL(request.url);
      const before = url.searchParams.get('before');
      const limit = Number(url.searchParams.get('limit') ?? 30);
      const all = (messages[Number(params.id)] ?? []).filter(
        (message) => before === null || message.id < Number(before),
      );
      return HttpResponse.json(all.slice(-limit));
    }),
    http.post('*/chat/api/conversations/:id/messages/', async ({ params, request }) => {
      const body = await request.json();
      sent.push({ conversation: Number(params.id), body });
      const conversation = conversations.find((item) => item.id === Number(params.id));
      nextId += 1;
      return HttpResponse.json(
        makeMessage({
          id: nextId,
          conversation_id: Number(params.id),
          side: conversation?.role ?? 'adoptante',
          sender: { id: 7, name: 'Ana García' },
          body: (body as { body: string }).body,
          created_at: new Date().toISOString(),
        }),
        { status: 201 },
      );
    }),
    http.post('*/chat/api/conversations/:id/read/', async ({ params, request }) => {
      const body = await request.json();
      reads.push({ conversation: Number(params.id), body });
      return HttpResponse.json({
        conversation_id: Number(params.id),
        last_read_message_id: (body as { message?: number }).message ?? 0,
        unread: { total: 0, conversations: 0 },
      });
    }),
  );
  if (unread) server.use(http.get('*/chat/api/unread/', () => HttpResponse.json(unread)));
  return { sent, reads, pages };
}
