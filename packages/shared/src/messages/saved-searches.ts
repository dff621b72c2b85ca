/**
 * Saved searches with e-mail alerts (issue 20): the API's answers and errors,
 * the summary of a search's filters in words («Perros · Madrid · cachorros»),
 * and the alert mail.
 */
import {
  SAVED_SEARCH_NAME_MAX_LENGTH,
  SAVED_SEARCHES_PER_ACCOUNT,
  type AgeBand,
  type PetGender,
  type PetKind,
  type PetSize,
  type SavedSearchFrequency,
} from '../constants';

export const savedSearchesMessages = {
  errors: {
    notFound: 'Esa búsqueda guardada no existe.',
    duplicate: 'Ya tienes guardada esta búsqueda.',
    tooMany: `Ya tienes ${SAVED_SEARCHES_PER_ACCOUNT} búsquedas guardadas, el máximo. Borra alguna para guardar otra.`,
    name: `El nombre debe tener entre 1 y ${SAVED_SEARCH_NAME_MAX_LENGTH} caracteres.`,
    frequency: 'La frecuencia no es válida: usa inmediata, diaria o semanal.',
    paused: 'El valor de pausada no es válido: usa true o false.',
    filters: 'Los filtros de la búsqueda no son válidos.',
    unknownFilter: 'Este filtro no existe en el catálogo.',
    nothingToChange: 'Indica qué quieres cambiar: nombre, frecuencia o pausa.',
    unknownToken:
      'El enlace para dejar de recibir avisos no es válido o esa búsqueda ya no existe.',
  },
  unsubscribed: 'Has dejado de recibir avisos de esta búsqueda.',
  /** /busquedas/baja: the page behind the alert mail's unsubscribe link. */
  unsubscribePage: {
    title: 'Dejar de recibir avisos',
    question:
      '¿Quieres dejar de recibir avisos de esta búsqueda? La búsqueda sigue guardada en Mi cuenta y puedes reanudarla cuando quieras.',
    submit: 'Dejar de recibir avisos',
    doneTitle: 'Avisos detenidos',
    doneText: 'Has dejado de recibir avisos de esta búsqueda.',
    errorTitle: 'No hemos podido detener los avisos',
    missingToken:
      'Falta el enlace para dejar de recibir avisos. Abre el enlace que aparece al final del correo de aviso.',
    backHome: 'Volver al inicio',
  },
  /** The web screens: "Guardar búsqueda" on /adopciones and Mi cuenta's section. */
  screens: {
    save: {
      button: 'Guardar búsqueda',
      /** The button's visible text on phones (its name stays the whole one). */
      buttonShort: 'Guardar',
      title: 'Guardar esta búsqueda',
      text: 'Te avisaremos por correo cuando lleguen animales que encajen con ella.',
      close: 'Cerrar',
      name: 'Nombre (opcional)',
      nameHint: (summary: string) => `Si lo dejas vacío, se llamará «${summary}».`,
      frequency: 'Avisos por correo',
      cancel: 'Cancelar',
      submit: 'Guardar',
      saving: 'Guardando…',
      saved: (name: string) => `Búsqueda «${name}» guardada.`,
      manage: 'Ver mis búsquedas guardadas',
      signInTitle: 'Inicia sesión para continuar',
      signInMessage:
        'Debes iniciar sesión o crear una cuenta para guardar búsquedas y recibir avisos de animales nuevos.',
    },
    section: {
      menu: 'Búsquedas guardadas',
      title: 'Búsquedas guardadas',
      intro: 'Te avisamos por correo cuando llegan animales nuevos que encajan con ellas.',
      loading: 'Cargando tus búsquedas…',
      loadError: 'No se pudieron cargar tus búsquedas guardadas.',
      empty: 'Aún no tienes búsquedas guardadas',
      emptyHint:
        'En Adopciones, elige los filtros que te interesan y pulsa «Guardar búsqueda»: te avisaremos cuando lleguen animales que encajen.',
      toCatalogue: 'Ir a Adopciones',
      count: (count: number) =>
        count === 1 ? '1 búsqueda guardada' : `${count} búsquedas guardadas`,
      filters: 'Filtros',
      frequency: 'Avisos',
      paused: 'En pausa',
      pause: 'Pausar',
      resume: 'Reanudar',
      pauseLabel: (name: string) => `Pausar los avisos de «${name}»`,
      resumeLabel: (name: string) => `Reanudar los avisos de «${name}»`,
      delete: 'Eliminar',
      deleteLabel: (name: string) => `Eliminar «${name}»`,
      deleteTitle: 'Eliminar búsqueda',
      deleteMessage: (name: string) =>
        `¿Seguro que quieres eliminar «${name}»? Dejarás de recibir sus avisos.`,
      viewResults: 'Ver resultados',
      viewResultsLabel: (name: string) => `Ver resultados de «${name}»`,
      frequencyChanged: (frequency: string) => `Avisos: ${frequency.toLowerCase()}.`,
      pausedDone: (name: string) => `Avisos de «${name}» en pausa.`,
      resumedDone: (name: string) => `Avisos de «${name}» reanudados.`,
      deleted: (name: string) => `Búsqueda «${name}» eliminada.`,
    },
  },
  frequencies: {
    inmediata: 'En cuanto haya animales nuevos',
    diaria: 'Una vez al día',
    semanal: 'Una vez a la semana',
  } satisfies Record<SavedSearchFrequency, string>,
  /** The pieces of a search's summary, joined by « · ». */
  summary: {
    separator: ' · ',
    everything: 'Todos los animales',
    kinds: {
      perro: 'Perros',
      gato: 'Gatos',
      ave: 'Aves',
      otros: 'Otros animales',
    } satisfies Record<PetKind, string>,
    words: (q: string) => `«${q}»`,
    genders: { macho: 'machos', hembra: 'hembras' } satisfies Record<PetGender, string>,
    ages: {
      cachorro: 'cachorros',
      joven: 'jóvenes',
      adulto: 'adultos',
      senior: 'sénior',
    } satisfies Record<AgeBand, string>,
    sizes: {
      pequeño: 'pequeños',
      mediano: 'medianos',
      grande: 'grandes',
    } satisfies Record<PetSize, string>,
    sterilized: { yes: 'esterilizados', no: 'sin esterilizar' },
    goodWith: {
      children: { yes: 'bien con niños', no: 'no aptos con niños' },
      dogs: { yes: 'bien con perros', no: 'no aptos con perros' },
      cats: { yes: 'bien con gatos', no: 'no aptos con gatos' },
    },
    shelter: (name: string) => `de ${name}`,
    unknownShelter: (id: number) => `del refugio n.º ${id}`,
  },
  mail: {
    subject: (count: number, name: string) =>
      count === 1 ? `Un animal nuevo para «${name}»` : `${count} animales nuevos para «${name}»`,
    intro: (count: number, name: string) =>
      count === 1
        ? `Hay un animal nuevo que encaja con tu búsqueda «${name}»:`
        : `Hay ${count} animales nuevos que encajan con tu búsqueda «${name}»:`,
    animal: (name: string, city: string) => (city ? `${name} (${city})` : name),
    more: (count: number) => (count === 1 ? 'y 1 más' : `y ${count} más`),
    action: 'Ver todos los resultados',
    why: (frequency: string) =>
      `Recibes este correo porque guardaste esta búsqueda en Huella con avisos: ${frequency.toLowerCase()}.`,
    manage: (url: string) => `Puedes cambiar o borrar tus búsquedas en Mi cuenta: ${url}`,
    unsubscribe: '¿No quieres recibir más avisos de esta búsqueda? Deja de recibirlos aquí:',
  },
};
