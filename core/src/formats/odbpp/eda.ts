import type { DiagnosticSink } from '../../board/diagnostics';
import type { Point, Ring } from '../../board/model';
import { circleRing } from '../../geometry/arc';
import { type Contour, readContours } from './contours';
import { coordMm, isHeaderLine, type RecordLine, recordLines, tokens } from './text';
import { coordScale, declaredUnits, type OdbUnits } from './units';
import { OdbppCode } from './codes';

/**
 * `steps/<step>/eda/data` (spec, "eda/data"): the design's nets and packages.
 *
 *   LYR <layer> <layer> ...                 layer names FID records index (0-based)
 *   NET <name> ;<attrs>                     a net; its subnets follow
 *   SNT TOP <T|B> <comp> <toeprint>         a component pin (comp: index in comp_+_top / comp_+_bot)
 *   SNT VIA / SNT TRC / SNT PLN ...         a via, trace or plane subnet
 *   FID <C|L|H> <layer> <feature>           a feature of the subnet (C copper, L laminate, H hole)
 *   PKG <name> <pitch> <xmin> <ymin> <xmax> <ymax> ;<attrs>      a package; its outline and pins follow
 *   PIN <name> <T|S|B> <x> <y> <fhs> <etype> <mtype>              a pin (T through-hole, S surface, B blind)
 *   RC / CR / SQ / CT … CE                  outline records of the package or pin before them
 */
export interface Fid {
  type: 'C' | 'L' | 'H';
  layer: number;
  feature: number;
}

export interface Subnet {
  kind: string;
  /** For `SNT TOP`: side and component / toeprint indices. */
  side?: 'T' | 'B';
  comp?: number;
  toeprint?: number;
  fids: Fid[];
  line: number;
}

export interface EdaNet {
  name: string;
  line: number;
  subnets: Subnet[];
}

export interface EdaPin {
  name: string;
  /** T through-hole, S surface, B blind (spec). */
  type: string;
  x: number;
  y: number;
  line: number;
}

export interface EdaPackage {
  name: string;
  line: number;
  /** Body outline in package coordinates (mm), when the package gives one. */
  outline: Ring | null;
  pins: EdaPin[];
}

export interface EdaData {
  file: string;
  units: OdbUnits;
  layers: string[];
  nets: EdaNet[];
  packages: EdaPackage[];
}

/** First outline of a package in the records after its PKG line (RC, CR, SQ or a CT contour). */
function outlineRecord(t: string[], scale: number): Ring | null {
  const v = t.slice(1, 5).map((s) => coordMm(s, scale));
  if (t[0] === 'RC' && v.every(Number.isFinite)) {
    const [x, y, w, h] = v as [number, number, number, number];
    return [
      { x, y },
      { x: x + w, y },
      { x: x + w, y: y + h },
      { x, y: y + h },
    ];
  }
  if (t[0] === 'SQ' && v.slice(0, 3).every(Number.isFinite)) {
    const [x, y, s] = v as [number, number, number];
    return [
      { x: x - s, y: y - s },
      { x: x + s, y: y - s },
      { x: x + s, y: y + s },
      { x: x - s, y: y + s },
    ];
  }
  if (t[0] === 'CR' && v.slice(0, 3).every(Number.isFinite) && v[2]! > 0) {
    const c: Point = { x: v[0]!, y: v[1]! };
    return circleRing(c, v[2]!);
  }
  return null;
}

export function parseEda(
  text: string,
  file: string,
  defaultUnits: OdbUnits,
  sink: DiagnosticSink<OdbppCode>,
): EdaData {
  const lines = recordLines(text);
  const units = declaredUnits(lines)?.units ?? defaultUnits;
  const scale = coordScale(units);
  const out: EdaData = { file, units, layers: [], nets: [], packages: [] };
  let net: EdaNet | null = null;
  let subnet: Subnet | null = null;
  let pkg: EdaPackage | null = null;
  /** Whether outline records now belong to the package (before its first PIN). */
  let pkgOutline = false;
  /** Inside a feature group (FGR): its FID records are not a subnet's. */
  let inGroup = false;
  const bad = (r: RecordLine, expected: string) =>
    sink.warn(OdbppCode.edaBadRecord, `${file}: expected ${expected}, found "${r.text.slice(0, 80)}"`, {
      line: r.line,
    });
  for (let i = 0; i < lines.length; i++) {
    const r = lines[i]!;
    const t = tokens(r.text.split(';')[0] ?? '');
    const kind = t[0]?.toUpperCase() ?? '';
    if (kind === 'LYR') {
      for (const n of t.slice(1)) out.layers.push(n.toLowerCase());
    } else if (kind === 'NET') {
      pkg = null;
      inGroup = false;
      if (t.length < 2) {
        bad(r, 'NET <name>');
        net = null;
        subnet = null;
        continue;
      }
      net = { name: t.slice(1).join(' '), line: r.line, subnets: [] };
      out.nets.push(net);
      subnet = null;
    } else if (kind === 'SNT') {
      if (!net) {
        bad(r, 'SNT only after a NET record');
        continue;
      }
      subnet = { kind: (t[1] ?? '').toUpperCase(), fids: [], line: r.line };
      if (subnet.kind === 'TOP') {
        const side = (t[2] ?? '').toUpperCase();
        const comp = Number(t[3]);
        const toeprint = Number(t[4]);
        if (
          (side !== 'T' && side !== 'B') ||
          !Number.isInteger(comp) ||
          !Number.isInteger(toeprint) ||
          comp < 0 ||
          toeprint < 0
        ) {
          bad(r, 'SNT TOP <T|B> <component number> <toeprint number>');
        } else {
          subnet.side = side;
          subnet.comp = comp;
          subnet.toeprint = toeprint;
        }
      }
      net.subnets.push(subnet);
    } else if (kind === 'FGR') {
      inGroup = true;
      subnet = null;
    } else if (kind === 'FID') {
      if (inGroup) continue;
      const type = (t[1] ?? '').toUpperCase();
      const layer = Number(t[2]);
      const feature = Number(t[3]);
      if (!subnet) bad(r, 'FID only after an SNT record');
      else if (
        (type !== 'C' && type !== 'L' && type !== 'H') ||
        !Number.isInteger(layer) ||
        !Number.isInteger(feature) ||
        layer < 0 ||
        feature < 0
      )
        bad(r, 'FID <C|L|H> <layer number> <feature number>');
      else subnet.fids.push({ type, layer, feature });
    } else if (kind === 'PKG') {
      net = null;
      inGroup = false;
      subnet = null;
      if (t.length < 2) {
        bad(r, 'PKG <name> <pitch> <xmin> <ymin> <xmax> <ymax>');
        pkg = null;
        continue;
      }
      pkg = { name: t[1]!, line: r.line, outline: null, pins: [] };
      out.packages.push(pkg);
      pkgOutline = true;
    } else if (kind === 'PIN') {
      const x = coordMm(t[3], scale);
      const y = coordMm(t[4], scale);
      if (!pkg) bad(r, 'PIN only after a PKG record');
      else if (t.length < 5 || !Number.isFinite(x) || !Number.isFinite(y))
        bad(r, 'PIN <name> <T|S|B> <x> <y> ...');
      else pkg.pins.push({ name: t[1]!, type: (t[2] ?? '').toUpperCase(), x, y, line: r.line });
      pkgOutline = false;
    } else if (kind === 'RC' || kind === 'CR' || kind === 'SQ') {
      if (pkg && pkgOutline && !pkg.outline) pkg.outline = outlineRecord([kind, ...t.slice(1)], scale);
    } else if (kind === 'CT') {
      const contours: Contour[] = [];
      let j = readContours(lines, i + 1, scale, sink, contours);
      if (j < lines.length && tokens(lines[j]!.text)[0]?.toUpperCase() === 'CE') j++;
      const island = contours.find((c) => !c.hole && c.ring.length >= 3);
      if (pkg && pkgOutline && !pkg.outline && island) pkg.outline = island.ring;
      i = j - 1;
    } else if (
      kind === 'HDR' ||
      kind === 'PRP' ||
      isHeaderLine(r.text) ||
      kind.startsWith('@') ||
      kind.startsWith('&') ||
      kind === 'CE'
    ) {
      // header, properties, feature groups, attribute tables
    } else bad(r, 'an eda/data record (LYR, NET, SNT, FID, PKG, PIN, outline)');
  }
  return out;
}
