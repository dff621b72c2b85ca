/**
 * Solicitudes recibidas keeps its filters and the open request in the URL
 * (?seccion=recibidas&estado=pendiente&refugio=2&animal=7&solicitud=15), so a
 * reload, the back button or a link shared with another member shows the same.
 */
import { ADOPTION_REQUEST_STATES, type AdoptionRequestState } from '@huella/shared/constants';
import { REQUEST_PARAM, requestIdOf } from './links';

export interface ReceivedFilters {
  state?: AdoptionRequestState;
  shelter?: number;
  pet?: number;
}

const PARAMS = { state: 'estado', shelter: 'refugio', pet: 'animal' } as const;

const isState = (value: string | null): value is AdoptionRequestState =>
  ADOPTION_REQUEST_STATES.some((state) => state === value);

/** The filters in the URL; values that are not a state or an id are ignored. */
export function readReceivedFilters(params: URLSearchParams): ReceivedFilters {
  const state = params.get(PARAMS.state);
  return {
    state: isState(state) ? state : undefined,
    shelter: requestIdOf(params.get(PARAMS.shelter)) ?? undefined,
    pet: requestIdOf(params.get(PARAMS.pet)) ?? undefined,
  };
}

/** The section with these filters and, given one, that request open. */
export function receivedHref(filters: ReceivedFilters = {}, request?: number) {
  const params = new URLSearchParams({ seccion: 'recibidas' });
  if (filters.state) params.set(PARAMS.state, filters.state);
  if (filters.shelter !== undefined) params.set(PARAMS.shelter, String(filters.shelter));
  if (filters.pet !== undefined) params.set(PARAMS.pet, String(filters.pet));
  if (request !== undefined) params.set(REQUEST_PARAM, String(request));
  return `/dashboard?${params.toString()}`;
}
