import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bboxOfPoints } from '../../geometry/bbox';
import { type GerberSetFile, importGerberSet } from './index';

// Altium 14 RS-274X without X2 (inch, %FSLAX24Y24*%) and its Excellon drill file (INCH,TZ, 2:3).
// The IPC-D-356 netlist Altium wrote for the same board is the independent check of pads and drills.
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const TESTDATA = path.resolve(REPO, '../shared/testdata');
const DIR = path.join(TESTDATA, 'gerber', 'HeadPower');
const IN = 25.4;

function load() {
  const files: GerberSetFile[] = readdirSync(DIR)
    .filter((n) => /\.(G\w\w|G\d|TXT)$/i.test(n))
    .sort()
    .map((name) => ({
      name,
      text: readFileSync(path.join(DIR, name), 'utf8'),
      kind: name.endsWith('.TXT') ? 'excellon' : 'gerber',
    }));
  return importGerberSet(files);
}

/** The pad records (317 through-hole, 327 SMD) of the IPC-D-356: position in 0.0001 in, drill, access. */
function ipcRecords() {
  const text = readFileSync(path.join(TESTDATA, 'ipc356', 'HeadPower.ipc'), 'utf8');
  return text
    .split(/\r?\n/)
    .filter((l) => /^3[12]7/.test(l))
    .map((l) => {
      const xy = /X([ +-]?\d{6})Y([ +-]?\d{6})/.exec(l)!;
      const drill = /D(\d{4})P/.exec(l);
      return {
        kind: l.slice(0, 3),
        x: (Number(xy[1]!.trim()) / 1e4) * IN,
        y: (Number(xy[2]!.trim()) / 1e4) * IN,
        drillMm: drill ? (Number(drill[1]) / 1e4) * IN : null,
        side: /A02/.test(l.slice(40, 45)) ? 'bottom' : 'top',
      };
    });
}

describe.skipIf(!existsSync(DIR))('HeadPower (Altium 14, RS-274X without X2)', () => {
  const { board, diagnostics } = load();

  it("has Q1 pin 3's flash on the top copper at (1.9876, 1.2250) in, 0.0591 × 0.0236 in", () => {
    const q = board.pads.filter((p) => Math.hypot(p.x - 1.9876 * IN, p.y - 1.225 * IN) < 0.001);
    expect(q).toHaveLength(1);
    expect(q[0]).toMatchObject({ side: 'top', type: 'smd', shape: 'rect', ref: null, number: '', net: null });
    expect(q[0]!.widthMm).toBeCloseTo(0.0591 * IN, 6);
    expect(q[0]!.heightMm).toBeCloseTo(0.0236 * IN, 6);
  });

  it('has a pad at every IPC-D-356 pad record: through-hole ones with the same drill, SMD ones on their side', () => {
    const records = ipcRecords();
    expect(records).toHaveLength(155);
    const problems: string[] = [];
    for (const r of records) {
      const pad = board.pads.find((p) => Math.hypot(p.x - r.x, p.y - r.y) < 0.003);
      if (!pad) problems.push(`no pad at (${r.x}, ${r.y})`);
      // the drill file states tool sizes to 0.001 in (0.0354 in → T2C0.035): 0.0005 in tolerance
      else if (
        r.kind === '317' &&
        (pad.type !== 'th' || Math.abs((pad.drillMm ?? 0) - r.drillMm!) > 0.0005 * IN)
      ) {
        problems.push(`(${r.x}, ${r.y}): ${pad.type} drill ${pad.drillMm} ≠ th ${r.drillMm}`);
      } else if (r.kind === '327' && (pad.type !== 'smd' || pad.side !== r.side)) {
        problems.push(`(${r.x}, ${r.y}): ${pad.type} ${pad.side} ≠ smd ${r.side}`);
      }
    }
    expect(problems).toEqual([]);
    expect(board.pads).toHaveLength(155);
  });

  it('makes through-hole pads of plated holes with copper on both sides (no X2: vias look like pads)', () => {
    const th = board.pads.filter((p) => p.type === 'th');
    expect(th).toHaveLength(103);
    expect(th.every((p) => p.side === 'both' && p.plated)).toBe(true);
    expect(board.vias).toHaveLength(0);
    expect(board.holes).toHaveLength(0);
    const noX2 = diagnostics.filter((d) => d.code === 'gerber.x2.missing').map((d) => d.location.file);
    expect(noX2.sort()).toEqual(['HeadPower.GBL', 'HeadPower.GTL']);
  });

  it('takes the outline from the board edge drawn on the top overlay: 3.1496 × 2.1654 in', () => {
    expect(board.outline).toHaveLength(1);
    const box = bboxOfPoints(board.outline[0]!.outer);
    expect([box.minX, box.minY]).toEqual([0, 0]);
    expect(box.maxX / IN).toBeCloseTo(3.1496, 6);
    expect(box.maxY / IN).toBeCloseTo(2.1654, 6);
    expect(diagnostics.find((d) => d.code === 'gerber.outline.from-drawing')?.location.file).toBe(
      'HeadPower.GTO',
    );
  });

  it('reads the mask layers: every pad has an opening', () => {
    expect(board.pads.every((p) => p.mask === 'open')).toBe(true);
    expect(board.copperLayerCount).toBe(2);
    expect(board.components).toEqual([]);
  });
});
