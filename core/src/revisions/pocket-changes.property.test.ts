import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../board/model';
import type { FixtureDesign } from '../fixture/design/model';
import { BoardBuilder } from '../testing/board-builder';
import { configFor } from '../testing/config-for';
import { testCatalog } from '../testing/fixture-test-catalog';
import { edit, moveRef, removeRef } from '../testing/revision-pair';
import { compareRevisions } from './compare';

/**
 * The clearances to mill are B's pockets that no pocket of A's plate covers (box inside, deep
 * enough), checked here against every pocket of A: the comparison tries A's pocket of the same part
 * first and asks its index only for the rest.
 */
function millsByScan(a: FixtureDesign, b: FixtureDesign): string[] {
  const EPS = 1e-3;
  const box = (ring: Point[]) => ({
    minX: Math.min(...ring.map((p) => p.x)),
    minY: Math.min(...ring.map((p) => p.y)),
    maxX: Math.max(...ring.map((p) => p.x)),
    maxY: Math.max(...ring.map((p) => p.y)),
  });
  return b.plates.flatMap((plate) => {
    const before = (a.plates.find((p) => p.role === plate.role)?.pockets ?? []).filter(
      (k) => k.purpose === 'component-clearance',
    );
    return plate.pockets
      .filter((k) => k.purpose === 'component-clearance')
      .filter((k) => {
        const q = box(k.ring);
        return !before.some((old) => {
          const o = box(old.ring);
          const deep = old.depthMm === null || (k.depthMm !== null && old.depthMm >= k.depthMm - EPS);
          return (
            deep &&
            o.minX <= q.minX + EPS &&
            o.minY <= q.minY + EPS &&
            o.maxX >= q.maxX - EPS &&
            o.maxY >= q.maxY - EPS
          );
        });
      })
      .map((k) => `${plate.role} ${k.ref}`);
  });
}

const arbEdits = fc.array(
  fc.record({
    part: fc.nat(23),
    kind: fc.constantFrom('remove', 'move', 'taller', 'add'),
    d: fc.integer({ min: -20, max: 20 }).map((v) => v / 10),
  }),
  { maxLength: 8 },
);

describe('clearances to mill', () => {
  it('are the pockets of B that no pocket of A covers', () => {
    let builder = new BoardBuilder().outline(0, 0, 80, 60);
    for (let i = 0; i < 4; i++)
      builder = builder.testPoint(`TP${i + 1}`, 10 + 15 * i, 55, { side: 'bottom' });
    // Parts on both sides, some taller than the gaps (cut-outs through the probe and pressure plates).
    for (let i = 0; i < 24; i++)
      builder = builder.part(`U${i + 1}`, 8 + (i % 6) * 12, 8 + Math.floor(i / 6) * 11, {
        side: i % 3 === 0 ? 'top' : 'bottom',
        w: 3 + (i % 4),
        heightMm: i % 5 === 0 ? 12 : 1 + (i % 3),
      });
    const a = builder.build();
    const config = configFor(a, ['TP1', 'TP2', 'TP3', 'TP4'], { probeSide: 'bottom' });
    fc.assert(
      fc.property(arbEdits, (edits) => {
        const b = edit(a, (x) => {
          for (const [k, e] of edits.entries()) {
            const ref = `U${e.part + 1}`;
            const part = x.components.find((c) => c.ref === ref);
            if (!part) continue;
            if (e.kind === 'remove') removeRef(x, ref);
            else if (e.kind === 'move') moveRef(x, ref, e.d, -e.d / 2);
            else if (e.kind === 'taller') part.heightMm = (part.heightMm ?? 1) + Math.abs(e.d) + 5;
            else
              x.components.push({
                ...part,
                id: `C${100 + k}` as typeof part.id,
                ref: `N${k}`,
                x: part.x + e.d,
                body: part.body?.map((q) => ({ x: q.x + e.d, y: q.y + 1 })) ?? null,
              });
          }
        });
        const r = compareRevisions(a, b, config, { catalog: testCatalog() });
        expect(r.comparison.delta.pockets.map((p) => `${p.plate} ${p.ref}`)).toEqual(
          millsByScan(r.designA, r.designB),
        );
      }),
      { numRuns: 60 },
    );
  });
});
