/**
 * What the request log may show of an address. Links in mail carry secret
 * tokens (`/recuperar-contrasena/nueva?token=…`); when someone follows one,
 * the request line would put a live token in the log, so token values are
 * replaced before anything is written.
 */
import type { FastifyRequest } from 'fastify';

const TOKEN_PARAMETER = /([?&](?:[^=&#]*token)=)[^&#]*/gi;

export function redactTokens(url: string): string {
  return url.replace(TOKEN_PARAMETER, '$1[redactado]');
}

/** Fastify's request serializer, with token values redacted from the URL. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
