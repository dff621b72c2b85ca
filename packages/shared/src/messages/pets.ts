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
} as const;
