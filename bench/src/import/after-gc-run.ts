// Runs the bundled after-GC child (after-gc-child.ts) in a fresh process, plainly or under V8's
// --trace-deopt, for import-after-gc-bench.ts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { SequenceResult } from './after-gc-child';

export interface Counts {
  warm: number;
  afterGc: number;
  /** Extra V8 / Node flags for the child (e.g. `--always-sparkplug`), to try what they change. */
  nodeFlags: string[];
  /** A board imported `prewarm` times before the measured ones (a thread warmed before its first job). */
  warmup?: { file: string; prewarm: number };
}

const warmupArgs = (c: Counts) => (c.warmup ? [c.warmup.file, String(c.warmup.prewarm)] : []);

function spawnChild(command: string, args: string[]): string {
  const r = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0)
    throw new Error(`after-GC child failed (${r.status ?? r.signal}): ${r.stderr.slice(-2000)}`);
  return r.stdout;
}

function lastJson(stdout: string): SequenceResult {
  // A worker's phase markers may arrive after the result: take the result line wherever it is.
  const line = stdout.split('\n').find((l) => l.startsWith('{"mode"'));
  if (!line) throw new Error(`after-GC child printed no result: ${stdout.slice(-500)}`);
  return JSON.parse(line) as SequenceResult;
}

export function runChild(
  bundle: string,
  file: string,
  mode: SequenceResult['mode'],
  counts: Counts,
): SequenceResult {
  return lastJson(
    spawnChild(process.execPath, [
      '--expose-gc',
      ...counts.nodeFlags,
      bundle,
      file,
      mode,
      String(counts.warm),
      String(counts.afterGc),
      ...warmupArgs(counts),
    ]),
  );
}

export interface TraceCounts {
  /** Forced full GCs. */
  gcs: number;
  /** "marking dependent code … for deoptimization, reason: weak objects" lines during the forced GCs and the imports after them. */
  weakMarks: number;
  /** The same lines during the first and warm imports (the GCs V8 chose itself). */
  weakMarksBefore: number;
  /** Functions so marked after the first forced GC, most often first (`name×count`). */
  weakFunctions: string[];
  /** Bailouts (eager, lazy, soft deoptimisations) during the imports that follow a forced GC. */
  bailoutsAfterGc: number;
  bailoutReasons: Record<string, number>;
}

/**
 * One process-mode sequence under --trace-deopt. V8 writes its trace with C stdio, so the child runs
 * under `stdbuf -oL` (when there) to keep the trace and the child's phase markers in order.
 */
export function traceChild(bundle: string, file: string, counts: Counts): TraceCounts {
  const node = [
    process.execPath,
    '--expose-gc',
    '--trace-deopt',
    ...counts.nodeFlags,
    bundle,
    file,
    'process',
  ];
  const args = [...node, String(counts.warm), String(counts.afterGc), ...warmupArgs(counts)];
  const out = existsSync('/usr/bin/stdbuf')
    ? spawnChild('/usr/bin/stdbuf', ['-oL', ...args])
    : spawnChild(args[0]!, args.slice(1));
  const result: TraceCounts = {
    gcs: counts.afterGc,
    weakMarks: 0,
    weakMarksBefore: 0,
    weakFunctions: [],
    bailoutsAfterGc: 0,
    bailoutReasons: {},
  };
  const byFunction = new Map<string, number>();
  let phase = '';
  for (const line of out.split('\n')) {
    if (line.startsWith('#phase ')) phase = line.slice(7);
    else if (line.includes('reason: weak objects')) {
      const afterFirstGc = phase === 'gc' || phase === 'after-gc';
      if (!afterFirstGc) {
        result.weakMarksBefore++;
        continue;
      }
      result.weakMarks++;
      const name = /<SharedFunctionInfo ?([^>]*)>/.exec(line)?.[1] || '(anonymous)';
      byFunction.set(name, (byFunction.get(name) ?? 0) + 1);
    } else if (phase === 'after-gc' && line.startsWith('[bailout (kind:')) {
      result.bailoutsAfterGc++;
      const reason = /reason: ([^)]*)\)/.exec(line)?.[1] ?? '?';
      result.bailoutReasons[reason] = (result.bailoutReasons[reason] ?? 0) + 1;
    }
  }
  result.weakFunctions = [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => (n > 1 ? `${name}×${n}` : name));
  return result;
}
