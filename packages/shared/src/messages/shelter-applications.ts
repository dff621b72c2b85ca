/**
 * Registering a shelter (issue 17): what the API answers about applications,
 * the states' names (shown on both sides), the history's entries and the mails
 * sent to the applicant at each change. The form and Mi cuenta's screens say
 * the rest (shelter-applications-screens.ts).
 */
import type { ShelterApplicationEventKind, ShelterApplicationState } from '../constants';

export const shelterApplicationsMessages = {
  states: {
    enviada: 'Enviada',
    en_revision: 'En revisión',
    info_solicitada: 'Información solicitada',
    aprobada: 'Aprobada',
    rechazada: 'Rechazada',
  } satisfies Record<ShelterApplicationState, string>,
  events: {
    enviada: 'Solicitud enviada',
    en_revision: 'En revisión por el equipo de Huella',
    info_solicitada: 'El equipo de Huella pide más información',
    respuesta: 'Respuesta del solicitante',
    aprobada: 'Solicitud aprobada',
    rechazada: 'Solicitud rechazada',
  } satisfies Record<ShelterApplicationEventKind, string>,
  /** Staff's side of the history, as the applicant reads it. */
  staffAuthor: 'Equipo de Huella',
  /** The mails to the applicant at each change of state (the reason is quoted below the text). */
  mails: {
    subject: (state: ShelterApplicationState, name: string) =>
      ({
        enviada: `Hemos recibido tu solicitud para registrar ${name}`,
        en_revision: `Estamos revisando tu solicitud para registrar ${name}`,
        info_solicitada: `Necesitamos más información para registrar ${name}`,
        aprobada: `${name} ya está registrado en Huella`,
        rechazada: `No hemos podido aprobar el registro de ${name}`,
      })[state],
    intro: (state: ShelterApplicationState, name: string) =>
      ({
        enviada: `Hemos recibido tu solicitud para registrar «${name}» en Huella. El equipo la revisará y te escribiremos con cada novedad.`,
        en_revision: `El equipo de Huella está revisando tu solicitud para registrar «${name}».`,
        info_solicitada: `Para seguir con tu solicitud para registrar «${name}» necesitamos que nos des más información. Contesta desde la página de tu solicitud.`,
        aprobada: `¡Buenas noticias! Hemos aprobado tu solicitud: «${name}» ya es un refugio verificado en Huella y tú eres su administrador.`,
        rechazada: `Hemos revisado tu solicitud para registrar «${name}» y no podemos aprobarla.`,
      })[state],
    state: (label: string) => `Estado de la solicitud: ${label}.`,
    reasonIntro: 'El equipo de Huella te escribe:',
    action: 'Ver mi solicitud',
    publishAction: 'Publicar el primer animal',
    publishNote: (url: string) =>
      `Ya puedes publicar los animales del refugio. Sigue tu solicitud en ${url}.`,
    rechazadaNote:
      'Si crees que es un error, o tu situación cambia, puedes enviar una nueva solicitud cuando quieras.',
  },
  /** A shelter's suspension and its lifting, mailed to its administrators. */
  suspensionMails: {
    suspendedSubject: (name: string) => `${name} está suspendido en Huella`,
    suspendedIntro: (name: string) =>
      `El equipo de Huella ha suspendido «${name}». Mientras dure la suspensión, sus anuncios no aparecen en la web y no puede publicar otros.`,
    liftedSubject: (name: string) => `${name} vuelve a estar activo en Huella`,
    liftedIntro: (name: string) =>
      `El equipo de Huella ha levantado la suspensión de «${name}». Sus anuncios vuelven a aparecer en la web y puede publicar de nuevo.`,
    reasonIntro: 'Motivo:',
    contact: 'Si tienes dudas, escríbenos desde Contacto.',
    action: 'Ir a mi panel',
  },
  errors: {
    notFound: 'No se encontró la solicitud.',
    alreadyOpen: 'Ya tienes una solicitud de registro en curso. Puedes seguirla desde Mi cuenta.',
    tooMany: 'Has enviado demasiadas solicitudes hoy. Inténtalo de nuevo mañana.',
    invalidKind: 'Elige el tipo: Refugio, Protectora o Particular.',
    taxIdRequired: 'Indica el CIF de la entidad.',
    invalidCif: 'El CIF no es válido. Revisa las letras y los números.',
    invalidNif: 'El NIF o NIE no es válido. Revisa las letras y los números.',
    invalidProvince: 'Elige una provincia de la lista.',
    invalidPostcode: 'El código postal debe tener 5 cifras de una provincia española.',
    phoneRequired: 'Indica un teléfono de contacto.',
    reasonRequired: 'Explica el motivo: el solicitante lo recibirá por correo.',
    reasonTooShort: (min: number) => `El motivo debe tener al menos ${min} caracteres.`,
    answerRequired: 'Escribe tu respuesta.',
    notAwaitingAnswer: 'El equipo de Huella no está esperando una respuesta a esta solicitud.',
    invalidTransition: (from: string, to: string) =>
      `Una solicitud ${from.toLowerCase()} no puede pasar a ${to.toLowerCase()}.`,
    invalidState: 'El estado no es válido.',
  },
} as const;
