import { readFileSync } from 'node:fs';

/** The resident set of a process (MB), from /proc/<pid>/status (worker threads are in it). */
export function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
}

/** Samples a process's RSS every `everyMs` (50 ms): its peak since start, and the last reading. */
export function sampleRss(pid: number, everyMs = 50) {
  let peak = 0;
  let last = 0;
  const read = () => {
    try {
      last = rssMb(pid);
      peak = Math.max(peak, last);
    } catch {
      // the process is gone
    }
  };
  read();
  const timer = setInterval(read, everyMs);
  return {
    get peakMb() {
      return peak;
    },
    get lastMb() {
      return last;
    },
    /** Starts a new peak from now. */
    resetPeak() {
      read();
      peak = last;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
