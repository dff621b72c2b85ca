/** Where a conversation lives: Mi cuenta's Chat section, so mails and other screens link to it. */
export const CONVERSATION_PARAM = 'conversacion';
export const chatHref = '/dashboard?seccion=chat';
export const conversationHref = (id: number) => `${chatHref}&${CONVERSATION_PARAM}=${id}`;
/** The adoption request of a conversation, where each side follows it. */
export const adopterRequestHref = (id: number) => `/dashboard?seccion=solicitudes&solicitud=${id}`;
export const shelterRequestHref = (id: number) => `/dashboard?seccion=refugios&solicitud=${id}`;
export const animalHref = (id: number) => `/adopciones/animal/${id}`;

/** Ids are positive integers; anything else in the URL is ignored. */
export const conversationIdOf = (value: string | null) =>
  value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
