/**
 * What the public blog screens say (/blog, /blog/{id}, the comment thread and
 * form) beyond the spec's own strings, which stay in blog.ts. The relative
 * time of a comment ("hace 3 horas") is spelt here, singular and plural.
 */
type TimeUnit = 'day' | 'hour' | 'minute' | 'second';

const UNITS: Record<TimeUnit, [singular: string, plural: string]> = {
  day: ['día', 'días'],
  hour: ['hora', 'horas'],
  minute: ['minuto', 'minutos'],
  second: ['segundo', 'segundos'],
};

export const blogScreensMessages = {
  list: {
    eyebrow: 'Historias, consejos y adopción responsable',
    title: 'Blog',
    intro:
      'Artículos de refugios, protectoras y personas adoptantes para acompañarte antes, durante y después de la adopción.',
    filters: 'Filtrar artículos',
    categories: 'Categorías',
    tags: 'Etiquetas',
    allCategories: 'Todas',
    results: 'Artículos',
    count: (total: number) => (total === 1 ? '1 artículo' : `${total} artículos`),
    filteredBy: 'Filtrando por',
    categoryFilter: (name: string) => `Categoría: ${name}`,
    tagFilter: (name: string) => `Etiqueta: ${name}`,
    removeFilter: (name: string) => `Quitar el filtro ${name}`,
    clear: 'Ver todos los artículos',
    loading: 'Cargando artículos…',
    loadError: 'No se pudieron cargar los artículos.',
    taxonomyError: 'No se pudieron cargar las categorías y etiquetas.',
    empty: 'Todavía no hay artículos publicados.',
    emptyHint: 'Vuelve pronto: estamos preparando nuevas historias.',
    emptyFiltered: 'No hay artículos con estos filtros.',
    emptyFilteredHint: 'Prueba con otra categoría o etiqueta, o mira todos los artículos.',
    publishedOn: 'Publicado el',
  },
  post: {
    loading: 'Cargando artículo…',
    notFoundHint: 'Puede que el enlace esté mal escrito o que el artículo ya no esté publicado.',
    loadError: 'No se pudo cargar el artículo.',
    back: 'Volver al blog',
    by: 'Por',
    categories: 'Categorías',
    tags: 'Etiquetas',
    share: 'Compartir',
    shareText: (title: string) => `${title} · Blog de Huella`,
    aboutAuthor: 'Sobre el autor',
    imageAlt: (title: string) => `Imagen del artículo ${title}`,
  },
  share: {
    facebook: 'Compartir en Facebook',
    x: 'Compartir en X',
    pinterest: 'Guardar en Pinterest',
    linkedin: 'Compartir en LinkedIn',
    newTab: '(se abre en una pestaña nueva)',
  },
  comments: {
    title: 'Comentarios',
    count: (total: number) => (total === 1 ? '1 comentario' : `${total} comentarios`),
    empty: 'Todavía no hay comentarios. ¡Sé la primera persona en comentar!',
    loading: 'Cargando comentarios…',
    loadError: 'No se pudieron cargar los comentarios.',
    reply: 'Responder',
    replyTo: (author: string) => `Responder a ${author}`,
    repliesTo: (author: string) => `Respuestas a ${author}`,
    at: 'a las',
  },
  form: {
    title: 'Deja un comentario',
    replyTitle: (author: string) => `Tu respuesta a ${author}`,
    intro: 'Tu email no se publicará. Los campos marcados con * son obligatorios.',
    name: 'Nombre *',
    email: 'Email *',
    website: 'Sitio web (opcional)',
    text: 'Comentario *',
    /** The honeypot's label: only bots read it. */
    honeypot: 'Apodo (no lo rellenes)',
    submit: 'Publicar comentario',
    submitReply: 'Publicar respuesta',
    sending: 'Enviando…',
    cancel: 'Cancelar',
    preparing: 'Preparando el formulario…',
    tokenError: 'No se pudo preparar el formulario de comentarios.',
    counter: (length: number, max: number) => `${length} de ${max} caracteres`,
    /** Continues "Tratamos tus datos para …" (the privacy line under the form). */
    privacyPurpose:
      'publicar tu comentario con tu nombre y, si lo indicas, tu sitio web; tu email no se muestra a nadie y solo lo usamos para moderar los comentarios',
  },
  /** "hace 1 día", "hace 3 horas", "hace 1 minuto", "hace 20 segundos". */
  relativeTime: (unit: TimeUnit, count: number) =>
    `hace ${count} ${UNITS[unit][count === 1 ? 0 : 1]}`,
} as const;

export type BlogTimeUnit = TimeUnit;
