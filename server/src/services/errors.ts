import type { ErrorCode } from '@studio/api';

/**
 * Typed errors thrown by services (ARCHITECTURE.md "Errors"). The one error handler maps them to
 * HTTP with the `ErrorBody` envelope; services never know about HTTP otherwise.
 */
export abstract class ServiceError extends Error {
  abstract readonly statusCode: number;
  abstract readonly code: ErrorCode;
}

export class Unauthorized extends ServiceError {
  readonly statusCode = 401;
  readonly code = 'unauthorized';
  constructor(message = 'Sign in first.') {
    super(message);
  }
}

/** The resource does not exist, or belongs to another company (tenancy answers 404, never 403). */
export class NotFound extends ServiceError {
  readonly statusCode = 404;
  readonly code = 'not_found';
  constructor(what = 'resource') {
    super(`This ${what} does not exist, or you have no access to it.`);
  }
}

export class Forbidden extends ServiceError {
  readonly statusCode = 403;
  readonly code = 'forbidden';
}

export class Validation extends ServiceError {
  readonly statusCode = 400;
  readonly code = 'validation';
  /** Field path (dot-separated) → message. */
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class Conflict extends ServiceError {
  readonly statusCode = 409;
  readonly code = 'conflict';
}

export class LimitExceeded extends ServiceError {
  readonly statusCode = 422;
  readonly code = 'limit_exceeded';
}
