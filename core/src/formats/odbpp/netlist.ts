import type { DiagnosticSink } from '../../board/diagnostics';
import { coordMm, isHeaderLine, type RecordLine, recordLines, tokens } from './text';
import { coordScale, declaredUnits, type OdbUnits } from './units';
import { OdbppCode } from './codes';

/**
 * `steps/<step>/netlists/cadnet/netlist` (spec, "cadnet/netlist"): the CAD netlist with its test
 * access points.
 *
 *   H optimize <y|n> [staggered <y|n>]            header
 *   $<n> <net name>                                nets
 *   <net> <radius> <x> <y> <side> [<w> <h>] <epoint> <exp> [<c>] [staggered <x> <y> <r>] [v] [f] [t] [m] ...
 *
 * side T top, D down (bottom), B both, I inner; epoint e end point / m mid point; exp e exposed,
 * c covered, p covered on the primary side, s covered on the secondary side; flags v via, f fiducial,
 * t test point. radius is the drill radius (0 for an SMD point, which then gives w h).
 */
export interface NetlistPoint {
  net: number;
  radiusMm: number;
  x: number;
  y: number;
  side: 'T' | 'D' | 'B' | 'I';
  /** Width / height of an SMD point (mm), when given. */
  widthMm: number | null;
  heightMm: number | null;
  endPoint: boolean;
  exposure: 'e' | 'c' | 'p' | 's';
  via: boolean;
  fiducial: boolean;
  testPoint: boolean;
  line: number;
}

export interface OdbNetlist {
  file: string;
  units: OdbUnits;
  /** Net number → name. */
  nets: Map<number, string>;
  points: NetlistPoint[];
}

const SIDES = new Set(['T', 'D', 'B', 'I']);
const EXPOSURES = new Set(['e', 'c', 'p', 's']);

export function parseNetlist(
  text: string,
  file: string,
  defaultUnits: OdbUnits,
  sink: DiagnosticSink<OdbppCode>,
): OdbNetlist {
  const lines = recordLines(text);
  const units = declaredUnits(lines)?.units ?? defaultUnits;
  const scale = coordScale(units);
  const out: OdbNetlist = { file, units, nets: new Map(), points: [] };
  const bad = (r: RecordLine) =>
    sink.warn(
      OdbppCode.netlistBadRecord,
      `${file}: expected "<net> <radius> <x> <y> <T|D|B|I> ... <e|m> <e|c|p|s> ...", found "${r.text.slice(0, 80)}"`,
      { line: r.line },
    );
  for (const r of lines) {
    if (r.text.startsWith('$')) {
      const sp = r.text.search(/\s/);
      const n = Number(r.text.slice(1, sp < 0 ? undefined : sp));
      if (Number.isInteger(n) && sp > 0) out.nets.set(n, r.text.slice(sp + 1).trim());
      continue;
    }
    if (/^H\s/i.test(r.text) || isHeaderLine(r.text)) continue;
    const t = tokens(r.text);
    const net = Number(t[0]);
    const radius = coordMm(t[1], scale);
    const x = coordMm(t[2], scale);
    const y = coordMm(t[3], scale);
    const side = t[4] ?? '';
    if (
      !Number.isInteger(net) ||
      !Number.isFinite(radius) ||
      !Number.isFinite(x) ||
      !Number.isFinite(y) ||
      !SIDES.has(side)
    ) {
      bad(r);
      continue;
    }
    let k = 5;
    let widthMm: number | null = null;
    let heightMm: number | null = null;
    if (Number.isFinite(coordMm(t[k], scale)) && Number.isFinite(coordMm(t[k + 1], scale))) {
      widthMm = coordMm(t[k], scale);
      heightMm = coordMm(t[k + 1], scale);
      k += 2;
    }
    const epoint = t[k];
    const exposure = t[k + 1];
    if ((epoint !== 'e' && epoint !== 'm') || exposure === undefined || !EXPOSURES.has(exposure)) {
      bad(r);
      continue;
    }
    const flags = new Set(t.slice(k + 2).filter((f) => f.length === 1));
    out.points.push({
      net,
      radiusMm: radius,
      x,
      y,
      side: side as NetlistPoint['side'],
      widthMm,
      heightMm,
      endPoint: epoint === 'e',
      exposure: exposure as NetlistPoint['exposure'],
      via: flags.has('v'),
      fiducial: flags.has('f'),
      testPoint: flags.has('t'),
      line: r.line,
    });
  }
  return out;
}
