/**
 * A Server-Sent Events parser for text that arrives in arbitrary pieces (the
 * chat stream is read with fetch, because EventSource cannot send the bearer
 * header). Follows the HTML standard's rules: lines end in CRLF, LF or CR
 * (a CRLF may be split between two pieces), `:` lines are comments
 * (heartbeats), `data` lines join with LF, a blank line dispatches, and the
 * last `id` is kept for Last-Event-ID.
 */
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
  let pending = '';
  let afterCarriageReturn = false;
  let type = '';
  let data: string[] = [];
  let lastEventId = '';

  const dispatch = () => {
    if (data.length > 0) onEvent({ type: type || 'message', data: data.join('\n'), lastEventId });
    type = '';
    data = [];
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') {
      if (!value.includes('\0')) lastEventId = value;
    } else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };

  return {
    push(text) {
      let start = 0;
      for (let index = 0; index < text.length; index += 1) {
        const char = text[index];
        if (char === '\n' && afterCarriageReturn && index === start) {
          // The LF of a CRLF whose CR ended the previous piece (or line).
          afterCarriageReturn = false;
          start = index + 1;
          continue;
        }
        afterCarriageReturn = false;
        if (char === '\r' || char === '\n') {
          processLine(pending + text.slice(start, index));
          pending = '';
          start = index + 1;
          afterCarriageReturn = char === '\r';
        }
      }
      pending += text.slice(start);
    },
  };
}
