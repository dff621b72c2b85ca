/**
 * App-wide providers: data cache, the one dialog, toasts (spec §9: error 4 s,
 * success 2 s, at most 20 at once) and, in the real app, the live chat
 * connection. Scroll animations need no provider (lib/scroll-reveal.ts).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '@huella/shared/constants';
import { DialogProvider } from '../components/ui/dialog';
import { ChatLiveUpdates } from '../features/chat/stream/chat-live-updates';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The toasts' container, rendered from the first toast on: its styles are
 * written into the page by a CSS-in-JS library on its first render, work that
 * a page nobody has been told anything on does not need at load. A toast
 * asked for before then waits in react-hot-toast's store and shows at once.
 * Also dismisses the oldest visible toasts beyond TOAST_LIMIT.
 */
function Toasts() {
  const { toasts } = useToasterStore();
  const [shown, setShown] = useState(false);
  if (!shown && toasts.length > 0) setShown(true);
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_LIMIT)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  if (!shown) return null;
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        error: { duration: TOAST_ERROR_MS },
        success: { duration: TOAST_SUCCESS_MS },
        style: { color: '#1f2937' },
      }}
    />
  );
}

export function Providers({
  children,
  queryClient,
  live = false,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /**
   * Keep one live chat stream open while signed in (the app sets it once per
   * tab; tests leave it off and test the stream on its own).
   */
  live?: boolean;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {live ? <ChatLiveUpdates /> : null}
      <DialogProvider>
        {children}
        <Toasts />
      </DialogProvider>
    </QueryClientProvider>
  );
}
