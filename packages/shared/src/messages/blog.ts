/**
 * The blog's API and data (spec §2 Blog, §3 Blog post and Comment, §5 Comment
 * form; PRODUCT.md: posts in the database, stored and moderated comments).
 * The spec's strings are kept exactly as written, "El nombre el obligatorio"
 * and "El formulario de la URL no es válido" included. What the screens say
 * beyond these is in blog-screens.ts; the staff area's, in staff.ts.
 */
export const blogMessages = {
  /** Spec §2: a card of a post without comments. */
  noComments: 'No hay comentarios',
  commentCount: (count: number) => (count === 1 ? '1 comentario' : `${count} comentarios`),
  /** Spec §2: unknown post. */
  notFound: 'Artículo no encontrado',
  states: {
    borrador: 'Borrador',
    programado: 'Programado',
    publicado: 'Publicado',
    archivado: 'Archivado',
  },
  commentStates: {
    pendiente: 'Pendiente',
    aprobado: 'Aprobado',
    spam: 'Spam',
    papelera: 'Papelera',
  },
  holdReasons: {
    primer_comentario: 'Primer comentario de esta dirección de correo',
    enlaces: 'Contiene demasiados enlaces',
    palabras: 'Contiene palabras de la lista de moderación',
  },
  /** Spec §5, verbatim. */
  commentForm: {
    nameRequired: 'El nombre el obligatorio',
    emailRequired: 'El email es obligatorio',
    emailInvalid: 'El formato de email no es válido',
    textRequired: 'El comentario es obligatorio',
    websiteInvalid: 'El formulario de la URL no es válido',
  },
  /** What the server answers to a comment it stored. */
  commentPublished: '¡Gracias! Tu comentario se ha publicado.',
  commentPending: 'Tu comentario está pendiente de moderación',
  /** A comment of an account that was deleted keeps its text under this name. */
  deletedAuthor: 'Usuario eliminado',
  errors: {
    postNotFound: 'Artículo no encontrado',
    commentNotFound: 'El comentario no existe o ya no se puede responder.',
    commentsClosed: 'Los comentarios de este artículo están cerrados.',
    replyTooDeep: 'Solo se puede responder a un comentario, no a una respuesta.',
    formExpired: 'El formulario ha caducado. Recarga la página y vuelve a enviar tu comentario.',
    tooFast:
      'Has enviado el comentario demasiado rápido. Espera unos segundos y vuelve a intentarlo.',
    duplicate: 'Ya has enviado este mismo comentario.',
    commentRateLimited: 'Has enviado demasiados comentarios. Inténtalo de nuevo más tarde.',
    slugTaken: 'Ya hay un artículo con esta dirección. Elige otra.',
    slugInvalid: 'La dirección solo puede tener letras minúsculas sin tilde, números y guiones.',
    scheduleNeedsDate: 'Indica la fecha y hora de publicación.',
    scheduleInPast: 'La fecha de publicación programada debe ser futura.',
    titleRequired: 'El título es obligatorio.',
    revisionNotFound: 'Esa revisión no existe.',
    tooManyTerms: (max: number) => `Puedes poner como mucho ${max}.`,
    invalidDate: 'Indica una fecha y hora válidas.',
    tooManyComments: (max: number) => `Puedes moderar como mucho ${max} comentarios a la vez.`,
  },
} as const;
