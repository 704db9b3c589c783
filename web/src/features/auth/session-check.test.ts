import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { fetchHasSession } from './session-check';

const answer = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

afterEach(() => vi.restoreAllMocks());

describe('the session check without better-auth’s client', () => {
  it('asks better-auth’s get-session endpoint and reads its answer', async () => {
    const fetched = answer(200, { session: { id: 's1' }, user: { id: 'u1' } });
    expect(await fetchHasSession()).toBe(true);
    expect(fetched).toHaveBeenCalledWith(
      '/api/auth/get-session',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    answer(200, null);
    expect(await fetchHasSession()).toBe(false);
    answer(401, { message: 'Unauthorized' });
    expect(await fetchHasSession()).toBe(false);
  });

  it('throws what the error page explains when the server could not say', async () => {
    answer(503, { code: 'unavailable', message: 'Down for maintenance' });
    const down = await fetchHasSession().catch((e: unknown) => e);
    expect(down).toBeInstanceOf(ApiError);
    expect(down).toMatchObject({ status: 503, code: 'unavailable' });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await fetchHasSession().catch((e: unknown) => e)).toMatchObject({ status: 0 });
  });
});
