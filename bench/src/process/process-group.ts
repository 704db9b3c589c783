import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_S = 100; // Linux USER_HZ, what /proc/<pid>/stat counts in

/**
 * CPU time (user + system, ms) spent so far by the processes of one process group: each live member's
 * own time plus the time of the children it has already waited for (cutime / cstime), so a build
 * step that ran and exited before the server started is counted once. Linux only (/proc).
 */
export function processGroupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // Fields after the command name (which may hold spaces, inside parentheses).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pgrp = Number(fields[2]);
    if (pgrp !== pgid) continue;
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
    ticks += utime! + stime! + cutime! + cstime!;
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_S;
}

/** Peak resident set (VmHWM, MB) of the live members of a process group. */
export function processGroupPeakRssMb(pgid: number): number {
  let peak = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // exited meanwhile
    }
  }
  return peak;
}

/**
 * CPU time (ms) of the main thread of the group's busiest process (the server): the critical path
 * of a start on an idle machine, without the garbage collector's and compilers' helper threads,
 * which run on the other core there.
 */
export function processGroupMainThreadCpuMs(pgid: number): number {
  let best = { total: -1, main: 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = statFields(`/proc/${entry}/stat`);
      if (Number(fields[2]) !== pgid) continue;
      const total = Number(fields[11]) + Number(fields[12]);
      if (total <= best.total) continue;
      const main = statFields(`/proc/${entry}/task/${entry}/stat`);
      best = { total, main: Number(main[11]) + Number(main[12]) };
    } catch {
      // exited meanwhile
    }
  }
  return (best.main * 1000) / CLOCK_TICKS_PER_S;
}

function statFields(file: string): string[] {
  const stat = readFileSync(file, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * CPU time (ms) of a start's critical path on an idle machine: every process of the group outside
 * the busiest one (npm, the shell, a build step: they run before the server, one after the other)
 * plus the busiest process's main thread and the children it waited for; the helper threads of the
 * busiest process (garbage collector, compilers, worker threads) are left out: on two idle cores
 * they run beside the main thread.
 */
export function processGroupCriticalPathCpuMs(pgid: number): number {
  let ticks = 0;
  let best = { total: -1, main: 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = statFields(`/proc/${entry}/stat`);
      if (Number(fields[2]) !== pgid) continue;
      const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
      const own = utime! + stime!;
      ticks += cutime! + cstime!;
      if (own > best.total) {
        if (best.total >= 0) ticks += best.total;
        const main = statFields(`/proc/${entry}/task/${entry}/stat`);
        best = { total: own, main: Number(main[11]) + Number(main[12]) };
      } else ticks += own;
    } catch {
      // exited meanwhile
    }
  }
  return ((ticks + best.main) * 1000) / CLOCK_TICKS_PER_S;
}
