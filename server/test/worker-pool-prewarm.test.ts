import { describe, expect, it, vi } from 'vitest';
import { createWorkerPool, WorkerCrashed } from '../src/workers/worker-pool';

// Decision 0046: the pool warms threads before their first task and keeps them warm when idle.
// helpers/warm-worker.ts: a warm-up of 100 steps that stops when a task arrives.

type Answer = { threadId: number; warmSteps: number };
type Report = { threadId: number; steps: number; interrupted: boolean };

const pool = (options: { idleMs?: number; size?: number } = {}) =>
  createWorkerPool<{ crash?: boolean }, Answer>(
    new URL('./helpers/warm-worker.ts', import.meta.url),
    { timeoutMs: 60_000, memoryMb: 256 },
    options,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('worker pool prewarm', () => {
  it('warms a thread, runs the next task on it, and keeps it past the idle time', async () => {
    const p = pool({ idleMs: 50 });
    try {
      const [outcome] = await p.prewarm(1);
      const report = outcome!.value as Report;
      expect(outcome!.error).toBeUndefined();
      expect(report).toMatchObject({ steps: 100, interrupted: false });
      const first = await p.run({});
      expect(first).toEqual({ threadId: report.threadId, warmSteps: 100 });
      await sleep(300); // six idle times
      expect(p.stats()).toMatchObject({ threads: 1, kept: 1, peakThreads: 1 });
      expect((await p.run({})).threadId).toBe(report.threadId);
    } finally {
      await p.close();
    }
  });

  it('stops a thread that was not warmed once it has been idle (as before)', async () => {
    const p = pool({ idleMs: 50 });
    try {
      await p.run({});
      await vi.waitFor(() => expect(p.stats().threads).toBe(0), { timeout: 10_000 });
      expect(p.stats().kept).toBe(0);
    } finally {
      await p.close();
    }
  });

  it('gives a task that arrives during the warm-up the warming thread, and the warm-up stops', async () => {
    const p = pool();
    try {
      const warming = p.prewarm(1);
      const answer = await p.run({});
      const [outcome] = await warming;
      const report = outcome!.value as Report;
      expect(answer.threadId).toBe(report.threadId);
      expect(report.interrupted).toBe(true);
      expect(report.steps).toBeLessThan(100);
      expect(answer.warmSteps).toBeLessThanOrEqual(report.steps);
      expect(p.stats().peakThreads).toBe(1);
    } finally {
      await p.close();
    }
  });

  it('warms at most `size` threads', async () => {
    const p = pool({ size: 2 });
    try {
      const outcomes = await p.prewarm(5);
      expect(outcomes).toHaveLength(2);
      const ids = outcomes.map((o) => (o.value as Report).threadId);
      expect(new Set(ids).size).toBe(2);
      expect(p.stats()).toMatchObject({ threads: 2, kept: 2, peakThreads: 2 });
      // Asked again, it starts none: the threads are there.
      expect(await p.prewarm(2)).toEqual([]);
    } finally {
      await p.close();
    }
  });

  it('keeps the next thread that finishes a task in place of a kept thread that crashed', async () => {
    const p = pool({ idleMs: 50 });
    try {
      await p.prewarm(1);
      await expect(p.run({ crash: true })).rejects.toBeInstanceOf(WorkerCrashed);
      expect(p.stats()).toMatchObject({ threads: 0, kept: 0 });
      const next = await p.run({});
      await sleep(300);
      expect(p.stats()).toMatchObject({ threads: 1, kept: 1 });
      expect((await p.run({})).threadId).toBe(next.threadId);
    } finally {
      await p.close();
    }
  });

  it('reports a thread that stopped before it was warm, and forgets it', async () => {
    const p = pool();
    try {
      const warming = p.prewarm(1);
      // The only way in from outside: the thread ends while warming (as on a system error).
      await vi.waitFor(() => expect(p.stats().threads).toBe(1));
      await p.close();
      const [outcome] = await warming;
      expect(outcome!.error).toMatch(/stopped before it was warm/);
      expect(p.stats()).toMatchObject({ threads: 0, kept: 0 });
    } finally {
      await p.close();
    }
  });
});
