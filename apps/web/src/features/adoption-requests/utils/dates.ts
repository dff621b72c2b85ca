/** Dates of requests in Spanish, on Spain's (peninsular) clock whatever the device says. */
const TIME_ZONE = 'Europe/Madrid';

const day = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const moment = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

export const formatDay = (iso: string) => day.format(new Date(iso));
export const formatMoment = (iso: string) => moment.format(new Date(iso));
