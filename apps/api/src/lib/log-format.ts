/**
 * The server's log: JSON lines, one object per line (pino's own format, what
 * a service manager or a log collector reads), or, for a person at a terminal,
 * readable coloured lines through pino-pretty (config.ts, LOG_FORMAT). Both
 * go through the same serializers, so token values in request addresses are
 * redacted either way (log-redaction.ts). Tests log nothing.
 */
import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { serializeRequest } from './log-redaction';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export async function loggerOptions(
  config: Pick<Config, 'env' | 'logLevel' | 'logFormat'>,
  /** Where the lines go; standard output by default (tests pass a stream of their own). */
  destination?: Writable,
): Promise<LoggerOptions | false> {
  if (config.env === 'test' && !destination) return false;
  const options = { level: config.logLevel, serializers: { req: serializeRequest } };
  if (config.logFormat === 'json')
    return destination ? { ...options, stream: destination } : options;
  // Loaded only for a terminal: a server logging JSON never reads it.
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    // Written at once, so the last lines before an exit are not lost.
    sync: true,
    ...(destination ? { destination } : {}),
  });
  return { ...options, stream };
}
