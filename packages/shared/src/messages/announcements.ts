/**
 * The adoption announcement form (spec §2 "Nuevo anuncio de adopción", §3 Pet,
 * §5 Create pet, §8): /dashboard/adoption_announcement and the same form to
 * edit an announcement. Texts the spec already gives elsewhere are reused.
 */
import { adoptionsMessages } from './adoptions';
import { commonMessages } from './common';
import { petsMessages } from './pets';
import { sheltersMessages } from './shelters';

export const announcementsMessages = {
  title: { create: 'Nuevo anuncio de adopción', edit: 'Editar anuncio de adopción' },
  intro: {
    create:
      'Cuéntanos cómo es el animal y añade sus fotos. El anuncio se publica al guardarlo y sigue visible 90 días.',
    edit: 'Los cambios se verán en el anuncio en cuanto los guardes.',
  },
  requiredNote: 'Los campos marcados con * son obligatorios.',
  sections: {
    basic: 'Información básica',
    description: 'Descripción',
    shelter: 'Refugio y estado',
    health: 'Salud',
    compatibility: 'Se lleva bien con',
    photos: 'Fotos',
  },
  fields: {
    name: 'Nombre',
    kind: 'Tipo',
    gender: 'Sexo',
    race: 'Raza',
    birth: 'Fecha de nacimiento',
    description: 'Descripción',
    shelter: 'Refugio',
    state: 'Estado',
    sterilized: 'Esterilizado',
    sickness: 'Enfermedades o tratamientos',
    size: 'Tamaño',
    microchipped: 'Tiene microchip',
    chip_number: 'Número de microchip',
    vaccinated: 'Vacunado',
    good_with_children: 'Niños',
    good_with_dogs: 'Perros',
    good_with_cats: 'Gatos',
    image: 'Fotos',
  },
  kindPlaceholder: 'Selecciona un tipo',
  kinds: petsMessages.characteristics.kinds,
  genders: petsMessages.characteristics.genders,
  states: petsMessages.characteristics.states,
  sizes: adoptionsMessages.filters.sizes,
  sizeUnknown: 'Sin indicar',
  compatibility: { unknown: 'No se sabe', yes: 'Sí', no: 'No' },
  hints: {
    race: 'Si es mestizo, puedes escribir «Mestizo».',
    birth: 'Aproximada, si no la conoces con exactitud.',
    description: 'Su carácter, su historia, qué necesita.',
    chipNumber: 'Solo lo verán las personas de tu refugio.',
    sickness: 'Déjalo vacío si está sano.',
  },
  /**
   * A user with no shelter, on Anuncios or the form's address: what a shelter
   * account is and the way forward, before any form. Registering a shelter
   * from Huella itself comes later; until then, a message to the team.
   */
  noShelter: {
    title: 'Para publicar animales necesitas una cuenta de refugio',
    what: 'En Huella publican los refugios, las protectoras y las casas de acogida. Cada uno tiene una cuenta de refugio, que comparten las personas que lo llevan.',
    verified:
      'Solo los refugios verificados por el equipo de Huella pueden publicar anuncios: así quien adopta sabe que detrás de cada animal hay alguien de confianza.',
    invited:
      'Si ya colaboras con un refugio que está en Huella, pide a su administrador que te invite.',
    contact: 'Escribir al equipo para registrar un refugio',
    /** Filled in as the contact form's subject. */
    contactSubject: 'Quiero registrar mi refugio en Huella',
    browse: 'Ver animales en adopción',
  },
  /** The user's shelters (spec §2): loading, none, failure. */
  shelters: {
    loading: sheltersMessages.loading,
    none: 'No perteneces a ningún refugio. Contacta con un administrador.',
    loadError: sheltersMessages.loadError,
    retry: 'Reintentar',
    unverified: petsMessages.errors.shelterNotVerified,
  },
  photos: {
    drop: 'Arrastra las fotos aquí o haz clic para elegirlas',
    dropMore: 'Añadir más fotos',
    hint: 'PNG, JPG, GIF hasta 5MB',
    change: 'Haz clic para cambiar la imagen',
    orderHint:
      'La primera foto es la principal. Cambia el orden con los botones o arrastrando las fotos.',
    listLabel: 'Fotos del anuncio, en el orden en que se verán',
    main: 'Foto principal',
    number: (position: number) => `Foto ${position}`,
    alt: (position: number) => `Vista previa de la foto ${position}`,
    moveBefore: (position: number) => `Mover la foto ${position} antes`,
    moveAfter: (position: number) => `Mover la foto ${position} después`,
    remove: (position: number) => `Quitar la foto ${position}`,
    moved: (position: number, total: number) =>
      `Foto movida a la posición ${position} de ${total}.`,
    removed: (total: number) =>
      total === 0
        ? 'Foto quitada. El anuncio no tiene fotos.'
        : `Foto quitada. Quedan ${total === 1 ? '1 foto' : `${total} fotos`}.`,
    added: (count: number) => (count === 1 ? 'Foto añadida.' : `${count} fotos añadidas.`),
    replaced: 'Foto principal cambiada.',
    fileError: (file: string, message: string) => `${file}: ${message}`,
    orderLabel: 'Orden de las fotos',
  },
  submit: 'Guardar',
  cancel: 'Cancelar',
  /** While the form is sent (spec §2). */
  progress: {
    title: 'Procesando',
    text: 'Enviando datos, por favor espera...',
    photos: (done: number, total: number) => `Fotos subidas: ${done} de ${total}.`,
  },
  success: {
    created: '¡Éxito! La mascota ha sido creada correctamente',
    updated: 'Los cambios se han guardado.',
    view: 'Ver anuncio',
    toList: 'Ver mis anuncios',
  },
  /** Spec §8 "Pet creation failure", and the same for an edit. */
  errors: {
    requiredFields: petsMessages.errors.requiredFields,
    required: commonMessages.errors.required,
    createFailed: (detail: string) => `No se pudo crear la mascota: ${detail}`,
    updateFailed: (detail: string) => `No se pudieron guardar los cambios: ${detail}`,
    statusCode: (status: number) => `código de estado ${status}`,
    withStatus: (text: string, status: number) => `${text} (código de estado ${status})`,
    noResponse: commonMessages.errors.network,
    unknown: 'Error desconocido',
    missingId: 'La respuesta del servidor no incluye el ID de la mascota.',
    general: 'Ocurrió un error al procesar la solicitud. Por favor, inténtalo de nuevo más tarde.',
    photosFailed: (detail: string) => `La mascota se ha guardado, pero algunas fotos no: ${detail}`,
    photosRetry: 'Vuelve a pulsar Guardar para intentarlo de nuevo.',
    photosEdit: 'Puedes añadirlas desde el anuncio.',
    notFound: 'No se encontró el anuncio.',
    notFoundHint: 'Puede que se haya retirado o que la dirección no sea correcta.',
    notMember: petsMessages.errors.notShelterMember,
    loadError: 'No se pudo cargar el anuncio. Por favor, inténtalo de nuevo más tarde.',
    back: 'Volver a Mi cuenta',
  },
  loading: 'Cargando anuncio…',
} as const;
