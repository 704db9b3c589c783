import { describe, expect, it } from 'vitest';
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
