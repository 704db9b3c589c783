import type { Point } from '../board/model';
import type { InterfaceRow, Wire, WireTotal } from './model';
import type { PlannedProbe } from './net-plan';
import { gaugeForCurrent, wireColour, wireResistanceOhm } from './wire-gauge';

/** Cut lengths are rounded up to this step (mm). */
const LENGTH_STEP_MM = 5;

/**
 * The wire of a probe: sized for its current, coloured by what it carries, cut to the route from the
 * receptacle's tail to its pin — along the plate's axes (wires are laced along X and Y, not diagonally),
 * down or up by `verticalMm`, plus `slackMm` — rounded up to 5 mm.
 */
export function wireFor(p: PlannedProbe, pinAt: Point, verticalMm: number, slackMm: number): Wire {
  const route =
    Math.abs(pinAt.x - p.probe.x) + Math.abs(pinAt.y - p.probe.y) + Math.abs(verticalMm) + slackMm;
  const lengthMm = Math.ceil(route / LENGTH_STEP_MM - 1e-9) * LENGTH_STEP_MM;
  const awg = gaugeForCurrent(p.currentA);
  return {
    awg,
    colour: wireColour(p.demand.role, p.fn),
    lengthMm,
    currentA: round6(p.currentA),
    resistanceOhm: round6(wireResistanceOhm(awg, lengthMm)),
  };
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** Wire to buy and cut, per gauge and colour (heaviest gauge first, then colour code). */
export function wireTotals(rows: readonly InterfaceRow[]): WireTotal[] {
  const totals = new Map<string, WireTotal>();
  for (const r of rows) {
    if (!r.wire) continue;
    const key = `${r.wire.awg}/${r.wire.colour}`;
    const t = totals.get(key) ?? { awg: r.wire.awg, colour: r.wire.colour, count: 0, lengthMm: 0 };
    t.count++;
    t.lengthMm += r.wire.lengthMm;
    totals.set(key, t);
  }
  return [...totals.values()].sort(
    (a, b) => a.awg - b.awg || (a.colour < b.colour ? -1 : a.colour > b.colour ? 1 : 0),
  );
}
