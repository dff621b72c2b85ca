/** Chat between adopters and shelters: validation and API errors, and its mail. Screen texts live in chat-screens.ts. */
import { CHAT_MAIL_INTERVAL_MS, CHAT_MESSAGE_MAX_LENGTH } from '../constants';

export const chatMessages = {
  errors: {
    empty: 'Escribe un mensaje antes de enviarlo.',
    tooLong: `El mensaje no puede tener más de ${CHAT_MESSAGE_MAX_LENGTH} caracteres.`,
    notFound: 'No se encontró la conversación.',
    petNotFound: 'No se encontró el animal.',
    ownShelter: 'No puedes abrir una conversación con tu propio refugio.',
    tooFast: 'Estás enviando mensajes muy rápido. Espera un momento y vuelve a intentarlo.',
    tooManyConversations:
      'Has abierto muchas conversaciones en poco tiempo. Espera un rato y vuelve a intentarlo.',
    tooManyStreams:
      'Tienes el chat abierto en demasiadas ventanas. Cierra alguna y vuelve a intentarlo.',
  },
  /** The label of the other side when its account no longer exists. */
  deletedUser: 'Usuario eliminado',
  /** "New message" mail, sent to a recipient who has no Huella window open. */
  newMessageMail: {
    subject: (name: string, animal: string) => `Nuevo mensaje de ${name} sobre ${animal}`,
    intro: (name: string, animal: string) => `${name} te ha escrito en Huella sobre ${animal}:`,
    action: 'Ver la conversación',
    unreadConversations: (count: number) => `Tienes mensajes sin leer en ${count} conversaciones.`,
    frequency: `Mientras no tengas Huella abierto te avisamos de los mensajes nuevos como mucho una vez cada ${CHAT_MAIL_INTERVAL_MS / 60_000} minutos, sea cual sea la conversación.`,
  },
} as const;
