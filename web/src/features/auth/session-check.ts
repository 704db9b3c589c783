import { ApiError, NETWORK_STATUS } from '../../lib/api-error';

/**
 * Whether the server knows a session for this browser (better-auth's `GET /api/auth/get-session`,
 * which answers the session or `null`); throws an ApiError when it could not be asked. A plain fetch,
 * not better-auth's client: the guard asks it before every first screen, and the client (~40 KB of
 * JavaScript) is loaded only by the screens that sign in, sign up or change the account (issue 20
 * item 3: the first route's JavaScript).
 */
export async function fetchHasSession(): Promise<boolean> {
  let res: Response;
  try {
    res = await fetch('/api/auth/get-session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ApiError({
      status: NETWORK_STATUS,
      code: 'network',
      message: 'The server could not be reached.',
    });
  }
  if (res.status === 401 || res.status === 403) return false;
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    throw new ApiError({
      status: res.status,
      code: typeof body?.code === 'string' ? body.code : 'session-check',
      message: typeof body?.message === 'string' ? body.message : res.statusText,
    });
  }
  const body = (await res.json().catch(() => null)) as { session?: unknown } | null;
  return body !== null && typeof body === 'object' && body.session != null;
}

/** Whether this browser is signed in, as a query (pages outside the guard: /login, /confirm). */
export const sessionQuery = {
  queryKey: ['auth-session'] as const,
  queryFn: fetchHasSession,
  retry: false,
  staleTime: 0,
};
