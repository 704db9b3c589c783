import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export type RequestLogLevel = 'debug' | 'info' | 'error';

/**
 * API paths whose successful answers are not worth a line at info: the health check (load balancers
 * and monitors call it every few seconds) and the API reference's static files.
 */
const QUIET_API = [/^\/api\/health$/, /^\/api\/docs\/static\//];

/** Query parameters whose values are secrets (sign-up confirmation, password reset, OAuth codes). */
const SECRET_PARAM = /token|code|secret|password|signature|otp|key/i;

const pathOf = (url: string) => url.split('?')[0] ?? url;

/**
 * How loud one finished request is (decision 0058): a failure of the server is an error; the web
 * app's own files, its page shell and the health check are debug while they succeed (one page load
 * fetches dozens of files); every other request, API calls and every refusal included, is info.
 */
export function requestLogLevel(method: string, url: string, statusCode: number): RequestLogLevel {
  if (statusCode >= 500) return 'error';
  const path = pathOf(url);
  const api = path === '/api' || path.startsWith('/api/');
  if (method === 'OPTIONS') return 'debug';
  if (!api) return statusCode >= 400 ? 'info' : 'debug';
  return QUIET_API.some((quiet) => quiet.test(path)) ? 'debug' : 'info';
}

/** The URL with the values of secret-looking query parameters replaced by "redacted". */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAM.test(name)) {
      params.set(name, 'redacted');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, at)}?${params.toString()}` : url;
}

/** One request as a person reads it: `POST /api/v1/duts 201 48 ms`. */
export function requestLine(method: string, url: string, statusCode: number, ms: number): string {
  return `${method} ${redactUrl(url)} ${statusCode} ${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
}

/**
 * Fastify's request logging, one line per request instead of two ("incoming request" goes to trace),
 * at the level `requestLogLevel` gives it, with the line a person reads as its message. The JSON
 * record keeps Fastify's fields (`req`, `res`, `responseTime`, `reqId`) for log shippers.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.trace({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = reply.elapsedTime;
    const message = requestLine(request.method, request.url, reply.statusCode, ms);
    const fields = { req: request, res: reply, responseTime: ms };
    if (error) {
      reply.log.error({ ...fields, err: error }, message);
      return;
    }
    reply.log[requestLogLevel(request.method, request.url, reply.statusCode)](fields, message);
  }
}

/** Fastify's request serializer with secrets taken out of the query string. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
