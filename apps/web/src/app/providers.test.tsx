import { describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import '../testing/match-media';
import { Providers } from './providers';
import { queryKeys } from '../lib/query-keys';
import { sessionStore } from '../lib/session-store';
import { server } from '../testing/server';
import { chatKeys } from '../features/chat/api/keys';
import { makeConversation, makeMessage } from '../features/chat/chat-test-api';

describe('Providers with live updates (the app, not tests)', () => {
  it('opens once signed in, updates the badges as messages arrive, and closes on logout', async () => {
    const email = 'ana@example.com';
    sessionStore.start({ access: 'access-1', refresh: 'refresh-1' }, email);
    const message = makeMessage({ id: 77, conversation_id: 1, side: 'refugio' });
    const streams: Request[] = [];
    server.use(
      http.get('*/chat/api/stream/', ({ request }) => {
        streams.push(request);
        const encoder = new TextEncoder();
        return new HttpResponse(
          new ReadableStream({
            start(controller) {
              controller.enqueue(
                encoder.encode(
                  `id: 77\nevent: message\ndata: ${JSON.stringify({ type: 'message', message })}\n\n`,
                ),
              );
              // Left open, as the server keeps it.
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        );
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(chatKeys.conversation(email, 1), makeConversation({ id: 1, unread: 0 }));
    client.setQueryData(queryKeys.chatUnread(email), { total: 0, conversations: 0 });

    render(
      <Providers live queryClient={client}>
        <p>Huella</p>
      </Providers>,
    );

    await waitFor(() =>
      expect(client.getQueryData(queryKeys.chatUnread(email))).toEqual({
        total: 1,
        conversations: 1,
      }),
    );
    expect(streams).toHaveLength(1);
    expect(streams[0]!.headers.get('authorization')).toBe('Bearer access-1');

    act(() => sessionStore.clear());
    await waitFor(() => expect(streams[0]!.signal.aborted).toBe(true));
    expect(streams).toHaveLength(1);
  });
});
