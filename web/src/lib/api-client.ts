import { ErrorBody } from '@studio/api';
import type { z } from 'zod';
import { ApiError, NETWORK_STATUS } from './api-error';

export const API_BASE = '/api/v1';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions<S extends z.ZodType | undefined> {
  method?: Method;
  body?: unknown;
  /** The response schema from @studio/api; the answer is parsed with it (the contract is checked). */
  schema?: S;
  signal?: AbortSignal;
}

type Result<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Calls the Studio REST API; every failure becomes an `ApiError` (see lib/api-error.ts). */
export async function apiFetch<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
  const response = await send(path, options);
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204 || !options.schema) return undefined as Result<S>;
  const parsed = options.schema.safeParse(await response.json());
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: `The server answered ${path} in an unexpected shape.`,
    });
  }
  return parsed.data as Result<S>;
}

async function send(path: string, options: RequestOptions<z.ZodType | undefined>): Promise<Response> {
  const hasBody = options.body !== undefined;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: hasBody
        ? { 'Content-Type': 'application/json', Accept: 'application/json' }
        : { Accept: 'application/json' },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: NETWORK_STATUS, code: 'network', message: 'Network request failed' });
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Proxies answer 502/503/504 with HTML; the status alone tells the story then.
  }
  const parsed = ErrorBody.safeParse(body);
  if (parsed.success) return new ApiError({ status: response.status, ...parsed.data });
  return new ApiError({
    status: response.status,
    code: `http_${response.status}`,
    message: response.statusText,
  });
}
