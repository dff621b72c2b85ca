/**
 * The session as spec §4 keeps it: accessToken, refreshToken and userEmail in
 * localStorage, mirrored in memory, with subscribers for React.
 */
import { STORAGE_KEYS } from '@huella/shared/constants';

export interface SessionSnapshot {
  accessToken: string | null;
  refreshToken: string | null;
  email: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): SessionSnapshot {
  return {
    accessToken: localStorage.getItem(STORAGE_KEYS.accessToken),
    refreshToken: localStorage.getItem(STORAGE_KEYS.refreshToken),
    email: localStorage.getItem(STORAGE_KEYS.userEmail),
  };
}

// Restored from storage on load (spec §4).
let snapshot: SessionSnapshot = read();

function emit() {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): SessionSnapshot => snapshot,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Logged in only when the response holds both tokens. */
  start(tokens: { access: string; refresh: string }, email: string) {
    localStorage.setItem(STORAGE_KEYS.accessToken, tokens.access);
    localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refresh);
    localStorage.setItem(STORAGE_KEYS.userEmail, email);
    snapshot = { accessToken: tokens.access, refreshToken: tokens.refresh, email };
    emit();
  },
  updateTokens(tokens: { access: string; refresh: string }) {
    localStorage.setItem(STORAGE_KEYS.accessToken, tokens.access);
    localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refresh);
    snapshot = { ...snapshot, accessToken: tokens.access, refreshToken: tokens.refresh };
    emit();
  },
  clear() {
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    localStorage.removeItem(STORAGE_KEYS.userEmail);
    snapshot = { accessToken: null, refreshToken: null, email: null };
    emit();
  },
  /** Re-reads storage (another tab changed it, or a test seeded it). */
  reload() {
    snapshot = read();
    emit();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never))
      sessionStore.reload();
  });
}
