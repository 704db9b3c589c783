import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { dutKeys } from '../../lib/dut-keys';
import { handleDutEvent, type LiveImportProgress, pollWhileBusy, progressOf } from './dut-live';

const base = { companyId: 'c1', dutId: 'd1' };

describe('handleDutEvent', () => {
  it('stores import progress without a request, and refreshes the board when it is ready', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    handleDutEvent(
      { type: 'dut.import', ...base, fileId: null, status: 'importing', progress: 0.4 },
      client,
      1000,
    );
    expect(client.getQueryData(dutKeys.progress('d1'))).toEqual({
      status: 'importing',
      progress: 0.4,
      fileId: null,
      receivedAt: 1000,
    });
    expect(invalidate).not.toHaveBeenCalled();
    handleDutEvent({ type: 'dut.import', ...base, fileId: null, status: 'ready', progress: 1 }, client, 2000);
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: dutKeys.board('d1') }));
  });

  it('refreshes the DUT (its files included) and the lists on dut.updated', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    handleDutEvent({ type: 'dut.updated', ...base }, client);
    await vi.waitFor(() =>
      expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
        dutKeys.detail('d1'),
        dutKeys.lists,
      ]),
    );
  });
});

describe('pollWhileBusy', () => {
  const withLive = (receivedAt: number) => {
    const client = new QueryClient();
    client.setQueryData<LiveImportProgress>(dutKeys.progress('d1'), {
      status: 'importing',
      progress: 0.2,
      fileId: null,
      receivedAt,
    });
    return client;
  };

  it('does not poll an idle DUT', () => {
    expect(pollWhileBusy(new QueryClient(), 'd1', 'ready')).toBe(false);
    expect(pollWhileBusy(new QueryClient(), 'd1', undefined)).toBe(false);
  });

  it('polls often while busy and nothing arrives live', () => {
    expect(pollWhileBusy(new QueryClient(), 'd1', 'queued')).toBe(2000);
    expect(pollWhileBusy(withLive(0), 'd1', 'importing', 60_000)).toBe(2000);
  });

  it('relaxes while live events are arriving', () => {
    expect(pollWhileBusy(withLive(59_000), 'd1', 'importing', 60_000)).toBe(10_000);
  });

  it('polls often again when the live events said the import ended but the DUT read did not', () => {
    const client = withLive(59_000);
    handleDutEvent(
      { type: 'dut.import', ...base, fileId: null, status: 'ready', progress: 1 },
      client,
      59_500,
    );
    expect(pollWhileBusy(client, 'd1', 'importing', 60_000)).toBe(2000);
  });
});

describe('progressOf', () => {
  const live = (status: string, progress: number): LiveImportProgress => ({
    status,
    progress,
    fileId: null,
    receivedAt: 0,
  });
  it('is unknown while queued and before the first tick', () => {
    expect(progressOf('queued', undefined)).toBeNull();
    expect(progressOf('importing', undefined)).toBeNull();
    expect(progressOf('importing', live('queued', 0))).toBeNull();
  });
  it('follows the ticks, clamped, and is complete once finished', () => {
    expect(progressOf('importing', live('importing', 0.5))).toBe(0.5);
    expect(progressOf('importing', live('importing', 7))).toBe(1);
    expect(progressOf('failed', undefined)).toBe(1);
  });
});

describe('the end of an import reaches a screen whose first read is still on its way', () => {
  // Issue 20 item 4: the screen mounts after the upload answers and reads the DUT; the import ends
  // (live `dut.updated`) while that first answer — read before the import committed — is in flight.
  it('reads the DUT again instead of keeping the answer that was on its way', async () => {
    const client = new QueryClient();
    const answers: ((status: string) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: dutKeys.detail('d1'),
      queryFn: () =>
        new Promise<{ status: string }>((resolve) => answers.push((status) => resolve({ status }))),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    handleDutEvent({ type: 'dut.updated', ...base }, client);
    answers[0]!('importing'); // read before the commit, arrives after the event
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!('ready');
    await vi.waitFor(() => expect(client.getQueryData(dutKeys.detail('d1'))).toEqual({ status: 'ready' }));
    unsubscribe();
  });
});
