/**
 * Query keys of adoption requests. Every one starts with 'adoption-requests':
 * the chat's live stream invalidates that prefix when a request changes, and
 * every move here refreshes lists, counts and details at once.
 */
import type { AdoptionRequestState } from '@huella/shared/constants';

export interface InboxFilters {
  shelter: number;
  state?: AdoptionRequestState;
  pet?: number;
}

export const adoptionRequestKeys = {
  all: ['adoption-requests'] as const,
  mine: (email: string | null, pet?: number) =>
    ['adoption-requests', 'mine', email, pet ?? 'all'] as const,
  inbox: (filters: InboxFilters) => ['adoption-requests', 'inbox', filters] as const,
  counts: (shelter: number) => ['adoption-requests', 'counts', shelter] as const,
  detail: (id: number) => ['adoption-requests', 'detail', id] as const,
};
