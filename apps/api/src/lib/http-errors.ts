/**
 * The one error handler and the JSON not-found answer: every failure becomes
 * `{error, message, code, fields?}` with a Spanish message (in `error`, and
 * the same in `message` for clients that read that); a 5xx never leaks internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { commonMessages } from '@huella/shared/messages';
import type { ErrorResponse } from '@huella/shared/schemas/common';
import { AppError, type FieldErrors } from './errors';
import { isDatabaseUnavailable } from './database-unavailable';

const commonErrors = commonMessages.errors;

/** Fastify's own client errors, by code, with the Spanish message and our stable code. */
const FASTIFY_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'body_too_large',
    message: commonErrors.bodyTooLarge,
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'malformed_json',
    message: commonErrors.malformedJson,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'malformed_json',
    message: commonErrors.malformedJson,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: commonErrors.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad_request',
    message: commonErrors.validation,
  },
  // Raised by the router before any route runs (app.ts passes them here as frameworkErrors).
  FST_ERR_BAD_URL: { status: 400, code: 'bad_url', message: commonErrors.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'bad_url', message: commonErrors.badUrl },
  FST_ERR_RATE_LIMIT_EXCEEDED: {
    status: 429,
    code: 'too_many_requests',
    message: commonErrors.tooManyRequests,
  },
};

function send(reply: FastifyReply, status: number, body: Omit<ErrorResponse, 'message'>) {
  const { error, code, fields } = body;
  const answer: ErrorResponse = { error, message: error, code, ...(fields ? { fields } : {}) };
  return reply.code(status).type('application/json; charset=utf-8').send(answer);
}

/**
 * The messages of a failed validation by field (`a.b` for nested ones). Fields
 * the schema does not take are each named with "Campo no permitido.", as the
 * multipart forms do, rather than echoed inside one message: a client's key
 * names never become the text of an error.
 */
function fieldErrors(
  validation: { keyword?: string; instancePath: string; message?: string; params?: unknown }[],
): FieldErrors {
  // A Map: a client's field may be called "constructor" or "toString", which a
  // plain object already has.
  const fields = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const messages = fields.get(field);
    if (messages) messages.push(message);
    else fields.set(field, [message]);
  };
  for (const issue of validation) {
    const at = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const unknownKeys = (issue.params as { keys?: unknown } | undefined)?.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(unknownKeys)) {
      for (const key of unknownKeys) {
        add(at ? `${at}.${String(key)}` : String(key), commonErrors.unknownField);
      }
      continue;
    }
    add(at || 'non_field_errors', issue.message ?? commonErrors.validation);
  }
  return Object.fromEntries(fields);
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    return send(reply, error.statusCode, {
      error: error.message,
      code: error.code,
      ...(error.fields ? { fields: error.fields } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldErrors(error.validation);
    const first = Object.values(fields)[0]?.[0];
    return send(reply, 400, {
      error: first ?? commonErrors.validation,
      code: 'validation_error',
      fields,
    });
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return send(reply, known.status, { error: known.message, code: known.code });
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return send(reply, 400, { error: commonErrors.malformedJson, code: 'malformed_json' });
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    request.log.info({ err: error }, 'client error');
    return send(reply, status, { error: commonErrors.validation, code: 'bad_request' });
  }
  if (isDatabaseUnavailable(error)) {
    // The database is down or restarting: the client may retry shortly, nothing is broken here.
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', '5');
    return send(reply, 503, {
      error: commonErrors.serviceUnavailable,
      code: 'service_unavailable',
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { error: commonErrors.internal, code: 'internal_error' });
}

/** Paths the API owns: an unknown one among them answers JSON, never the web app. */
export const API_PREFIXES = [
  '/api/',
  '/users/api/',
  '/pets/api/',
  '/shelters/api/',
  '/newsletter/api/',
  '/contact/api/',
  '/adoptions/api/',
  '/chat/api/',
  '/blog/api/',
  '/shop/api/',
  '/staff/api/',
  '/media/',
];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some(
    (prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1),
  );
}

export function sendJsonNotFound(reply: FastifyReply) {
  return send(reply, 404, { error: commonErrors.routeNotFound, code: 'route_not_found' });
}

/** With a web app, its own not-found handler (index.html fallback) replaces the JSON one. */
export function registerErrorHandling(app: FastifyInstance, options: { webApp: boolean }) {
  app.setErrorHandler(errorHandler);
  if (!options.webApp) app.setNotFoundHandler((_request, reply) => sendJsonNotFound(reply));
}
