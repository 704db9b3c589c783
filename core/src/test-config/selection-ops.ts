import type { Board, Side, TestPoint, TestPointKind } from '../board/model';
import { reachableSides, type SelectedTestPoint, type TestConfig } from './model';

/**
 * Edits of a test configuration's test-point selection (the Test points tab). Every function is pure:
 * it returns a new configuration and keeps the order of the points already selected (new ones are
 * appended), so a saved version reads in the order the engineer built it.
 */

/** The ids of the selected test points. */
export function selectedIds(config: TestConfig): Set<string> {
  return new Set(config.testPoints.map((p) => p.id));
}

/** Selects the given candidates (ids already selected keep their options). */
export function addTestPoints(config: TestConfig, ids: Iterable<string>): TestConfig {
  const have = selectedIds(config);
  const added: SelectedTestPoint[] = [];
  for (const id of ids) {
    if (have.has(id)) continue;
    have.add(id);
    added.push({ id: id as SelectedTestPoint['id'] });
  }
  return added.length === 0 ? config : { ...config, testPoints: [...config.testPoints, ...added] };
}

/** Deselects the given candidates. */
export function removeTestPoints(config: TestConfig, ids: Iterable<string>): TestConfig {
  const drop = new Set(ids);
  if (drop.size === 0) return config;
  const kept = config.testPoints.filter((p) => !drop.has(p.id));
  return kept.length === config.testPoints.length ? config : { ...config, testPoints: kept };
}

/** Selects a candidate that is not selected, deselects one that is. */
export function toggleTestPoint(config: TestConfig, id: string): TestConfig {
  return selectedIds(config).has(id) ? removeTestPoints(config, [id]) : addTestPoints(config, [id]);
}

/**
 * Toggles a finger (dft/candidate-fingers.ts): `finger` are the ids of its pads, `id` the one to add.
 * A finger with any pad selected is taken off whole (no second probe left on the same contact);
 * otherwise `id` is selected.
 */
export function toggleFinger(config: TestConfig, finger: readonly string[], id: string): TestConfig {
  const selected = selectedIds(config);
  const on = finger.filter((f) => selected.has(f));
  if (!finger.includes(id) && selected.has(id)) on.push(id);
  return on.length > 0 ? removeTestPoints(config, on) : addTestPoints(config, [id]);
}

/** Per-point options the table edits; `null` clears an option. */
export interface TestPointOptionsPatch {
  highPowerA?: number | null;
  drillOnly?: boolean;
  side?: Side | null;
}

/**
 * Changes the options of a selected point (high-power current in A, drill-only, probe side). A point
 * that is not selected is selected first: marking a candidate high-power means probing it.
 */
export function setTestPointOptions(
  config: TestConfig,
  id: string,
  patch: TestPointOptionsPatch,
): TestConfig {
  const withPoint = addTestPoints(config, [id]);
  return {
    ...withPoint,
    testPoints: withPoint.testPoints.map((p) => (p.id === id ? applyPatch(p, patch) : p)),
  };
}

function applyPatch(point: SelectedTestPoint, patch: TestPointOptionsPatch): SelectedTestPoint {
  const next: SelectedTestPoint = { ...point };
  if (patch.highPowerA !== undefined) {
    if (patch.highPowerA === null || !(patch.highPowerA > 0)) delete next.highPowerA;
    else next.highPowerA = patch.highPowerA;
  }
  if (patch.drillOnly !== undefined) {
    if (patch.drillOnly) next.drillOnly = true;
    else delete next.drillOnly;
  }
  if (patch.side !== undefined) {
    if (patch.side === null) delete next.side;
    else next.side = patch.side;
  }
  return next;
}

/** Whether a probe can reach the candidate from one of the sides: copper there, not under mask. */
export function isReachableFrom(tp: TestPoint, sides: Side[]): boolean {
  if (tp.covered || tp.net === null) return false;
  return tp.side === 'both' || sides.includes(tp.side);
}

const KIND_RANK: Record<TestPointKind, number> = { testpoint: 0, 'through-hole': 1, via: 2, smd: 3 };

/**
 * Orders candidates of one net from best to worst for a quick manual pick: kind (dedicated test point
 * > through-hole > via > SMD termination, PRODUCT.md §4), copper on the primary side, larger pad, then
 * id. (The automatic proposal weighs clearances too; this is the table's "select for net" action.)
 */
export function compareForNet(primary: Side | null) {
  return (a: TestPoint, b: TestPoint): number =>
    KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
    sideRank(a, primary) - sideRank(b, primary) ||
    b.sizeMm - a.sizeMm ||
    a.id.localeCompare(b.id);
}

function sideRank(tp: TestPoint, primary: Side | null): number {
  if (primary === null) return 0;
  return tp.side === primary ? 0 : tp.side === 'both' ? 1 : 2;
}

/** Candidates grouped by net name (unconnected candidates are left out). */
export function candidatesByNet(board: Board): Map<string, TestPoint[]> {
  const out = new Map<string, TestPoint[]>();
  for (const tp of board.testPoints) {
    if (tp.net === null) continue;
    const list = out.get(tp.net);
    if (list) list.push(tp);
    else out.set(tp.net, [tp]);
  }
  return out;
}

/** The best reachable candidate of a net for this configuration, or null when none is reachable. */
export function bestCandidateOfNet(board: Board, config: TestConfig, net: string): TestPoint | null {
  const sides = reachableSides(config);
  const list = (candidatesByNet(board).get(net) ?? []).filter((tp) => isReachableFrom(tp, sides));
  return list.sort(compareForNet(config.probeSide))[0] ?? null;
}

/**
 * Gives every listed net (all nets when none are given) that has no selected point its best
 * reachable candidate. Nets that already have a selected point are left alone.
 */
export function selectOnePerNet(board: Board, config: TestConfig, nets?: Iterable<string>): TestConfig {
  const byNet = candidatesByNet(board);
  const sides = reachableSides(config);
  const chosen = selectedIds(config);
  const covered = new Set(board.testPoints.filter((tp) => chosen.has(tp.id)).map((tp) => tp.net));
  const order = compareForNet(config.probeSide);
  const add: string[] = [];
  for (const net of nets ?? byNet.keys()) {
    if (covered.has(net)) continue;
    const best = (byNet.get(net) ?? []).filter((tp) => isReachableFrom(tp, sides)).sort(order)[0];
    if (best) add.push(best.id);
  }
  return addTestPoints(config, add);
}

/** Keeps `id` as the only selected point of its net (other selected points of that net are dropped). */
export function keepOnlyForNet(board: Board, config: TestConfig, id: string): TestConfig {
  const tp = board.testPoints.find((t) => t.id === id);
  if (!tp || tp.net === null) return addTestPoints(config, [id]);
  const others = (candidatesByNet(board).get(tp.net) ?? []).filter((t) => t.id !== id).map((t) => t.id);
  return addTestPoints(removeTestPoints(config, others), [id]);
}
