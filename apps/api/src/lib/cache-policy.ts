/**
 * Who may keep an answer. An answer to a request that carries a token
 * (Authorization) is someone's own: `Cache-Control: private, no-store`, so
 * that no browser cache, proxy or CDN keeps it, errors included. The token
 * endpoints (login, refresh, logout, register, password reset) answer the
 * same way to everyone, since their bodies are or lead to credentials. A
 * guest's API answer may differ from a signed-in member's (a shelter sees its
 * chip numbers), so it varies with Authorization (and Accept-Encoding); media
 * files never depend on who asks.
 */
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { isApiPath } from './http-errors';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Adds `names` to the reply's Vary header, keeping what is there (no duplicates). */
export function addVary(reply: FastifyReply, ...names: string[]) {
  const current = reply.getHeader('vary');
  const listed = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = new Set(listed.map((name) => name.toLowerCase()));
  for (const name of names) if (!lower.has(name.toLowerCase())) listed.push(name);
  reply.header('vary', listed.join(', '));
}

export const hasToken = (request: FastifyRequest) => request.headers.authorization !== undefined;

/** The hook of the token endpoints' plugin: every answer private, whoever asks. */
export const privateAnswers: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  done(null, payload);
};

/**
 * Every answer: private with a token; a guest's API answer varies with
 * Authorization, and with Accept-Encoding (the compression plugin encodes
 * the larger ones).
 */
export const cachePolicy: onSendHookHandler = (request, reply, payload, done) => {
  if (hasToken(request)) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  else if (isApiPath(request.url) && !request.url.startsWith('/media/')) {
    addVary(reply, 'authorization', 'accept-encoding');
  }
  done(null, payload);
};
