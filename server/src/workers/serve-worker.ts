import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority } from './thread-priority';
import type { WorkerMessage, WorkerRequest } from './worker-pool';

export interface ServeOptions {
  /**
   * Warms the thread before its first task (pool.prewarm, decision 0046): work like the tasks' own,
   * which must end soon after `stop()` turns true (a task arrived). Its answer goes to the pool.
   */
  warmUp?: (stop: () => boolean) => Promise<unknown>;
}

/**
 * The worker side of createWorkerPool: runs `task` for each request, one at a time, posting its
 * progress and its result (with the buffers to transfer rather than copy) or the error it threw.
 * Asked to warm up, it runs `options.warmUp` until done or until the first task arrives, and says so.
 * The thread runs at a lower CPU priority than the server's event loop (thread-priority.ts). Each
 * answer says how much memory the thread holds after it (`heldMb`): the pool stops a thread that
 * grew past its recycling threshold rather than keep that memory for the next task.
 */
export function serveWorker<In, Out>(
  task: (input: In, progress: (value: number) => void) => Promise<{ value: Out; transfer?: ArrayBuffer[] }>,
  options: ServeOptions = {},
): void {
  const port = parentPort!;
  lowerThreadPriority();
  const post = (message: WorkerMessage<Out>, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);
  /** The memory this thread holds after a task (its heap as committed, and its buffers), in MB. */
  const heldMb = () => {
    const heap = getHeapStatistics() as ReturnType<typeof getHeapStatistics> & { external_memory?: number };
    return Math.round((heap.total_heap_size + (heap.external_memory ?? 0)) / 1048576);
  };
  let taskArrived = false;
  const warmUp = async () => {
    try {
      const value = options.warmUp ? await options.warmUp(() => taskArrived) : null;
      post({ type: 'warmed', value });
    } catch (error) {
      post({ type: 'warmed', value: null, error: error instanceof Error ? error.message : String(error) });
    }
  };
  port.on('message', (request: WorkerRequest<In>) => {
    if (request.type === 'warm-up') {
      void warmUp();
      return;
    }
    if (request.type !== 'run') return;
    taskArrived = true;
    task(request.input, (value) => post({ type: 'progress', value })).then(
      ({ value, transfer }) => post({ type: 'result', value, heldMb: heldMb() }, transfer),
      (error: unknown) => {
        const e = error instanceof Error ? error : new Error(String(error));
        const extra = e as Error & { code?: unknown; location?: unknown; diagnostics?: unknown };
        post({
          type: 'error',
          heldMb: heldMb(),
          error: {
            name: e.name,
            message: e.message,
            ...(typeof extra.code === 'string' ? { code: extra.code } : {}),
            ...(extra.location !== undefined ? { location: extra.location } : {}),
            // An ImportError's findings before it gave up (why each file was refused).
            ...(Array.isArray(extra.diagnostics) ? { diagnostics: extra.diagnostics } : {}),
          },
        });
      },
    );
  });
}
