/**
 * For the app shell: keeps the live chat stream open while signed in. The
 * stream's code, with the schemas that check its events, loads only once
 * there is a session, so a guest's first page never downloads it.
 */
import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session';

const ChatStreamConnection = lazy(async () => ({
  default: (await import('./use-chat-stream')).ChatStreamConnection,
}));

export function ChatLiveUpdates() {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? (
    <Suspense fallback={null}>
      <ChatStreamConnection />
    </Suspense>
  ) : null;
}
