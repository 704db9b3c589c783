import { Worker } from 'node:worker_threads';

/** Limits of one worker thread (IMPORT_TIMEOUT_MS, IMPORT_MEMORY_MB). */
export interface WorkerLimits {
  timeoutMs: number;
  /** V8 old-generation heap of the worker; past it the worker is stopped with WorkerOutOfMemory. */
  memoryMb: number;
}

/** Parent → worker. */
export interface WorkerRequest<In> {
  type: 'run';
  input: In;
}

/** Worker → parent. */
export type WorkerMessage<Out> =
  | { type: 'progress'; value: number }
  | { type: 'result'; value: Out }
  | { type: 'error'; error: ReportedError };

export interface ReportedError {
  name: string;
  message: string;
  code?: string;
  location?: unknown;
}

export class WorkerTimeout extends Error {
  constructor(timeoutMs: number) {
    super(`stopped after ${Math.round(timeoutMs / 1000)} s (the time limit)`);
    this.name = 'WorkerTimeout';
  }
}

export class WorkerOutOfMemory extends Error {
  constructor(memoryMb: number) {
    super(`ran out of memory (the limit is ${memoryMb} MB)`);
    this.name = 'WorkerOutOfMemory';
  }
}

export class WorkerCrashed extends Error {
  constructor(detail: string) {
    super(`the worker stopped unexpectedly (${detail})`);
    this.name = 'WorkerCrashed';
  }
}

/** An error the worker's own code threw and reported (the worker itself is fine). */
export class WorkerReportedError extends Error {
  constructor(readonly reported: ReportedError) {
    super(reported.message);
    this.name = reported.name;
  }
}

const BOOTSTRAP = new URL('./bootstrap.mjs', import.meta.url);

export interface WorkerPool<In, Out> {
  run(input: In, options?: { signal?: AbortSignal; onProgress?: (value: number) => void }): Promise<Out>;
  /** Threads working right now (tests stop one the hard way to play a crash). */
  readonly busy: ReadonlySet<Worker>;
  close(): Promise<void>;
}

/**
 * Worker threads for one TypeScript entry (a file URL served by serveWorker), each with a heap
 * limit, one task at a time, stopped after `limits.timeoutMs`. A thread that answered stays warm for
 * the next task (starting one costs ~1-2 s: tsx and the import engine load) until `idleMs` without
 * work; a thread that timed out, ran out of memory, crashed or was aborted is terminated, never reused.
 */
export function createWorkerPool<In, Out>(
  entry: URL,
  limits: WorkerLimits,
  options: { idleMs?: number } = {},
): WorkerPool<In, Out> {
  const idleMs = options.idleMs ?? 60_000;
  const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
  const busy = new Set<Worker>();
  let closed = false;

  const spawn = () =>
    new Worker(BOOTSTRAP, {
      workerData: { entry: entry.href },
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });

  const park = (worker: Worker) => {
    if (closed) return void worker.terminate();
    worker.unref();
    const timer = setTimeout(() => {
      const i = idle.findIndex((w) => w.worker === worker);
      if (i >= 0) idle.splice(i, 1);
      void worker.terminate();
    }, idleMs);
    timer.unref();
    idle.push({ worker, timer });
  };

  const take = (): Worker => {
    const warm = idle.pop();
    if (!warm) return spawn();
    clearTimeout(warm.timer);
    warm.worker.ref();
    return warm.worker;
  };

  return {
    busy,
    run(input, { signal, onProgress } = {}) {
      return new Promise<Out>((resolve, reject) => {
        if (closed) return reject(new Error('The worker pool is closed.'));
        if (signal?.aborted) return reject(signal.reason);
        const worker = take();
        busy.add(worker);
        let settled = false;
        const finish = (reuse: boolean, fn: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          worker.off('message', onMessage).off('error', onError).off('exit', onExit);
          busy.delete(worker);
          if (reuse) park(worker);
          else void worker.terminate();
          fn();
        };
        const timer = setTimeout(
          () => finish(false, () => reject(new WorkerTimeout(limits.timeoutMs))),
          limits.timeoutMs,
        );
        const onAbort = () => finish(false, () => reject(signal?.reason));
        const onMessage = (message: WorkerMessage<Out>) => {
          if (message.type === 'progress') onProgress?.(message.value);
          else if (message.type === 'result') finish(true, () => resolve(message.value));
          else finish(true, () => reject(new WorkerReportedError(message.error)));
        };
        const onError = (error: Error & { code?: string }) =>
          finish(false, () =>
            reject(
              error.code === 'ERR_WORKER_OUT_OF_MEMORY'
                ? new WorkerOutOfMemory(limits.memoryMb)
                : new WorkerCrashed(error.message),
            ),
          );
        const onExit = (code: number) => finish(false, () => reject(new WorkerCrashed(`exit code ${code}`)));
        signal?.addEventListener('abort', onAbort, { once: true });
        worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        worker.postMessage({ type: 'run', input } satisfies WorkerRequest<In>);
      });
    },
    async close() {
      closed = true;
      const all = [...idle.map((w) => w.worker), ...busy];
      for (const w of idle) clearTimeout(w.timer);
      idle.length = 0;
      await Promise.allSettled(all.map((w) => w.terminate()));
    },
  };
}
