/**
 * Chat times in Spanish on Spain's (peninsular) clock, whatever the device
 * says: "hace 5 minutos" in the list (spec §9's units), day separators
 * ("Hoy", "Ayer", "lunes, 23 de noviembre") and hours in a conversation.
 */
import { chatScreensMessages } from '@huella/shared/messages/chat-screens';
import { dateFormat, formatShortDate, SPAIN_TIME_ZONE } from '../../../lib/dates';

const relativeText = chatScreensMessages.relative;

const dateKey = dateFormat(
  { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: SPAIN_TIME_ZONE },
  'en-CA',
);
const longDay = dateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: SPAIN_TIME_ZONE,
});
const longDayWithYear = dateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SPAIN_TIME_ZONE,
});

/** The calendar day in Madrid, as YYYY-MM-DD. */
export const madridDay = (date: Date) => dateKey(date);

/** "Hoy", "Ayer", or the day in words (with its year when it is not this one). */
export function formatDay(iso: string, now = new Date()): string {
  const day = madridDay(new Date(iso));
  const today = madridDay(now);
  if (day === today) return chatScreensMessages.conversation.today;
  // Noon of today in UTC minus a day: a DST change can never skip or repeat the day.
  const yesterday = new Date(`${today}T12:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  if (day === yesterday.toISOString().slice(0, 10))
    return chatScreensMessages.conversation.yesterday;
  const format = day.slice(0, 4) === today.slice(0, 4) ? longDay : longDayWithYear;
  return format(new Date(iso));
}

const WEEK_SECONDS = 7 * 24 * 3600;

/** "hace 3 horas"; a week or more ago, the date. */
export function formatRelative(iso: string, now = new Date()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 1000));
  if (seconds < 5) return relativeText.now;
  if (seconds < 60) return relativeText.seconds(seconds);
  if (seconds < 3600) return relativeText.minutes(Math.floor(seconds / 60));
  if (seconds < 86_400) return relativeText.hours(Math.floor(seconds / 3600));
  if (seconds < WEEK_SECONDS) return relativeText.days(Math.floor(seconds / 86_400));
  return formatShortDate(iso);
}
