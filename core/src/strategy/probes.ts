import type { Board, TestPoint } from '../board/model';
import type { TestConfig } from '../test-config/model';
import type { ProbeSource, StepTestPoint } from './types';

export interface Probes {
  source: ProbeSource;
  /** Probed test points per net, in board order. */
  byNet: Map<string, StepTestPoint[]>;
}

/**
 * The name an engineer reads for a test point: the reference of a one-pad test point ("TP3"),
 * reference and pad of a component pad ("J2.1"), or a via's place ("via (12.30, 4.50)": mm, board
 * top view, +Y up).
 */
export function testPointLabel(tp: TestPoint, padsPerRef: Map<string, number>): string {
  if (tp.ref === null) return `via (${tp.x.toFixed(2)}, ${tp.y.toFixed(2)})`;
  if (tp.kind === 'testpoint' && (padsPerRef.get(tp.ref) ?? 0) <= 1) return tp.ref;
  return `${tp.ref}.${tp.pad ?? ''}`;
}

/**
 * The test points the fixture probes: the test config's selection when there is one (drill-only
 * spares are not probed), otherwise the board's own accessible test points (TP* parts and pads the
 * design data flags as test points).
 */
export function findProbes(board: Board, config: TestConfig | null): Probes {
  const padsPerRef = new Map<string, number>();
  for (const pad of board.pads)
    if (pad.ref !== null) padsPerRef.set(pad.ref, (padsPerRef.get(pad.ref) ?? 0) + 1);
  let points: TestPoint[];
  let source: ProbeSource;
  if (config) {
    const byId = new Map(board.testPoints.map((tp) => [tp.id as string, tp]));
    points = config.testPoints
      .filter((s) => !s.drillOnly)
      .map((s) => byId.get(s.id))
      .filter((tp): tp is TestPoint => tp !== undefined);
    source = 'test-config';
  } else {
    points = board.testPoints.filter((tp) => tp.kind === 'testpoint' && !tp.covered);
    source = 'board-test-points';
  }
  const byNet = new Map<string, StepTestPoint[]>();
  for (const tp of points) {
    if (!tp.net) continue;
    const entry = { label: testPointLabel(tp, padsPerRef), net: tp.net };
    const list = byNet.get(tp.net);
    if (list) list.push(entry);
    else byNet.set(tp.net, [entry]);
  }
  return { source, byNet };
}
