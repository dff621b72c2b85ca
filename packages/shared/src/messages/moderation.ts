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
  },
} as const;
