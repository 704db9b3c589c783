import { isPressurePinClear } from '../placement/pressure-pins';
import type { Rule } from '../rule';

/**
 * Pressure pins must land on bare board: on the outline, 2 mm from its edge and 1 mm clear of every
 * component body on their side (a ⌀3 mm tip); a pin on the probe side is in the probes' way.
 * Warnings: the fixture still works, but the pin presses a part or pushes from the wrong side.
 */
export const pressurePinClearance: Rule = {
  info: () => ({
    id: 'pressure-pin-clearance',
    title: 'Pressure pins clear of components and edges',
    unit: null,
    worst: null,
    threshold: { recommended: null, minimum: null },
  }),
  check(ctx, rec) {
    for (const [i, pin] of ctx.config.pressurePins.entries()) {
      const wrongSide = ctx.config.probeSide !== null && pin.side === ctx.config.probeSide;
      const clear = isPressurePinClear(pin, ctx.bodies[pin.side], ctx.outline);
      const ok = clear && !wrongSide;
      if (ok && rec.passed(null)) continue;
      rec.record(ok ? 'pass' : 'warning', null, () => ({
        message: wrongSide
          ? `pressure pin ${i + 1} is on the probe side (${pin.side})`
          : `pressure pin ${i + 1} ${clear ? 'is clear' : 'presses a component or is too close to the board edge'}`,
        features: [`pressure-pin:${i}`],
        location: { x: pin.x, y: pin.y, side: pin.side },
      }));
    }
  },
};
