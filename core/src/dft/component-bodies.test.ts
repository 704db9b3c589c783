import { describe, expect, it } from 'vitest';
import { readFixture } from '../../test/fixtures/kicad/support';
import { importKicad } from '../formats/kicad/index';
import { BoardBuilder } from '../testing/board-builder';
import { collectBodyOutlines } from './component-bodies';

describe('collectBodyOutlines', () => {
  const board = new BoardBuilder()
    .outline(0, 0, 50, 40)
    .part('U1', 10, 10, { w: 6, h: 4, heightMm: 2.5 })
    .part('C1', 30, 20, { side: 'bottom', heightMm: null, footprint: 'Capacitor_SMD:C_0603_1608Metric' })
    .part('X9', 40, 30, { dnp: true })
    .testPoint('TP1', 5, 5)
    .component({ ref: 'R1', x: 20, y: 30, side: 'top', footprint: 'Resistor_SMD:R_0805', body: null })
    .pad({ ref: 'R1', x: 19, y: 30, w: 1, h: 1.2 })
    .pad({ ref: 'R1', x: 21, y: 30, w: 1, h: 1.2 })
    .build();
  const byRef = (overrides: Record<string, number>) =>
    new Map(collectBodyOutlines(board, overrides).map((b) => [b.component.ref, b]));

  it('gives each placed body its outline, side and the height DFT resolves, with its source', () => {
    const bodies = byRef({});
    expect([...bodies.keys()].sort()).toEqual(['C1', 'R1', 'U1']); // no DNP part, no test point
    const u1 = bodies.get('U1')!;
    expect(u1.height).toEqual({ mm: 2.5, source: 'model', packageClass: null });
    expect(u1.outline).toHaveLength(4);
    expect(u1.bodyFromPads).toBe(false);
    const c1 = bodies.get('C1')!;
    expect(c1.component.side).toBe('bottom');
    expect(c1.height.source).toBe('default');
  });

  it('boxes the pads (half their larger size around each centre) when the source gives no outline', () => {
    const r1 = byRef({}).get('R1')!;
    expect(r1.bodyFromPads).toBe(true);
    const xs = r1.outline.map((p) => p.x);
    const ys = r1.outline.map((p) => p.y);
    expect([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]).toEqual([
      18.4, 21.6, 29.4, 30.6,
    ]);
  });

  it("puts the user's override first", () => {
    const u1 = byRef({ [board.components.find((c) => c.ref === 'U1')!.id]: 7 }).get('U1')!;
    expect(u1.height).toEqual({ mm: 7, source: 'override', packageClass: null });
  });
});

describe('collectBodyOutlines on a KiCad board (decision 0043: fab outline, else the pads)', () => {
  // core/test/fixtures/kicad/bodies-v7.kicad_pcb; board frame (KiCad y → −y).
  const { board } = importKicad(readFixture('bodies-v7.kicad_pcb'), 'bodies-v7.kicad_pcb');
  const bodies = new Map(collectBodyOutlines(board, {}).map((b) => [b.component.ref, b]));
  const box = (ref: string) => {
    const o = bodies.get(ref)!.outline;
    const xs = o.map((p) => p.x);
    const ys = o.map((p) => p.y);
    return [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)].map((v) => +v.toFixed(9));
  };

  it('leaves out the test points and the solder-mask removal (no copper, no outline)', () => {
    expect([...bodies.keys()].sort()).toEqual(['C1', 'C2', 'D1', 'J1', 'R1', 'U1']);
  });

  it('takes the fab outline where there is one', () => {
    expect(bodies.get('C1')!.bodyFromPads).toBe(false);
    expect(box('C1')).toEqual([11.2, 12.2, -10.25, -9.75]); // fab ±0.5 × ±0.25 at (11.7, −10)
    expect(bodies.get('J1')!.bodyFromPads).toBe(false);
  });

  it('boxes the pads of a courtyard-only, text-only, line-only or mark-only footprint', () => {
    // C2 at (10, −8.6): pads 0.56 × 0.62 at x ∓ 0.48, half their larger size 0.31 around each centre:
    // x 10 − 0.48 − 0.31 = 9.21 … 10.79, y −8.6 ∓ 0.31 = −8.91 … −8.29 (its courtyard: ±0.91 × ±0.46).
    expect(bodies.get('C2')!.bodyFromPads).toBe(true);
    expect(box('C2')).toEqual([9.21, 10.79, -8.91, -8.29]);
    // R1 (text only) at (50, −10): pads 0.95 square at x ∓ 0.8: 50 ∓ 1.275, y −10 ∓ 0.475.
    expect(box('R1')).toEqual([48.725, 51.275, -10.475, -9.525]);
    // D1 (one fab line) at (40, −10): pads 0.95 square at x ∓ 0.79: 40 ∓ 1.265.
    expect(box('D1')).toEqual([38.735, 41.265, -10.475, -9.525]);
    // U1 (a pin-1 dot) at (30, −10): pads 0.9 × 0.8 at (∓1, ±0.95) and (1, 0): x 30 ∓ 1.45,
    // y −10 ∓ (0.95 + 0.45) = −11.4 … −8.6.
    expect(box('U1')).toEqual([28.55, 31.45, -11.4, -8.6]);
    for (const ref of ['R1', 'D1', 'U1']) expect(bodies.get(ref)!.bodyFromPads, ref).toBe(true);
  });
});
