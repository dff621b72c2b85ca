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
