/** Where a request and its conversation live in Mi cuenta (the API's mails link there too). */
export const myRequestHref = (id: number) => `/dashboard?seccion=solicitudes&solicitud=${id}`;
/** A request as the shelter's members read it, in Solicitudes recibidas. */
export const receivedRequestHref = (id: number) => `/dashboard?seccion=recibidas&solicitud=${id}`;
export const conversationHref = (id: number) => `/dashboard?seccion=chat&conversacion=${id}`;
export const REQUEST_PARAM = 'solicitud';

/** Request ids are positive integers; anything else in the URL is ignored. */
export const requestIdOf = (value: string | null) =>
  value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
export const applyHref = (petId: number) => `/adopciones/animal/${petId}/solicitar`;

/**
 * Older e-mails (and the chat) link a received request under Refugios
 * (?seccion=refugios&solicitud=ID): where that request lives now, or null.
 */
export function movedRequestHref(search: URLSearchParams) {
  const id = requestIdOf(search.get(REQUEST_PARAM));
  return search.get('seccion') === 'refugios' && id !== null ? receivedRequestHref(id) : null;
}
