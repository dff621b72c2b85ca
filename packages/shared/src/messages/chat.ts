/** Chat between adopters and shelters: validation and API errors. Screen texts live in chat-screens.ts. */
import { CHAT_MESSAGE_MAX_LENGTH } from '../constants';

export const chatMessages = {
  errors: {
    empty: 'Escribe un mensaje antes de enviarlo.',
    tooLong: `El mensaje no puede tener más de ${CHAT_MESSAGE_MAX_LENGTH} caracteres.`,
    notFound: 'No se encontró la conversación.',
    petNotFound: 'No se encontró el animal.',
    ownShelter: 'No puedes abrir una conversación con tu propio refugio.',
    tooFast: 'Estás enviando mensajes muy rápido. Espera un momento y vuelve a intentarlo.',
  },
  /** The label of the other side when its account no longer exists. */
  deletedUser: 'Usuario eliminado',
} as const;
