/**
 * /adopciones's address as the page's filters and page number. Most visitors
 * open the catalogue with no parameters, which needs no reading. Any other
 * address is read with the API's own schema (adoption-address.ts), whose
 * validation library is not part of the page's first load: it loads once the
 * visitor reaches for the page's controls (preloadAddressReader) or an
 * address needs it. An address the page wrote itself (a filter chosen) needs
 * no reading either: the page knows what it says (rememberWrittenAddress), so
 * a second choice made while the reader loads builds on the first. Any other
 * address waits for the reader, and the page goes on showing what the
 * previous address said; opened with parameters, it has nothing to show yet.
 */
import { useEffect, useMemo, useState } from 'react';
import type { AdoptionAddress, readAdoptionAddress } from './adoption-address';
import { EMPTY_FILTERS } from './adoption-filters';

type AddressReader = { readAdoptionAddress: typeof readAdoptionAddress };

let loaded: AddressReader | undefined;
let loading: Promise<AddressReader> | undefined;

function loadAddressReader(): Promise<AddressReader> {
  loading ??= import('./adoption-address').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed download is tried again on the next need, not remembered.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the reader before it is needed (a filter about to be used). */
export function preloadAddressReader(): void {
  if (!loaded) void loadAddressReader().catch(() => undefined);
}

/** The last address the page wrote, with what it says. */
let written: { address: string; value: AdoptionAddress } | undefined;

/**
 * Records what an address about to be written says, as readAdoptionAddress
 * would read it, so that it shows at once even before the reader is there.
 */
export function rememberWrittenAddress(address: URLSearchParams, value: AdoptionAddress): void {
  written = { address: address.toString(), value };
}

/** What readAdoptionAddress reads from an empty address: every filter at its default. */
const PLAIN_ADDRESS: AdoptionAddress = { filters: EMPTY_FILTERS, page: 1, notUnderstood: [] };

/**
 * `address` is the query string without '?', as URLSearchParams.toString()
 * writes it. Undefined only while the first address with parameters waits for
 * the reader.
 */
export function useAdoptionAddress(address: string): AdoptionAddress | undefined {
  const [reader, setReader] = useState(loaded);
  const [failure, setFailure] = useState<unknown>(null);
  const known =
    address === '' ? PLAIN_ADDRESS : written?.address === address ? written.value : undefined;
  const waiting = !known && !reader;
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    loadAddressReader().then(
      (module) => current && setReader(() => module),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [waiting]);
  // The page's error screen, as for any of its code that cannot be downloaded.
  if (failure) throw failure;

  const read = useMemo(
    () =>
      reader && address !== '' ? reader.readAdoptionAddress(new URLSearchParams(address)) : known,
    [reader, address, known],
  );
  // The last address read stays on screen while the reader arrives.
  const [shown, setShown] = useState(read);
  if (read && read !== shown) setShown(read);
  return read ?? shown;
}
