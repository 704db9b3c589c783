import { threadId } from 'node:worker_threads';
import { serveWorker } from '../../src/workers/serve-worker';

// A pool worker for the prewarm tests (worker-pool-prewarm.test.ts): its warm-up takes WARM_STEPS
// steps of ~1 ms, stopping early when a task arrives; a task answers the thread's id and how far
// the warm-up got, or ends the thread (`crash`) to play a crash.

const WARM_STEPS = 100;
let steps = 0;

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

serveWorker<{ crash?: boolean }, { threadId: number; warmSteps: number }>(
  async (input) => {
    if (input.crash) process.exit(3);
    return { value: { threadId, warmSteps: steps } };
  },
  {
    warmUp: async (stop) => {
      while (steps < WARM_STEPS && !stop()) {
        busy(1);
        steps++;
        await new Promise((resolve) => setImmediate(resolve));
      }
      return { threadId, steps, interrupted: steps < WARM_STEPS };
    },
  },
);
