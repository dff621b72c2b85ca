/** Mi cuenta (dashboard) shell and account data (spec §2 Dashboard). */
export const accountMessages = {
  title: 'Mi cuenta',
  menu: {
    toggle: 'Menú',
    announcements: 'Anuncios',
    favourites: 'Favoritos',
    chat: 'Chat',
    payments: 'Pagos',
    account: 'Cuenta',
    shelters: 'Refugios',
  },
  userNotFound: 'Usuario no encontrado',
  sheltersLoadError: 'No se pudieron cargar tus refugios. Por favor, inténtalo de nuevo más tarde.',
  greeting: (name: string) => `¡Hola, ${name}!`,
  intro: 'Gestiona tus anuncios, favoritos, mensajes, pagos y datos de tu cuenta.',
  menuLabel: 'Secciones de Mi cuenta',
  userLoadError: 'No se pudieron cargar tus datos. Por favor, inténtalo de nuevo más tarde.',
  /**
   * Anuncios: the user's announcements across their shelters (PRODUCT.md: real
   * counters, working search, edit, state change, renew and delete). The
   * same list shows one shelter's animals under Refugios → Mascotas.
   */
  announcements: {
    title: 'Mis anuncios',
    searchLabel: 'Buscar anuncios',
    searchPlaceholder: 'Buscar anuncios...',
    searchHint: 'Por nombre o raza',
    add: 'Añadir anuncio',
    counters: {
      all: 'Todos',
      published: 'Publicados',
      pending: 'Pendientes',
      expired: 'Caducados',
    },
    countersLabel: 'Filtrar por estado',
    listLabel: 'Tus anuncios',
    loading: 'Cargando tus anuncios…',
    loadError: 'No se pudieron cargar tus anuncios. Por favor, inténtalo de nuevo más tarde.',
    empty: 'Aún no tienes anuncios',
    emptyHint:
      'Publica el primero: se verá en Adopciones durante 90 días y podrás renovarlo cuando quieras.',
    emptyStatus: {
      published: 'No tienes anuncios publicados.',
      pending: 'No tienes anuncios con la adopción pendiente.',
      expired: 'No tienes anuncios caducados.',
    },
    showAll: 'Ver todos',
    noResults: (query: string) => `No hay anuncios que coincidan con «${query}».`,
    noResultsHint: 'Prueba con otro nombre o raza.',
    clearSearch: 'Borrar búsqueda',
    results: (n: number) => (n === 1 ? '1 anuncio' : `${n} anuncios`),
    shown: (shown: number, total: number) => `Mostrando ${shown} de ${total}`,
    loadMore: 'Cargar más',
    states: { en_adopcion: 'En adopción', pendiente: 'Pendiente', adoptada: 'Adoptado' },
    expired: 'Caducado',
    expiresSoon: 'Caduca pronto',
    shelter: 'Refugio',
    dates: {
      published: 'Publicado',
      renewed: 'Renovado',
      expires: 'Caduca',
      expiredOn: 'Caducó',
    },
    viewsLabel: 'Visitas',
    actions: {
      label: (name: string) => `Acciones de ${name}`,
      state: 'Estado',
      stateOf: (name: string) => `Estado de ${name}`,
      edit: 'Editar',
      view: 'Ver anuncio',
      renew: 'Renovar',
      delete: 'Eliminar',
    },
    stateChanged: (name: string, state: string) => `El estado de ${name} ahora es «${state}».`,
    renewed: (name: string, until: string) =>
      `Has renovado el anuncio de ${name}: se verá hasta el ${until}.`,
    deleteConfirm: {
      title: 'Eliminar anuncio',
      message: (name: string) =>
        `¿Seguro que quieres eliminar el anuncio de ${name}? Dejará de verse en Huella y no podrás recuperarlo.`,
      label: 'Eliminar',
    },
    deleted: (name: string) => `Has eliminado el anuncio de ${name}.`,
    /** Refugios → Mascotas: the shelter's animals in the same list. */
    shelterPets: {
      title: (shelter: string) => `Mascotas de ${shelter}`,
      description: 'Todos los anuncios del refugio, también los caducados y los adoptados.',
      close: 'Cerrar',
      publicPage: 'Ver página pública',
    },
  },
  favourites: {
    title: 'Mis favoritos',
    filters: 'Filtros',
    filterAll: 'Todos los animales',
    filterKinds: { perro: 'Perros', gato: 'Gatos', ave: 'Aves', otros: 'Otros' },
    empty: 'Parece que aún no tienes favoritos',
    emptyHint: 'Pulsa el corazón de un animal para guardarlo aquí.',
    count: (n: number) =>
      n === 1 ? 'Tienes 1 animal en favoritos.' : `Tienes ${n} animales en favoritos.`,
    discover: 'Descubre más',
    loading: 'Cargando tus favoritos…',
    loadError: 'No se pudieron cargar tus favoritos. Por favor, inténtalo de nuevo más tarde.',
    emptyKind: 'No tienes favoritos de este tipo.',
    shown: (shown: number, total: number) => `Mostrando ${shown} de ${total}`,
  },
  chat: {
    title: 'Mensajes',
    empty: 'Parece que aún no tienes mensajes',
    emptyHint: 'Cuando escribas a un refugio sobre un animal, la conversación aparecerá aquí.',
  },
  payments: {
    title: 'Mis pagos',
    empty: 'Aún no has realizado ningún pago.',
    emptyHint: 'Adoptar es siempre gratis. Aquí verás tus compras en la tienda.',
    toShop: 'Ir a la tienda',
    /** Spec §2/§4: 3 more per press. */
    more: 'Pagos anteriores',
  },
  profile: {
    title: 'Datos de la cuenta',
    edit: 'Editar perfil',
    save: 'Guardar',
    cancel: 'Cancelar',
    saved: 'Tus datos se han guardado.',
    saveError: 'No se pudieron guardar tus datos. Revisa el formulario e inténtalo de nuevo.',
    notSet: 'Sin indicar',
    sections: {
      personal: 'Información personal',
      address: 'Dirección',
      social: 'Web y redes sociales',
      payment: 'Método de pago',
      security: 'Seguridad',
    },
    /** The card of the last payment (GET /shop/api/payment-method/); none before the first purchase. */
    lastPaymentMethod: (date: string) => `Usada en tu último pago, el ${date}.`,
    noPaymentMethod:
      'Aún no tienes ningún método de pago. Cuando compres en la tienda, aquí verás la tarjeta de tu último pago.',
    fields: {
      first_name: 'Nombre',
      last_name: 'Apellido',
      email: 'E-mail',
      phone: 'Teléfono',
      address: 'Dirección',
      postcode: 'CP',
      city: 'Ciudad',
      country: 'País',
      web: 'Web',
      instagram: 'Instagram',
      facebook: 'Facebook',
      password: 'Contraseña',
    },
    countryPlaceholder: 'Selecciona un país',
    photo: {
      title: 'Foto de perfil',
      alt: (name: string) => `Foto de perfil de ${name}`,
      change: 'Cambiar foto',
      remove: 'Quitar foto',
      hint: 'PNG, JPG, GIF o WebP hasta 5MB',
      uploading: 'Subiendo foto...',
      saved: 'Tu foto se ha actualizado.',
      removed: 'Tu foto se ha quitado.',
      error: 'No se pudo cambiar tu foto. Por favor, inténtalo de nuevo.',
    },
  },
  /**
   * Seguridad (spec §2 Cuenta: "Contraseña, Cambiar contraseña"): the form
   * opens from the section; the field labels and the done text are the
   * password texts of authMessages.changePassword.
   */
  changePassword: {
    password: 'Contraseña',
    /** Stands for the password, which is never shown (nor known: only its hash is kept). */
    hidden: '••••••••',
    hiddenLabel: 'Oculta',
    open: 'Cambiar contraseña',
    repeat: 'Repite la contraseña nueva',
    rules: 'Entre 8 y 15 caracteres, con al menos una mayúscula, una minúscula y un número.',
    submit: 'Cambiar contraseña',
    cancel: 'Cancelar',
  },
  /** RGPD: download one's data and delete the account (PRODUCT.md "Law and trust"). */
  dataRights: {
    title: 'Tus datos',
    intro:
      'Guardamos los datos de tu cuenta, los refugios a los que perteneces, tus animales favoritos, los anuncios que nos has denunciado, tu suscripción a la newsletter y los mensajes que nos envías por el formulario de contacto, solo para prestarte el servicio.',
    rights:
      'Puedes descargar una copia de todo ello en un archivo JSON o eliminar tu cuenta cuando quieras.',
    privacyPrefix: 'Te lo explicamos en nuestra',
    privacyLink: 'política de privacidad',
    download: 'Descargar mis datos',
    downloadError: 'No se pudieron descargar tus datos. Por favor, inténtalo de nuevo más tarde.',
    delete: 'Eliminar cuenta',
    deleteTitle: 'Eliminar mi cuenta',
    deleteWarning:
      'Esta acción es definitiva y no se puede deshacer. Borraremos tu perfil, tus sesiones, tus favoritos, tu pertenencia a refugios, tu suscripción a la newsletter y los mensajes que enviaste por el formulario de contacto; las denuncias de anuncios que enviaste se conservan sin ningún dato tuyo. Te enviaremos un último correo para confirmarlo.',
    deleteHint: 'Si quieres conservar una copia, descarga antes tus datos.',
    password: 'Tu contraseña',
    cancel: 'Cancelar',
    confirmTitle: 'Eliminar cuenta',
    confirmMessage:
      '¿Seguro que quieres eliminar tu cuenta de Huella? Perderás todos tus datos y no podrás recuperarla.',
    confirmLabel: 'Eliminar',
    wrongPassword: 'La contraseña no es correcta.',
    deleted: 'Tu cuenta se ha eliminado.',
  },
} as const;
