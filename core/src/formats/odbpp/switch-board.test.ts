import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Board } from '../../board/model';
import { findOdbppRoots, importOdbppWithDetails, readTarball } from './index';
import { placeLocal } from './orient';
import { writeTar } from './test-trees';

const ZIP = path.resolve(__dirname, '../../../../../shared/testdata/odbpp/Switch_Board_ODB.zip');

function zipMembers() {
  return Object.entries(unzipSync(readFileSync(ZIP)))
    .filter(([name]) => !name.endsWith('/'))
    .map(([name, bytes]) => ({ name, bytes }));
}

const files = zipMembers();
const { result, details } = importOdbppWithDetails(files, 'Switch_Board_ODB.zip');
const board: Board = result.board;
const comp = (ref: string) => board.components.find((c) => c.ref === ref)!;
const pads = (ref: string) => board.pads.filter((p) => p.ref === ref);
const pad = (ref: string, number: string) => board.pads.find((p) => p.ref === ref && p.number === number)!;

describe('Switch_Board_ODB.zip (ODB++ 8.1, Altium Designer 26.2)', () => {
  it('finds the product model under odb/ and reads it without problems', () => {
    expect(findOdbppRoots(files.map((f) => f.name))).toEqual(['odb']);
    expect(result.diagnostics).toEqual([]);
    expect(details.root).toBe('odb');
  });

  it('has the facts the testdata README gives', () => {
    expect(details.units).toBe('mm');
    expect(details.step).toBe('pcb');
    expect(board.copperLayerCount).toBe(2);
    expect(board.components).toHaveLength(27);
    expect(board.components.every((c) => c.side === 'top')).toBe(true);
    // 4 test-point components: part TESTPOINT (CMP part name), package TP_1_smd.
    const tps = board.components.filter((c) => c.value === 'TESTPOINT');
    expect(tps.map((c) => c.ref).sort()).toEqual(['TP1', 'TP2', 'TP3', 'TP4']);
    expect(new Set(tps.map((c) => c.footprint))).toEqual(new Set(['TP_1_smd']));
    // 15 nets counting the $NONE$ net (eda/data NET records and the netlist's $ records) ...
    expect(details.eda!.nets).toHaveLength(15);
    expect(details.netlist!.nets.size).toBe(15);
    // ... which the board model, like every importer, does not count as a net.
    expect(board.nets).toHaveLength(14);
    expect(board.nets.some((n) => n.name === '$NONE$')).toBe(false);
    expect(details.netlist!.points).toHaveLength(83);
  });

  it('reads the thickness and the outline from the profile', () => {
    // misc/attrlist: .board_thickness = 1.57967934 (UNITS=MM).
    expect(board.thicknessMm).toBeCloseTo(1.57967934, 9);
    // steps/pcb/profile: one island of 153 OB/OS vertices (no arcs, no holes); extremes by awk over
    // the OB/OS records: x -24.17126484 … 24.1712623, y -24.1712623 … 24.1712623.
    expect(board.outline).toHaveLength(1);
    expect(board.outline[0]!.holes).toHaveLength(0);
    const xs = board.outline[0]!.outer.map((p) => p.x);
    const ys = board.outline[0]!.outer.map((p) => p.y);
    expect(Math.min(...xs)).toBeCloseTo(-24.17126484, 8);
    expect(Math.max(...xs)).toBeCloseTo(24.1712623, 8);
    expect(Math.min(...ys)).toBeCloseTo(-24.1712623, 8);
    expect(Math.max(...ys)).toBeCloseTo(24.1712623, 8);
  });

  it('places components as the components file says, clockwise angles turned counter-clockwise', () => {
    // comp_+_top/components: "CMP 0 -16.42011448 16.24288852 135 N C5 0.1uF/25V", PRP Value '0.1uF/25V',
    // package 0 = CAP-CAPC1005X55N, .comp_height = 1.0000: 135° clockwise = 225° counter-clockwise.
    expect(comp('C5')).toMatchObject({
      x: -16.42011448,
      y: 16.24288852,
      rotationDeg: 225,
      value: '0.1uF/25V',
      footprint: 'CAP-CAPC1005X55N',
      heightMm: 1,
    });
    // "CMP 4 4.7498 -20.388199 90 N R8 1K-0402": 90° CW = 270° CCW.
    expect(comp('R8')).toMatchObject({ x: 4.7498, y: -20.388199, rotationDeg: 270, footprint: 'RES-0402' });
    // "CMP 3 -10.44745434 19.66053472 325 N J2 GRPB021VWVN-RC ;0=2,1=0.0000": 325° CW = 35° CCW;
    // height 0 means unknown.
    expect(comp('J2')).toMatchObject({ rotationDeg: 35, heightMm: null });
    expect(comp('TP1')).toMatchObject({ x: -16.4592, y: -8.1534, rotationDeg: 0 });
  });

  it('every pin of the package, placed by mirror-then-clockwise rotation, lands on its pad', () => {
    // Checks the transform of orient.ts against Altium's own numbers for all 27 components.
    for (const c of board.components) {
      const pkg = details.eda!.packages.find((p) => p.name === c.footprint)!;
      const orient = { cwDeg: (360 - c.rotationDeg) % 360, mirror: c.side === 'bottom' };
      for (const p of pads(c.ref)) {
        const pin = pkg.pins.find((q) => q.name === p.number)!;
        const at = placeLocal(pin, orient, c);
        expect(Math.hypot(at.x - p.x, at.y - p.y), `${c.ref}.${p.number}`).toBeLessThan(1e-4);
      }
    }
  });

  it('reads pad shapes from the copper layer and pins to nets from eda/data', () => {
    // C5 pin 1: TOP 0 at (-16.03120746, 16.631793); top_layer "P -16.03120746 16.631793 5 P 0 8 45"
    // with $5 rect619.99876x419.99916 (µm in a UNITS=MM file) → 0.61999876 × 0.41999916 mm at 45° CW
    // = 315° CCW; net 13 = PGND.
    expect(pad('C5', '1')).toMatchObject({
      x: -16.03120746,
      y: 16.631793,
      shape: 'rect',
      rotationDeg: 315,
      type: 'smd',
      side: 'top',
      net: 'PGND',
      drillMm: null,
      mask: 'open',
    });
    expect(pad('C5', '1').widthMm).toBeCloseTo(0.61999876, 9);
    expect(pad('C5', '1').heightMm).toBeCloseTo(0.41999916, 9);
    // J2 pin 1 is through-hole: top_layer "P -10.96761586 19.29631396 8 P 0 8 325" ($8 s1100.00034),
    // drill layer "P -10.96761586 19.29631396 1 P 0 0 ;0=1,1=0" ($1 r750.00104, .drill = plated).
    expect(pad('J2', '1')).toMatchObject({
      shape: 'rect',
      rotationDeg: 35,
      type: 'th',
      side: 'both',
      plated: true,
      net: 'NetJ2_1',
    });
    expect(pad('J2', '1').widthMm).toBeCloseTo(1.10000034, 9);
    expect(pad('J2', '1').drillMm).toBeCloseTo(0.75000104, 9);
    // 71 pins: 27 components, the three fiducials with a pad on each side.
    expect(board.pads).toHaveLength(71);
    expect(
      pads('F1')
        .map((p) => p.side)
        .sort(),
    ).toEqual(['bottom', 'top']);
    // The test points' pads are flagged; net of TP4 from its TOP record (net 11 = DISPLAY_TXD2_P302);
    // its copper is $0 r1000.00054.
    expect(pads('TP4')).toMatchObject([
      { testpointFlag: true, net: 'DISPLAY_TXD2_P302', shape: 'circle', widthMm: 1.00000054 },
    ]);
  });

  it('reads 12 tented vias and their nets', () => {
    // drill_plated…: 12 hits with .drill = via ($0 r299.9994); top_layer pads $10 r700.00114 on them;
    // no opening in either solder mask layer, and the netlist says "c" (covered) for every via point.
    expect(board.vias).toHaveLength(12);
    for (const v of board.vias) {
      expect(v.drillMm).toBeCloseTo(0.2999994, 9);
      expect(v.diameterMm).toBeCloseTo(0.70000114, 9);
      expect(v.side).toBe('both');
      expect(v.tented).toBe(true);
    }
    // "P 16.02757272 5.70915292 0 P 0 0" in the drill layer; netlist "1 0.1499997 16.02757272 5.70915292 B e c … v", $1 = +5V.
    expect(board.vias.find((v) => v.x === 16.02757272)?.net).toBe('+5V');
    expect(board.holes).toHaveLength(0);
  });

  it('every netlist point lies on a pad or a via', () => {
    for (const p of details.netlist!.points) {
      const on = [...board.pads, ...board.vias].some((f) => Math.hypot(f.x - p.x, f.y - p.y) < 0.005);
      expect(on, `netlist line ${p.line}`).toBe(true);
    }
  });

  it('a .tgz of the same tree reads the same board', () => {
    const tgz = gzipSync(writeTar(files));
    const untarred = readTarball(tgz, { maxExpandedBytes: 10_000_000, maxFiles: 100 });
    expect(untarred.skipped).toEqual([]);
    expect(untarred.files.map((f) => f.name).sort()).toEqual(files.map((f) => f.name).sort());
    const again = importOdbppWithDetails(untarred.files, 'Switch_Board_ODB.zip').result;
    expect(again).toEqual(result);
  });
});
