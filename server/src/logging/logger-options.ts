import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../env';
import { prettyLogStream } from './pretty-log';
import { loggableError } from '../http/loggable-error';
import { serializeRequest } from './request-log';

export type LogFormat = 'pretty' | 'json';

/**
 * The format when LOG_FORMAT is not set: lines a person reads in development on a terminal, JSON
 * (one object a line, for log shippers) everywhere else — production, containers, files, pipes.
 */
export function defaultLogFormat(nodeEnv: Config['nodeEnv'], stdoutIsTty: boolean): LogFormat {
  return nodeEnv === 'development' && stdoutIsTty ? 'pretty' : 'json';
}

/**
 * Fastify's logger for a validated config (decision 0058): pino at LOG_LEVEL, written as JSON or
 * through the pretty stream, to stdout or to `destination` (tests).
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  destination?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  const stream =
    config.logFormat === 'pretty' ? prettyLogStream(destination ? { destination } : {}) : destination;
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    // Errors are logged without the user's data (a failed query's parameters): http/loggable-error.ts.
    serializers: { req: serializeRequest, err: loggableError },
    ...(stream ? { stream } : {}),
  };
}
