/**
 * Content negotiation for answers this process compresses itself, once, and
 * keeps: the catalogue cache's answers and the web app's pages. (The
 * compression plugin compresses on every request, and only on routes: the
 * not-found handler that serves most pages is not one.)
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** As the compression plugin: smaller bodies are sent as they are. */
export const COMPRESS_FROM_BYTES = 1024;

/** Brotli if the client takes it, else gzip, else none (`;q=0` refuses an encoding). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let gzip = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((token) => token.trim());
    const quality = params.find((param) => param.startsWith('q='));
    if (quality !== undefined && !(Number(quality.slice(2)) > 0)) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

export function compressBody(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}
