/** Adoption catalogue: the list (/adopciones) and the animal detail (spec §2, §4, §8). */
import { petsMessages } from './pets';

export const adoptionsMessages = {
  /** A bad value of a known catalogue parameter (the API's 400 and the page's notice). */
  query: {
    location: 'La ciudad no es válida: escribe su nombre, de 100 caracteres como mucho.',
    category: 'La categoría no es válida: usa perro, gato, ave u otros.',
    q: 'La búsqueda no es válida: escribe 200 caracteres como mucho.',
    gender: 'El sexo no es válido: usa macho o hembra.',
    age: 'La edad no es válida: usa cachorro, joven, adulto o senior.',
    size: 'El tamaño no es válido: usa pequeno, mediano o grande.',
    sterilized: 'El valor de esterilizado no es válido: usa si o no.',
    goodWith: 'El valor de bien_con no es válido: usa ninos, perros o gatos, separados por comas.',
    shelter: 'El refugio no es válido: usa su número.',
    sort: 'El orden no es válido: usa recientes, antiguos, nombre o compatibilidad.',
  },
  /** /adopciones opened with parameters it does not understand. */
  notice: {
    title: 'Parte de la dirección no se ha entendido',
    text: (params: readonly string[]) =>
      params.length === 1
        ? `Este filtro no existe o tiene un valor no válido: «${params[0]}». Los resultados se muestran sin él.`
        : `Estos filtros no existen o tienen un valor no válido: ${params.map((param) => `«${param}»`).join(', ')}. Los resultados se muestran sin ellos.`,
  },
  hero: {
    eyebrow: 'Adopta, no compres',
    title: 'Encuentra a tu compañero',
    text: 'Perros, gatos, aves y otros animales de refugios, protectoras y particulares de toda España esperan una familia. Filtra, busca y conócelos.',
  },
  filters: {
    title: 'Filtrar animales',
    location: 'Ubicación',
    anyLocation: 'Toda España',
    locations: {
      madrid: 'Madrid',
      barcelona: 'Barcelona',
      valencia: 'Valencia',
      sevilla: 'Sevilla',
    },
    category: 'Categoría',
    anyCategory: 'Todas',
    categories: { dog: 'Perro', cat: 'Gato', bird: 'Ave', other: 'Otros' },
    q: 'Buscar por nombre, raza o descripción',
    qPlaceholder: 'Ej.: labrador, cariñoso…',
    more: 'Más filtros',
    gender: 'Sexo',
    anyGender: 'Cualquiera',
    genders: { macho: 'Macho', hembra: 'Hembra' },
    age: 'Edad',
    anyAge: 'Cualquier edad',
    ages: {
      cachorro: 'Cachorro (menos de 1 año)',
      joven: 'Joven (1 a 3 años)',
      adulto: 'Adulto (3 a 8 años)',
      senior: 'Senior (más de 8 años)',
    },
    size: 'Tamaño',
    anySize: 'Cualquier tamaño',
    sizes: { pequeño: 'Pequeño', mediano: 'Mediano', grande: 'Grande' },
    sterilized: 'Esterilizado',
    anySterilized: 'Indiferente',
    sterilizedYes: 'Sí',
    sterilizedNo: 'No',
    goodWith: 'Se lleva bien con',
    goodWithChildren: 'Niños',
    goodWithDogs: 'Perros',
    goodWithCats: 'Gatos',
    sort: 'Ordenar por',
    sorts: {
      recent: 'Más recientes',
      oldest: 'Más antiguos',
      name: 'Nombre (A-Z)',
      compatibility: 'Compatibilidad contigo',
    },
    search: 'Buscar',
    clear: 'Quitar filtros',
  },
  list: {
    title: 'Animales en adopción',
    results: (total: number) =>
      total === 1 ? '1 animal encontrado' : `${total.toLocaleString('es-ES')} animales encontrados`,
    loading: 'Cargando animales…',
    empty: 'No hay animales disponibles en este momento.',
    emptyHint: 'Prueba con otros filtros o vuelve pronto: cada semana llegan animales nuevos.',
    loadError: 'No se pudieron cargar los animales. Por favor, inténtalo de nuevo más tarde.',
    retry: 'Reintentar',
  },
  card: {
    noName: 'Sin nombre',
    noLocation: 'Ubicación desconocida',
    noDescription: 'No tiene descripción',
    location: 'Ubicación',
    facts: 'Datos',
    size: 'Tamaño',
    sizes: { pequeño: 'Pequeño', mediano: 'Mediano', grande: 'Grande' },
    shelter: 'Refugio',
    verified: 'verificado',
    /** "Bien con niños y gatos": only what the shelter has said yes to. */
    goodWith: (items: readonly string[]) =>
      `Bien con ${
        items.length > 1
          ? `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`
          : items[0]
      }`,
    goodWithItems: { children: 'niños', dogs: 'perros', cats: 'gatos' },
  },
  pagination: {
    label: 'Paginación',
    previous: 'Anterior',
    next: 'Siguiente',
    page: (page: number) => `Página ${page}`,
  },
  favourite: {
    add: (name: string) => `Añadir a ${name} a favoritos`,
    remove: (name: string) => `Quitar a ${name} de favoritos`,
    added: 'Añadido a favoritos',
    removed: 'Eliminado de favoritos',
    signInTitle: 'Inicia sesión para continuar',
    signInMessage:
      'Debes iniciar sesión o crear una cuenta para añadir este animal a tus favoritos.',
    errorTitle: 'Error',
    error: 'Ha ocurrido un error al actualizar tus favoritos. Por favor, inténtalo de nuevo.',
    missingUserId: 'No se pudo obtener el ID del usuario',
  },
  detail: {
    notFound: petsMessages.errors.notFound,
    notFoundHint:
      'Puede que el anuncio se haya retirado o que el animal ya haya encontrado un hogar.',
    back: 'Volver',
    gallery: 'Fotos',
    photoAlt: (name: string, index: number) => `${name}, foto ${index}`,
    showPhoto: (index: number) => `Ver foto ${index}`,
    noPhotos: 'Este animal aún no tiene fotos.',
    about: 'Sobre mí',
    characteristics: 'Características',
    views: (count: number) =>
      count === 1 ? '1 visita' : `${count.toLocaleString('es-ES')} visitas`,
    shelter: 'Publicado por',
    report: 'Reportar anuncio',
    share: 'Compartir',
    loading: 'Cargando animal…',
  },
  share: {
    facebook: 'Compartir en Facebook',
    x: 'Compartir en X',
    whatsapp: 'Compartir en WhatsApp',
    instagram: 'Compartir en Instagram',
    text: (name: string) => `Conoce a ${name}, busca un hogar en Huella`,
    newTab: '(se abre en una pestaña nueva)',
    copied: 'Enlace copiado. Pégalo en Instagram para compartirlo.',
    copyFailed: 'No se pudo copiar el enlace.',
  },
  report: {
    title: 'Reportar anuncio',
    intro: 'Cuéntanos qué ocurre con este anuncio. Lo revisaremos lo antes posible.',
    reason: 'Motivo',
    reasonRequired: petsMessages.errors.reportReason,
    message: 'Mensaje (opcional)',
    counter: (length: number, max: number) => `${length} / ${max} caracteres`,
    submit: 'Enviar reporte',
    cancel: 'Cancelar',
    close: 'Cerrar',
    sent: petsMessages.report.received,
  },
} as const;
