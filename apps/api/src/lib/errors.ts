/**
 * Typed domain errors. Services throw them; the one error handler (app.ts)
 * turns them into `{error, message, code, fields?}` responses with Spanish messages.
 */
import { commonMessages } from '@huella/shared/messages';

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export class Invalid extends AppError {
  constructor(
    message: string = commonMessages.errors.validation,
    fields?: FieldErrors,
    code = 'invalid',
  ) {
    super(400, code, message, fields);
  }
}

/** A single-field validation error, shaped like the schema errors. */
export const invalidField = (field: string, message: string, code = 'invalid') =>
  new Invalid(message, { [field]: [message] }, code);

export class Unauthorized extends AppError {
  constructor(message: string = commonMessages.errors.unauthorized, code = 'unauthorized') {
    super(401, code, message);
  }
}

export class Forbidden extends AppError {
  constructor(message: string = commonMessages.errors.forbidden, code = 'forbidden') {
    super(403, code, message);
  }
}

export class NotFound extends AppError {
  constructor(message: string = commonMessages.errors.notFound, code = 'not_found') {
    super(404, code, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string, fields?: FieldErrors, code = 'conflict') {
    super(409, code, message, fields);
  }
}

const retryAfter = (seconds: number) => ({
  'retry-after': String(Math.max(1, Math.ceil(seconds))),
});

export class TooManyRequests extends AppError {
  constructor(retryAfterSeconds: number, message: string = commonMessages.errors.tooManyRequests) {
    super(429, 'too_many_requests', message, undefined, retryAfter(retryAfterSeconds));
  }
}

/** The server has more work than it takes on at once (work-queue.ts): try again shortly. */
export class Overloaded extends AppError {
  constructor(retryAfterSeconds: number) {
    super(
      503,
      'overloaded',
      commonMessages.errors.overloaded,
      undefined,
      retryAfter(retryAfterSeconds),
    );
  }
}
