/**
 * The compatibility questionnaire (issue 20): its questions in Mi cuenta, the
 * API's errors, the new traits of an announcement, and the reasons a card or
 * an animal page gives for why an animal fits or what to consider.
 */
import {
  ADOPTION_TEXT_MAX_LENGTH,
  type ActivityLevel,
  type ExperienceLevel,
  type PetEnergy,
} from '../constants';

export const compatibilityMessages = {
  errors: {
    notFound: 'Aún no has rellenado el cuestionario de compatibilidad.',
    experience: 'Elige tu experiencia con animales.',
    activity: 'Elige tu ritmo de vida: tranquila, moderada o activa.',
    sizes: 'Los tamaños no son válidos: usa pequeño, mediano o grande.',
    otherAnimals: 'Indica si ya vive algún perro o gato contigo.',
    otherAnimalsNotes: `La descripción de tus otros animales no puede superar ${ADOPTION_TEXT_MAX_LENGTH} caracteres.`,
    /** Ordering by compatibility needs someone whose questionnaire is known. */
    sortSignIn: 'Inicia sesión para ordenar por compatibilidad.',
    sortNeedsQuestionnaire:
      'Rellena el cuestionario de compatibilidad en Mi cuenta para ordenar por compatibilidad.',
    /** Two of a person's lists are being ordered by compatibility already (pets/service.ts). */
    sortBusy:
      'Ya estamos ordenando otras listas por compatibilidad para ti. Espera un momento y vuelve a intentarlo.',
  },
  saved: 'Cuestionario guardado.',
  deleted: 'Cuestionario borrado.',
  experience: {
    ninguna: 'Sería mi primer animal',
    alguna: 'He convivido con animales',
    mucha: 'Tengo mucha experiencia',
  } satisfies Record<ExperienceLevel, string>,
  activity: {
    tranquila: 'Tranquila: paseos cortos y mucho sofá',
    moderada: 'Moderada: paseos diarios y alguna escapada',
    activa: 'Activa: deporte, montaña y largas caminatas',
  } satisfies Record<ActivityLevel, string>,
  energy: { baja: 'Tranquilo', media: 'Energía media', alta: 'Muy activo' } satisfies Record<
    PetEnergy,
    string
  >,
  /** The announcement form's new traits. */
  traits: {
    energy: 'Nivel de energía',
    energyUnknown: 'Sin indicar',
    needsGarden: 'Necesita jardín o patio',
  },
  /** Why an animal fits (fit) or what to consider (consider). */
  reasons: {
    gardenMissing: 'Necesita jardín',
    gardenFits: 'Tienes el jardín que necesita',
    catsAvoid: 'Mejor sin gatos',
    catsFit: 'Se lleva bien con gatos',
    dogsAvoid: 'Mejor sin perros',
    dogsFit: 'Se lleva bien con perros',
    childrenAvoid: 'Mejor sin niños',
    childrenFit: 'Se lleva bien con niños',
    youngChildren: 'Muy enérgico para niños pequeños',
    tooActive: 'Necesita mucha actividad',
    activeFits: 'Activo como tú',
    calmFits: 'Tranquilo como tú',
    hoursAlone: 'Pasaría muchas horas solo',
    sizeFits: 'El tamaño que buscas',
    sizeOther: 'No es el tamaño que buscas',
    needsSpace: 'Necesita más espacio que un piso',
    experience: 'Mejor con experiencia',
  },
  /** The animal page and the cards. */
  badges: {
    fitsTitle: 'Por qué encaja contigo',
    considerTitle: 'Ten en cuenta',
    fitsLabel: 'Encaja contigo',
    considerLabel: 'A tener en cuenta',
    noQuestionnaire:
      'Rellena el cuestionario de compatibilidad y te diremos qué animales encajan contigo.',
    fillQuestionnaire: 'Rellenar el cuestionario',
  },
  /** Mi cuenta's section. */
  section: {
    title: 'Cuestionario de compatibilidad',
    /** Mi cuenta's menu entry. */
    menu: 'Compatibilidad',
    intro:
      'Cuéntanos cómo es tu casa y tu día a día. Con tus respuestas te diremos qué animales encajan contigo, podrás ordenar el catálogo por compatibilidad y tu solicitud de adopción llegará ya rellena.',
    home: 'Tu casa',
    homeType: '¿Vives en un piso o en una casa?',
    garden: '¿Tienes jardín o patio?',
    hoursAlone: '¿Cuántas horas al día pasaría solo el animal?',
    children: 'Niños en casa',
    childAge: (position: number) => `Edad del niño ${position}`,
    otherAnimals: 'Otros animales en casa',
    hasDogs: 'Vive algún perro conmigo',
    hasCats: 'Vive algún gato conmigo',
    otherAnimalsNotes: 'Otros animales (opcional)',
    otherAnimalsNotesHint: 'Por ejemplo: un conejo y dos periquitos.',
    experience: 'Tu experiencia con animales',
    activity: 'Tu ritmo de vida',
    sizes: 'Tamaño que prefieres',
    sizesHint: 'Deja todos sin marcar si te da igual.',
    yes: 'Sí',
    no: 'No',
    save: 'Guardar cuestionario',
    delete: 'Borrar cuestionario',
    deleteConfirm:
      '¿Borrar tu cuestionario? Dejaremos de mostrarte la compatibilidad y tu solicitud de adopción ya no llegará rellena.',
    updatedAt: (date: string) => `Actualizado el ${date}`,
    loadError: 'No hemos podido cargar tu cuestionario. Inténtalo de nuevo.',
    seeCompatible: 'Ver los animales por compatibilidad',
  },
  /** The adoption form, pre-filled from the questionnaire. */
  prefill: {
    notice:
      'Hemos rellenado el formulario con tu cuestionario de compatibilidad. Revísalo antes de enviarlo.',
    dogs: 'Perro',
    cats: 'Gato',
    experience: {
      ninguna: 'Sería mi primer animal.',
      alguna: 'He convivido con animales antes.',
      mucha: 'Tengo mucha experiencia con animales.',
    } satisfies Record<ExperienceLevel, string>,
  },
};
