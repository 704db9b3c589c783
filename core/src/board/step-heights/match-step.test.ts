import { describe, expect, it } from 'vitest';
import { analyzeDft } from '../../dft/analyze';
import { resolveComponentHeight } from '../../dft/heights/component-height';
import { collectBodyBoxes } from '../../fixture/design/bodies';
import { decodeBoard, encodeBoard } from '../compact';
import { BoardBuilder, boxesForBoard, configFor, stepSolidOfBox } from '../../testing/index';
import type { Board, Component, Side } from '../model';
import { StepCode } from './codes';
import { matchStepModel, withStepBodies } from './match-step';
import type { StepModel } from './step-model';

const HEIGHTS: Record<string, number> = { U1: 2.5, R1: 0.55, C1: 1.1, J1: 8.2 };

/** Two pads along the component's own X axis, `span` apart, rotated with it. */
function twoPads(b: BoardBuilder, ref: string, x: number, y: number, rot: number, side: Side, span: number) {
  const a = (rot * Math.PI) / 180;
  for (const s of [-1, 1])
    b.pad({
      ref,
      x: x + (s * span * Math.cos(a)) / 2,
      y: y + (s * span * Math.sin(a)) / 2,
      side,
      w: 1,
      h: 1,
      rot,
    });
}

/** A board whose components sit at known places, turned by `rot` and all on `side`. */
function board(rot: number, side: Side): Board {
  const b = new BoardBuilder().outline(0, 0, 60, 40).thickness(1.6);
  // The design data's heights are wrong on purpose: the model's must win.
  const parts: [string, number, number, number][] = [
    ['U1', 20, 20, 6],
    ['R1', 23.5, 20, 1.6],
    ['C1', 40, 30, 2],
    ['J1', 45, 10, 5],
  ];
  for (const [ref, x, y, span] of parts) {
    b.component({ ref, x, y, side, rotationDeg: rot, footprint: `Package:${ref}_fp`, heightMm: 9 });
    twoPads(b, ref, x, y, rot, side, span);
  }
  return b.build();
}

function model(b: Board, o: { named: boolean; shift?: { x: number; y: number } }): StepModel {
  const boxes = boxesForBoard(b, { heightOf: (c) => HEIGHTS[c.ref] ?? null, named: o.named, shift: o.shift });
  return { file: 'board.step', solids: boxes.map(stepSolidOfBox) };
}

const byRef = (b: Board, ref: string) => b.components.find((c) => c.ref === ref)!;

describe('matchStepModel', () => {
  for (const rot of [0, 90, 180, 270])
    for (const side of ['top', 'bottom'] as const)
      for (const named of [true, false])
        it(`matches ${named ? 'by name' : 'by position'} at ${rot}° on the ${side}`, () => {
          const b = board(rot, side);
          // KiCad's STEP origin elsewhere than the board's: the board solid gives the shift.
          const match = matchStepModel(b, model(b, { named, shift: { x: 100, y: -50 } }));
          expect(match.shift.x).toBeCloseTo(-100, 6);
          expect(match.shift.y).toBeCloseTo(50, 6);
          expect(match.bodies.size).toBe(4);
          expect(named ? match.byName : match.byPosition).toBe(4);
          const out = withStepBodies(b, match);
          for (const [ref, h] of Object.entries(HEIGHTS)) {
            const c = byRef(out, ref);
            expect(Math.abs(c.step!.heightMm - h)).toBeLessThan(0.05);
            expect(c.step!.matchedBy).toBe(named ? 'name' : 'position');
            // The outline turns with the part: long along X at 0° and 180°, along Y at 90° and 270°.
            const xs = c.step!.outline.map((p) => p.x);
            const ys = c.step!.outline.map((p) => p.y);
            const [w, hgt] = [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
            expect(rot % 180 === 0 ? w > hgt : hgt > w).toBe(true);
            // …and sits where the part is, in the board frame.
            expect((Math.max(...xs) + Math.min(...xs)) / 2).toBeCloseTo(c.x, 6);
            expect((Math.max(...ys) + Math.min(...ys)) / 2).toBeCloseTo(c.y, 6);
          }
          expect(match.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
        });

  it('gives each of two touching parts its own height, not its neighbour’s', () => {
    const b = board(0, 'top');
    const match = matchStepModel(b, model(b, { named: false }));
    expect(match.bodies.get(byRef(b, 'U1').id)!.heightMm).toBeCloseTo(2.5, 4);
    expect(match.bodies.get(byRef(b, 'R1').id)!.heightMm).toBeCloseTo(0.55, 4);
  });

  it('does not take a top solid for a bottom part at the same place', () => {
    const b = board(0, 'bottom');
    const m = model(board(0, 'top'), { named: false });
    const match = matchStepModel(b, m);
    expect(match.bodies.size).toBe(0);
    expect(match.diagnostics.map((d) => d.code)).toContain(StepCode.nothingMatched);
    expect(match.diagnostics.filter((d) => d.code === StepCode.componentUnmatched)).toHaveLength(4);
  });

  it('reports a solid without a component, a component without a solid and a board of another size', () => {
    const b = board(0, 'top');
    const m = model(b, { named: true });
    m.solids = m.solids.filter((s) => s.names[0] !== 'C1');
    m.solids.push({
      names: ['Extra'],
      hull: [
        { x: 5, y: 35 },
        { x: 7, y: 35 },
        { x: 7, y: 37 },
      ],
      zMinMm: 1.6,
      zMaxMm: 3,
    });
    // The model's board is 1 mm wider than the outline.
    const slab = m.solids[0]!;
    slab.hull = slab.hull.map((p) => (p.x > 30 ? { ...p, x: p.x + 1 } : p));
    const match = matchStepModel(b, m, { positionToleranceMm: 0.3 });
    const codes = match.diagnostics.map((d) => d.code);
    expect(codes).toContain(StepCode.outlineDiffers);
    expect(match.diagnostics.find((d) => d.code === StepCode.solidUnmatched)!.message).toMatch(/'Extra'/);
    expect(match.diagnostics.find((d) => d.code === StepCode.componentUnmatched)!.message).toMatch(/^C1 /);
    expect(match.diagnostics.every((d) => d.location.file === 'board.step')).toBe(true);
    expect(match.bodies.size).toBe(3);
  });

  it('falls back to the board frame with the top at the thickness when no solid is the board', () => {
    const b = board(90, 'top');
    const m = model(b, { named: false });
    m.solids.shift();
    const match = matchStepModel(b, m);
    expect(match.diagnostics.map((d) => d.code)).toContain(StepCode.boardMissing);
    expect(match.bodies.get(byRef(b, 'J1').id)!.heightMm).toBeCloseTo(8.2, 4);
  });

  it('leaves out the gap KiCad’s exporter lifts each part by, and only from parts lifted so', () => {
    const b = board(90, 'bottom');
    const m = model(b, { named: true });
    // kicad2step 6 places every model 0.05 mm off the board's face (its BOARD_OFFSET).
    const lifted = (s: StepModel['solids'][number]) =>
      s.names[0] === 'U1' ? s : { ...s, zMinMm: s.zMinMm - 0.05, zMaxMm: s.zMaxMm - 0.05 };
    const kicad: StepModel = {
      ...m,
      exporter: 'KiCad to STEP converter',
      solids: [m.solids[0]!, ...m.solids.slice(1).map(lifted)],
    };
    const match = matchStepModel(b, kicad);
    for (const [ref, h] of Object.entries(HEIGHTS))
      expect(match.bodies.get(byRef(b, ref).id)!.heightMm, ref).toBeCloseTo(h, 4);
    expect(match.diagnostics.find((d) => d.code === StepCode.exporterGap)!.message).toMatch(
      /: 3 heights are/,
    );
    // Written by anyone else, a part standing off the board is that much taller.
    const other = matchStepModel(b, { ...kicad, exporter: 'Studio' });
    expect(other.bodies.get(byRef(b, 'J1').id)!.heightMm).toBeCloseTo(8.25, 4);
    expect(other.diagnostics.map((d) => d.code)).not.toContain(StepCode.exporterGap);
  });

  it('ignores thin board layers (copper, mask) on the faces', () => {
    const b = board(0, 'top');
    const m = model(b, { named: true });
    m.solids.push({ ...m.solids[0]!, names: ['F.Cu'], zMinMm: 1.6, zMaxMm: 1.635 });
    const match = matchStepModel(b, m);
    expect(match.solidCount).toBe(4);
    expect(match.diagnostics.map((d) => d.code)).not.toContain(StepCode.solidUnmatched);
  });
});

describe('STEP bodies on the board', () => {
  it('survive the compact encoding, and boards without them stay without the column', () => {
    const b = board(270, 'bottom');
    const out = withStepBodies(b, matchStepModel(b, model(b, { named: true })));
    const again = decodeBoard(JSON.parse(JSON.stringify(encodeBoard(out))));
    expect(again.components.map((c) => c.step)).toEqual(out.components.map((c) => c.step));
    expect('step' in encodeBoard(b).components).toBe(false);
    expect(decodeBoard(encodeBoard(b)).components.every((c) => !('step' in c))).toBe(true);
  });

  it('come after the user’s override and before the design data', () => {
    const b = board(0, 'top');
    const c: Component = withStepBodies(b, matchStepModel(b, model(b, { named: true }))).components[0]!;
    expect(resolveComponentHeight(c, {})).toEqual({ mm: 2.5, source: 'step', packageClass: null });
    expect(resolveComponentHeight(c, { [c.id]: 4 }).source).toBe('override');
    expect(resolveComponentHeight(b.components[0]!, {}).source).toBe('model');
  });
});

describe('STEP heights in DFT and the fixture design', () => {
  it('count per source in the report, and box the fixture bodies by the model outline', () => {
    const b = board(90, 'top');
    const m = model(b, { named: true });
    m.solids = m.solids.filter((s) => s.names[0] !== 'J1');
    const out = withStepBodies(b, matchStepModel(b, m));
    const u1 = byRef(out, 'U1');
    const report = analyzeDft(out, { ...configFor(out, []), heightOverrides: { [u1.id]: 3 } });
    // U1 overridden, R1 and C1 from the model, J1 from the design data (9 mm).
    expect(report.facts.heightSources).toEqual({ step: 2, override: 1, model: 1, default: 0 });
    const boxes = collectBodyBoxes(out, {}).top;
    const r1 = boxes.find((x) => x.ref === 'R1')!;
    expect(r1.heightSource).toBe('step');
    expect(r1.heightMm).toBeCloseTo(0.55, 4);
    // Turned by 90°: the model's box is tall, not wide.
    expect(r1.maxY - r1.minY).toBeGreaterThan(r1.maxX - r1.minX);
    expect(boxes.find((x) => x.ref === 'J1')!.heightSource).toBe('model');
  });
});
