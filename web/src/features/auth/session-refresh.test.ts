import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelays, retryWithBackoff, SESSION_CHECK_MS, startSessionRefresh } from './session-refresh';

describe('backoffDelays', () => {
  it('doubles from 200 ms for 3 retries', () => {
    expect(backoffDelays(3, 200)).toEqual([200, 400, 800]);
  });
});

describe('retryWithBackoff', () => {
  it('retries 3 times, waiting 200, 400 and 800 ms, then gives up', async () => {
    const waits: number[] = [];
    const task = vi.fn(async () => {
      throw new Error('502');
    });
    await expect(retryWithBackoff(task, { sleep: async (ms) => void waits.push(ms) })).rejects.toThrow('502');
    expect(task).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([200, 400, 800]);
  });

  it('stops retrying at the first success', async () => {
    const waits: number[] = [];
    let calls = 0;
    const task = async () => {
      calls++;
      if (calls < 3) throw new Error('down');
      return 'ok';
    };
    await expect(retryWithBackoff(task, { sleep: async (ms) => void waits.push(ms) })).resolves.toBe('ok');
    expect(waits).toEqual([200, 400]);
  });

  it('really waits with the default sleep', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const task = async () => {
      calls++;
      if (calls === 1) throw new Error('down');
      return calls;
    };
    let result: number | undefined;
    void retryWithBackoff(task).then((r) => {
      result = r;
    });
    await vi.advanceTimersByTimeAsync(199);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(2);
    vi.useRealTimers();
  });
});

describe('startSessionRefresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every 30 s and reports an expired session', async () => {
    const check = vi.fn(async () => true);
    const onExpired = vi.fn();
    const stop = startSessionRefresh({ check, onExpired });
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_MS - 1);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onExpired).not.toHaveBeenCalled();
    check.mockResolvedValue(false);
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_MS);
    expect(onExpired).toHaveBeenCalledOnce();
    stop();
  });

  it('does not sign out when the server stays unreachable', async () => {
    const check = vi.fn(async (): Promise<boolean> => {
      throw new TypeError('Failed to fetch');
    });
    const onExpired = vi.fn();
    const stop = startSessionRefresh({ check, onExpired });
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_MS + 200 + 400 + 800);
    expect(check).toHaveBeenCalledTimes(4);
    expect(onExpired).not.toHaveBeenCalled();
    stop();
  });

  it('stops checking once stopped', async () => {
    const check = vi.fn(async () => true);
    const stop = startSessionRefresh({ check, onExpired: () => {} });
    stop();
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_MS * 3);
    expect(check).not.toHaveBeenCalled();
  });
});
