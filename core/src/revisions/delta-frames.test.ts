import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { readDrillIndependently } from '../../test/read-drill';
import type { Point } from '../board/model';
import { POSES, flipConfig } from '../testing/poses';
import { transformBoard } from '../testing/transform-board';
import { fromFrame } from '../fabrication/frame';
import { testCatalog } from '../testing/fixture-test-catalog';
import { compareRevisions } from './compare';
import { fixtureDeltaFiles } from './delta-files';
import { configA, edit, moveRef, revA, setNet } from '../testing/revision-pair';

/** Rev B: TP3 moved 0.5 mm down, the nets of TP4 and TP5 swapped. */
const revB = () =>
  edit(revA(), (b) => {
    moveRef(b, 'TP3', 0, -0.5);
    setNet(b, 'TP4', '1', 'RST');
    setNet(b, 'TP5', '1', 'SCL');
  });

const near = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y) < 0.01;

describe('the fixture delta in every pose (decision 0021 frames)', () => {
  const base = compareRevisions(revA(), revB(), configA(revA()), { catalog: testCatalog() });
  const summary = (r: typeof base) => ({
    verdict: r.comparison.verdict,
    probes: r.comparison.delta.probes.map((p) => `${p.action} ${p.probe} ${p.label} ${p.movedMm}`).sort(),
    holes: r.comparison.delta.holes
      .map((h) => `${h.action} ${h.plate} ${h.purpose} ${h.ref} ⌀${h.diameterMm}`)
      .sort(),
    wiring: r.comparison.delta.wiring.map((w) => `${w.action} ${w.probe} ${w.connector}:${w.pin}`).sort(),
  });

  it('gives the same verdict and delta at 0°, 90°, 180° and 270°, on the top and turned over', async () => {
    expect(summary(base).verdict).toBe('needs-rework');
    expect(summary(base).probes).toHaveLength(3); // a move and two net changes
    // Turned over, the board is probed from the top: the probe plate is the lid and the carrier below
    // the board has no probe clearance holes.
    const flipped = { ...summary(base), holes: summary(base).holes.filter((h) => !h.includes('carrier')) };
    for (const pose of POSES) {
      const motion = { rotateDeg: pose.rotateDeg, flip: pose.flip };
      const a = transformBoard(revA(), motion);
      const b = transformBoard(revB(), motion);
      const config = pose.flip ? flipConfig(configA(revA())) : configA(revA());
      const r = compareRevisions(a, b, config, { catalog: testCatalog() });
      expect(summary(r), pose.name).toEqual(pose.flip ? flipped : summary(base));

      // Every new hole, read back from its drill file with an independent reader and mapped through the
      // file's frame, is where the moved test point is in this pose; every plug is where it was.
      const moved = b.testPoints.find((t) => t.ref === 'TP3')!;
      const before = a.testPoints.find((t) => t.ref === 'TP3')!;
      const files = fixtureDeltaFiles(r.comparison, r.designA);
      const drills = files.filter((f) => f.path.endsWith('.drl'));
      expect(drills.map((f) => f.path).sort(), pose.name).toEqual(
        pose.flip
          ? ['delta/probe-plate-new-holes.drl']
          : ['delta/carrier-plate-new-holes.drl', 'delta/probe-plate-new-holes.drl'],
      );
      for (const f of drills) {
        const read = await readDrillIndependently(f.text);
        expect(read.units).toBe('mm');
        expect(read.hits).toHaveLength(1);
        expect(near(fromFrame(f.frame, read.hits[0]!), moved), `${pose.name} ${f.path}`).toBe(true);
        // The lid (probing the top when turned over) is drawn mirrored; the plates below are not.
        const lid =
          r.designA.plates.find((p) => f.path.startsWith(`delta/${p.role}-plate`))!.facesSide === 'top';
        expect(f.frame.mirroredX).toBe(lid);
        expect(f.text).toContain(f.frame.note);
      }
      for (const f of files.filter((x) => x.path.endsWith('-plug.csv'))) {
        const rows = parse(f.text, { comment: '#', columns: true }) as Record<string, string>[];
        expect(rows).toHaveLength(1);
        const p = fromFrame(f.frame, { x: Number(rows[0]!.x_mm), y: Number(rows[0]!.y_mm) });
        expect(near(p, before), `${pose.name} ${f.path}`).toBe(true);
      }
      const wiring = files.find((x) => x.path === 'delta/wiring-changes.csv')!;
      const rows = parse(wiring.text, { comment: '#', columns: true }) as Record<string, string>[];
      expect(rows.map((w) => `${w.action} ${w.test_point} ${w.net_rev_a}→${w.net_rev_b}`).sort()).toEqual([
        'net-changed TP4.1 SCL→RST',
        'net-changed TP5.1 RST→SCL',
      ]);
    }
  });

  it('writes no file for a valid fixture', () => {
    const a = revA();
    const r = compareRevisions(a, a, configA(a), { catalog: testCatalog() });
    expect(r.comparison.verdict).toBe('valid');
    expect(fixtureDeltaFiles(r.comparison, r.designA)).toEqual([]);
  });
});
