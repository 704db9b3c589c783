import { describe, expect, it } from 'vitest';
import type { PlateRole } from '../fixture/design/model';
import { POSES, type Pose } from '../testing/poses';
import type { HoleAction } from './fixture-delta';
import { plugConflicts } from './plug-conflicts';

/**
 * A new hole beside a plugged one (issue 25, decision 0054), by hand, in all 8 poses (the hole
 * positions turned about the origin and mirrored in X when turned over; the web does not change).
 * The probe plate is FR4/G10: minimum web 0.30 mm. Both holes ⌀0.90: centres d apart leave d − 0.90.
 */
const place = (x: number, y: number, pose: Pose) => {
  const a = (pose.rotateDeg * Math.PI) / 180;
  const [c, s] = [Math.round(Math.cos(a)), Math.round(Math.sin(a))];
  const [rx, ry] = [x * c - y * s, x * s + y * c];
  return pose.flip ? { x: -rx, y: ry } : { x: rx, y: ry };
};

const hole = (
  action: 'drill' | 'plug',
  x: number,
  y: number,
  pose: Pose,
  o: { d?: number; plate?: PlateRole; ref?: string } = {},
): HoleAction => ({
  action,
  plate: o.plate ?? 'probe',
  plateName: o.plate === 'carrier' ? 'Carrier plate' : 'Probe plate (bottom)',
  ...place(x, y, pose),
  diameterMm: o.d ?? 0.9,
  purpose: 'probe',
  ref: o.ref ?? (action === 'drill' ? 'P2' : 'P1'),
  label: action === 'drill' ? 'U1.2' : 'U1.1',
});

describe('plugConflicts', () => {
  it.each(POSES)('0.50 mm apart, both ⌀0.90: they overlap by 0.40 mm (%s)', (pose) => {
    const found = plugConflicts([hole('plug', 10, 20, pose), hole('drill', 10.5, 20, pose)]);
    expect(found.map((f) => [f.webMm, f.minWebMm, f.centresMm])).toEqual([[-0.4, 0.3, 0.5]]);
    expect(found[0]!.message).toBe(
      'Probe plate (bottom): the new ⌀0.90 mm hole of P2 (U1.2) is 0.50 mm from the plugged ⌀0.90 mm hole of P1 (U1.1): they overlap by 0.40 mm, FR4/G10 glass-epoxy needs 0.30 mm; it cannot be drilled beside the plug.',
    );
  });

  it.each(POSES)('1.19 mm apart leaves 0.29 mm: undrillable; 1.20 mm leaves 0.30: drillable (%s)', (pose) => {
    expect(
      plugConflicts([hole('plug', 10, 20, pose), hole('drill', 10, 21.19, pose)]).map((f) => f.webMm),
    ).toEqual([0.29]);
    expect(plugConflicts([hole('plug', 10, 20, pose), hole('drill', 10, 21.2, pose)])).toEqual([]);
  });

  it.each(POSES)(
    'a drill at the plug’s own place and size reuses the hole; another plate does not count (%s)',
    (pose) => {
      expect(plugConflicts([hole('plug', 10, 20, pose), hole('drill', 10, 20, pose)])).toEqual([]);
      expect(
        plugConflicts([hole('plug', 10, 20, pose), hole('drill', 10.5, 20, pose, { plate: 'carrier' })]),
      ).toEqual([]);
      // A bigger hole at the same centre is a new hole through the plug: undrillable.
      expect(
        plugConflicts([hole('plug', 10, 20, pose), hole('drill', 10, 20, pose, { d: 1.7 })]).map(
          (f) => f.webMm,
        ),
      ).toEqual([-1.3]);
    },
  );

  it.each(POSES)('an acrylic pressure plate needs 0.50 mm (%s)', (pose) => {
    const pressure = (action: 'drill' | 'plug', x: number) =>
      hole(action, x, 5, pose, { plate: 'pressure', d: 3 });
    // ⌀3.00 pins 3.45 mm apart: 0.45 mm web, under acrylic's 0.50 mm.
    expect(
      plugConflicts([pressure('plug', 0), pressure('drill', 3.45)]).map((f) => [f.webMm, f.minWebMm]),
    ).toEqual([[0.45, 0.5]]);
  });
});
