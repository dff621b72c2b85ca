/** Where a request and its conversation live in Mi cuenta (the API's mails link there too). */
export const myRequestHref = (id: number) => `/dashboard?seccion=solicitudes&solicitud=${id}`;
export const conversationHref = (id: number) => `/dashboard?seccion=chat&conversacion=${id}`;
export const REQUEST_PARAM = 'solicitud';

/** Request ids are positive integers; anything else in the URL is ignored. */
export const requestIdOf = (value: string | null) =>
  value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
export const applyHref = (petId: number) => `/adopciones/animal/${petId}/solicitar`;
