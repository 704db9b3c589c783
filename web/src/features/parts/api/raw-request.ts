import type { z } from 'zod';
import { API_BASE, toApiError } from '../../../lib/api-client';
import { ApiError, NETWORK_STATUS } from '../../../lib/api-error';

/**
 * A request whose body or error answer the JSON client does not cover: CSV uploads (`text/csv`
 * bodies) and errors that carry more than the envelope (an import's per-row report, the stock
 * figures of a refused movement). `special` parses a non-2xx body into a richer error first; any
 * other failure becomes the usual `ApiError`.
 */
export async function rawRequest<S extends z.ZodType, E>(
  path: string,
  init: { method: 'POST' | 'PUT'; body: string; contentType: string },
  schema: S,
  special?: (status: number, body: unknown) => E | null,
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: init.method,
      credentials: 'same-origin',
      headers: { 'Content-Type': init.contentType, Accept: 'application/json' },
      body: init.body,
    });
  } catch {
    throw new ApiError({ status: NETWORK_STATUS, code: 'network', message: 'Network request failed' });
  }
  if (!response.ok) {
    if (special) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      const error = special(response.status, body);
      if (error) throw error;
    }
    throw await toApiError(response);
  }
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success)
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: `The server answered ${path} in an unexpected shape.`,
    });
  return parsed.data;
}
