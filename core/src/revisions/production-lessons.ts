import type { Board, TestPoint } from '../board/model';
import { makeIdLookup } from '../dft/index';
import type { BoardDiff, BoardPairing } from './board-diff';

/**
 * The production lesson carried into the revision compare (issue 32 item 3): each test point that had
 * poor contact in production on rev A (the DFT report's "poor contact in production (n of m runs)")
 * and what became of it on rev B, so the engineer sees whether the lesson was acted on.
 */
export interface PoorContactInput {
  /** The label the station reported (`TP12`, `U3.4`, `via (12.70, 30.48)`), as in the DFT report. */
  probe: string;
  failedRuns: number;
  runs: number;
  /** "poor contact in production (14 of 200 runs)". */
  text: string;
}

/**
 * `unchanged`: the same pad in the same place; `moved`: paired on rev B, moved; `changed`: paired, its
 * pad changed (size, net, side, kind, mask or name; it may also have moved); `removed`: no longer on
 * rev B; `unknown`: the label names no test point of rev A (a station channel, an old label).
 */
export type PoorContactFate = 'unchanged' | 'moved' | 'changed' | 'removed' | 'unknown';

export interface PoorContactOnB extends PoorContactInput {
  fate: PoorContactFate;
  /** The test point's label on rev B, when it is there. */
  labelB: string | null;
  movedMm: number;
  /** What changed besides the place (the board diff's words: `size`, `net`, `name`, …). */
  changes: string[];
  /** "TP12: poor contact in production (14 of 200 runs) — unchanged on rev B". */
  summary: string;
}

const round2 = (v: number) => v.toFixed(2);

/**
 * Labels of a board's test points as production reports them: `ref.pad` always; the bare ref when the
 * ref has one test point (the plan's `TP3`); `via (x, y)` (2 decimals, mm) for a point without a ref.
 */
function labelIndex(board: Board): Map<string, TestPoint> {
  const perRef = new Map<string, number>();
  for (const tp of board.testPoints) if (tp.ref) perRef.set(tp.ref, (perRef.get(tp.ref) ?? 0) + 1);
  const out = new Map<string, TestPoint>();
  for (const tp of board.testPoints) {
    if (tp.ref) {
      out.set(`${tp.ref}.${tp.pad ?? ''}`, tp);
      if (perRef.get(tp.ref) === 1) out.set(tp.ref, tp);
    } else out.set(`via (${round2(tp.x)}, ${round2(tp.y)})`, tp);
  }
  return out;
}

/** B's label in the form the station used for A's (bare ref stays bare when B's ref has one point). */
function labelOnB(used: string, tp: TestPoint, b: Board): string {
  if (!tp.ref) return `via (${round2(tp.x)}, ${round2(tp.y)})`;
  if (!used.includes('.') && b.testPoints.filter((t) => t.ref === tp.ref).length === 1) return tp.ref;
  return `${tp.ref}.${tp.pad ?? ''}`;
}

function sentence(
  c: PoorContactInput,
  fate: PoorContactFate,
  labelB: string | null,
  movedMm: number,
  changes: string[],
) {
  const renamed = labelB !== null && labelB !== c.probe ? ` (${labelB})` : '';
  const tail: Record<PoorContactFate, string> = {
    unchanged: 'unchanged on rev B',
    moved: `moved ${movedMm} mm on rev B${renamed}`,
    changed: `pad changed on rev B${renamed}: ${changes.join(', ')}${movedMm > 0 ? `, moved ${movedMm} mm` : ''}`,
    removed: 'not on rev B',
    unknown: 'not a test point of rev A (a station channel?): not compared',
  };
  return `${c.probe}: ${c.text} — ${tail[fate]}`;
}

/** What became of each poor contact of rev A on rev B, in the order given (the DFT report's: worst first). */
export function poorContactsOnB(
  a: Board,
  b: Board,
  diff: BoardDiff,
  pairing: BoardPairing,
  contacts: readonly PoorContactInput[],
  epsilonMm: number,
): PoorContactOnB[] {
  if (contacts.length === 0) return [];
  const onA = labelIndex(a);
  const tpB = makeIdLookup(b.testPoints);
  const changed = new Map(diff.testPoints.changed.map((c) => [c.a.id, c]));
  return contacts.map((c) => {
    const tp = onA.get(c.probe);
    let fate: PoorContactFate;
    let labelB: string | null = null;
    let movedMm = 0;
    let changes: string[] = [];
    if (!tp) fate = 'unknown';
    else {
      const pair = pairing.testPoints.get(tp.id);
      const other = pair ? tpB(pair.id) : undefined;
      if (!pair || !other) fate = 'removed';
      else {
        labelB = labelOnB(c.probe, other, b);
        const change = changed.get(tp.id);
        movedMm = change && change.movedMm > epsilonMm ? change.movedMm : 0;
        changes = change?.changes ?? [];
        fate = changes.length > 0 ? 'changed' : movedMm > 0 ? 'moved' : 'unchanged';
      }
    }
    return { ...c, fate, labelB, movedMm, changes, summary: sentence(c, fate, labelB, movedMm, changes) };
  });
}
