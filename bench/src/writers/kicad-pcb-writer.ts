import type { Board, Pad, Point } from '@studio/core';
import { stampFor } from './format-number';
import { escapeKicad, type KicadContext, kn, writeFootprint } from './kicad-footprint-writer';
import type { TrackSegment } from './types';

export interface KicadWriteOptions {
  /** Copper tracks to draw (the board model has none). */
  tracks?: TrackSegment[];
}

/** KiCad's frame is +Y down; the board frame is +Y up. The page origin is the board frame's origin. */
const pt = (p: Point): string => `${kn(p.x)} ${kn(-p.y)}`;

const LAYERS = `  (layers
    (0 "F.Cu" signal)
    (31 "B.Cu" signal)
    (32 "B.Adhes" user "B.Adhesive")
    (33 "F.Adhes" user "F.Adhesive")
    (34 "B.Paste" user)
    (35 "F.Paste" user)
    (36 "B.SilkS" user "B.Silkscreen")
    (37 "F.SilkS" user "F.Silkscreen")
    (38 "B.Mask" user)
    (39 "F.Mask" user)
    (44 "Edge.Cuts" user)
    (45 "Margin" user)
    (46 "B.CrtYd" user "B.Courtyard")
    (47 "F.CrtYd" user "F.Courtyard")
    (48 "B.Fab" user)
    (49 "F.Fab" user)
  )`;

function writeHeader(board: Board): string {
  const aux = board.auxOrigin ? `\n    (aux_axis_origin ${pt(board.auxOrigin)})` : '';
  return [
    '(kicad_pcb (version 20211014) (generator pcbnew)',
    '',
    '  (general',
    `    (thickness ${kn(board.thicknessMm ?? 1.6)})`,
    '  )',
    '',
    '  (paper "A4")',
    LAYERS,
    '',
    '  (setup',
    '    (pad_to_mask_clearance 0)' + aux,
    '    (pcbplotparams',
    '      (layerselection 0x00010fc_ffffffff)',
    '      (usegerberattributes true)',
    '      (outputformat 1)',
    '    )',
    '  )',
    '',
  ].join('\n');
}

/**
 * Writes a board as a KiCad 6 `.kicad_pcb` (file version 20211014): nets, footprints with their pads,
 * through vias, tracks and the Edge.Cuts outline. KiCad's frame is mm, +Y down: y is negated, the
 * page origin is the board frame's origin. Pads without a component reference are not written
 * (KiCad keeps every pad in a footprint). KiCad 6 cannot say per via whether it is tented.
 */
export function writeKicadPcb(board: Board, options: KicadWriteOptions = {}): string {
  const parts: string[] = [];
  emitKicadPcb(board, options, (s) => parts.push(s));
  return parts.join('\n');
}

/**
 * writeKicadPcb, line by line: `emit` receives the pieces that writeKicadPcb joins with newlines —
 * for boards past V8's largest string (a 1M-pad board is ~1 GB), written to a file as they come.
 */
export function emitKicadPcb(board: Board, options: KicadWriteOptions, emit: (piece: string) => void): void {
  const netNumbers = new Map<string, number>(board.nets.map((n, i) => [n.name, i + 1]));
  let stamps = 0;
  const ctx: KicadContext = {
    netNumber: (name) => (name === null ? 0 : (netNumbers.get(name) ?? 0)),
    stamp: () => stampFor(stamps++),
  };
  const parts = {
    push: (...pieces: string[]) => {
      for (const p of pieces) emit(p);
    },
  };
  parts.push(writeHeader(board), '  (net 0 "")');
  for (const net of board.nets) parts.push(`  (net ${ctx.netNumber(net.name)} "${escapeKicad(net.name)}")`);
  parts.push('');
  const padsByRef = groupPadsByRef(board.pads);
  for (const component of board.components) {
    parts.push(writeFootprint(component, padsByRef.get(component.ref) ?? [], ctx));
    parts.push('');
  }
  for (const poly of board.outline) {
    for (const ring of [poly.outer, ...poly.holes]) {
      ring.forEach((p, i) => {
        const q = ring[(i + 1) % ring.length]!;
        parts.push(
          `  (gr_line (start ${pt(p)}) (end ${pt(q)}) (layer "Edge.Cuts") (width 0.1) (tstamp ${ctx.stamp()}))`,
        );
      });
    }
  }
  parts.push('');
  for (const t of options.tracks ?? []) {
    const layer = t.side === 'top' ? '"F.Cu"' : '"B.Cu"';
    parts.push(
      `  (segment (start ${pt(t.start)}) (end ${pt(t.end)}) (width ${kn(t.widthMm)}) (layer ${layer}) (net ${ctx.netNumber(t.net)}) (tstamp ${ctx.stamp()}))`,
    );
  }
  for (const v of board.vias) {
    parts.push(
      `  (via (at ${pt(v)}) (size ${kn(v.diameterMm)}) (drill ${kn(v.drillMm)}) (layers "F.Cu" "B.Cu") (net ${ctx.netNumber(v.net)}) (tstamp ${ctx.stamp()}))`,
    );
  }
  parts.push(')', '');
}

function groupPadsByRef(pads: Pad[]): Map<string, Pad[]> {
  const map = new Map<string, Pad[]>();
  for (const pad of pads) {
    if (pad.ref === null) continue;
    const list = map.get(pad.ref);
    if (list) list.push(pad);
    else map.set(pad.ref, [pad]);
  }
  return map;
}
