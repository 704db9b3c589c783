import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Board, Pad } from '../../board/model';
import { bboxOfPoints } from '../../geometry/bbox';
import { type KicadOracle, type OraclePad, readKicadOracle } from '../../../test/kicad-oracle';
import { parseGerber } from '../gerber/index';
import { type GerberSetFile, importGerberSet } from './index';

// KiCad 6's own Gerber X2 / Excellon / position-file exports of its demo boards, checked against
// KiCad's reading of the same boards (<board>.oracle.json: mm, KiCad frame, +Y down).
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const TESTDATA = path.resolve(REPO, '../shared/testdata');
const EXPORTS = path.join(TESTDATA, 'kicad-exports');
const BOARDS = existsSync(EXPORTS) ? readdirSync(EXPORTS).sort() : [];

const kindOf = (name: string): GerberSetFile['kind'] =>
  name.endsWith('.drl') ? 'excellon' : name.endsWith('.csv') ? 'centroid' : 'gerber';

function load(board: string) {
  const dir = path.join(EXPORTS, board, 'gerber');
  const files = readdirSync(dir)
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(dir, name), 'utf8'), kind: kindOf(name) }));
  const oracle = readKicadOracle(board);
  return { files, oracle, ...importGerberSet(files) };
}

/** Extents of a w × h rectangle turned deg: the same for (w, h, θ) and (h, w, θ + 90°), and under a Y flip. */
function extents(w: number, h: number, deg: number): [number, number] {
  const c = Math.abs(Math.cos((deg * Math.PI) / 180));
  const s = Math.abs(Math.sin((deg * Math.PI) / 180));
  return [w * c + h * s, w * s + h * c];
}

const TYPES = { PTH: 'th', SMD: 'smd', CONN: 'smd', NPTH: 'npth' } as const;

/** KiCad plots no copper for an NPTH pad no larger than its hole: such a pad is only a hole. */
const hasCopper = (p: OraclePad) => p.attr !== 'NPTH' || Math.min(p.w, p.h) > p.drill;

/** Pads in the board frame (KiCad y negated), each with its footprint. */
const oraclePads = (o: KicadOracle) =>
  o.footprints.flatMap((f) => f.pads.map((p) => ({ ...p, ref: f.ref, y: -p.y })));

function nearestPad(board: Board, ref: string, number: string, x: number, y: number, taken: Set<Pad>) {
  let best: Pad | null = null;
  let bestD = Infinity;
  for (const p of board.pads) {
    if (p.ref !== ref || p.number !== number || taken.has(p)) continue;
    const d = Math.hypot(p.x - x, p.y - y);
    if (d < bestD) [best, bestD] = [p, d];
  }
  return { pad: best, distance: bestD };
}

describe.skipIf(BOARDS.length === 0).each(BOARDS)('KiCad export %s', (name) => {
  const { files, oracle, board, diagnostics } = load(name);
  const expected = oraclePads(oracle);

  it('has every plotted pad of the oracle within 0.01 mm, with its net, side, type and drill', () => {
    const taken = new Set<Pad>();
    const problems: string[] = [];
    for (const o of expected.filter(hasCopper)) {
      const { pad, distance } = nearestPad(board, o.ref, o.number, o.x, o.y, taken);
      const what = `${o.ref}-${o.number}`;
      if (!pad || distance > 0.01) {
        problems.push(`${what}: no pad within 0.01 mm (nearest ${distance.toFixed(4)})`);
        continue;
      }
      taken.add(pad);
      const side = o.front && o.back ? 'both' : o.front ? 'top' : 'bottom';
      if (pad.net !== (o.net === '' ? null : o.net)) problems.push(`${what}: net ${pad.net} ≠ ${o.net}`);
      if (pad.side !== side) problems.push(`${what}: side ${pad.side} ≠ ${side}`);
      if (pad.type !== TYPES[o.attr]) problems.push(`${what}: type ${pad.type} ≠ ${o.attr}`);
      // KiCad's drill file writes tool diameters with 3 decimals (0.8128 → T4C0.813)
      if (Math.abs((pad.drillMm ?? 0) - o.drill) > 0.0005)
        problems.push(`${what}: drill ${pad.drillMm} ≠ ${o.drill}`);
    }
    expect(problems).toEqual([]);
    expect(board.pads.length).toBe(expected.filter(hasCopper).length);
  });

  it('gives simple pads the oracle size (extents at the pad rotation) within 0.01 mm', () => {
    const problems: string[] = [];
    const taken = new Set<Pad>();
    for (const o of expected.filter(hasCopper)) {
      const { pad } = nearestPad(board, o.ref, o.number, o.x, o.y, taken);
      if (!pad) continue;
      taken.add(pad);
      // custom and trapezoid pads: KiCad's size is the anchor / base rectangle, not the copper
      if (o.shape === 'CUSTOM' || o.shape === 'TRAPEZOID') continue;
      const [ax, ay] = extents(pad.widthMm, pad.heightMm, pad.rotationDeg);
      const [bx, by] = extents(o.w, o.h, o.orientation);
      if (Math.abs(ax - bx) > 0.01 || Math.abs(ay - by) > 0.01) {
        problems.push(
          `${o.ref}-${o.number}: ${ax.toFixed(3)}×${ay.toFixed(3)} ≠ ${bx.toFixed(3)}×${by.toFixed(3)}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('has every NPTH pad of the oracle as a hole of the same diameter', () => {
    const npth = expected.filter((p) => p.attr === 'NPTH');
    expect(board.holes).toHaveLength(npth.length);
    for (const o of npth) {
      const hole = board.holes.find((h) => Math.hypot(h.x - o.x, h.y - o.y) <= 0.01);
      expect(hole?.diameterMm, `${o.ref} at (${o.x}, ${o.y})`).toBe(o.drill);
      expect(hole?.plated).toBe(false);
    }
  });

  it('has the oracle via count, net count (without net 0) and two copper layers', () => {
    expect(board.vias).toHaveLength(oracle.via_count);
    expect(board.nets).toHaveLength(oracle.nets - 1);
    expect(board.copperLayerCount).toBe(2);
  });

  it('reads solder mask as the board file says: only pads without a mask layer are covered', () => {
    const pcb = readFileSync(path.join(TESTDATA, 'kicad', `${name}.kicad_pcb`), 'utf8');
    const withoutMask = pcb
      .split('(pad ')
      .slice(1)
      .filter((seg) => !/\(layers [^)]*Mask/.test(seg)).length;
    expect(board.pads.filter((p) => p.mask === 'covered')).toHaveLength(withoutMask);
  });

  it('has the outline extents KiCad reports (KiCad adds half the edge line width on each side)', () => {
    const edge = files.find((f) => f.name.endsWith('Edge_Cuts.gbr'))!;
    const line = parseGerber(edge.text, edge.name).draws[0]!.widthMm;
    const box = bboxOfPoints(board.outline.flatMap((p) => p.outer));
    const o = oracle.outline_bbox_mm;
    expect(box.maxX - box.minX + line).toBeCloseTo(o.w, 2);
    expect(box.maxY - box.minY + line).toBeCloseTo(o.h, 2);
    expect(box.minX - line / 2).toBeCloseTo(o.x, 2);
    expect(-(box.maxY + line / 2)).toBeCloseTo(o.y, 2);
  });

  it('places the components of the position files where KiCad has them', () => {
    const rows = files
      .filter((f) => f.kind === 'centroid')
      .flatMap((f) => f.text.split('\n').slice(1))
      .filter((l) => l.trim() !== '');
    const listed = board.components.filter((c) => !c.excludeFromPosFiles);
    expect(listed).toHaveLength(rows.length);
    for (const c of listed) {
      const fp = oracle.footprints
        .filter((f) => f.ref === c.ref)
        .sort((a, b) => Math.hypot(a.x - c.x, -a.y - c.y) - Math.hypot(b.x - c.x, -b.y - c.y))[0];
      expect(fp, c.ref).toBeDefined();
      expect(Math.hypot(fp!.x - c.x, -fp!.y - c.y), c.ref).toBeLessThanOrEqual(0.001);
      expect(c.rotationDeg).toBe(fp!.rotation);
      expect(c.side).toBe(fp!.side);
    }
  });

  it('without position files, takes components from X2 pin attributes on the right side', () => {
    const { board: b } = importGerberSet(files.filter((f) => f.kind !== 'centroid'));
    const sides = new Map(oracle.footprints.map((f) => [f.ref, f.side]));
    const withPads = new Set(expected.filter(hasCopper).map((p) => p.ref));
    expect(b.components.map((c) => c.ref).sort()).toEqual([...withPads].sort());
    expect(b.components.filter((c) => sides.get(c.ref) !== c.side)).toEqual([]);
  });

  it('names a file and a line in every diagnostic', () => {
    for (const d of diagnostics) {
      expect(files.map((f) => f.name)).toContain(d.location.file);
      expect(d.location.line).toBeGreaterThan(0);
    }
  });
});
