import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Validation } from '../services/errors';

/**
 * Text Studio cannot store (issue 31): PostgreSQL's text and jsonb refuse U+0000, and jsonb refuses
 * an unpaired UTF-16 surrogate (JSON may carry one as "\ud800"). Such a value used to reach the
 * database and answer 500; it is refused first, with a 400 that names the field.
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function why(text: string): string | null {
  const match = UNSTORABLE.exec(text);
  if (!match) return null;
  return match[0] === '\u0000'
    ? 'contains a NUL character (U+0000), which Studio cannot store'
    : 'contains an unpaired UTF-16 surrogate (not valid Unicode text)';
}

/** The first string (or object key) of a parsed value that cannot be stored: its path and why. */
export function findUnstorableText(
  value: unknown,
  path = '',
  depth = 0,
): { path: string; reason: string } | null {
  if (typeof value === 'string') {
    const reason = why(value);
    return reason ? { path: path || '_', reason } : null;
  }
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const at = path ? `${path}.${key}` : key;
    const keyReason = why(key);
    if (keyReason) return { path: at, reason: `has a name that ${keyReason}` };
    const found = findUnstorableText(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

function refuse(where: string, value: unknown): void {
  const found = findUnstorableText(value);
  if (found)
    throw new Validation(`Invalid ${where}: ${found.path} ${found.reason}.`, { [found.path]: found.reason });
}

/**
 * Path parameters and the query string are checked when the request arrives (before the access
 * check looks a resource up by its id), the body once it is parsed. Root-level hooks: every route.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    refuse('path', request.params);
    refuse('query', request.query);
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.body !== undefined && !Buffer.isBuffer(request.body)) refuse('body', request.body);
  });
}
