import type { Board } from '../board/model';
import { BoardBuilder } from './board-builder';

/** A part of a hand-made circuit: reference, value, and the net of each pad by number. */
export interface CircuitPart {
  ref: string;
  value: string;
  pins: Record<string, string>;
  footprint?: string;
  dnp?: boolean;
  fields?: Record<string, string>;
}

/**
 * A board holding a circuit for the in-circuit test tests: each part's pads 1.5 mm apart in a row,
 * the parts 10 mm apart (so no two parts' pads are neighbours), all SMD on top. Positions in mm, top
 * view, +Y up.
 */
export function circuitBoard(parts: CircuitPart[]): Board {
  const b = new BoardBuilder().outline(-5, -5, parts.length * 10 + 5, 10);
  parts.forEach((p, i) => {
    const x = i * 10;
    b.component({
      ref: p.ref,
      x,
      y: 0,
      value: p.value,
      footprint: p.footprint ?? '',
      dnp: p.dnp ?? false,
      ...(p.fields ? { fields: p.fields } : {}),
    });
    Object.entries(p.pins).forEach(([number, net], k) => {
      b.pad({ ref: p.ref, number, x: x + k * 1.5, y: 0, w: 0.8, h: 0.8, net });
    });
  });
  return b.build();
}

/** Probe labels per net, as the strategy hands them to the ICT plan: one probe `TP_<net>` per net. */
export function probesOn(nets: string[]): Map<string, { label: string }[]> {
  return new Map(nets.map((n) => [n, [{ label: `TP_${n}` }]]));
}
