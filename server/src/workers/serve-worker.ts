import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority } from './thread-priority';
import type { WorkerMessage, WorkerRequest } from './worker-pool';

/**
 * The worker side of createWorkerPool: runs `task` for each request, one at a time, posting its
 * progress and its result (with the buffers to transfer rather than copy) or the error it threw.
 * The thread runs at a lower CPU priority than the server's event loop (thread-priority.ts).
 */
export function serveWorker<In, Out>(
  task: (input: In, progress: (value: number) => void) => Promise<{ value: Out; transfer?: ArrayBuffer[] }>,
): void {
  const port = parentPort!;
  lowerThreadPriority();
  const post = (message: WorkerMessage<Out>, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);
  port.on('message', (request: WorkerRequest<In>) => {
    if (request.type !== 'run') return;
    task(request.input, (value) => post({ type: 'progress', value })).then(
      ({ value, transfer }) => post({ type: 'result', value }, transfer),
      (error: unknown) => {
        const e = error instanceof Error ? error : new Error(String(error));
        const extra = e as Error & { code?: unknown; location?: unknown; diagnostics?: unknown };
        post({
          type: 'error',
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
