/**
 * "hace 3 horas": how long ago a comment was written, in the largest whole
 * unit of days, hours, minutes and seconds (spec §9), singular and plural.
 * A moment ago (or a clock a little ahead of the server's) reads "hace 1
 * segundo" rather than zero or a negative count.
 */
import { blogScreensMessages, type BlogTimeUnit } from '@huella/shared/messages/blog-screens';

const SECOND = 1000;
const STEPS: Array<[BlogTimeUnit, number]> = [
  ['day', 24 * 60 * 60 * SECOND],
  ['hour', 60 * 60 * SECOND],
  ['minute', 60 * SECOND],
];

export function relativeTime(timestamp: number, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - timestamp);
  for (const [unit, size] of STEPS) {
    if (elapsed >= size) return blogScreensMessages.relativeTime(unit, Math.floor(elapsed / size));
  }
  return blogScreensMessages.relativeTime('second', Math.max(1, Math.floor(elapsed / SECOND)));
}
