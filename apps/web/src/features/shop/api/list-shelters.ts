/** GET /shop/api/shelters/ → the verified shelters a donation can go to. */
import { useQuery } from '@tanstack/react-query';
import type { DonationShelter } from '@huella/shared/schemas/shop';
import { api } from '../../../lib/api-client';
import { shopKeys } from './keys';

export const listDonationShelters = (signal?: AbortSignal) =>
  api<DonationShelter[]>('/shop/api/shelters/', { signal, auth: false });

export function useDonationShelters(enabled: boolean) {
  return useQuery({
    queryKey: shopKeys.shelters,
    queryFn: ({ signal }) => listDonationShelters(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
