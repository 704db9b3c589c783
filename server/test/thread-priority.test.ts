import { platform } from 'node:os';
import { describe, expect, it } from 'vitest';
import { threadNice, WORKER_NICE } from '../src/workers/thread-priority';
import { createWorkerPool } from '../src/workers/worker-pool';

// Issue 13: the worker threads (imports, DFT, PDFs, STEP) give way to the event loop when both want
// the CPU. Linux only: elsewhere the threads keep the server's priority.
describe.runIf(platform() === 'linux')('worker thread priority', () => {
  it("runs a pool's thread nicer than the event loop, and leaves the event loop's own priority", async () => {
    const before = threadNice();
    const pool = createWorkerPool<unknown, number | null>(
      new URL('./helpers/nice-worker.ts', import.meta.url),
      {
        timeoutMs: 60_000,
        memoryMb: 256,
      },
    );
    try {
      const workerNice = await pool.run({});
      expect(workerNice).toBe(Math.min(19, Math.max(WORKER_NICE, before ?? 0)));
      expect(threadNice()).toBe(before);
    } finally {
      await pool.close();
    }
  });
});
