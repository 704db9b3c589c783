import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_S = 100; // Linux USER_HZ, what /proc/<pid>/stat counts in

/** Fields of a /proc `stat` file after the command name (which may hold spaces, inside parentheses). */
function statFields(file: string): string[] {
  const stat = readFileSync(file, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU ticks (user + system) of a `statFields` line: its own (utime, stime) and its waited-for children's. */
const ownTicks = (f: string[]) => Number(f[11]) + Number(f[12]);
const childTicks = (f: string[]) => Number(f[13]) + Number(f[14]);

/** CPU time (user + system, ms, every thread) of one process so far. */
export function processCpuMs(pid: number): number {
  return (ownTicks(statFields(`/proc/${pid}/stat`)) * 1000) / CLOCK_TICKS_PER_S;
}

/** The live members of a process group: pid and stat fields (a member that exits meanwhile is skipped). */
function* groupMembers(pgid: number): Generator<{ pid: string; fields: string[] }> {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let fields: string[];
    try {
      fields = statFields(`/proc/${pid}/stat`);
    } catch {
      continue; // exited meanwhile
    }
    if (Number(fields[2]) === pgid) yield { pid, fields };
  }
}

/** CPU ticks of a process's main thread (null when it exited meanwhile). */
function mainThreadTicks(pid: string): number | null {
  try {
    return ownTicks(statFields(`/proc/${pid}/task/${pid}/stat`));
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system, ms) spent so far by the processes of one process group: each live member's
 * own time plus the time of the children it has already waited for (cutime / cstime), so a build
 * step that ran and exited before the server started is counted once. Linux only (/proc).
 */
export function processGroupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const { fields } of groupMembers(pgid)) ticks += ownTicks(fields) + childTicks(fields);
  return (ticks * 1000) / CLOCK_TICKS_PER_S;
}

/** Peak resident set (VmHWM, MB) of the live members of a process group. */
export function processGroupPeakRssMb(pgid: number): number {
  let peak = 0;
  for (const { pid } of groupMembers(pgid)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // exited meanwhile
    }
  }
  return peak;
}

/**
 * The group's busiest live process (the server) by its own CPU ticks, with its main thread's ticks,
 * and the own ticks of every other member plus every member's waited-for children.
 */
function busiestAndRest(pgid: number): { mainTicks: number; restTicks: number } {
  let best = { own: -1, main: 0 };
  let rest = 0;
  for (const { pid, fields } of groupMembers(pgid)) {
    rest += childTicks(fields);
    const own = ownTicks(fields);
    const main = own > best.own ? mainThreadTicks(pid) : null;
    if (main === null) {
      rest += own;
      continue;
    }
    if (best.own >= 0) rest += best.own;
    best = { own, main };
  }
  return { mainTicks: best.main, restTicks: rest };
}

/**
 * CPU time (ms) of the main thread of the group's busiest process (the server): the critical path
 * of a start on an idle machine, without the garbage collector's and compilers' helper threads,
 * which run on the other core there.
 */
export function processGroupMainThreadCpuMs(pgid: number): number {
  return (busiestAndRest(pgid).mainTicks * 1000) / CLOCK_TICKS_PER_S;
}

/**
 * CPU time (ms) of a start's critical path on an idle machine: every process of the group outside
 * the busiest one (npm, the shell, a build step: they run before the server, one after the other)
 * plus the busiest process's main thread and the children it waited for; the helper threads of the
 * busiest process (garbage collector, compilers, worker threads) are left out: on two idle cores
 * they run beside the main thread.
 */
export function processGroupCriticalPathCpuMs(pgid: number): number {
  const { mainTicks, restTicks } = busiestAndRest(pgid);
  return ((restTicks + mainTicks) * 1000) / CLOCK_TICKS_PER_S;
}
