/** The adoption catalogue: animals, announcements, favourites and reports (spec §2, §3, §5, §8). */
export const petsMessages = {
  errors: {
    notFound: 'No se encontró información del animal.',
    requiredFields:
      'Por favor completa los campos obligatorios: Nombre, Tipo, Descripción y Refugio.',
    invalidDate: 'La fecha debe tener el formato AAAA-MM-DD.',
    futureBirth: 'La fecha de nacimiento no puede ser futura.',
    notShelterMember: 'Solo los miembros del refugio pueden gestionar sus anuncios.',
    shelterNotFound: 'El refugio no existe.',
    photoNotFound: 'La foto no existe.',
    photoOrder: 'Indica todas las fotos del anuncio, cada una una vez, en el nuevo orden.',
    shelterNotVerified:
      'Tu refugio aún no está verificado. Podrás publicar anuncios cuando el equipo de Huella lo revise.',
    favouritesOwnOnly: 'Solo puedes consultar y cambiar tus propios favoritos.',
    reportReason: 'Selecciona un motivo.',
    reportEmail: 'Introduce un correo válido o déjalo vacío.',
  },
  defaults: {
    description: 'Sin descripción',
  },
  report: {
    received: 'Gracias, revisaremos el anuncio.',
  },
  /** The labels of an animal's characteristics list (Animal shape). */
  characteristics: {
    kinds: { perro: 'Perro', gato: 'Gato', ave: 'Ave', otros: 'Otros' },
    genders: { macho: 'Macho', hembra: 'Hembra' },
    sizes: { pequeño: 'Tamaño pequeño', mediano: 'Tamaño mediano', grande: 'Tamaño grande' },
    ageMonths: (months: number) => (months === 1 ? '1 mes' : `${months} meses`),
    ageYears: (years: number) => (years === 1 ? '1 año' : `${years} años`),
    sterilized: 'Esterilizado',
    vaccinated: 'Vacunado',
    microchipped: 'Con microchip',
    goodWithChildren: 'Bien con niños',
    goodWithDogs: 'Bien con perros',
    goodWithCats: 'Bien con gatos',
    energy: { baja: 'Tranquilo', media: 'Energía media', alta: 'Muy activo' },
    needsGarden: 'Necesita jardín o patio',
    states: { en_adopcion: 'En adopción', adoptada: 'Adoptado', pendiente: 'Adopción pendiente' },
  },
  /**
   * What a visitor sees of an announcement's state (cards, the animal page,
   * favourites, shelter pages): a shelter's "pendiente" reads as reserved.
   */
  publicStates: {
    en_adopcion: 'Disponible',
    pendiente: 'Reservado',
    adoptada: 'Adoptado',
  },
  publicStateHints: {
    en_adopcion: 'Busca familia: puedes enviar una solicitud de adopción.',
    pendiente: 'El refugio ya está estudiando una adopción para este animal.',
    adoptada: 'Este animal ya ha encontrado familia.',
  },
  /** The animal page (/adopciones/animal/{id}) beyond the spec's own texts. */
  animalPage: {
    loadError: 'No se pudo cargar el animal. Comprueba tu conexión.',
    loadErrorHint: 'No es que el anuncio no exista: no hemos podido hablar con el servidor.',
    retry: 'Reintentar',
    edit: 'Editar anuncio',
    memberViews: 'Tus visitas y las de tu refugio no se cuentan.',
    reserved: {
      title: 'Reservado: ahora no se pueden enviar solicitudes',
      text: (name: string) =>
        `El refugio ya está estudiando una adopción para ${name}. Si no sale adelante, volverá a estar disponible.`,
      follow: 'Avisarme si vuelve a estar disponible',
      following: 'Lo tienes en favoritos: te avisaremos si vuelve a estar disponible.',
      notFollowing: 'Guárdalo en favoritos y te avisaremos si vuelve a estar disponible.',
    },
    adopted: {
      title: (name: string) => `¡${name} ya ha encontrado familia!`,
      text: 'Gracias a quienes compartieron su anuncio. Muchos otros siguen esperando la suya.',
    },
    similar: (kind: 'perro' | 'gato' | 'ave' | 'otros', city: string) => {
      const what = { perro: 'perros', gato: 'gatos', ave: 'aves', otros: 'otros animales' }[kind];
      return city ? `Ver ${what} en adopción en ${city}` : `Ver ${what} en adopción`;
    },
    shelter: {
      heading: 'El refugio',
      see: (name: string) => `Ver la página de ${name}`,
      others: 'Otros animales de este refugio',
      seeAll: 'Ver todos',
      seeAllOf: (name: string) => `Ver todos los animales de ${name}`,
    },
    lightbox: {
      open: (name: string) => `Ampliar las fotos de ${name}`,
      label: (name: string) => `Fotos de ${name}`,
      previous: 'Foto anterior',
      next: 'Foto siguiente',
      close: 'Cerrar',
      counter: (index: number, total: number) => `${index} de ${total}`,
    },
  },
} as const;
