import { describe, expect, it } from 'vitest';
import { createWorkerPool } from '../src/workers/worker-pool';

// Decision 0072: a thread that holds more than the pool's recycling threshold after a task is stopped
// instead of kept warm, so that the memory a big task made it grow to returns to the system.
// helpers/memory-worker.ts keeps `holdMb` MB of buffers alive in its thread.

describe('worker pool recycling', () => {
  it('keeps a thread that stayed small, and stops one that holds more than the threshold', async () => {
    const p = createWorkerPool<{ holdMb: number }, { threadId: number }>(
      new URL('./helpers/memory-worker.ts', import.meta.url),
      { timeoutMs: 60_000, memoryMb: 256 },
      { recycleAboveMb: 64 },
    );
    try {
      const small = await p.run({ holdMb: 0 });
      expect(p.stats().threads).toBe(1);
      expect((await p.run({ holdMb: 0 })).threadId).toBe(small.threadId);
      const big = await p.run({ holdMb: 128 });
      expect(big.threadId).toBe(small.threadId);
      expect(p.stats().threads).toBe(0);
      const next = await p.run({ holdMb: 0 });
      expect(next.threadId).not.toBe(big.threadId);
      expect(p.stats().threads).toBe(1);
    } finally {
      await p.close();
    }
  });
});
