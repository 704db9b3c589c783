import {
  describePressurePinProblem,
  findPressurePinProblem,
  PRESSURE_PIN_RADIUS_MM,
} from '../placement/pressure-pins';
import type { Rule } from '../rule';

/**
 * Pressure pins must press bare board (decision 0054): on the outline, 2 mm from its edge, and the
 * tip (⌀3 mm: the design checks again with the pin it chooses) at least the company's clearance
 * (`pressurePinClearanceMm`, 0.5 mm by default) from every pad, lead (through-hole pads are solder
 * joints on the solder side), open via, hole and component body on the side it presses. A pin that
 * presses a part or a joint, or pushes from the probe side (it adds to the probes' force instead of
 * holding the board), fails: the fixture cannot be built so.
 */
export const pressurePinClearance: Rule = {
  info: (t) => ({
    id: 'pressure-pin-clearance',
    title: 'Pressure pins clear of pads, holes, parts and edges',
    unit: 'mm',
    worst: 'min',
    threshold: { recommended: null, minimum: t.pressurePinClearanceMm },
  }),
  check(ctx, rec) {
    const fit = { tipRadiusMm: PRESSURE_PIN_RADIUS_MM, clearanceMm: ctx.thresholds.pressurePinClearanceMm };
    for (const [i, pin] of ctx.config.pressurePins.entries()) {
      const wrongSide = ctx.config.probeSide !== null && pin.side === ctx.config.probeSide;
      const problem = wrongSide
        ? null
        : findPressurePinProblem(ctx.board, pin, pin.side, fit, ctx.bodies[pin.side]);
      const ok = problem === null && !wrongSide;
      if (ok && rec.passed(null)) continue;
      rec.record(ok ? 'pass' : 'fail', problem ? problem.measuredMm : null, () => ({
        message: wrongSide
          ? `pressure pin ${i + 1} is on the probe side (${pin.side}): it pushes with the probes instead of holding the board; move it to the other side`
          : problem
            ? `pressure pin ${i + 1} ${describePressurePinProblem(problem)}; move it in the Pressure tab`
            : `pressure pin ${i + 1} is clear`,
        features: [`pressure-pin:${i}`],
        location: { x: pin.x, y: pin.y, side: pin.side },
        ...(problem ? { threshold: { recommended: null, minimum: problem.limitMm } } : {}),
      }));
    }
  },
};
