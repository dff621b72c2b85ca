/**
 * Server-Sent Events for text that arrives in arbitrary pieces (the chat
 * stream is read with fetch, because EventSource cannot send the bearer
 * header). The parsing itself (CRLF, LF or CR line ends split anywhere,
 * comments as heartbeats, data lines joined with LF, `retry`) is
 * eventsource-parser's; this adapter keeps the last event id seen, as an
 * EventSource does for Last-Event-ID, and names unnamed events 'message'.
 *
 * Version 3: version 4 needs Node 22.12 and the project supports Node 20.
 * Two ways it differs from EventSource, neither of which the API's stream
 * meets (LF line ends; `id:` only beside a message's data): a block with an
 * id but no data does not change the last event id, and a line ended by a
 * lone CR counts only once the next byte shows it is not half of a CRLF.
 */
import { createParser } from 'eventsource-parser';

export interface SseEvent {
  /** `event:`, or 'message' when the server named none. */
  type: string;
  data: string;
  /** The last event id seen so far (this event's or an earlier one's). */
  lastEventId: string;
}

export interface SseParser {
  push(text: string): void;
}

export function createSseParser(
  onEvent: (event: SseEvent) => void,
  onRetry?: (milliseconds: number) => void,
): SseParser {
  let lastEventId = '';
  const parser = createParser({
    onEvent: ({ event, data, id }) => {
      if (id !== undefined) lastEventId = id;
      onEvent({ type: event || 'message', data, lastEventId });
    },
    onRetry: (milliseconds) => onRetry?.(milliseconds),
  });
  return { push: (text) => parser.feed(text) };
}
