/**
 * When alerts are due: daily ones at 08:00 and weekly ones on Mondays at 08:00,
 * Madrid time, whatever the server's own time zone and summer time. A search
 * is due when the latest such slot came after its last check, so one created
 * after today's slot waits for tomorrow's (or next Monday's).
 */
import { SAVED_SEARCH_ALERT_HOUR, SAVED_SEARCH_TIME_ZONE } from '@huella/shared/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

const zoned = new Intl.DateTimeFormat('en-GB', {
  timeZone: SAVED_SEARCH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** The wall-clock time in Madrid of an instant. */
function localParts(instant: Date) {
  const parts = Object.fromEntries(
    zoned.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** How far Madrid's wall clock is ahead of UTC at that instant. */
function offsetMs(instant: Date): number {
  const p = localParts(instant);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant when Madrid's clocks show `hour`:00 on that date (never in a summer-time gap at 08:00). */
export function madridTime(date: LocalDate, hour: number, minute = 0): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  let instant = wall - offsetMs(new Date(wall));
  const corrected = wall - offsetMs(new Date(instant));
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** The calendar date `days` after `date` (negative: before). */
function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** The latest daily slot at or before `now`. */
export function dailySlot(now: Date): Date {
  const today = localParts(now);
  const slot = madridTime(today, SAVED_SEARCH_ALERT_HOUR);
  return slot <= now ? slot : madridTime(addDays(today, -1), SAVED_SEARCH_ALERT_HOUR);
}

/** The latest weekly slot (Monday) at or before `now`. */
export function weeklySlot(now: Date): Date {
  const today = localParts(now);
  // 0 on Monday … 6 on Sunday, of Madrid's date.
  const sinceMonday =
    (new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7;
  const monday = addDays(today, -sinceMonday);
  const slot = madridTime(monday, SAVED_SEARCH_ALERT_HOUR);
  return slot <= now ? slot : madridTime(addDays(monday, -7), SAVED_SEARCH_ALERT_HOUR);
}
