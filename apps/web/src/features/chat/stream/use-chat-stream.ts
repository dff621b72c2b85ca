/**
 * Keeps one live chat connection open while this tab has a session, and
 * closes it on logout (or when the account changes). Mounted once by the app.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { refreshAfterGap } from '../api/chat-cache';
import { applyStreamEvent } from './apply-stream-event';
import { runChatStream } from './chat-stream';

export function useChatStream(): void {
  const client = useQueryClient();
  // Not the token: a refreshed token must not reopen the stream.
  const { isAuthenticated, email } = useSession();

  useEffect(() => {
    if (!isAuthenticated) return;
    const controller = new AbortController();
    void runChatStream(
      {
        onEvent: (event) => applyStreamEvent(client, email, event),
        onOpen: ({ reconnected, resumed }) => {
          if (reconnected) refreshAfterGap(client, email, resumed);
        },
      },
      { signal: controller.signal },
    );
    return () => controller.abort();
  }, [client, isAuthenticated, email]);
}

/** Renders nothing, keeps the stream open (loaded by ChatLiveUpdates once signed in). */
export function ChatStreamConnection() {
  useChatStream();
  return null;
}
