/**
 * Shelters (spec §2 Refugios, §5 Shelter edit, §8): the dashboard's "Gestión de
 * Refugios", its edit side panel and users modal, the public shelter page and
 * the API's errors about shelters and their members.
 */
export const sheltersMessages = {
  title: 'Gestión de Refugios',
  loading: 'Cargando refugios...',
  empty: 'No tienes refugios asociados a tu cuenta.',
  /** Spec §8: the user's shelters could not be loaded. */
  loadError: 'No se pudieron cargar tus refugios. Por favor, inténtalo de nuevo más tarde.',
  select: 'Mis Refugios',
  notAvailable: 'No disponible',
  role: 'Tu rol',
  roles: { administrador: 'Administrador', miembro: 'Miembro' },
  /** The label of a member whose role is not set (PRODUCT.md). */
  defaultRole: 'Usuario',
  kinds: { Refugio: 'Refugio', Protectora: 'Protectora', Particular: 'Particular' },
  verified: 'Verificado',
  unverified: 'Pendiente de verificación',
  fields: {
    name: 'Nombre',
    phone: 'Teléfono',
    email: 'Email',
    kind: 'Tipo',
    web: 'Sitio Web',
    facebook: 'Facebook',
    instagram: 'Instagram',
    address: 'Dirección',
    city: 'Ciudad',
    latitude: 'Latitud',
    longitude: 'Longitud',
    description: 'Descripción',
    opening_hours: 'Horario',
    adoption_conditions: 'Condiciones de adopción',
    photo: 'Logo o foto',
  },
  /** The four cards of the chosen shelter. */
  cards: {
    label: 'Gestión del refugio',
    pets: {
      title: 'Mascotas',
      text: 'Los animales que el refugio tiene en adopción.',
      action: 'Ver mascotas',
    },
    requests: {
      title: 'Solicitudes',
      text: 'Las solicitudes de adopción que recibe el refugio.',
      count: (n: number) => (n === 1 ? '1 solicitud pendiente' : `${n} solicitudes pendientes`),
    },
    settings: {
      title: 'Configuración',
      text: 'Los datos de contacto, las redes sociales y la ubicación del refugio.',
      action: 'Editar refugio',
      adminOnly: 'Solo los administradores del refugio pueden editarlo.',
    },
    users: {
      title: 'Usuarios',
      text: 'Las personas que gestionan el refugio y su rol.',
      action: 'Ver usuarios',
    },
  },
  /** "Editar refugio" side panel (spec §2, §5). */
  edit: {
    title: 'Editar refugio',
    intro: 'Los cambios se verán en la página pública del refugio.',
    sections: {
      basic: 'Información Básica',
      social: 'Redes Sociales',
      location: 'Ubicación',
      presentation: 'Presentación',
    },
    hints: {
      web: 'Por ejemplo https://www.refugio.es',
      social: 'El usuario (@refugio) o la dirección de la página.',
      latitude: 'En grados decimales, por ejemplo 40.4168.',
      longitude: 'En grados decimales, por ejemplo -3.7038.',
      description: 'Quiénes sois y cómo trabajáis. Se muestra en la página pública del refugio.',
      opening_hours: 'Por ejemplo: De lunes a viernes de 10:00 a 14:00. Sábados con cita previa.',
      adoption_conditions:
        'Qué pedís a quien adopta: entrevista, visita, contrato, cuota para vacunas y chip…',
    },
    /** The logo or photo, uploaded on its own (it is saved as soon as it is chosen). */
    photo: {
      hint: 'JPG, PNG, GIF o WebP de hasta 5 MB. Se guarda en cuanto la eliges.',
      choose: 'Elegir imagen',
      change: 'Cambiar imagen',
      remove: 'Quitar imagen',
      uploading: 'Subiendo imagen...',
      uploaded: 'La imagen del refugio se ha guardado.',
      removed: 'Se ha quitado la imagen del refugio.',
      none: 'El refugio aún no tiene logo ni foto.',
      current: (shelter: string) => `Logo o foto de ${shelter}`,
      failure: 'No se pudo guardar la imagen. Inténtalo de nuevo.',
    },
    submit: 'Guardar cambios',
    cancel: 'Cancelar',
    close: 'Cerrar',
    saving: 'Guardando...',
    success: 'El refugio ha sido actualizado correctamente.',
    failure: 'Ocurrió un error al actualizar el refugio. Por favor, inténtalo de nuevo más tarde.',
    fieldsFailure: 'Revisa los campos marcados.',
  },
  /** "Usuarios de {shelter}" modal (spec §2). */
  users: {
    title: (shelter: string) => `Usuarios de ${shelter}`,
    loading: 'Cargando usuarios...',
    empty: 'No hay usuarios asociados a este refugio.',
    loadError: 'No se pudieron cargar los usuarios del refugio. Inténtalo de nuevo más tarde.',
    columns: { name: 'Nombre', email: 'Email', role: 'Rol', actions: 'Acciones' },
    shown: (shown: number, total: number) => `Mostrando ${shown} de ${total} usuarios.`,
    you: '(tú)',
    close: 'Cerrar',
    /** Joining is an invitation the person accepts (PRODUCT.md "Law and trust"). */
    invite: {
      title: 'Invitar a una persona',
      hint: 'Le enviaremos una invitación por correo. Formará parte del refugio cuando la acepte, con una cuenta de Huella con ese mismo correo.',
      email: 'Email',
      role: 'Rol',
      submit: 'Invitar',
      success: (email: string) => `Hemos enviado una invitación a ${email}.`,
    },
    invitations: {
      title: 'Invitaciones pendientes',
      loadError: 'No se pudieron cargar las invitaciones. Inténtalo de nuevo más tarde.',
      pending: 'Invitación pendiente',
      expires: (date: string) => `Caduca el ${date}`,
      cancel: 'Cancelar',
      cancelLabel: (email: string) => `Cancelar la invitación a ${email}`,
      confirmTitle: 'Cancelar invitación',
      confirmMessage: (email: string) =>
        `¿Seguro que quieres cancelar la invitación a ${email}? El enlace que recibió dejará de funcionar.`,
      confirmLabel: 'Cancelar invitación',
      cancelled: (email: string) => `Has cancelado la invitación a ${email}.`,
    },
    remove: {
      label: (name: string) => `Quitar a ${name}`,
      leaveLabel: 'Salir del refugio',
      confirmTitle: 'Quitar usuario',
      confirmMessage: (name: string, shelter: string) =>
        `¿Seguro que quieres quitar a ${name} de ${shelter}? Dejará de poder gestionar el refugio y sus anuncios.`,
      confirmLabel: 'Quitar',
      leaveTitle: 'Salir del refugio',
      leaveMessage: (shelter: string) =>
        `¿Seguro que quieres salir de ${shelter}? Dejarás de poder gestionar el refugio y sus anuncios.`,
      leaveConfirmLabel: 'Salir',
      success: (name: string) => `${name} ya no forma parte del refugio.`,
      left: (shelter: string) => `Has salido de ${shelter}.`,
    },
  },
  /** /invitaciones?token=…: the invited person accepts or declines. */
  invitation: {
    title: 'Invitación a un refugio',
    loading: 'Cargando la invitación...',
    missingToken:
      'Falta el código de la invitación. Abre el enlace completo del correo que recibiste.',
    intro: (shelter: string, role: string) =>
      `${shelter} te invita a formar parte de su equipo en Huella como ${role}.`,
    forEmail: (email: string) => `La invitación es para ${email}.`,
    expires: (date: string) => `Caduca el ${date}.`,
    signInToAccept: (email: string) =>
      `Para aceptarla, inicia sesión o crea una cuenta con ${email}.`,
    otherAccount: (email: string) =>
      `Has iniciado sesión con otra cuenta. Para aceptarla, inicia sesión con ${email}.`,
    signIn: 'Iniciar sesión',
    register: 'Crear una cuenta',
    accept: 'Aceptar',
    decline: 'Rechazar',
    accepted: (shelter: string) => `¡Ya formas parte de ${shelter}!`,
    acceptedHint: 'Lo encontrarás en Mi cuenta, en la sección Refugios.',
    toShelters: 'Ir a Mis refugios',
    declined: 'Has rechazado la invitación. No formarás parte del refugio.',
    backHome: 'Volver al inicio',
  },
  /** The directory /refugios: verified shelters by city and kind. */
  directory: {
    title: 'Refugios y protectoras',
    eyebrow: 'Directorio',
    intro:
      'Refugios, protectoras y particulares verificados por Huella. Conoce su trabajo, sus horarios y los animales que buscan familia.',
    filters: 'Filtrar refugios',
    city: 'Ciudad',
    allCities: 'Todas las ciudades',
    kind: 'Tipo',
    allKinds: 'Todos los tipos',
    clear: 'Quitar filtros',
    results: 'Resultados',
    count: (n: number) => (n === 1 ? '1 refugio encontrado.' : `${n} refugios encontrados.`),
    loading: 'Cargando refugios...',
    empty: 'No hay refugios con estos filtros.',
    emptyHint: 'Prueba con otra ciudad u otro tipo.',
    loadError: 'No se pudieron cargar los refugios.',
    retry: 'Reintentar',
    animals: (n: number) =>
      n === 0
        ? 'Sin animales en adopción ahora'
        : n === 1
          ? '1 animal en adopción'
          : `${n} animales en adopción`,
    photoAlt: (shelter: string) => `Logo de ${shelter}`,
    unknownCity: 'Ciudad sin indicar',
  },
  /** The public page /refugios/{id}. */
  page: {
    breadcrumb: 'Ruta de navegación',
    home: 'Inicio',
    directory: 'Refugios',
    intro: (kind: string, city: string) =>
      `${city ? `${kind} de ${city}` : kind}. Conoce a sus animales en adopción y ponte en contacto.`,
    loading: 'Cargando refugio...',
    notFound: 'No se encontró el refugio.',
    notFoundHint: 'Puede que la dirección no sea correcta o que el refugio ya no esté en Huella.',
    toAdoptions: 'Ver todos los animales en adopción',
    contact: 'Contacto',
    noContact: 'Este refugio aún no ha publicado sus datos de contacto.',
    animals: 'Sus animales en adopción',
    about: 'Sobre el refugio',
    adoptionConditions: 'Condiciones de adopción',
    noDescription: 'Este refugio aún no ha escrito su presentación.',
    photoAlt: (shelter: string) => `Logo de ${shelter}`,
    animalsCount: (n: number) =>
      n === 1 ? '1 animal busca familia.' : `${n} animales buscan familia.`,
    animalsError: 'No se pudieron cargar los animales del refugio.',
    retry: 'Reintentar',
    links: {
      address: 'Dirección',
      hours: 'Horario',
      web: 'Sitio web',
      facebook: 'Facebook',
      instagram: 'Instagram',
      email: 'Email',
      phone: 'Teléfono',
      map: 'Ver en el mapa',
    },
  },
  errors: {
    notFound: 'No se encontró el refugio.',
    missingId: 'No se pudo identificar el refugio a actualizar.',
    nameRequired: 'El nombre del refugio es obligatorio',
    invalidEmail: 'Introduce un email válido, por ejemplo hola@refugio.es.',
    invalidKind: 'Elige un tipo: Refugio, Protectora o Particular.',
    invalidLatitude: 'La latitud debe ser un número entre -90 y 90.',
    invalidLongitude: 'La longitud debe ser un número entre -180 y 180.',
    coordinatesPair: 'Indica la latitud y la longitud, o deja las dos vacías.',
    descriptionTooLong: (max: number) => `La descripción no puede superar los ${max} caracteres.`,
    openingHoursTooLong: (max: number) => `El horario no puede superar los ${max} caracteres.`,
    adoptionConditionsTooLong: (max: number) =>
      `Las condiciones de adopción no pueden superar los ${max} caracteres.`,
    invalidCity: 'Indica una ciudad de hasta 100 caracteres.',
    invalidRole: 'Elige un rol: Administrador o Miembro.',
    notAdmin: 'Solo los administradores del refugio pueden cambiar sus datos y sus usuarios.',
    notMember: 'Solo los miembros del refugio pueden ver sus usuarios.',
    userNotFound: 'Usuario no encontrado',
    alreadyMember: 'Esta persona ya forma parte del refugio.',
    memberNotFound: 'Esta persona no forma parte del refugio.',
    lastAdmin:
      'El refugio debe tener al menos un administrador. Nombra antes a otra persona administradora.',
    /** Deleting the account of the last administrator of a shelter others rely on. */
    lastAdminAccount: (shelters: string) =>
      `Eres la única persona administradora de ${shelters}. Antes de eliminar tu cuenta, nombra administradora a otra persona del refugio (o invítala) para que nadie se quede sin poder gestionarlo.`,
    alreadyInvited: 'Ya hay una invitación pendiente para este email.',
    invitationNotFound: 'La invitación no existe, ha caducado o ya se ha usado.',
    invitationOtherEmail: (email: string) =>
      `Esta invitación es para ${email}. Inicia sesión con la cuenta de ese correo para aceptarla.`,
  },
} as const;
