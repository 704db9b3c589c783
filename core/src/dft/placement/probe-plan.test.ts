import { describe, expect, it } from 'vitest';
import { analyzeDft } from '../analyze';
import { BoardBuilder } from '../../testing/board-builder';
import { configFor } from '../../testing/config-for';

describe('probe plan in the report (PRODUCT.md §6)', () => {
  const board = new BoardBuilder()
    .outline(0, 0, 60, 40)
    .component({ ref: 'J1', x: 10, y: 10 })
    .pad({ ref: 'J1', x: 10, y: 10, type: 'th', drill: 1, w: 1.6, h: 1.6, shape: 'circle', net: 'A' })
    .via(20, 10, { diameter: 0.6, drill: 0.3, net: 'B' })
    .testPoint('TP1', 30, 10, { size: 0.7, net: 'C' })
    .testPoint('TP2', 40, 10, { size: 1.2, net: 'D' })
    .build();
  const config = configFor(board, ['J1', 'via:0', 'TP1', 'TP2'], { options: { TP2: { highPowerA: 7 } } });
  const report = analyzeDft(board, config);
  const row = (ref: string) => report.testPoints.find((t) => (t.ref ?? `via`) === ref)!;

  it.each([
    // [target, class (largest the pad allows, no neighbours), tip, receptacle drill, probes, force]
    ['J1', 'P100', 'crown', 1.7, 1, 1.8], // through-hole lead → crown; 1.6 mm pad ≥ 0.9
    ['via', 'P50', 'cone', 0.95, 1, 1.0], // via → cone; 0.6 mm annulus fits P50 (min 0.6), not P75 (0.8)
    ['TP1', 'P50', 'spear', 0.95, 1, 1.0], // 0.7 mm flat pad: too small for a crown
    ['TP2', 'P100', 'crown', 1.7, 3, 5.4], // 7 A on 3 A P100 probes → 3 probes × 1.8 N
  ] as const)('%s → %s, %s tip, ⌀%s receptacle, %s probe(s), %s N', (ref, cls, tip, drill, probes, force) => {
    expect(row(ref)).toMatchObject({
      probeClass: cls,
      tipStyle: tip,
      receptacleDrillMm: drill,
      probes,
      forceN: force,
    });
  });

  it('totals probes by class and force', () => {
    expect(report.probes).toMatchObject({ P100: 4, P75: 0, P50: 2, P39: 0, total: 6, unassigned: 0 });
    expect(report.facts.totalProbeForceN).toBe(9.2);
  });
});
