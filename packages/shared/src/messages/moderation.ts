/**
 * Staff's moderation (issue 17): reports of announcements, hidden
 * announcements, suspended shelters and deactivated accounts, as the API
 * answers and mails them. The staff screens' own words are in
 * staff-admin-screens.ts.
 */
import type { ReportStatus } from '../constants';

export const moderationMessages = {
  reportStates: {
    abierta: 'Abierta',
    en_revision: 'En revisión',
    resuelta: 'Resuelta',
    descartada: 'Descartada',
  } satisfies Record<ReportStatus, string>,
  errors: {
    reportNotFound: 'No se encontró la denuncia.',
    shelterNotFound: 'No se encontró el refugio.',
    userNotFound: 'No se encontró el usuario.',
    petNotFound: 'No se encontró el anuncio.',
    reasonRequired: 'Explica el motivo: queda en el registro de auditoría.',
    statementRequired:
      'Escribe la declaración de motivos: se enviará al refugio y, si dejó su correo, a quien denunció.',
    reasonTooShort: (min: number) => `El motivo debe tener al menos ${min} caracteres.`,
    invalidReportTransition: 'La denuncia ya está cerrada y no puede cambiar de estado.',
    notYourself: 'No puedes cambiar tu propia cuenta desde aquí.',
    lastStaff: 'Debe quedar al menos una persona de Staff activa.',
    memberExists: 'Esa persona ya es miembro del refugio.',
    memberUnknown: 'No hay ninguna cuenta con ese correo.',
    lastAdministrator: 'El refugio debe conservar al menos un administrador.',
    shelterSuspended:
      'Este refugio está suspendido por el equipo de Huella y no puede publicar anuncios. Escríbenos desde Contacto para saber más.',
    accountDeactivated:
      'Esta cuenta está desactivada. Si crees que es un error, escríbenos desde Contacto.',
    invalidDateRange: 'La fecha de inicio debe ser anterior a la de fin.',
    mailNotFound: 'No se encontró el correo.',
    mailAlreadySent: 'Este correo ya se envió: no hace falta reintentarlo.',
  },
  /** The mails of moderation: statements of reasons (DSA art. 17) and the reporter's answer. */
  mails: {
    /** To the shelter: a report about one of its announcements was decided. */
    statement: {
      subject: (pet: string) => `Decisión sobre el anuncio de ${pet}`,
      decisionHidden: (pet: string) =>
        `Hemos ocultado el anuncio de ${pet}: ya no aparece en Huella hasta que el equipo vuelva a mostrarlo. Sigues viéndolo y puedes editarlo desde tu panel.`,
      decisionShown: (pet: string) =>
        `Hemos vuelto a mostrar el anuncio de ${pet}: aparece de nuevo en Huella.`,
      decisionResolved: (pet: string) =>
        `Hemos revisado una denuncia sobre el anuncio de ${pet} y la hemos considerado fundada. El anuncio sigue publicado.`,
      decisionDismissed: (pet: string) =>
        `Hemos revisado una denuncia sobre el anuncio de ${pet} y la hemos descartado. No cambia nada en el anuncio.`,
      facts: (reason: string) => `Hechos: recibimos una denuncia por «${reason}».`,
      factsNoReport: 'Hechos: el equipo de Huella revisó el anuncio.',
      reasonIntro: 'Motivo de la decisión:',
      human:
        'Esta decisión la ha tomado una persona del equipo de Huella, no un sistema automático.',
      contest:
        'Si no estás de acuerdo, puedes recurrirla respondiendo desde la página de Contacto: revisaremos el caso de nuevo.',
      action: 'Ir a Contacto',
    },
    /** To whoever reported, when they left an address. */
    reporter: {
      subject: (pet: string) => `Tu denuncia del anuncio de ${pet}`,
      resolved: (pet: string) =>
        `Gracias por avisarnos. Hemos revisado tu denuncia del anuncio de ${pet} y la hemos considerado fundada.`,
      resolvedHidden: (pet: string) =>
        `Gracias por avisarnos. Hemos revisado tu denuncia del anuncio de ${pet}, la hemos considerado fundada y hemos ocultado el anuncio.`,
      dismissed: (pet: string) =>
        `Gracias por avisarnos. Hemos revisado tu denuncia del anuncio de ${pet} y no hemos encontrado motivos para actuar.`,
      reasonIntro: 'Motivo de la decisión:',
      human: 'La decisión la ha tomado una persona del equipo de Huella.',
      contest: 'Si no estás de acuerdo, escríbenos desde la página de Contacto.',
    },
  },
} as const;
