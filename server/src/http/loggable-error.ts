/**
 * An error as it may be logged: its kind, a message without the user's data, the code and the stack
 * (issue 31). A failed query's error names its parameters (drizzle's "Failed query: … params: …",
 * node-postgres' `detail` "Key (email)=(…)", `where`, `internalQuery`) — a user's document, a search,
 * an e-mail address — so only the query's text (placeholders, no values) and PostgreSQL's code and
 * message are kept. Used as the logger's `err` serializer, so every logged error goes through it.
 */
export interface LoggableError {
  [key: string]: unknown;
  type: string;
  message: string;
  /** The message line and the frames ('' when the error has no frames). */
  stack: string;
  code?: string;
  cause?: LoggableError;
}

const MAX_MESSAGE = 500;

export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error))
    return { type: typeof error, message: '(not an Error; not logged)', stack: '' };
  const message = safeMessage(error);
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name || error.constructor?.name || 'Error',
    message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    stack: frames.length > 0 ? [`${error.name}: ${message}`, ...frames].join('\n') : '',
    ...(error.cause !== undefined && depth < 3 ? { cause: loggableError(error.cause, depth + 1) } : {}),
  };
}

function safeMessage(error: Error): string {
  // drizzle-orm's DrizzleQueryError: "Failed query: <sql with $1…>\nparams: <values>".
  const withoutParams = error.message.split(/\nparams:/)[0] ?? '';
  return withoutParams.length > MAX_MESSAGE ? `${withoutParams.slice(0, MAX_MESSAGE)}…` : withoutParams;
}
