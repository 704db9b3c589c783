// Checks the benchmark's synthetic-board generator against the real importers: the generated 1k
// board must import with no error diagnostics, the right pad count and the pads where the model
// puts them. (Vitest projects do not cover bench/, so the check lives here.)
import {
  type Board,
  importGerberSet,
  importIpc356,
  importKicad,
  importTestPointCsv,
  type Pad,
} from '@studio/core';
import { generateBoardFiles } from '@studio/bench';
import { describe, expect, it } from 'vitest';

const generated = generateBoardFiles({ pads: 1000, seed: 7 });
const model = generated.synthetic.board;
const copper = (board: Board) => board.pads.filter((p) => p.type !== 'npth');
const errorsOf = (r: { diagnostics: { severity: string }[] }) =>
  r.diagnostics.filter((d) => d.severity === 'error');
const key = (p: Pad) => `${p.ref}/${p.number}`;

/** Largest distance (mm) between each model pad and the imported pad with the same ref and number. */
function worstOffset(imported: Pad[], expected: Pad[]): number {
  const byKey = new Map(imported.map((p) => [key(p), p]));
  let worst = 0;
  for (const p of expected) {
    const q = byKey.get(key(p));
    if (!q) return Infinity;
    worst = Math.max(worst, Math.hypot(p.x - q.x, p.y - q.y));
  }
  return worst;
}

describe('synthetic board generator', () => {
  it('makes exactly the pads asked for, the same ones for the same seed', () => {
    expect(model.pads).toHaveLength(1000);
    expect(generateBoardFiles({ pads: 1000, seed: 7 }).kicad.text).toBe(generated.kicad.text);
    expect(generateBoardFiles({ pads: 1000, seed: 8 }).kicad.text).not.toBe(generated.kicad.text);
  });

  it('writes a .kicad_pcb that the KiCad importer reads back exactly', () => {
    const result = importKicad(generated.kicad.text, generated.kicad.name);
    expect(errorsOf(result)).toEqual([]);
    expect(result.board.pads).toHaveLength(model.pads.length);
    expect(result.board.components).toHaveLength(model.components.length);
    expect(result.board.vias).toHaveLength(model.vias.length);
    expect(worstOffset(result.board.pads, model.pads)).toBeLessThan(1e-6);
    const traits = (b: Board) =>
      b.pads
        .map(
          (p) =>
            `${key(p)} ${p.side} ${p.type} ${p.shape} ${p.widthMm}x${p.heightMm} @${p.rotationDeg % 360} ${p.net}`,
        )
        .sort();
    expect(traits(result.board)).toEqual(traits(model));
  });

  it('writes an IPC-D-356A netlist that the 356 importer reads back (to its 0.0001 in resolution)', () => {
    const result = importIpc356(generated.ipc356.text, generated.ipc356.name);
    expect(errorsOf(result)).toEqual([]);
    expect(copper(result.board)).toHaveLength(copper(model).length);
    expect(result.board.vias).toHaveLength(model.vias.length);
    expect(worstOffset(copper(result.board), copper(model))).toBeLessThan(0.0013 * 1.5);
    const nets = (b: Board) =>
      copper(b)
        .map((p) => `${key(p)} ${p.net ?? ''}`)
        .sort();
    expect(nets(result.board)).toEqual(nets(model));
  });

  it('writes a Gerber X2 + Excellon + position set that the Gerber importer reads back', () => {
    const result = importGerberSet(generated.gerberSet);
    expect(errorsOf(result)).toEqual([]);
    expect(copper(result.board)).toHaveLength(copper(model).length);
    expect(result.board.vias).toHaveLength(model.vias.length);
    expect(worstOffset(copper(result.board), copper(model))).toBeLessThan(1e-6);
    // Nets and sides come from the X2 attributes and the layer each pad is flashed on.
    const traits = (b: Board) =>
      copper(b)
        .map((p) => `${key(p)} ${p.side} ${p.type} ${p.net ?? ''}`)
        .sort();
    expect(traits(result.board)).toEqual(traits(model));
    // Tented vias are the ones the solder-mask layers do not open.
    const tented = (b: Board) => b.vias.filter((v) => v.tented === true).length;
    expect(tented(result.board)).toBe(tented(model));
  });

  it('writes a test-point CSV whose rows all import as test points', () => {
    const result = importTestPointCsv(generated.testPointCsv.text, generated.testPointCsv.name);
    expect(errorsOf(result)).toEqual([]);
    const listed = model.testPoints.filter((tp) => tp.kind !== 'smd' && !tp.covered);
    expect(result.board.pads).toHaveLength(listed.length);
    expect(result.board.holes).toHaveLength(model.pads.filter((p) => p.type === 'npth').length);
  });
});
