import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CopperSides, Hole, Pad } from '../../board/model';
import { type OraclePad, readKicadOracle } from '../../../test/kicad-oracle';
import { importIpc356 } from './index';

// KiCad's own IPC-D-356 exports of its demo boards, checked against KiCad's own reading of the same
// boards (the oracle: mm, absolute page coordinates, +Y down). The 356 file is relative to the aux
// origin with Y flipped: x356 = x − auxX, y356 = auxY − y, rounded to the file's 0.0001 in grid.
const TESTDATA = path.resolve(__dirname, '../../../../../shared/testdata');
const BOARDS = [
  'complex_hierarchy',
  'custom_pads_test',
  'ecc83-pp',
  'flat_hierarchy',
  'interf_u',
  'microwave',
  'pic_programmer',
  'test_pads_inside_pads',
];

const INCH_UNIT_MM = 0.00254;
/** KiCad rounds to the 356 grid (KiROUND: half away from zero); we must land on that value exactly. */
const toGrid = (mm: number) => Math.sign(mm) * Math.round(Math.abs(mm) / INCH_UNIT_MM) * INCH_UNIT_MM;
const GRID_EPS = 1e-6;

/** KiCad's 356 net-name canonicalisation: printable ASCII (else '?'), upper case, last 14 characters. */
const canonNet = (name: string) =>
  [...name]
    .map((c) => (c.charCodeAt(0) > 126 || !/[!-~]/.test(c) ? '?' : c))
    .join('')
    .toUpperCase()
    .slice(-14);

/** Same net as KiCad would write it; a name made unique by KiCad ends in `#n` after its last 10 characters. */
function sameNet(written: string | null, oracle: string): boolean {
  if (oracle === '') return written === null;
  if (written === null) return false;
  const canon = canonNet(oracle);
  const m = /^(.*)#\d+$/.exec(written);
  return written === canon || (m !== null && m[1] === canon.slice(-10));
}

const sidesOf = (p: OraclePad): CopperSides => (p.front && p.back ? 'both' : p.front ? 'top' : 'bottom');

function readAuxOrigin(board: string): { x: number; y: number } {
  const pcb = readFileSync(path.join(TESTDATA, 'kicad', `${board}.kicad_pcb`), 'utf8');
  const m = /\(aux_axis_origin\s+([-\d.]+)\s+([-\d.]+)\)/.exec(pcb);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : { x: 0, y: 0 };
}

const onGrid = (actual: number, kicadMm: number) => Math.abs(actual - toGrid(kicadMm)) < GRID_EPS;

describe.each(BOARDS)('KiCad 6 export %s.d356 against KiCad’s own reading', (board) => {
  const dir = path.join(TESTDATA, 'kicad-exports', board);
  const oracle = readKicadOracle(board);
  const aux = readAuxOrigin(board);
  const { board: imported } = importIpc356(
    readFileSync(path.join(dir, `${board}.d356`), 'utf8'),
    `${board}.d356`,
  );
  const pads = oracle.footprints.flatMap((f) => f.pads.map((p) => ({ ref: f.ref, ...p })));

  it('has every copper pad at its place with the same net, sides and drill', () => {
    const free = new Set<Pad>(imported.pads);
    const problems: string[] = [];
    for (const p of pads.filter((q) => q.attr !== 'NPTH')) {
      const x = p.x - aux.x;
      const y = aux.y - p.y;
      // The 356 reference column holds 6 characters and the pin column 4.
      const match = [...free].find(
        (c) =>
          c.ref === p.ref.slice(0, 6) &&
          c.number === p.number.slice(0, 4) &&
          onGrid(c.x, x) &&
          onGrid(c.y, y) &&
          sameNet(c.net, p.net) &&
          c.side === sidesOf(p) &&
          (p.attr === 'PTH' ? c.drillMm !== null && onGrid(c.drillMm, p.drill) : c.drillMm === null),
      );
      if (match) free.delete(match);
      else problems.push(`${p.ref}.${p.number} ${p.attr} net=${p.net} at (${x.toFixed(4)}, ${y.toFixed(4)})`);
    }
    expect(problems).toEqual([]);
    expect(free.size).toBe(0);
  });

  it('has every non-plated hole as a hole with its diameter', () => {
    const free = new Set<Hole>(imported.holes);
    for (const p of pads.filter((q) => q.attr === 'NPTH')) {
      const match = [...free].find(
        (h) =>
          onGrid(h.x, p.x - aux.x) && onGrid(h.y, aux.y - p.y) && onGrid(h.diameterMm, p.drill) && !h.plated,
      );
      expect(match, `${p.ref} NPTH at (${p.x}, ${p.y})`).toBeDefined();
      free.delete(match!);
    }
    expect(free.size).toBe(0);
  });

  it('has the oracle’s counts of pads, holes and vias', () => {
    expect(imported.pads.length).toBe(pads.filter((p) => p.attr !== 'NPTH').length);
    expect(imported.holes.length).toBe(pads.filter((p) => p.attr === 'NPTH').length);
    expect(imported.vias.length).toBe(oracle.via_count);
  });

  it('is within 0.00127 mm (half the 0.0001 in grid) of KiCad’s exact positions', () => {
    const worst = Math.max(
      0,
      ...imported.pads.map((c) => {
        const near = pads
          .filter((p) => p.ref.slice(0, 6) === c.ref && p.number.slice(0, 4) === c.number)
          .map((p) => Math.max(Math.abs(c.x - (p.x - aux.x)), Math.abs(c.y - (aux.y - p.y))));
        return Math.min(...near);
      }),
    );
    expect(worst).toBeLessThanOrEqual(INCH_UNIT_MM / 2 + 1e-9);
  });
});
