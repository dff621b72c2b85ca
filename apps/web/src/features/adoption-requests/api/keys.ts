/**
 * Query keys of adoption requests. Every one starts with 'adoption-requests':
 * the chat's live stream invalidates that prefix when a request changes, and
 * every move here refreshes lists, counts and details at once.
 */
import type { AdoptionRequestState } from '@huella/shared/constants';
import { queryKeys } from '../../../lib/query-keys';

export interface InboxFilters {
  /** One shelter, or every shelter of the user. */
  shelter?: number;
  state?: AdoptionRequestState;
  pet?: number;
}

export const adoptionRequestKeys = {
  all: queryKeys.adoptionRequests,
  mine: (email: string | null, pet?: number) =>
    [...queryKeys.adoptionRequests, 'mine', email, pet ?? 'all'] as const,
  inbox: (filters: InboxFilters) => [...queryKeys.adoptionRequests, 'inbox', filters] as const,
  counts: (shelter?: number) =>
    [...queryKeys.adoptionRequests, 'counts', shelter ?? 'all'] as const,
  detail: (id: number) => [...queryKeys.adoptionRequests, 'detail', id] as const,
};
