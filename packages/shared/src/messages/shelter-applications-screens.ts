/**
 * Registering a shelter (issue 17), as the applicant sees it: the form at
 * /registrar-refugio, the application's page (stepper, history, the answer
 * to a request for information), its card in Mi cuenta → Refugios, a
 * suspended shelter's notice and a shelter's own figures. The states' and the
 * history's names are in shelter-applications.ts; the call to action on the
 * home and adoption pages is in shelter-cta.ts (kept tiny for those pages).
 */
import type { ShelterKind } from '../constants';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('es-ES')} ${count === 1 ? one : many}`;

export const shelterApplicationsScreensMessages = {
  title: 'Registrar un refugio',
  formTitle: 'Datos de la entidad',
  intro:
    'Los refugios, las protectoras y los particulares que acogen animales publican en Huella cuando el equipo los verifica. Revisamos cada solicitud a mano, normalmente en dos o tres días laborables, y te escribimos en cada paso.',
  loading: 'Cargando tu solicitud…',
  loadError: 'No se pudo cargar tu solicitud. Inténtalo de nuevo.',
  retry: 'Reintentar',
  required: 'Los campos marcados con * son obligatorios.',
  sections: {
    who: '¿Quiénes sois?',
    kind: 'Tipo de entidad',
    identity: 'Datos legales',
    where: 'Dirección',
    contact: 'Contacto',
    message: 'Algo más',
  },
  kinds: {
    Refugio: {
      title: 'Refugio',
      text: 'Una entidad con instalaciones propias donde viven los animales hasta su adopción.',
    },
    Protectora: {
      title: 'Protectora',
      text: 'Una asociación sin ánimo de lucro que rescata animales y los cuida en casas de acogida.',
    },
    Particular: {
      title: 'Particular',
      text: 'Una persona que acoge animales por su cuenta y les busca familia.',
    },
  } satisfies Record<ShelterKind, { title: string; text: string }>,
  fields: {
    name: 'Nombre del refugio o la protectora',
    nameParticular: 'Tu nombre o el de tu casa de acogida',
    kind: 'Tipo',
    cif: 'CIF',
    cifHint:
      'El de la entidad: una letra, siete cifras y un carácter de control (por ejemplo, G12345674).',
    nif: 'NIF o NIE (opcional)',
    nifHint: 'Si nos lo das, verificamos antes tu identidad. Por ejemplo, 12345678Z o X1234567L.',
    registry_number: 'Nº de registro autonómico (opcional)',
    registryHint:
      'El del registro de entidades de protección animal de vuestra comunidad autónoma, si estáis inscritos.',
    address: 'Dirección',
    city: 'Ciudad',
    province: 'Provincia',
    provincePlaceholder: 'Elige una provincia',
    postcode: 'Código postal (opcional)',
    phone: 'Teléfono',
    email: 'Correo electrónico de contacto',
    emailHint: 'Te escribiremos aquí sobre la solicitud.',
    web: 'Sitio web (opcional)',
    facebook: 'Facebook (opcional)',
    instagram: 'Instagram (opcional)',
    socialHint: 'La dirección de la página o el nombre de usuario.',
    message: 'Mensaje para el equipo (opcional)',
    messageHint:
      'Cuántos animales cuidáis, desde cuándo, cómo trabajáis… Todo ayuda a verificaros antes.',
  },
  submit: 'Enviar solicitud',
  sending: 'Enviando…',
  fieldsFailure: 'Revisa los campos marcados: hay datos que no son válidos.',
  failure: 'No se pudo enviar la solicitud. Inténtalo de nuevo en unos minutos.',
  draftKept: 'Guardamos lo que escribes en este navegador hasta que envíes la solicitud.',
  sent: {
    title: '¡Solicitud enviada!',
    text: 'Te hemos enviado un correo de confirmación. Sigue el estado de tu solicitud aquí o en Mi cuenta → Refugios.',
    view: 'Ver mi solicitud',
  },
  view: {
    title: (name: string) => `Solicitud de «${name}»`,
    sentOn: (date: string) => `Enviada el ${date}`,
    stepsLabel: 'Estado de la solicitud',
    steps: {
      enviada: 'Enviada',
      en_revision: 'En revisión',
      decided: 'Aprobada o rechazada',
      aprobada: 'Aprobada',
      rechazada: 'Rechazada',
    },
    current: 'paso actual',
    done: 'completado',
    todo: 'pendiente',
    infoRequested: 'Información solicitada',
    stateText: {
      enviada: 'Hemos recibido tu solicitud. En cuanto el equipo la abra, pasará a revisión.',
      en_revision: 'El equipo de Huella está revisando los datos de tu entidad.',
      info_solicitada:
        'El equipo de Huella necesita algo más para seguir. Respóndele abajo: tu solicitud volverá a revisión.',
      aprobada: '¡Bienvenidos a Huella! Tu refugio ya está verificado y puede publicar animales.',
      rechazada: 'El equipo de Huella no ha podido aprobar esta solicitud.',
    },
    history: 'Historial',
    historyEmpty: 'Aún no hay novedades.',
    you: 'Tú',
    team: 'Equipo de Huella',
    details: 'Datos enviados',
    question: 'Lo que te pregunta el equipo de Huella',
    reason: 'Motivo',
    goToShelter: 'Ir a mi refugio en Mi cuenta',
    publishFirst: 'Publicar el primer animal',
    applyAgain: 'Enviar una nueva solicitud',
    past: 'Solicitudes anteriores',
    pastItem: (name: string, state: string, date: string) => `${name}: ${state} (${date})`,
  },
  reply: {
    title: 'Responder al equipo de Huella',
    answer: 'Tu respuesta',
    answerHint: 'Explica lo que te piden; si hace falta, corrige también los datos de abajo.',
    correct: 'Corregir datos de la solicitud',
    correctHint: 'Solo cambiamos los datos que modifiques.',
    submit: 'Enviar respuesta',
    sending: 'Enviando…',
    success: 'Respuesta enviada. Tu solicitud vuelve a estar en revisión.',
    failure: 'No se pudo enviar tu respuesta. Inténtalo de nuevo.',
  },
  /** Mi cuenta → Refugios. */
  account: {
    noShelterTitle: '¿Eres un refugio o protectora?',
    noShelterText:
      'Registra tu entidad en Huella. Cuando el equipo la verifique podrás publicar animales, recibir solicitudes de adopción y ver cómo van.',
    register: 'Registrar mi refugio',
    cardTitle: 'Tu solicitud de registro',
    cardState: (state: string) => `Estado: ${state}`,
    open: 'Ver la solicitud',
    answer: 'Responder',
    answerNeeded: 'El equipo de Huella te ha pedido más información.',
    suspendedTitle: 'Refugio suspendido',
    suspendedReason: 'Motivo indicado por el equipo de Huella:',
  },
  /** A shelter's figures: Mi cuenta → Refugios → Estadísticas, and staff's shelter page. */
  stats: {
    cardTitle: 'Estadísticas',
    cardText: 'Visitas, favoritos y solicitudes de tus animales en los últimos 90 días.',
    open: 'Ver estadísticas',
    modalTitle: (name: string) => `Estadísticas de ${name}`,
    close: 'Cerrar',
    title: 'Estadísticas',
    loading: 'Cargando estadísticas…',
    loadError: 'No se pudieron cargar las estadísticas.',
    retry: 'Reintentar',
    totals: {
      label: 'Totales',
      views: 'Visitas',
      favourites: 'Favoritos',
      requests: 'Solicitudes',
      adoptions: 'Adopciones',
    },
    overTime: 'Actividad de los últimos 90 días',
    overTimeSummary: (views: number, favourites: number, requests: number, best: string | null) =>
      views + favourites + requests === 0
        ? 'En los últimos 90 días aún no hay visitas, favoritos ni solicitudes.'
        : `En 90 días, ${plural(views, 'visita', 'visitas')}, ${plural(favourites, 'favorito', 'favoritos')} y ${plural(requests, 'solicitud', 'solicitudes')}.` +
          (best ? ` El día con más visitas fue el ${best}.` : ''),
    bestDay: (day: string, views: number) => `${day}, con ${plural(views, 'visita', 'visitas')}`,
    day: 'Día',
    topAnimals: 'Los animales más vistos',
    topSummary: (name: string | null, views: number, count: number) =>
      name
        ? `${name} es el más visto, con ${plural(views, 'visita', 'visitas')}, de ${plural(count, 'animal', 'animales')}.`
        : 'Aún no hay animales publicados.',
    animal: 'Animal',
    state: 'Estado',
    publishedAt: 'Publicado',
    perAnimal: 'Por animal',
    sortBy: 'Ordenar por',
    sortedBy: (column: string) => `Ordenado por ${column.toLowerCase()}, de más a menos`,
    noAnimals: 'Este refugio aún no ha publicado animales.',
  },
} as const;
