import { Worker } from 'node:worker_threads';

/** Limits of one worker thread (IMPORT_TIMEOUT_MS, IMPORT_MEMORY_MB). */
export interface WorkerLimits {
  timeoutMs: number;
  /** V8 old-generation heap of the worker; past it the worker is stopped with WorkerOutOfMemory. */
  memoryMb: number;
}

/** Parent → worker: a task, or warming up before the first one (serveWorker's `warmUp`). */
export type WorkerRequest<In> = { type: 'run'; input: In } | { type: 'warm-up' };

/** Worker → parent. */
export type WorkerMessage<Out> =
  | { type: 'progress'; value: number }
  | { type: 'result'; value: Out; heldMb?: number }
  | { type: 'error'; error: ReportedError; heldMb?: number }
  | { type: 'warmed'; value: unknown; error?: string };

/** How one thread's warm-up ended: the worker's report, or why there is none. */
export interface WarmUpOutcome {
  /** What the worker's warmUp answered (null without one, or when it failed). */
  value: unknown;
  /** The warm-up threw, or the thread stopped before it said it was warm. */
  error?: string;
}

export interface ReportedError {
  name: string;
  message: string;
  code?: string;
  location?: unknown;
  /** The diagnostics an ImportError carries. */
  diagnostics?: unknown[];
}

export class WorkerTimeout extends Error {
  constructor(timeoutMs: number) {
    super(
      `stopped after ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`} (the time limit)`,
    );
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

/**
 * Every thread of the pool is busy and its queue is full: the caller answers 503 with Retry-After
 * (http/errors.ts) rather than start another thread.
 */
export class WorkerPoolFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Studio is busy with other work of this kind: try again in ${retryAfterSeconds} s.`);
    this.name = 'WorkerPoolFull';
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

export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: (value: number) => void;
}

export interface WorkerPool<In, Out> {
  /** Runs one task on a free thread, after the tasks queued before it; WorkerPoolFull past the queue. */
  run(input: In, options?: RunOptions): Promise<Out>;
  /** Threads working right now (tests stop one the hard way to play a crash). */
  readonly busy: ReadonlySet<Worker>;
  /**
   * Threads alive now (busy or idle), tasks waiting, the most threads ever alive at once, and the
   * threads kept warm (prewarm).
   */
  stats(): { threads: number; queued: number; peakThreads: number; kept: number };
  /**
   * Starts threads until `threads` (at most `size`) are alive, each warming up at once (serveWorker's
   * `warmUp`; a task that arrives meanwhile takes the thread and the warm-up stops), and from then on
   * keeps that many threads warm: they stay when idle instead of stopping after `idleMs`. A kept
   * thread that is stopped (a limit, a crash) is not replaced at once: the next thread to finish a
   * task is kept in its place. Resolves with each new thread's warm-up outcome.
   */
  prewarm(threads: number): Promise<WarmUpOutcome[]>;
  close(): Promise<void>;
}

export interface PoolOptions {
  /** Idle time after which a warm thread is stopped. */
  idleMs?: number;
  /** At most this many threads, busy or idle (default 1). */
  size?: number;
  /** At most this many tasks wait for a thread (default 0: a task finds a thread or is refused). */
  queueMax?: number;
  /**
   * A thread that holds more than this (MB: its committed heap and its buffers, as it reports after
   * a task) is stopped instead of kept warm, so that the memory a big task made it grow to returns
   * to the system (WORKER_RECYCLE_MB, decision 0072). Default: no threshold.
   */
  recycleAboveMb?: number;
}

interface Waiting<In, Out> {
  input: In;
  options: RunOptions;
  resolve: (value: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * A fixed number (`size`) of worker threads for one entry served by serveWorker, each with a heap
 * limit, one task at a time, stopped after `limits.timeoutMs`; tasks beyond the threads wait in a
 * bounded queue and past it are refused (WorkerPoolFull), so that memory stays within `size` ×
 * `limits.memoryMb` however many requests arrive. The entry is a TypeScript file (a URL: started
 * through bootstrap.mjs, which registers tsx) or, from the compiled bundle, plain JavaScript started
 * as is (`locations.workerEntry`). A thread that answered stays warm for the next task (starting one
 * costs ~1-2 s through tsx, ~0.1-0.2 s from the bundle) until `idleMs` without work (the threads
 * `prewarm` keeps warm stay: decision 0046); a thread that
 * timed out, ran out of memory, crashed or was aborted is terminated, never reused, and so is one that
 * holds more than `recycleAboveMb` after its task (decision 0072).
 */
export function createWorkerPool<In, Out>(
  entry: URL | { url: URL; typescript: boolean },
  limits: WorkerLimits,
  options: PoolOptions = {},
): WorkerPool<In, Out> {
  const idleMs = options.idleMs ?? 60_000;
  const size = Math.max(1, options.size ?? 1);
  const queueMax = Math.max(0, options.queueMax ?? 0);
  const recycleAboveMb = options.recycleAboveMb ?? Number.POSITIVE_INFINITY;
  /** Whether a thread that answered may stay warm: not when it holds more than the threshold. */
  const reusable = (heldMb: number | undefined) => !(heldMb !== undefined && heldMb > recycleAboveMb);
  /** Threads without a task: a timer stops each after `idleMs`, except the kept ones (null). */
  const idle: { worker: Worker; timer: NodeJS.Timeout | null; gone: () => void }[] = [];
  const busy = new Set<Worker>();
  /** Threads kept warm (prewarm): at most `keepWarm`, never stopped for being idle. */
  const kept = new Set<Worker>();
  let keepWarm = 0;
  const queue: Waiting<In, Out>[] = [];
  let closed = false;
  let peakThreads = 0;
  /** Mean task time (ms), for Retry-After. */
  let meanTaskMs = 2000;

  const { url, typescript } = entry instanceof URL ? { url: entry, typescript: true } : entry;
  const spawn = () => {
    peakThreads = Math.max(peakThreads, busy.size + idle.length + 1);
    return new Worker(typescript ? BOOTSTRAP : url, {
      workerData: typescript ? { entry: url.href } : {},
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });
  };

  /** Forgets an idle thread (taken, timed out, or stopped on its own). */
  const unpark = (worker: Worker) => {
    const i = idle.findIndex((w) => w.worker === worker);
    if (i < 0) return;
    const [entry] = idle.splice(i, 1);
    if (entry!.timer) clearTimeout(entry!.timer);
    worker.off('exit', entry!.gone).off('error', entry!.gone);
  };

  const park = (worker: Worker) => {
    if (closed) return void worker.terminate();
    worker.unref();
    if (kept.size < keepWarm) kept.add(worker);
    const timer = kept.has(worker)
      ? null
      : setTimeout(() => {
          unpark(worker);
          void worker.terminate();
        }, idleMs);
    timer?.unref();
    // An idle thread can still stop (a warm-up that failed, the system): it leaves the pool.
    const gone = () => {
      unpark(worker);
      kept.delete(worker);
    };
    worker.on('exit', gone).on('error', gone);
    idle.push({ worker, timer, gone });
  };

  const take = (): Worker => {
    const warm = idle.at(-1);
    if (!warm) return spawn();
    unpark(warm.worker);
    warm.worker.ref();
    return warm.worker;
  };

  /** Starts one thread that warms up, parked (kept) while it does. */
  const warmOne = (): Promise<WarmUpOutcome> => {
    const worker = spawn();
    kept.add(worker);
    const outcome = new Promise<WarmUpOutcome>((resolve) => {
      const onMessage = (message: WorkerMessage<Out>) => {
        if (message.type !== 'warmed') return;
        done();
        resolve(message.error === undefined ? { value: message.value } : message);
      };
      const onExit = () => {
        done();
        resolve({ value: null, error: 'the thread stopped before it was warm' });
      };
      const done = () => worker.off('message', onMessage).off('exit', onExit);
      worker.on('message', onMessage).on('exit', onExit);
    });
    worker.postMessage({ type: 'warm-up' } satisfies WorkerRequest<In>);
    park(worker);
    return outcome;
  };

  /** Starts queued tasks while threads are free. */
  const pump = () => {
    while (!closed && busy.size < size && queue.length > 0) {
      const next = queue.shift()!;
      start(next.input, next.options, next.resolve, next.reject);
    }
  };

  const start = (
    input: In,
    { signal, onProgress }: RunOptions,
    resolve: (value: Out) => void,
    reject: (error: unknown) => void,
  ): void => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const worker = take();
    busy.add(worker);
    const started = Date.now();
    let settled = false;
    const finish = (reuse: boolean, fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      busy.delete(worker);
      meanTaskMs = 0.8 * meanTaskMs + 0.2 * (Date.now() - started);
      if (reuse) park(worker);
      else {
        kept.delete(worker);
        void worker.terminate();
      }
      fn();
      pump();
    };
    const timer = setTimeout(
      () => finish(false, () => reject(new WorkerTimeout(limits.timeoutMs))),
      limits.timeoutMs,
    );
    const onAbort = () => finish(false, () => reject(signal?.reason));
    const onMessage = (message: WorkerMessage<Out>) => {
      if (message.type === 'warmed') return; // the warm-up it interrupted (warmOne hears it)
      if (message.type === 'progress') onProgress?.(message.value);
      else if (message.type === 'result') finish(reusable(message.heldMb), () => resolve(message.value));
      else finish(reusable(message.heldMb), () => reject(new WorkerReportedError(message.error)));
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
  };

  return {
    busy,
    stats: () => ({ threads: busy.size + idle.length, queued: queue.length, peakThreads, kept: kept.size }),
    prewarm(threads) {
      if (closed) return Promise.resolve([]);
      keepWarm = Math.min(size, Math.max(0, Math.floor(threads)));
      const started: Promise<WarmUpOutcome>[] = [];
      while (busy.size + idle.length < keepWarm) started.push(warmOne());
      return Promise.all(started);
    },
    run(input, runOptions = {}) {
      return new Promise<Out>((resolve, reject) => {
        if (closed) return reject(new Error('The worker pool is closed.'));
        if (runOptions.signal?.aborted) return reject(runOptions.signal.reason);
        if (busy.size < size) return start(input, runOptions, resolve, reject);
        if (queue.length >= queueMax) {
          const waitMs = ((queue.length + 1) * meanTaskMs) / size;
          return reject(new WorkerPoolFull(Math.max(1, Math.ceil(waitMs / 1000))));
        }
        const waiting: Waiting<In, Out> = { input, options: runOptions, resolve, reject };
        queue.push(waiting);
        // Aborted while waiting: it leaves the queue (once started, its own listener stops it).
        runOptions.signal?.addEventListener(
          'abort',
          () => {
            const i = queue.indexOf(waiting);
            if (i < 0) return;
            queue.splice(i, 1);
            reject(runOptions.signal?.reason);
          },
          { once: true },
        );
      });
    },
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) waiting.reject(new Error('The worker pool is closed.'));
      const all = [...idle.map((w) => w.worker), ...busy];
      for (const w of [...idle]) unpark(w.worker);
      kept.clear();
      await Promise.allSettled(all.map((w) => w.terminate()));
    },
  };
}
