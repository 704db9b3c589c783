import type { Config } from './env';

// The resident memory one Studio process stays under while it takes uploads and runs their
// background jobs (issue 31, decision 0072), from the settings that bound each part. Uploads are
// streamed to storage (never held whole), so what takes memory is the process itself and the jobs
// running at once: JOB_WORKERS of them, each in a worker thread with a heap limit, holding the bytes
// of its input and what they expand to (each capped per format). A thread that grew past
// WORKER_RECYCLE_MB is stopped after its job, so that memory returns (worker-pool.ts).

const MB = 1024 * 1024;

/** The process with nothing to do: Node, the server's code, its caches and PGlite (~440 MB measured). */
export const BASELINE_MB = 512;
/** What the package importer expands archives to at most (core DEFAULT_MAX_EXPANDED_BYTES). */
export const PACKAGE_EXPANDED_MB = 256;

export interface MemoryBound {
  totalMb: number;
  /** The largest job of each kind: its heap limit plus the bytes it may hold outside the heap. */
  jobMb: { import: number; step: number; extract: number };
  /** The formula with its figures, for the bench and the logs. */
  explain: string;
}

export function memoryBound(config: Pick<Config, 'jobs' | 'knowledge' | 'uploads'>): MemoryBound {
  const { jobs, knowledge, uploads } = config;
  const maxDutMb = Math.ceil(uploads.maxDutBytes / MB);
  const maxFileMb = Math.ceil(uploads.maxFileBytes / MB);
  const jobMb = {
    // The heap, the package's files (a DUT's at most) and what its archives expand to.
    import: jobs.importMemoryMb + maxDutMb + PACKAGE_EXPANDED_MB,
    // The heap, OpenCascade's WebAssembly memory (capped at the same figure), the zip and its model.
    step: 2 * jobs.stepMemoryMb + maxFileMb + jobs.stepMaxMb,
    // The heap, the file, and what its compressed streams decode to (a quarter of the heap limit).
    extract: knowledge.extractMemoryMb + maxFileMb + Math.floor(knowledge.extractMemoryMb / 4),
  };
  const workers = jobs.workers;
  // JOB_WORKERS jobs at once, at most one of them a STEP reading (its pool has one thread).
  const other = Math.max(jobMb.import, jobMb.extract);
  const runningMb = workers === 0 ? 0 : Math.max(workers * other, jobMb.step + (workers - 1) * other);
  // The threads not running a job (import and extraction pools: one per runner; STEP: one), kept warm
  // or idle until their idle time, hold at most WORKER_RECYCLE_MB each: past it they were stopped.
  const idleThreads = 2 * workers + 1 - workers;
  const idleMb = idleThreads * jobs.workerRecycleMb;
  const totalMb = BASELINE_MB + runningMb + idleMb;
  const explain = `${BASELINE_MB} MB baseline + ${runningMb} MB for JOB_WORKERS ${workers} jobs at once (import ${jobMb.import}, STEP ${jobMb.step}, extraction ${jobMb.extract} MB; one STEP reading at a time) + ${idleThreads} idle threads × WORKER_RECYCLE_MB ${jobs.workerRecycleMb}`;
  return { totalMb, jobMb, explain };
}
