/**
 * Which failures mean "the database cannot be reached right now" (answered
 * 503) and which are ordinary errors (answered 500): the driver's own errors,
 * as Drizzle wraps them, and look-alikes that are not.
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an administrator shutdown (57P01)', withCode('57P01', 'terminating connection')],
    [
      'a server starting or stopping (57P03)',
      withCode('57P03', 'the database system is starting up'),
    ],
    ['a connection failure (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection that ended under a query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a refusal on every address of a name',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect'),
    ],
  ])('recognises %s, also wrapped by Drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value')],
    ['a syntax error (42601)', withCode('42601')],
    ['a serialization failure (40001)', withCode('40001')],
    ['a plain error', new Error('something else')],
    ['no error at all', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
