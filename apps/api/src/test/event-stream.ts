/**
 * A Server-Sent Events stream read over real HTTP, frame by frame. node:http
 * rather than fetch: closing destroys the socket at once, where fetch would
 * keep the connection alive after an abort and hold the server's close back.
 */
import http from 'node:http';
import https from 'node:https';

export interface SseFrame {
  event?: string;
  id?: string;
  data?: string;
  retry?: string;
}

/**
 * Opens the stream; `frame()` waits a bounded time for a frame that matches.
 * An https URL is trusted with `ca` (a proxy's own certificate).
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string>,
  options: { ca?: string } = {},
) {
  const requestOptions = { headers: { accept: 'text/event-stream', ...headers } };
  const request = url.startsWith('https:')
    ? https.get(url, { ...requestOptions, ca: options.ca })
    : http.get(url, requestOptions);
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  request.on('error', () => {});
  if (response.statusCode !== 200) {
    request.destroy();
    throw new Error(`stream at ${url}: ${response.statusCode}`);
  }
  const frames: SseFrame[] = [];
  let ended = false;
  let wake = () => {};
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const frame: SseFrame = {};
      for (const line of buffer.slice(0, cut).split('\n')) {
        const colon = line.indexOf(':');
        if (colon <= 0) continue;
        const field = line.slice(0, colon);
        if (field === 'event' || field === 'id' || field === 'data' || field === 'retry') {
          frame[field] = line.slice(colon + 1).replace(/^ /, '');
        }
      }
      buffer = buffer.slice(cut + 2);
      frames.push(frame);
    }
    wake();
  });
  response.on('close', () => {
    ended = true;
    wake();
  });

  const frame = async (matches: (frame: SseFrame) => boolean, what: string, withinMs = 15_000) => {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const found = frames.find(matches);
      if (found) return found;
      if (ended) throw new Error(`the stream at ${url} ended before ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`no ${what} on ${url} within ${withinMs} ms: ${JSON.stringify(frames)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };
  return { frames, frame, close: () => request.destroy() };
}
