/**
 * A signal for work done on a client's behalf that is worth dropping when the
 * client leaves (a sign-in waiting for the password queue). Fastify's
 * `request.signal` follows the request's stream, which ends once its body has
 * been read; this follows the connection until the answer has been sent.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Aborted if the client's connection closes before the answer is sent. */
export function hangUpSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const socket = request.raw.socket;
  if (socket.destroyed) {
    controller.abort();
    return controller.signal;
  }
  const hangUp = () => controller.abort();
  socket.once('close', hangUp);
  // A kept-alive connection serves other requests after this one: let go of it.
  reply.raw.once('close', () => socket.off('close', hangUp));
  return controller.signal;
}
