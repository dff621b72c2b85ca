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
  /** Notes the platform writes into the timeline by itself. */
  notes: {
    closedByAdoption:
      'Gracias por tu interés. Este animal ya ha encontrado familia, así que cerramos tu solicitud. ¡Esperamos que encuentres pronto a tu compañero ideal en Huella!',
  },
} as const;
