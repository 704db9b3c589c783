import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { bodyTest, importKicad, matchStepModel, StepCode, type StepModel } from '@studio/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readStepModel } from './read-step';

// A STEP from a real exporter (issue 19's proof): KiCad 6.0.11's kicad2step exported tomu-fpga with
// each footprint's 3D model a box (or two) of known height written for the test
// (server/test/fixtures/step-kicad, regenerate.ts). KiCad placed, turned and flipped the models onto
// the board, and named the solids, as it does for any board: our reader and matcher must get each
// component's height and side back within 0.05 mm, and the board's thickness.

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.resolve(here, '../../../test/fixtures/step-kicad');
const BOARD = path.resolve(here, '../../../../../shared/testdata/kicad/tomu-fpga.kicad_pcb');

interface Expected {
  thicknessMm: number;
  components: {
    ref: string;
    side: 'top' | 'bottom';
    heightMm: number;
    offsetMm: [number, number, number];
  }[];
  unmodelled: string[];
}

const expected = JSON.parse(readFileSync(path.join(fixtures, 'expected.json'), 'utf8')) as Expected;
const board = importKicad(readFileSync(BOARD, 'utf8'), 'tomu-fpga.kicad_pcb').board;
const byRef = new Map(board.components.map((c) => [c.ref, c]));

describe('a STEP model exported by KiCad 6 (kicad2step)', () => {
  let model: StepModel;
  beforeAll(async () => {
    const bytes = gunzipSync(readFileSync(path.join(fixtures, 'tomu-fpga.step.gz')));
    model = (await readStepModel({ name: 'tomu-fpga.step', bytes }, 2048, () => {}, false)).model;
  }, 120_000);

  it('gives every modelled component its height within 0.05 mm, on its side', () => {
    const match = matchStepModel(board, model);
    expect(expected.components.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const e of expected.components) {
      const c = byRef.get(e.ref);
      expect(c, e.ref).toBeDefined();
      expect(c!.side, e.ref).toBe(e.side);
      const body = match.bodies.get(c!.id);
      if (!body) {
        wrong.push(`${e.ref}: no body`);
        continue;
      }
      if (Math.abs(body.heightMm - e.heightMm) > 0.05)
        wrong.push(`${e.ref}: ${body.heightMm} ≠ ${e.heightMm}`);
      // The solids sit on the component's side of the board: above its top, or below its bottom.
      const solids = model.solids.filter((_, i) => match.owners[i] === c!.id);
      for (const s of solids) {
        const onSide =
          e.side === 'top' ? s.zMinMm >= match.topZMm - 0.001 : s.zMaxMm <= match.bottomZMm + 0.001;
        if (!onSide) wrong.push(`${e.ref}: a solid from ${s.zMinMm} to ${s.zMaxMm} is not on the ${e.side}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(match.bodies.size).toBe(expected.components.length);
    // KiCad names each placed model after its reference (the assembly instance's name).
    expect(match.byName).toBe(expected.components.length);
    // …and lifts it 0.05 mm off the board, which the heights leave out.
    expect(model.exporter).toBe('KiCad to STEP converter');
    expect(match.diagnostics.find((d) => d.code === StepCode.exporterGap)?.message).toBe(
      `KiCad's STEP exporter lifts each part 0.05 mm off the board: ${expected.components.length} heights are measured without that gap.`,
    );
    expect(match.diagnostics.filter((d) => d.code === StepCode.sideDiffers)).toEqual([]);
    expect(match.diagnostics.filter((d) => d.code === StepCode.solidUnmatched)).toEqual([]);
  });

  it('measures the board as KiCad built it: its thickness, and its outline where the board’s is', () => {
    const match = matchStepModel(board, model);
    expect(Math.abs(match.topZMm - match.bottomZMm - expected.thicknessMm)).toBeLessThan(0.05);
    expect(match.diagnostics.map((d) => d.code)).not.toContain(StepCode.boardMissing);
    expect(match.diagnostics.map((d) => d.code)).not.toContain(StepCode.outlineDiffers);
    expect(match.diagnostics.map((d) => d.code)).not.toContain(StepCode.thicknessDiffers);
  });

  it('places each model where KiCad put the footprint: turned, flipped and offset with it', () => {
    const match = matchStepModel(board, model);
    const wrong: string[] = [];
    for (const e of expected.components) {
      const c = byRef.get(e.ref)!;
      const outline = match.bodies.get(c.id)?.outline ?? [];
      if (outline.length === 0) continue;
      const xs = outline.map((p) => p.x);
      const ys = outline.map((p) => p.y);
      const centre = {
        x: (Math.min(...xs) + Math.max(...xs)) / 2,
        y: (Math.min(...ys) + Math.max(...ys)) / 2,
      };
      // A model offset along the footprint's own X or Y moves the body that far from its origin,
      // whichever way the footprint is turned or flipped.
      const offset = Math.hypot(e.offsetMm[0], e.offsetMm[1]);
      const distance = Math.hypot(centre.x - c.x, centre.y - c.y);
      if (Math.abs(distance - offset) > 0.01)
        wrong.push(`${e.ref}: ${distance.toFixed(3)} mm from its origin`);
    }
    expect(wrong).toEqual([]);
  });

  it('reports the footprints without a model as components without a solid', () => {
    const match = matchStepModel(board, model);
    const missing = match.diagnostics
      .filter((d) => d.code === StepCode.componentUnmatched)
      .map((d) => d.message.split(' ')[0]);
    // The test points have no body to look for, nor have the footprints that draw nothing (no pad,
    // no outline: decision 0054); every part with a body has its solid.
    const hasBody = bodyTest(board);
    expect(expected.unmodelled).toEqual(expect.arrayContaining(['XX1', 'XX2', 'XX3']));
    const withBody = expected.unmodelled.filter((ref) => hasBody(byRef.get(ref)!));
    expect(withBody).toEqual([]);
    expect(missing.sort()).toEqual(withBody);
  });
});
