import { QueueFull } from '../jobs/types';
import type { ErrorBody, ErrorCode } from '@studio/api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ServiceError, Validation } from '../services/errors';
import { WorkerPoolFull } from '../workers/worker-pool';
import { TooManyRunning } from './per-user-limit';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'limit_exceeded',
  415: 'validation',
  422: 'limit_exceeded',
  429: 'rate_limited',
};

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
) {
  const body: ErrorBody = { code, message, requestId: String(request.id), ...(fields ? { fields } : {}) };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Turns zod issues into `{ "postalCode": "…", "lines.0.name": "…" }`: every invalid field named. */
export function fieldsOf(validation: { instancePath: string; message?: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const message = (issue.message ?? 'Invalid value').replace(
      /^Invalid input: expected \w+, received undefined$/,
      'Required',
    );
    fields[key] ??= message;
  }
  return fields;
}

/**
 * Busboy's errors for a multipart body that ends early or is malformed: a client error (a dropped
 * connection, a broken client), not ours. They are plain Errors, told apart by their message.
 */
const MALFORMED_MULTIPART =
  /^(Unexpected end of (multipart data|form)|Malformed part header|Multipart: Boundary not found)/;
const isMalformedMultipart = (error: Error) =>
  error.constructor === Error && MALFORMED_MULTIPART.test(error.message);

/**
 * The one error handler (ARCHITECTURE.md "Errors"): typed service errors, request validation, rate
 * limits and Fastify's own 4xx become the `ErrorBody` envelope; anything else is logged and answered
 * as a 500 that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Validation) {
      return sendError(reply, request, 400, 'validation', error.message, error.fields);
    }
    if (error instanceof ServiceError) {
      return sendError(reply, request, error.statusCode, error.code, error.message);
    }
    if (error instanceof WorkerPoolFull) {
      reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, request, 503, 'unavailable', error.message);
    }
    if (error instanceof QueueFull) {
      reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, request, 429, 'rate_limited', error.message);
    }
    if (error instanceof TooManyRunning) {
      reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, request, 429, 'rate_limited', error.message);
    }
    if (isMalformedMultipart(error)) {
      return sendError(
        reply,
        request,
        400,
        'validation',
        'The upload ended before its last part (the multipart body is cut short or malformed): send the files again.',
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsOf(error.validation);
      const where = error.validationContext ?? 'request';
      const names = Object.keys(fields).join(', ');
      return sendError(reply, request, 400, 'validation', `Invalid ${where}: check ${names}.`, fields);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'validation';
      const message =
        status === 429 ? 'Too many requests. Wait a moment and try again.' : error.message || 'Bad request.';
      return sendError(reply, request, status, code, message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, request, 500, 'internal', 'Something went wrong on our side. Please try again.');
  });
}
