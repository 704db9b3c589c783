import { Worker } from 'node:worker_threads';

// The sampler runs in a worker thread: the import is synchronous, so the main thread cannot look at
// its own memory while it runs. RSS is per process, so the worker sees the import's peak.
const SAMPLER_SOURCE = `
const { workerData } = require('node:worker_threads');
const peak = new Int32Array(workerData);
setInterval(() => {
  const kb = Math.round(process.memoryUsage.rss() / 1024);
  if (kb > Atomics.load(peak, 0)) Atomics.store(peak, 0, kb);
}, 2);
`;

/** Samples the process's resident set size every 2 ms and keeps the peak since the last reset. */
export class RssSampler {
  private readonly peakKb = new Int32Array(new SharedArrayBuffer(4));
  private readonly worker = new Worker(SAMPLER_SOURCE, { eval: true, workerData: this.peakKb.buffer });

  /** Starts a new peak from the current RSS. */
  reset(): void {
    Atomics.store(this.peakKb, 0, Math.round(process.memoryUsage.rss() / 1024));
  }

  /** Peak RSS since the last reset (bytes), including the current value. */
  peakBytes(): number {
    return Math.max(Atomics.load(this.peakKb, 0) * 1024, process.memoryUsage.rss());
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}
