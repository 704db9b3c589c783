import { displayNetName, type StepKind, type TestStrategy } from '@studio/core';

/**
 * The coverage matrix (nets × steps) as a heat map. A cell is how hard a step works a net:
 * - `measured`: a limit of the step measures the net (or measures against it),
 * - `touched`: the step needs the net (probed) but no limit names it,
 * - `unprobed`: the step needs the net and no probed test point reaches it (the step is flagged),
 * - `none`: the step does not touch the net.
 * A row's heat is the number of steps touching the net; a net no step touches is a cold row.
 */
export type CellState = 'none' | 'touched' | 'measured' | 'unprobed';

export interface HeatMapColumn {
  stepId: string;
  /** 1-based position in the plan, as the steps list numbers them. */
  index: number;
  title: string;
  kind: StepKind;
  flagged: boolean;
  /** Nets of the matrix the step touches. */
  nets: number;
}

export interface HeatMapRow {
  net: string;
  /** As the engineer reads it (KiCad escapes undone). */
  shown: string;
  cells: CellState[];
  /** Steps touching the net. */
  steps: number;
  /** Probed test points on the net (labels). */
  probes: string[];
}

export type HeatMapFilter = 'all' | 'untouched' | 'unprobed';

export interface HeatMap {
  columns: HeatMapColumn[];
  /** The rows the filter and search keep, before any row cap. */
  rows: HeatMapRow[];
  /** Rows in the matrix, before filtering. */
  total: number;
  /** The largest number of steps on one net (the scale's top). */
  maxSteps: number;
}

/** What a cell's state says, for a tooltip or a screen reader. */
export const CELL_LABEL: Record<CellState, string> = {
  none: 'not touched',
  touched: 'touched',
  measured: 'measured',
  unprobed: 'needs a probe',
};

function cellOf(step: TestStrategy['steps'][number], net: string): CellState {
  if (!step.nets.includes(net)) return 'none';
  if (step.unprobed.includes(net)) return 'unprobed';
  return step.limits.some((l) => l.net === net || l.reference === net) ? 'measured' : 'touched';
}

/**
 * Builds the heat map of a strategy's coverage matrix: one column per step in plan order, one row per
 * counted net (the matrix's nets, at least two pads), kept by `filter` and by a search of the net's
 * name (as stored or as shown, case-insensitive).
 */
export function buildHeatMap(
  strategy: Pick<TestStrategy, 'steps' | 'coverage' | 'nets'>,
  { filter = 'all', q = '' }: { filter?: HeatMapFilter; q?: string } = {},
): HeatMap {
  const steps = strategy.steps;
  const probes = new Map(strategy.nets.map((n) => [n.name, n.probes]));
  const all: HeatMapRow[] = strategy.coverage.matrix.map(({ net }) => {
    const cells = steps.map((s) => cellOf(s, net));
    return {
      net,
      shown: displayNetName(net),
      cells,
      steps: cells.filter((c) => c !== 'none').length,
      probes: probes.get(net) ?? [],
    };
  });
  const columns = steps.map((s, i) => ({
    stepId: s.id,
    index: i + 1,
    title: s.title,
    kind: s.kind,
    flagged: s.flag !== null,
    nets: all.filter((r) => r.cells[i] !== 'none').length,
  }));
  const needle = q.trim().toLowerCase();
  const rows = all.filter(
    (r) =>
      (filter === 'all' ||
        (filter === 'untouched' && r.steps === 0) ||
        (filter === 'unprobed' && r.cells.includes('unprobed'))) &&
      (needle === '' || r.net.toLowerCase().includes(needle) || r.shown.toLowerCase().includes(needle)),
  );
  return { columns, rows, total: all.length, maxSteps: Math.max(0, ...all.map((r) => r.steps)) };
}

/** The heat of a row's step count on a 0–4 scale (0 = no step: the cold rows a reader looks for). */
export function heatLevel(steps: number, maxSteps: number): 0 | 1 | 2 | 3 | 4 {
  if (steps <= 0 || maxSteps <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((4 * steps) / maxSteps))) as 1 | 2 | 3 | 4;
}
