/**
 * Chat screens in Mi cuenta (spec §2 Dashboard → Chat, PRODUCT.md: real
 * conversations delivered live, with unread counts): the conversation list,
 * one conversation, the composer and the unread badges. The spec's own
 * strings ('Parece que aún no tienes mensajes', 'Mensajes anteriores') are
 * kept verbatim; errors of the API and the schema live in chat.ts.
 */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const unreadMessages = (n: number) => plural(n, 'mensaje sin leer', 'mensajes sin leer');

export const chatScreensMessages = {
  list: {
    label: 'Tus conversaciones',
    loading: 'Cargando tus conversaciones…',
    loadError: 'No se pudieron cargar tus conversaciones. Por favor, inténtalo de nuevo más tarde.',
    /** Spec §2: the button that shows 3 more (spec §4). */
    more: 'Mensajes anteriores',
    shown: (shown: number, total: number) => `Mostrando ${shown} de ${total}`,
    discover: 'Ver animales en adopción',
    /** The accessible name of a conversation in the list. */
    itemLabel: (pet: string, other: string) => `Conversación sobre ${pet} con ${other}`,
    noMessages: 'Aún no hay mensajes',
    /** Before the last message's start when the reader wrote it. */
    ownPrefix: 'Tú: ',
    /** A shelter member sees both: the adopter, then their own shelter. */
    adopterAtShelter: (adopter: string, shelter: string) => `${adopter} · ${shelter}`,
    pick: 'Elige una conversación para leerla aquí.',
  },
  /** Spec §9: days, hours, minutes and seconds, singular and plural. */
  relative: {
    now: 'ahora mismo',
    seconds: (n: number) => `hace ${plural(n, 'segundo', 'segundos')}`,
    minutes: (n: number) => `hace ${plural(n, 'minuto', 'minutos')}`,
    hours: (n: number) => `hace ${plural(n, 'hora', 'horas')}`,
    days: (n: number) => `hace ${plural(n, 'día', 'días')}`,
  },
  conversation: {
    back: 'Volver a los mensajes',
    loading: 'Cargando la conversación…',
    loadError: 'No se pudo cargar la conversación. Por favor, inténtalo de nuevo más tarde.',
    /** Before the animal's name in the conversation's heading, for screen readers. */
    about: 'Conversación sobre',
    viewAnimal: 'Ver ficha',
    with: 'Con',
    request: 'Solicitud de adopción',
    viewRequest: 'Ver solicitud',
    logLabel: (pet: string) => `Mensajes sobre ${pet}`,
    older: 'Cargar mensajes anteriores',
    loadingOlder: 'Cargando mensajes anteriores…',
    olderError: 'No se pudieron cargar los mensajes anteriores.',
    beginning: 'Este es el comienzo de la conversación.',
    empty: 'Aún no hay mensajes. Escribe el primero.',
    today: 'Hoy',
    yesterday: 'Ayer',
    you: 'Tú',
    /** Read before each message by screen readers (and shown to shelter members). */
    wrote: (name: string) => `${name}:`,
  },
  composer: {
    label: 'Escribe un mensaje',
    placeholder: 'Escribe un mensaje…',
    hint: 'Intro envía el mensaje; Mayús + Intro añade una línea.',
    send: 'Enviar',
    sending: 'Enviando…',
    counter: (length: number, max: number) => `${length} / ${max} caracteres`,
  },
  badge: {
    /** The visible count; larger numbers are summed up. */
    short: (n: number) => (n > 99 ? '99+' : String(n)),
    /** Read after the link's name: 'Chat, 3 mensajes sin leer'. */
    suffix: (n: number) => `, ${unreadMessages(n)}`,
    unread: unreadMessages,
  },
} as const;
