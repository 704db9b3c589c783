import { describe, expect, it } from 'vitest';
import { realBoard } from '../../test/real-boards';
import type { Board } from '../board/model';
import { proposeTestConfig } from '../dft/index';
import { testCatalog } from '../testing/fixture-test-catalog';
import { compareRevisions } from './compare';
import { edit, removeRef } from '../testing/revision-pair';

/**
 * pic_programmer (KiCad demo, through-hole): rev A's fixture is designed from the automatic proposal;
 * rev B is the same file edited here the way a designer edits a board.
 */
describe('compareRevisions on pic_programmer edited programmatically', () => {
  const a = realBoard('kicad/pic_programmer.kicad_pcb');
  const config = proposeTestConfig(a).config;
  const run = (b: Board) => compareRevisions(a, b, config, { catalog: testCatalog() });
  const first = run(edit(a, () => {}));
  const designA = first.designA;
  // A probed pad of a part with several pads, and a second probed net.
  const probe = designA.probes.find((p) => p.label.startsWith('U'))!;
  const [ref, number] = probe.label.split('.') as [string, string];
  const padOf = (b: Board) => b.pads.find((p) => p.ref === ref && p.number === number)!;

  it('the same file is valid, every pad and net unchanged', () => {
    expect(designA.probes.length).toBeGreaterThan(20);
    expect(first.comparison.verdict).toBe('valid');
    expect(first.comparison.diff.pads).toMatchObject({
      unchanged: a.pads.length,
      changed: [],
      added: [],
      removed: [],
    });
    expect(first.comparison.diff.nets.unchanged).toBe(new Set(a.pads.map((p) => p.net).filter(Boolean)).size);
  });

  it(`a probed pad moved 0.05 mm is valid; 0.5 mm moves exactly that probe`, () => {
    const small = run(
      edit(a, (b) => {
        padOf(b).x += 0.05;
      }),
    );
    expect(small.comparison.verdict).toBe('valid');
    expect(small.comparison.diff.pads.changed.map((c) => [c.a.label, c.movedMm])).toEqual([
      [probe.label, 0.05],
    ]);
    const big = run(
      edit(a, (b) => {
        padOf(b).y -= 0.5;
      }),
    );
    expect(big.comparison.verdict).toBe('needs-rework');
    expect(big.comparison.delta.probes.map((p) => `${p.action} ${p.probe} ${p.label} ${p.movedMm}`)).toEqual([
      `move ${probe.id} ${probe.label} 0.5`,
    ]);
    const drills = big.comparison.delta.holes.filter((h) => h.action === 'drill');
    expect(
      drills.every((h) => Math.abs(h.x - probe.x) < 1e-9 && Math.abs(h.y - (probe.y - 0.5)) < 1e-9),
    ).toBe(true);
  });

  it('a probed net renamed: valid, relabelled; that net swapped with another: rework of the wiring only', () => {
    const net = probe.net!;
    const renamed = run(
      edit(a, (b) => {
        for (const p of b.pads.filter((q) => q.net === net)) p.net = `${net}_B`;
        for (const v of b.vias.filter((q) => q.net === net)) v.net = `${net}_B`;
      }),
    );
    expect(renamed.comparison.verdict).toBe('valid');
    expect(renamed.comparison.diff.nets.renamed).toEqual([{ from: net, to: `${net}_B` }]);
    const other = designA.probes.find((p) => p.net && p.net !== net && p.label.includes('.'))!;
    const [oref, onum] = other.label.split('.') as [string, string];
    const swapped = run(
      edit(a, (b) => {
        padOf(b).net = other.net;
        b.pads.find((p) => p.ref === oref && p.number === onum)!.net = net;
      }),
    );
    expect(swapped.comparison.verdict).toBe('needs-rework');
    expect(
      swapped.comparison.delta.probes.map((p) => `${p.action} ${p.label} ${p.netA}→${p.netB}`).sort(),
    ).toEqual(
      [
        `net-changed ${probe.label} ${net}→${other.net}`,
        `net-changed ${other.label} ${other.net}→${net}`,
      ].sort(),
    );
    expect(swapped.comparison.delta.holes).toEqual([]);
  });

  it('a deleted part: the probes on its pads go, their nets get a point from the proposal of rev B', () => {
    const r = run(edit(a, (b) => removeRef(b, ref)));
    const onRef = designA.probes.filter((p) => p.label.startsWith(`${ref}.`));
    expect(r.comparison.verdict).not.toBe('valid');
    expect(
      r.comparison.delta.probes
        .filter((p) => p.action === 'remove')
        .map((p) => p.probe)
        .sort(),
    ).toEqual(onRef.map((p) => p.id).sort());
    // Each added probe is on a net that lost one, on a part that still exists.
    const lostNets = new Set(onRef.map((p) => p.net));
    for (const p of r.comparison.delta.probes.filter((x) => x.action === 'add')) {
      expect(lostNets.has(p.netB)).toBe(true);
      expect(p.label.startsWith(`${ref}.`)).toBe(false);
    }
    expect(r.comparison.diff.components.removed.map((c) => c.ref)).toEqual([ref]);
  });
});
