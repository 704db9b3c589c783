import { readFileSync, readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * How much nicer than the server's event loop its worker threads run (Linux nice, 0–19). Imports,
 * DFT, PDFs and STEP readings keep the CPU they can get; when they and the event loop both want it,
 * the event loop (health, pages, every other request) goes first (issue 13: 50 concurrent PDFs).
 */
export const WORKER_NICE = 10;

/** This OS thread's id on Linux (/proc/thread-self → "<pid>/task/<tid>"), else null. */
function threadId(): number | null {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/**
 * Lowers the calling thread's CPU priority to `nice` (Linux's setpriority on a thread id applies to
 * that thread only); a thread already nicer keeps its own. Elsewhere, or where the system refuses, it
 * does nothing: false.
 */
export function lowerThreadPriority(nice = WORKER_NICE): boolean {
  const tid = threadId();
  if (tid === null) return false;
  try {
    setPriority(tid, Math.max(nice, getPriority(tid)));
    return true;
  } catch {
    return false;
  }
}

/** The calling thread's nice value (field 19 of /proc/thread-self/stat), null off Linux. */
export function threadNice(): number | null {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  } catch {
    return null;
  }
}
