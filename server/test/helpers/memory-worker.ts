import { threadId } from 'node:worker_threads';
import { serveWorker } from '../../src/workers/serve-worker';

// A pool worker for the recycling test (worker-pool-recycle.test.ts): a task keeps `holdMb` MB of
// buffers alive in the thread (as a big import leaves its heap grown) and answers the thread's id.

const held: Buffer[] = [];

serveWorker<{ holdMb: number }, { threadId: number }>(async (input) => {
  for (let i = 0; i < input.holdMb; i++) held.push(Buffer.alloc(1024 * 1024, 1));
  return { value: { threadId } };
});
