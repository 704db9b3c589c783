import { readFileSync } from 'node:fs';

/**
 * Main-thread CPU time from a Chromium trace. User Timing marks carry `tts`, the thread's CPU clock
 * (µs): the difference between two marks on the renderer's main thread is the CPU the thread spent
 * between them, whatever else the (shared) machine was doing — wall time there can be several times
 * longer. Mark names come from bench/viewer-page/main.ts.
 */
interface TraceEvent {
  name: string;
  cat?: string;
  ts: number;
  tts?: number;
}

export function readMarks(tracePath: string): Map<string, { ts: number; tts: number }> {
  const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
  const marks = new Map<string, { ts: number; tts: number }>();
  for (const e of trace.traceEvents) {
    if (e.cat === 'blink.user_timing' && e.name.startsWith('vb-') && e.tts !== undefined) {
      marks.set(e.name, { ts: e.ts, tts: e.tts });
    }
  }
  return marks;
}

/** CPU ms between two marks, or NaN when either is missing. */
export function cpuBetween(marks: Map<string, { tts: number }>, from: string, to: string): number {
  const a = marks.get(from);
  const b = marks.get(to);
  return a && b ? (b.tts - a.tts) / 1000 : Number.NaN;
}

/** CPU ms of each frame cycle of a driven series (`vb-<label>-start`, `vb-<label>-0`, …). */
export function cpuPerFrame(marks: Map<string, { tts: number }>, label: string): number[] {
  const out: number[] = [];
  let prev = `vb-${label}-start`;
  for (let i = 0; marks.has(`vb-${label}-${i}`); i++) {
    out.push(cpuBetween(marks, prev, `vb-${label}-${i}`));
    prev = `vb-${label}-${i}`;
  }
  return out;
}
