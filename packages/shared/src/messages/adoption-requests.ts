/**
 * Adoption requests (PRODUCT.md "Beyond the spec: the adoption itself"): the
 * states' names, the form's validation, the API's errors and the timeline's
 * automatic notes. Screen texts live in adoption-requests-screens.ts.
 */
import {
  ADOPTION_ADULTS_MAX,
  ADOPTION_CHILD_AGE_MAX,
  ADOPTION_CHILDREN_MAX,
  ADOPTION_HOURS_ALONE_MAX,
  type AdoptionRequestState,
  type HomeTenure,
  type HomeType,
} from '../constants';

export const adoptionRequestsMessages = {
  states: {
    pendiente: 'Pendiente',
    en_revision: 'En revisión',
    aceptada: 'Aceptada',
    rechazada: 'Rechazada',
    retirada: 'Retirada',
    completada: 'Completada',
  } satisfies Record<AdoptionRequestState, string>,
  homeTypes: { piso: 'Piso', casa: 'Casa' } satisfies Record<HomeType, string>,
  homeTenures: { propia: 'En propiedad', alquiler: 'De alquiler' } satisfies Record<
    HomeTenure,
    string
  >,
  validation: {
    homeType: 'Indica si vives en un piso o en una casa.',
    garden: 'Indica si tienes jardín o patio.',
    tenure: 'Indica si la vivienda es tuya o de alquiler.',
    landlord: 'Indica si el propietario permite animales en la vivienda.',
    adults: `Indica cuántos adultos viven en casa (de 1 a ${ADOPTION_ADULTS_MAX}).`,
    children: `Indica cuántos niños viven en casa (de 0 a ${ADOPTION_CHILDREN_MAX}).`,
    childrenAges: 'Indica la edad de cada niño.',
    childAge: `La edad de un niño va de 0 a ${ADOPTION_CHILD_AGE_MAX} años.`,
    hoursAlone: `Indica cuántas horas al día pasaría solo (de 0 a ${ADOPTION_HOURS_ALONE_MAX}).`,
    experience: 'Cuéntanos tu experiencia con animales.',
    message: 'Escribe un mensaje para el refugio.',
  },
  errors: {
    notFound: 'No se encontró la solicitud de adopción.',
    petNotFound: 'No se encontró el animal.',
    petNotAvailable: 'Este animal ya no está disponible para adopción.',
    ownShelter: 'No puedes solicitar la adopción de un animal de tu propio refugio.',
    alreadyApplied: 'Ya tienes una solicitud abierta para este animal.',
    alreadyAccepted:
      'Este animal ya tiene una solicitud aceptada. Complétala o recházala antes de aceptar otra.',
    transitionNotAllowed: (state: string) =>
      `No se puede hacer eso con una solicitud en estado «${state}».`,
    notApplicant: 'Solo quien envió la solicitud puede retirarla.',
    notShelterMember: 'Solo los miembros del refugio pueden gestionar esta solicitud.',
  },
  /** The API documentation's words for a 409 answer. */
  conflictDescription: 'El estado de la solicitud o del animal no lo permite',
  /** Emails of the workflow: to the shelter when a request arrives, to the applicant on every move. */
  mails: {
    received: {
      subject: (pet: string) => `Nueva solicitud de adopción para ${pet}`,
      intro: (applicant: string, pet: string, shelter: string) =>
        `${applicant} quiere adoptar a ${pet} y ha enviado una solicitud a ${shelter}. Su mensaje:`,
      action: 'Ver la solicitud',
      chat: 'Puedes responder por el chat de la solicitud, donde también verás sus respuestas sobre su hogar.',
    },
    changed: {
      subject: (pet: string, state: string) => `Tu solicitud para adoptar a ${pet}: ${state}`,
      intro: (pet: string, shelter: string, state: string) =>
        `Tu solicitud para adoptar a ${pet} en ${shelter} ha pasado a «${state}».`,
      byState: {
        pendiente: 'El refugio la estudiará pronto.',
        en_revision: 'El refugio está estudiando tu solicitud y puede escribirte por el chat.',
        aceptada:
          '¡Enhorabuena! El refugio ha aceptado tu solicitud y se pondrá en contacto contigo para los siguientes pasos.',
        rechazada: 'Lo sentimos: esta vez la solicitud no ha salido adelante.',
        retirada: 'La solicitud se ha retirado.',
        completada: '¡La adopción se ha completado! Gracias por adoptar.',
      } satisfies Record<AdoptionRequestState, string>,
      note: 'El refugio ha añadido esta nota:',
      action: 'Ver mi solicitud',
    },
  },
  /** Notes the platform writes into the timeline by itself. */
  notes: {
    closedByAdoption:
      'Gracias por tu interés. Este animal ya ha encontrado familia, así que cerramos tu solicitud. ¡Esperamos que encuentres pronto a tu compañero ideal en Huella!',
    /** The shelter changed the animal's state by hand in Anuncios while this request was open. */
    closedByReservation:
      'Gracias por tu interés. El refugio ha reservado a este animal, así que cerramos tu solicitud. ¡Esperamos que encuentres pronto a tu compañero ideal en Huella!',
    closedByRelisting:
      'El refugio ha vuelto a poner a este animal en adopción, así que cerramos tu solicitud aceptada. Si sigues queriendo adoptarlo, puedes escribir al refugio por el chat o enviar una solicitud nueva.',
  },
  /**
   * A state change by hand while requests are open: the API asks for
   * `close_open_requests: true` and the web app asks the person first.
   */
  closeOpenRequests: {
    conflict: (count: number) =>
      count === 1
        ? 'Este animal tiene 1 solicitud de adopción abierta. Si cambias su estado, la cerraremos con una nota amable y avisaremos a quien la envió. Si la adopción viene de una solicitud aceptada, complétala desde Solicitudes.'
        : `Este animal tiene ${count} solicitudes de adopción abiertas. Si cambias su estado, las cerraremos con una nota amable y avisaremos a quienes las enviaron. Si la adopción viene de una solicitud aceptada, complétala desde Solicitudes.`,
    title: '¿Cerrar las solicitudes abiertas?',
    confirm: 'Cambiar el estado y cerrarlas',
  },
} as const;
