/**
 * Dates as a Spanish reader expects them, on Spain's (peninsular) clock
 * whatever the device's time zone: every screen that shows a date uses these.
 */
export const SPAIN_TIME_ZONE = 'Europe/Madrid';

/**
 * A date formatter built on its first use. The first Intl.DateTimeFormat of a
 * page loads the browser's locale and time-zone data, about 15 ms of a
 * phone's main thread: a module that built its formatters when it loaded paid
 * that on every page that imported it, showing a date or not (issue 18).
 */
export function dateFormat(
  options: Intl.DateTimeFormatOptions,
  locale = 'es-ES',
): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat(locale, options)).format(date);
}

const shortDate = dateFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: SPAIN_TIME_ZONE,
});
const longDate = dateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SPAIN_TIME_ZONE,
});
const dateTime = dateFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SPAIN_TIME_ZONE,
});
const time = dateFormat({ hour: '2-digit', minute: '2-digit', timeZone: SPAIN_TIME_ZONE });

/** "3 nov 2026" */
export const formatShortDate = (iso: string) => shortDate(new Date(iso));
/** "3 de noviembre de 2026" */
export const formatLongDate = (iso: string) => longDate(new Date(iso));
/** "3 nov 2026, 18:23" */
export const formatDateTime = (iso: string) => dateTime(new Date(iso));
/** "18:23" */
export const formatTime = (iso: string) => time(new Date(iso));
