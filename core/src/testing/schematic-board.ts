import type { Board } from '../board/model';
import { BoardBuilder } from './board-builder';

/** A part of a hand-made circuit: its pads by number, each on a net (null: unconnected). */
export interface CircuitPart {
  ref: string;
  value: string;
  footprint?: string;
  pins: Record<string, string | null>;
  dnp?: boolean;
  fields?: Record<string, string>;
  /** Through-hole pads (connectors, sockets) instead of SMD. */
  th?: boolean;
}

/**
 * A board drawn as a schematic: parts with their pads on named nets, laid out on a grid (board frame,
 * mm, top view, +Y up) so that every pad has its own place. For the strategy and ICT tests, where the
 * connectivity matters and the geometry does not; `testPoint` adds a probed TP on a net.
 */
export class SchematicBoard {
  private readonly builder = new BoardBuilder().outline(0, 0, 400, 400);
  private row = 0;

  part(p: CircuitPart): this {
    const y = 10 + this.row * 6;
    this.row++;
    this.builder.component({
      ref: p.ref,
      x: 10,
      y,
      value: p.value,
      footprint: p.footprint ?? '',
      dnp: p.dnp ?? false,
      ...(p.fields ? { fields: p.fields } : {}),
    });
    Object.entries(p.pins).forEach(([number, net], i) => {
      this.builder.pad({
        ref: p.ref,
        number,
        x: 20 + i * 2.54,
        y,
        net,
        ...(p.th ? { type: 'th' as const, shape: 'circle' as const, w: 1.6, h: 1.6 } : { w: 1, h: 1.2 }),
      });
    });
    return this;
  }

  /** Several parts at once. */
  parts(list: CircuitPart[]): this {
    for (const p of list) this.part(p);
    return this;
  }

  /** A dedicated one-pad test point on a net, on the bottom side (where a bed of nails probes). */
  testPoint(ref: string, net: string): this {
    const y = 10 + this.row * 6;
    this.row++;
    this.builder.testPoint(ref, 150, y, { net, side: 'bottom', size: 1.2 });
    return this;
  }

  build(): Board {
    return this.builder.build();
  }
}
