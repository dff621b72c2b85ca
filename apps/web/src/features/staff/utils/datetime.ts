/**
 * A `datetime-local` value ("2026-12-01T09:30", the device's clock) as the
 * API wants it (ISO 8601 with the offset: "2026-12-01T09:30:00+01:00"), and back.
 */
const pad = (value: number) => String(value).padStart(2, '0');

/** Null when the value is not a date and time. */
export function localInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const date = new Date(year!, month! - 1, day!, hour!, minute!);
  if (Number.isNaN(date.getTime()) || date.getDate() !== day) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${year}-${pad(month!)}-${pad(day!)}T${pad(hour!)}:${pad(minute!)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An ISO date as a `datetime-local` value on the device's clock. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
