import type { Board, HoleId, Point, Side, TestPointId } from '../board/model';
import { bodiesFor } from '../dft/board-cache';
import { makeIdLookup } from '../dft/id-lookup';
import { DEFAULT_THRESHOLDS, type DftThresholds } from '../dft/index';
import type { PressurePin, SelectedTestPoint, TestConfig } from '../test-config/index';
import { proposeTestConfig } from '../dft/index';
import { isPressurePinClear } from '../dft/placement/pressure-pins';
import type { FixtureDesign } from '../fixture/design/model';
import type { BoardPairing } from './board-diff';
import type { NetMapping } from './net-map';

/** A pressure pin of A that presses on something in B, and where it goes instead (null: nowhere clear). */
export interface BlockedPressurePin {
  id: string;
  at: Point;
  side: Side;
  movedTo: Point | null;
}

/** Rev A's test configuration carried over to rev B, and what could not be carried. */
export interface CarriedConfig {
  config: TestConfig;
  /** Selected test points of A (ids of A) that B no longer has or that a probe cannot reach in B. */
  lost: { id: string; reason: string }[];
  /** Test points of B (ids of B) added for nets of B that were probed in A and lost their probe. */
  added: { id: string; net: string; reason: string }[];
  /** B nets that were probed in A but have no probeable point in B. */
  unprobed: { net: string; reason: string }[];
  /** Guide holes of A that B does not have. */
  lostHoles: string[];
  pressurePins: BlockedPressurePin[];
}

/** How far (mm) a blocked pressure pin may move to a clear spot, in 0.5 mm steps. */
const PIN_SEARCH_MM = 10;
const PIN_STEP_MM = 0.5;
const PIN_OFFSETS: Point[] = (() => {
  const n = Math.round(PIN_SEARCH_MM / PIN_STEP_MM);
  const out: Point[] = [];
  for (let i = -n; i <= n; i++)
    for (let j = -n; j <= n; j++) out.push({ x: i * PIN_STEP_MM, y: j * PIN_STEP_MM });
  return out
    .filter((o) => Math.hypot(o.x, o.y) <= PIN_SEARCH_MM)
    .sort((a, b) => Math.hypot(a.x, a.y) - Math.hypot(b.x, b.y) || a.x - b.x || a.y - b.y);
})();

const exposedOn = (side: 'top' | 'bottom' | 'both', s: Side) => side === 'both' || side === s;

/**
 * Carries rev A's test configuration to rev B: every selected point to its paired point in B (when a
 * probe can still reach it from the same side), the guide holes to their paired holes, height overrides
 * to the paired components, and A's pressure pins to the same places when they are still clear in B (a
 * blocked pin moves to the nearest clear spot within 10 mm). A B net that holds pads of a probed A net
 * and lost its probe (the point went, or the net split) gets the point B's own proposal would probe it
 * with. New nets are not added: the fixture of A never tested them.
 */
export function carryConfig(
  a: Board,
  b: Board,
  configA: TestConfig,
  designA: FixtureDesign,
  pairing: BoardPairing,
  nets: NetMapping,
  thresholds: DftThresholds | undefined,
): CarriedConfig {
  const probeSide: Side = configA.probeSide ?? designA.probeSide;
  // By id without a map of every candidate (ids follow the list's numbering; see makeIdLookup).
  const tpA = { get: makeIdLookup(a.testPoints) };
  const tpB = { get: makeIdLookup(b.testPoints) };
  const lost: CarriedConfig['lost'] = [];
  const testPoints: SelectedTestPoint[] = [];
  for (const sel of configA.testPoints) {
    const side = sel.side ?? probeSide;
    const pair = pairing.testPoints.get(sel.id);
    const t = pair && tpB.get(pair.id);
    const label = labelOf(tpA.get(sel.id)) ?? sel.id;
    if (!t) lost.push({ id: sel.id, reason: `${label} is not on rev B` });
    else if (t.covered) lost.push({ id: sel.id, reason: `${label} is covered by solder mask on rev B` });
    else if (!exposedOn(t.side, side))
      lost.push({ id: sel.id, reason: `${label} is no longer on the ${side}` });
    else testPoints.push({ ...sel, id: t.id });
  }

  // Nets of B that a probed net of A went to, without a probe now.
  const probedB = new Set(testPoints.map((s) => tpB.get(s.id)?.net).filter((n): n is string => !!n));
  const probedA = new Set(designA.probes.map((p) => p.net).filter((n): n is string => !!n));
  const need = new Set<string>();
  for (const na of probedA) for (const nb of nets.targetsOf(na)) if (!probedB.has(nb)) need.add(nb);
  const added: CarriedConfig['added'] = [];
  const unprobed: CarriedConfig['unprobed'] = [];
  if (need.size > 0) {
    const proposal = proposeTestConfig(b, { probeSide, ...(thresholds ? { thresholds } : {}) }).config;
    const byNet = new Map<string, string>();
    for (const s of proposal.testPoints) {
      const net = tpB.get(s.id)?.net;
      if (net && !byNet.has(net)) byNet.set(net, s.id);
    }
    for (const net of [...need].sort()) {
      const id = byNet.get(net);
      const from = [...nets.sourcesOf(net)].sort().join(', ');
      if (id) {
        testPoints.push({ id: id as TestPointId });
        added.push({ id, net, reason: `net ${net} (from ${from} on rev A) has no probe` });
      } else
        unprobed.push({
          net,
          reason: `net ${net} (from ${from} on rev A) has no probeable point on the ${probeSide}`,
        });
    }
  }

  const lostHoles: string[] = [];
  let locating = configA.locating;
  if (locating?.method === 'guide-pins') {
    const holes: HoleId[] = [];
    for (const id of locating.holes) {
      const pair = pairing.holes.get(id);
      if (pair) holes.push(pair.id as HoleId);
      else lostHoles.push(id);
    }
    locating = { method: 'guide-pins', holes };
  }

  const heightOverrides: Record<string, number> = {};
  for (const [id, mm] of Object.entries(configA.heightOverrides)) {
    const idB = pairing.components.get(id)?.id;
    if (idB) heightOverrides[idB] = mm;
  }

  // Pressure pins where A's fixture has them, unless they press on something in B.
  const bodies = bodiesFor(b, heightOverrides);
  const clearanceMm = (thresholds ?? DEFAULT_THRESHOLDS).pressurePinClearanceMm;
  const clear = (q: { x: number; y: number }, pin: (typeof designA.pressurePins)[number]) =>
    isPressurePinClear(b, q, pin.side, { tipRadiusMm: pin.diameterMm / 2, clearanceMm }, bodies[pin.side]);
  const blocked: BlockedPressurePin[] = [];
  const pins: PressurePin[] = [];
  for (const pin of designA.pressurePins) {
    if (clear(pin, pin)) {
      pins.push({ x: pin.x, y: pin.y, side: pin.side });
      continue;
    }
    const spot = PIN_OFFSETS.map((o) => ({ x: pin.x + o.x, y: pin.y + o.y })).find(
      (q) =>
        clear(q, pin) &&
        pins.every((p) => p.side !== pin.side || Math.hypot(p.x - q.x, p.y - q.y) >= pin.diameterMm + 1),
    );
    blocked.push({ id: pin.id, at: { x: pin.x, y: pin.y }, side: pin.side, movedTo: spot ?? null });
    if (spot) pins.push({ ...spot, side: pin.side });
  }

  return {
    config: { ...configA, probeSide, testPoints, locating, heightOverrides, pressurePins: pins },
    lost,
    added,
    unprobed,
    lostHoles,
    pressurePins: blocked,
  };
}

function labelOf(
  t: { ref: string | null; pad: string | null; net: string | null } | undefined,
): string | null {
  if (!t) return null;
  return t.ref && t.pad !== null ? `${t.ref}.${t.pad}` : `via ${t.net ?? 'unconnected'}`;
}
