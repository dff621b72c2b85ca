/**
 * Favourites that tell their owner when their state changes (issue 14): the
 * "Novedades de tus favoritos" list in Mi cuenta → Favoritos, its switch for
 * mail, and the mail itself. The animal's gender picks the word's ending.
 */
import type { PetGender, PetState } from '../constants';

const ending = (gender: PetGender, male: string, female: string) =>
  gender === 'hembra' ? female : male;

/** What happened, in one sentence, for the list and the mail. */
const news: Record<PetState, (name: string, gender: PetGender) => string> = {
  pendiente: (name, gender) =>
    `${name} está ${ending(gender, 'reservado', 'reservada')}: su refugio está tramitando su adopción.`,
  adoptada: (name, gender) =>
    `${name} ya tiene un hogar: ha sido ${ending(gender, 'adoptado', 'adoptada')}.`,
  en_adopcion: (name) => `${name} vuelve a estar en adopción.`,
};

export const favouriteUpdatesMessages = {
  title: 'Novedades de tus favoritos',
  news,
  /** Shown beside a notice the reader had not seen before opening Favoritos. */
  newLabel: 'Nuevo',
  /** The menu badge's accessible text. */
  unread: (count: number) => (count === 1 ? '1 novedad sin leer' : `${count} novedades sin leer`),
  loadError: 'No se pudieron cargar las novedades de tus favoritos.',
  notFound: 'Alguna de esas novedades no existe.',
  mailSwitch: 'Avisarme por correo cuando cambie el estado de mis favoritos',
  mailSwitchHint:
    'Te escribimos cuando un favorito queda reservado, es adoptado o vuelve a estar en adopción (como mucho un correo al día por animal).',
  mailSwitchOn: 'Te avisaremos por correo de los cambios de tus favoritos.',
  mailSwitchOff: 'Ya no te avisaremos por correo de los cambios de tus favoritos.',
  mailSwitchError: 'No se pudo guardar tu preferencia. Por favor, inténtalo de nuevo.',
  removeUndo: 'Deshacer',
  removed: (name: string) => `${name} ya no está en tus favoritos.`,
  restored: (name: string) => `${name} vuelve a estar en tus favoritos.`,
  mail: {
    subject: (name: string, state: string) => `${name}, uno de tus favoritos: ${state}`,
    next: {
      pendiente: 'Si la adopción no sale adelante, volverá a estar en adopción y te lo contaremos.',
      adoptada: 'Gracias por interesarte. Muchos otros animales siguen buscando familia en Huella.',
      en_adopcion: 'Si sigues pensando en adoptar, ya puedes enviar tu solicitud.',
    } satisfies Record<PetState, string>,
    action: (name: string) => `Ver a ${name}`,
    why: 'Recibes este correo porque tienes este animal en tus favoritos de Huella.',
    settings: (url: string) =>
      `Si prefieres no recibir estos avisos, desactívalos en Mi cuenta → Favoritos: ${url}`,
  },
};
