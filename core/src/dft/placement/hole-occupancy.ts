import { connectionNets } from '../../board/connection-nets';
import { isSingleHoleFootprint } from '../../board/single-hole';
import { groundReason } from '../../board/ground-name';
import { padsByRef } from '../../board/body-presence';
import type { Board, Component, Hole, Pad, Side } from '../../board/model';
import { displayNetName } from '../../board/net-display';
import { GridHash } from '../../spatial/grid-hash';
import { boardMemo, deriveBoardIndexes } from '../board-cache';

/**
 * What keeps a guide pin out of a hole (issue 25, decision 0054). A guide pin needs a free tooling
 * hole; the board decides which are not free:
 * - `pin`: a plated pad of a part sits on the hole (a component pin);
 * - `peg`: a non-plated pad of a part's footprint (a plastic locating peg);
 * - `lug`: a plated pad without a signal (a board-lock, a shield or mounting lug of a connector);
 * - `footprint`: the hole belongs to a part whose footprint has more than this hole (no pad says
 *   which, as in formats that list holes apart from pads);
 * - `body`: another part's body (either side) lies within the pin's reach.
 * A footprint that is one drilled hole (a mounting hole: `isSingleHoleFootprint`) occupies nothing:
 * the hole is the part — unless its plated pad joins a signal or supply net to other pads: then it is
 * a terminal (`pin`, `isTerminal`).
 */
export type HoleOccupantKind = 'pin' | 'peg' | 'lug' | 'footprint' | 'body';

export interface HoleOccupant {
  kind: HoleOccupantKind;
  /** The part's reference (its id when it has none). */
  ref: string;
  /** The pad number on the hole (`pin`, `peg`, `lug`), null otherwise. */
  pad: string | null;
  net: string | null;
  /** For `body`: the side of the part in the way. */
  side: Side | null;
}

/** A pad centre closer than this (mm) to a hole's centre is on it (the same drill, drawn twice). */
const ON_HOLE_MM = 0.05;
/**
 * A guide pin's reach around its hole (mm): a body closer than this to the hole's edge is in its
 * way (the pin's tip and the carrier's clearance around it; the fixture's component clearance).
 */
export const GUIDE_PIN_BODY_CLEARANCE_MM = 0.5;

/** Pad numbers of mechanical pads (board-locks, shields, mounting lugs), not of signal pins. */
const MECHANICAL_PAD = /^(|0|MP\d*|SH\d*|S\d*|MH\d*|M\d*|H\d*|SHIELD\d*)$/i;

function padKind(pad: Pad): HoleOccupantKind {
  if (pad.type === 'npth') return 'peg';
  return pad.net === null || MECHANICAL_PAD.test(pad.number) ? 'lug' : 'pin';
}

/** The drilled pads of parts, by position (cells of 1 mm). */
function drilledPads(board: Board): { grid: GridHash; pads: Pad[] } {
  const grid = new GridHash(1);
  const pads: Pad[] = [];
  for (const p of board.pads) {
    if (p.drillMm === null || p.ref === null) continue;
    grid.insert(p.x, p.y);
    pads.push(p);
  }
  return { grid, pads };
}

/**
 * A one-hole footprint whose pad joins a signal or supply net to other pads is a terminal (a wire, a
 * post or a jumper is soldered in it), not a mounting hole: the hole is occupied. A mounting hole on a
 * ground (or chassis, earth) net, on no net, or on a net that connects nothing stays free.
 */
function isTerminal(board: Board, pad: Pad): boolean {
  if (pad.net === null || !pad.plated || groundReason(pad.net) !== null) return false;
  const n = netIndexOf(board).get(pad.net);
  return n !== undefined && connectionNets(board)[n] === 1;
}

const netIndexOf = (board: Board): Map<string, number> =>
  boardMemo(board, 'net-index-by-name', () => {
    const byName = new Map<string, number>();
    for (let i = board.nets.length - 1; i >= 0; i--) byName.set(board.nets[i]!.name, i);
    return byName;
  });

/** The nearest body (either side) whose box comes within `reach` of the hole's centre, its own part aside. */
function bodyInTheWay(board: Board, hole: Hole, reach: number): HoleOccupant | null {
  const { bodies } = deriveBoardIndexes(board);
  let best: { d: number; c: Component } | null = null;
  for (const side of ['top', 'bottom'] as const) {
    const { grid, bodies: list } = bodies[side];
    const n = grid.collect(hole.x - reach, hole.y - reach, hole.x + reach, hole.y + reach);
    for (let k = 0; k < n; k++) {
      const b = list[grid.found[k]!]!;
      if (hole.ref !== null && b.component.ref === hole.ref) continue;
      const [x0, y0, x1, y1] = b.shape.box;
      const d = Math.hypot(Math.max(0, x0 - hole.x, hole.x - x1), Math.max(0, y0 - hole.y, hole.y - y1));
      if (d < reach && (!best || d < best.d)) best = { d, c: b.component };
    }
  }
  if (!best) return null;
  const c = best.c;
  return { kind: 'body', ref: c.ref || c.id, pad: null, net: null, side: c.side };
}

/**
 * Every hole a guide pin cannot take, by hole id, with what is in it (see `HoleOccupantKind`). Made
 * once per board (boards are immutable once read).
 */
export function findHoleOccupants(board: Board): ReadonlyMap<string, HoleOccupant> {
  return boardMemo(board, 'hole-occupants', () => {
    const out = new Map<string, HoleOccupant>();
    if (board.holes.length === 0) return out;
    const { grid, pads } = drilledPads(board);
    const onHoles = board.holes.map((h) => {
      const found: Pad[] = [];
      grid.forEachNear(h.x, h.y, ON_HOLE_MM, (i) => found.push(pads[i]!));
      return found;
    });
    const refs = new Set<string>();
    for (const [i, h] of board.holes.entries()) {
      for (const p of onHoles[i]!) refs.add(p.ref!);
      if (h.ref !== null) refs.add(h.ref);
    }
    const padsOf = padsByRef(board, refs);
    const singleHole = new Map<string, boolean>();
    const isHoleOnly = (ref: string) => {
      let v = singleHole.get(ref);
      if (v === undefined) {
        v = isSingleHoleFootprint(padsOf.get(ref) ?? []);
        singleHole.set(ref, v);
      }
      return v;
    };
    for (const [i, h] of board.holes.entries()) {
      const pad =
        onHoles[i]!.find((p) => !isHoleOnly(p.ref!)) ?? onHoles[i]!.find((p) => isTerminal(board, p));
      let occupant: HoleOccupant | null = pad
        ? { kind: padKind(pad), ref: pad.ref!, pad: pad.number, net: pad.net, side: null }
        : null;
      if (!occupant && onHoles[i]!.length === 0 && h.ref !== null) {
        const own = padsOf.get(h.ref) ?? [];
        if (own.length > 0 && !isHoleOnly(h.ref))
          occupant = { kind: 'footprint', ref: h.ref, pad: null, net: null, side: null };
      }
      occupant ??= bodyInTheWay(board, h, h.diameterMm / 2 + GUIDE_PIN_BODY_CLEARANCE_MM);
      if (occupant) out.set(h.id, occupant);
    }
    return out;
  });
}

/** What occupies a hole, in words ("J1's pin 3 (net /TX)", "J1's board-lock or mounting lug"). */
export function describeHoleOccupant(o: HoleOccupant): string {
  switch (o.kind) {
    case 'pin':
      return `${o.ref}'s pin ${o.pad}${o.net ? ` (net ${displayNetName(o.net)})` : ''}`;
    case 'peg':
      return `${o.ref}'s locating peg (a non-plated hole of its footprint)`;
    case 'lug':
      return `${o.ref}'s board-lock or mounting lug${o.pad ? ` (pad ${o.pad})` : ''}`;
    case 'footprint':
      return `a hole of ${o.ref}'s footprint`;
    case 'body':
      return `${o.ref}'s body on the ${o.side} (closer than ${GUIDE_PIN_BODY_CLEARANCE_MM} mm to the hole's edge)`;
  }
}
