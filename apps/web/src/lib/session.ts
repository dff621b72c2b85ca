/**
 * React's view of the session (spec §4): signed in while an access token is
 * stored. Built on sessionStore so every tab, the API client and the UI agree.
 */
import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';

export interface Session {
  isAuthenticated: boolean;
  email: string | null;
}

const getSnapshot = () => sessionStore.get();

export function useSession(): Session {
  const snapshot = useSyncExternalStore(sessionStore.subscribe, getSnapshot, getSnapshot);
  return { isAuthenticated: Boolean(snapshot.accessToken), email: snapshot.email };
}
