/**
 * The guest cart's lines as React state: read from this browser's storage and
 * kept live when this tab (GUEST_CART_EVENT) or another ('storage') changes
 * them. Light on purpose: the header's badge uses it on every page.
 */
import { useSyncExternalStore } from 'react';
import {
  GUEST_CART_EVENT,
  GUEST_CART_KEY,
  readGuestCart,
  type GuestCartLine,
} from '../cart-storage';

let cachedRaw: string | null | undefined;
let cachedLines: GuestCartLine[] = [];

function snapshot(): GuestCartLine[] {
  const raw = localStorage.getItem(GUEST_CART_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = readGuestCart();
  }
  return cachedLines;
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GUEST_CART_KEY) listener();
  };
  window.addEventListener(GUEST_CART_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(GUEST_CART_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

const noLines: GuestCartLine[] = [];

export function useGuestCartLines(): GuestCartLine[] {
  return useSyncExternalStore(subscribe, snapshot, () => noLines);
}

/** Units in the guest cart (the header's badge before the server has priced anything). */
export const guestItemCount = (lines: readonly GuestCartLine[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
