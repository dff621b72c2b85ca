/**
 * Dates as a Spanish reader expects them, on Spain's (peninsular) clock
 * whatever the device's time zone: every screen that shows a date uses these.
 */
export const SPAIN_TIME_ZONE = 'Europe/Madrid';

const shortDate = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: SPAIN_TIME_ZONE,
});
const longDate = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SPAIN_TIME_ZONE,
});
const dateTime = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SPAIN_TIME_ZONE,
});
const time = new Intl.DateTimeFormat('es-ES', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SPAIN_TIME_ZONE,
});

/** "3 nov 2026" */
export const formatShortDate = (iso: string) => shortDate.format(new Date(iso));
/** "3 de noviembre de 2026" */
export const formatLongDate = (iso: string) => longDate.format(new Date(iso));
/** "3 nov 2026, 18:23" */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
/** "18:23" */
export const formatTime = (iso: string) => time.format(new Date(iso));
