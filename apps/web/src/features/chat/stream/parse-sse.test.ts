import { describe, expect, it, vi } from 'vitest';
import { createSseParser, type SseEvent } from './parse-sse';

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    (event) => events.push(event),
    (ms) => retries.push(ms),
  );
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries };
}

const stream =
  'retry: 3000\n\n' +
  ': ping\n\n' +
  'id: 41\nevent: message\ndata: {"type":"message","n":1}\n\n' +
  'event: read\ndata: {"type":"read"}\n\n';

describe('the chat stream parser', () => {
  it('reads events, ids, the retry delay, and skips heartbeats', () => {
    const { events, retries } = parse([stream]);
    expect(retries).toEqual([3000]);
    expect(events).toEqual([
      { type: 'message', data: '{"type":"message","n":1}', lastEventId: '41' },
      // An event without an id keeps the last one, as Last-Event-ID must.
      { type: 'read', data: '{"type":"read"}', lastEventId: '41' },
    ]);
  });

  it('gives the same events however the text is cut, even in the middle of a line', () => {
    const whole = parse([stream]).events;
    for (let cut = 1; cut < stream.length; cut += 1) {
      expect(parse([stream.slice(0, cut), stream.slice(cut)]).events).toEqual(whole);
    }
    expect(parse(stream.split('')).events).toEqual(whole);
  });

  it('accepts CRLF and CR line ends, a CRLF split between two pieces included', () => {
    const crlf = stream.replaceAll('\n', '\r\n');
    const whole = parse([stream]).events;
    expect(parse([crlf]).events).toEqual(whole);
    // A CR may be the first half of a CRLF, so the last CR-ended line waits
    // for the next byte (here a heartbeat) before it counts (see parse-sse.ts).
    expect(parse([stream.replaceAll('\n', '\r'), ': ping\r']).events).toEqual(whole);
    const split = crlf.indexOf('\r\n') + 1;
    expect(parse([crlf.slice(0, split), crlf.slice(split)]).events).toEqual(whole);
  });

  it('joins data lines with a line break and waits for the blank line to dispatch', () => {
    const onEvent = vi.fn();
    const parser = createSseParser(onEvent);
    parser.push('data: uno\ndata:dos\n');
    expect(onEvent).not.toHaveBeenCalled();
    parser.push('\n');
    expect(onEvent).toHaveBeenCalledWith({ type: 'message', data: 'uno\ndos', lastEventId: '' });
  });

  it('does not dispatch an event without data', () => {
    const { events } = parse(['event: read\n\n', 'id: 7\n\n', 'data: x\n\n']);
    // An id in a block without data is not kept (unlike EventSource): the API
    // sends `id:` only with a message's data (see parse-sse.ts).
    expect(events).toEqual([{ type: 'message', data: 'x', lastEventId: '' }]);
  });
});
