/**
 * Adoption requests on screen (PRODUCT.md "Beyond the spec: the adoption
 * itself"): the animal page's buttons, the application form, Mi cuenta →
 * Solicitudes for the adopter and Refugios → Solicitudes for the shelter.
 * States, validation and API errors live in adoption-requests.ts.
 */
import type { AdoptionRequestAction } from '../constants';
import { adoptionsMessages } from './adoptions';

export const adoptionRequestsScreensMessages = {
  animal: {
    adopt: 'Quiero adoptar',
    contact: 'Contactar con el refugio',
    contacting: 'Abriendo conversación...',
    /** The spec's guest warning title, as the favourite heart says it. */
    signInTitle: adoptionsMessages.favourite.signInTitle,
    signInToAdopt:
      'Debes iniciar sesión o crear una cuenta para solicitar la adopción de este animal.',
    signInToContact: 'Debes iniciar sesión o crear una cuenta para escribir al refugio.',
    applied: (state: string) => `Ya has solicitado su adopción. Estado de tu solicitud: ${state}.`,
    viewRequest: 'Ver mi solicitud',
    contactFailed: 'No se pudo abrir la conversación con el refugio.',
    actionsLabel: 'Adopción',
  },
  form: {
    title: (name: string) => `Solicitar la adopción de ${name}`,
    intro:
      'Cuéntale al refugio cómo es tu hogar y tu día a día. Lo leerán con calma y te responderán en Mi cuenta → Mis solicitudes y por correo.',
    loading: 'Cargando animal...',
    backToAnimal: 'Volver a la ficha del animal',
    home: {
      legend: 'Tu hogar',
      type: '¿Dónde vives?',
      garden: '¿Tienes jardín o patio?',
      tenure: '¿La vivienda es tuya o de alquiler?',
      landlord: '¿El propietario permite animales?',
      yes: 'Sí',
      no: 'No',
    },
    household: {
      legend: 'Quién vive contigo',
      adults: 'Adultos en casa',
      children: 'Niños en casa',
      agesLegend: 'Edad de cada niño',
      childAge: (n: number) => `Edad del niño ${n} (años)`,
    },
    otherAnimals: {
      legend: 'Otros animales',
      label: '¿Convives con otros animales? (opcional)',
      hint: 'Especie, edad y carácter; si están esterilizados y vacunados.',
    },
    experience: {
      legend: 'Experiencia',
      label: 'Tu experiencia con animales',
      hint: 'Animales que has tenido, cuidados, educación...',
    },
    hoursAlone: {
      legend: 'Horas solo al día',
      label: 'Horas que pasaría solo cada día',
    },
    message: {
      legend: 'Mensaje para el refugio',
      label: 'Tu mensaje',
      hint: 'Por qué quieres adoptar y cualquier cosa que el refugio deba saber.',
    },
    counter: (length: number, max: number) => `${length} / ${max} caracteres`,
    submit: 'Enviar solicitud',
    cancel: 'Cancelar',
    invalid: 'Revisa los campos marcados antes de enviar la solicitud.',
    failed: 'No se pudo enviar la solicitud.',
    sent: 'Solicitud enviada. El refugio te responderá pronto.',
  },
  list: {
    /** "Mis": the requests the user sent, not the ones their shelters received. */
    menu: 'Mis solicitudes',
    title: 'Mis solicitudes de adopción',
    loading: 'Cargando solicitudes...',
    loadError: 'No se pudieron cargar tus solicitudes.',
    empty: 'Aún no has enviado ninguna solicitud de adopción',
    emptyHint: 'Cuando encuentres a tu compañero ideal, pulsa «Quiero adoptar» en su ficha.',
    discover: 'Ver animales en adopción',
    label: 'Tus solicitudes',
    view: (name: string) => `Ver la solicitud para adoptar a ${name}`,
    sentOn: (date: string) => `Enviada el ${date}`,
    shelter: 'Refugio',
    state: 'Estado',
  },
  detail: {
    title: (name: string) => `Solicitud para adoptar a ${name}`,
    back: 'Volver a mis solicitudes',
    backToInbox: 'Volver a la lista',
    loading: 'Cargando solicitud...',
    loadError: 'No se pudo cargar la solicitud.',
    applicant: 'Solicitante',
    name: 'Nombre',
    email: 'E-mail',
    phone: 'Teléfono',
    notProvided: 'No indicado',
    answers: 'Respuestas',
    timeline: 'Historial',
    conversation: 'Ver conversación',
    animalPage: 'Ver ficha del animal',
    platform: 'Huella',
    sides: { adoptante: 'solicitante', refugio: 'refugio' },
    created: 'Solicitud enviada',
    moved: (state: string) => `Pasa a «${state}»`,
    answer: {
      homeType: 'Vivienda',
      garden: 'Jardín o patio',
      tenure: 'Régimen',
      landlord: 'El propietario permite animales',
      adults: 'Adultos',
      children: 'Niños',
      childrenAges: 'Edades de los niños',
      childrenAgesValue: (ages: number[]) =>
        ages.map((age) => (age === 1 ? '1 año' : `${age} años`)).join(', '),
      otherAnimals: 'Otros animales',
      experience: 'Experiencia',
      hoursAlone: 'Horas solo al día',
      hoursValue: (n: number) => (n === 1 ? '1 hora' : `${n} horas`),
      message: 'Mensaje',
      yes: 'Sí',
      no: 'No',
      none: 'Ninguno',
    },
  },
  actions: {
    label: 'Acciones',
    names: {
      review: 'Marcar en revisión',
      accept: 'Aceptar',
      reject: 'Rechazar',
      complete: 'Adopción completada',
      withdraw: 'Retirar solicitud',
    } satisfies Record<AdoptionRequestAction, string>,
    confirmTitles: {
      review: '¿Marcar la solicitud en revisión?',
      accept: '¿Aceptar la solicitud?',
      reject: '¿Rechazar la solicitud?',
      complete: '¿Confirmar que la adopción se ha completado?',
      withdraw: '¿Retirar tu solicitud?',
    } satisfies Record<AdoptionRequestAction, string>,
    confirmTexts: {
      review: 'El solicitante verá que estáis estudiando su solicitud.',
      accept:
        'El animal pasará a «Pendiente» y no se podrá aceptar otra solicitud mientras esta siga aceptada.',
      reject: 'El solicitante recibirá un correo con el motivo, si lo indicas.',
      complete:
        'El animal pasará a «Adoptada» y dejará de aparecer en el listado. Las demás solicitudes abiertas se cerrarán.',
      withdraw: 'El refugio dejará de estudiar tu solicitud. No se puede deshacer.',
    } satisfies Record<AdoptionRequestAction, string>,
    done: {
      review: 'Solicitud marcada en revisión.',
      accept: 'Solicitud aceptada.',
      reject: 'Solicitud rechazada.',
      complete: '¡Adopción completada!',
      withdraw: 'Solicitud retirada.',
    } satisfies Record<AdoptionRequestAction, string>,
    rejectReason: 'Motivo del rechazo (opcional)',
    rejectConfirm: 'Confirmar rechazo',
    cancel: 'Cancelar',
    failed: 'No se pudo completar la acción.',
  },
  /**
   * Mi cuenta → Solicitudes recibidas: the requests of every shelter the user
   * belongs to, filtered by state, shelter and animal in the URL.
   */
  received: {
    menu: 'Solicitudes recibidas',
    title: 'Solicitudes recibidas',
    intro: 'Las solicitudes de adopción que han recibido tus refugios.',
    introOne: (shelter: string) => `Las solicitudes de adopción que ha recibido ${shelter}.`,
    /** The visible count; larger numbers are summed up. */
    badgeValue: (n: number) => (n > 99 ? '99+' : String(n)),
    /** Read after the menu entry's name: 'Solicitudes recibidas, 3 pendientes'. */
    badge: (n: number) => `, ${n === 1 ? '1 pendiente' : `${n} pendientes`}`,
    shelterFilter: 'Refugio',
    allShelters: 'Todos tus refugios',
    shelter: 'Refugio',
    state: 'Estado',
    receivedOn: (date: string) => `Recibida el ${date}`,
    /** Anuncios, for a shelter member with requests waiting. */
    pending: {
      title: (n: number) =>
        n === 1 ? 'Tienes 1 solicitud pendiente' : `Tienes ${n} solicitudes pendientes`,
      text: 'Hay personas esperando vuestra respuesta. Revisarlas pronto ayuda a que los animales encuentren hogar antes.',
      action: 'Ver solicitudes pendientes',
    },
  },
  inbox: {
    open: 'Ver solicitudes',
    stateFilter: 'Filtrar por estado',
    all: 'Todas',
    petFilter: 'Animal',
    allPets: 'Todos los animales',
    loading: 'Cargando solicitudes...',
    loadError: 'No se pudieron cargar las solicitudes.',
    countError: 'No se pudo cargar el número de solicitudes.',
    empty: 'No hay solicitudes con estos filtros.',
    label: 'Solicitudes recibidas',
    view: (applicant: string, pet: string) => `Ver la solicitud de ${applicant} para ${pet}`,
    results: (n: number) => (n === 1 ? '1 solicitud' : `${n} solicitudes`),
  },
} as const;
