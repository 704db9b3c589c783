// The KiCad 7 (tomu-fpga), KiCad 9 (HexadecipadV2) and KiCad 5 (Duet2) boards against the facts in
// ../shared/testdata/README.md, KiCad 9's own IPC-D-356 export, and Duet2's KiCad netlist.
import { describe, expect, it } from 'vitest';
import type { Board } from '../../board/model';
import { parseSexpr } from '../sexpr/index';
import { importBoard, readTestdata } from '../../../test/fixtures/kicad/support';

const count = <T>(xs: T[], key: (x: T) => string) =>
  xs.reduce<Record<string, number>>((m, x) => {
    const k = key(x);
    m[k] = (m[k] ?? 0) + 1;
    return m;
  }, {});

/** Outline extents back in KiCad's frame (+Y down), to compare with the README. */
function kicadExtents(board: Board) {
  const pts = board.outline.flatMap((p) => p.outer);
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => -p.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

describe('tomu-fpga (KiCad 7)', () => {
  const { board, diagnostics } = importBoard('tomu-fpga');

  it('has the counts, sides and thickness of the README', () => {
    expect(board.components).toHaveLength(55);
    expect(count(board.components, (c) => c.side)).toEqual({ top: 5, bottom: 50 });
    // KiCad counts 222 pads; 74 of them are on no copper layer (paste apertures, solder-mask
    // removal shapes): not pads here (issue 12, item 9).
    expect(board.pads).toHaveLength(148);
    expect(board.pads.every((p) => p.type === 'smd')).toBe(true);
    expect(board.thicknessMm).toBe(0.6);
    expect(board.copperLayerCount).toBe(4);
    const e = kicadExtents(board);
    expect([e.minX, e.maxX, e.minY, e.maxY].map((v) => +v.toFixed(3))).toEqual([17.025, 30.025, 17.1, 26.5]);
    const byNet = count(board.pads, (p) => p.net ?? '');
    expect([byNet.GND, byNet['+3V3'], byNet['+5V']]).toEqual([39, 17, 12]);
  });

  it('finds the 12 test points on B.Cu at their positions and nets', () => {
    const expected: [string, number, number, string][] = [
      ['TP1', 17.6, 20.95, '+5V'],
      ['TP2', 25.3, 17.825, '/SPI_MOSI'],
      ['TP3', 26.3, 17.825, '/SPI_MISO'],
      ['TP4', 25.05, 18.95, '/SPI_CS'],
      ['TP5', 27.3, 17.825, '/SPI_CLK'],
      ['TP6', 23.95, 20, '/SPI_IO2'],
      ['TP7', 26.925, 25.2, '/SPI_IO3'],
      ['TP8', 24.05, 18.915, '/CRESET'],
      ['TP9', 25.05, 20, '/CDONE'],
      ['TP10', 19.775, 20.975, '/USB_N'],
      ['TP11', 21.05, 21.025, '/USB_P'],
      ['TP12', 26.1, 23.3, 'GND'],
    ];
    for (const [ref, x, y, net] of expected) {
      const c = board.components.find((k) => k.ref === ref)!;
      expect([c.side, c.rotationDeg], ref).toEqual(['bottom', 0]);
      const pads = board.pads.filter((p) => p.ref === ref);
      expect(pads, ref).toHaveLength(1);
      const p = pads[0]!;
      expect([p.type, p.side, p.net], ref).toEqual(['smd', 'bottom', net]);
      expect(Math.abs(p.x - x), ref).toBeLessThan(1e-9);
      expect(Math.abs(p.y - -y), ref).toBeLessThan(1e-9);
      const tp = board.testPoints.find((t) => t.featureId === p.id)!;
      expect(tp.kind, ref).toBe('testpoint');
    }
  });

  it('reads its micro vias (F.Cu–In1.Cu) and blind vias on their outer side, leaves buried ones out', () => {
    expect(count(board.vias, (v) => v.side)).toEqual({ top: 29, bottom: 167 });
    // (viasonmask false) tents every via, except the 22 that mask-only pads open (their copper shows)
    expect(board.vias.filter((v) => v.tented !== true)).toHaveLength(22);
    expect(diagnostics.map((d) => d.code)).toEqual(['kicad.pad.copperless', 'kicad.via.buried']);
    expect(diagnostics[0]!.message).toMatch(
      /^74 pad\(s\) on no copper layer .* expose 22 via\(s\) and 12 pad\(s\)/,
    );
  });
});

describe('HexadecipadV2 (KiCad 9)', () => {
  const { board, diagnostics } = importBoard('HexadecipadV2');

  it('has the counts, sides and outline of the README', () => {
    expect(diagnostics).toEqual([]);
    expect(board.components).toHaveLength(60);
    expect(count(board.components, (c) => c.side)).toEqual({ top: 8, bottom: 52 });
    expect(board.pads).toHaveLength(312);
    expect(count(board.pads, (p) => p.type)).toEqual({ smd: 62, th: 130, npth: 120 });
    expect(board.holes).toHaveLength(120); // every NPTH pad is a hole
    expect(board.copperLayerCount).toBe(2); // layers 0 and 2 in KiCad 9's numbering
    expect(kicadExtents(board)).toEqual({ minX: 153.75, maxX: 253.75, minY: 23.5, maxY: 153.5 });
    expect(count(board.pads, (p) => p.net ?? '').GND).toBe(10);
  });

  it('reads U1 with its doubled pad 1 (SMD and through-hole)', () => {
    const u1 = board.components.find((c) => c.ref === 'U1')!;
    expect(u1.footprint).toBe('OPL Libs:XIAO-RP2040-DIP');
    expect([u1.x, u1.y]).toEqual([242.47, -34.18]);
    const pads = board.pads.filter((p) => p.ref === 'U1');
    expect(pads).toHaveLength(28);
    expect(
      pads
        .filter((p) => p.number === '1')
        .map((p) => p.type)
        .sort(),
    ).toEqual(['smd', 'th']);
  });

  it('takes via tenting from (setup (tenting front back))', () => {
    expect(board.vias).toHaveLength(47);
    expect(board.vias.every((v) => v.tented === true)).toBe(true);
  });

  it('agrees with KiCad 9’s IPC-D-356 export: 192 pad records, position and rotation', () => {
    // aux origin (0, 0): x356 = x, y356 = −y_kicad = y_board; units 0.0001 in. KiCad writes the
    // rotation clockwise: R = (360 − angle) mod 360.
    const records = readTestdata('ipc356/HexadecipadV2.ipc')
      .split(/\r?\n/)
      .filter((l) => /^3[12]7/.test(l) && !l.includes('VIA'));
    expect(records).toHaveLength(192);
    expect(board.auxOrigin).toEqual({ x: 0, y: 0 });
    for (const l of records) {
      const ref = l.slice(20, 26).trim();
      const pin = l.slice(27, 31).trim();
      const m = /X([+-]\d+)Y([+-]\d+)X\d+Y\d+R(\d+)/.exec(l)!;
      const x = Number(m[1]) * 0.00254;
      const y = Number(m[2]) * 0.00254;
      const pad = board.pads
        .filter((p) => p.ref === ref && p.number.startsWith(pin))
        .sort((a, b) => Math.hypot(a.x - x, a.y - y) - Math.hypot(b.x - x, b.y - y))[0]!;
      expect(Math.abs(pad.x - x), l).toBeLessThanOrEqual(0.0013);
      expect(Math.abs(pad.y - y), l).toBeLessThanOrEqual(0.0013);
      expect((360 - pad.rotationDeg) % 360, l).toBe(Number(m[3]));
    }
  });
});

describe('Duet2 (KiCad 5, module syntax, renamed copper layers)', () => {
  const { board, diagnostics } = importBoard('Duet2');

  it('has the counts of the README', () => {
    expect(diagnostics).toEqual([]);
    expect(board.components).toHaveLength(356);
    expect(count(board.components, (c) => c.side)).toEqual({ top: 351, bottom: 5 });
    expect(board.pads).toHaveLength(1254);
    expect(count(board.pads, (p) => p.type)).toEqual({ smd: 1005, th: 239, npth: 10 });
    expect(board.vias).toHaveLength(1084);
    expect(board.vias.every((v) => v.side === 'both')).toBe(true);
    expect(board.nets.length + 1).toBe(304);
    expect(board.thicknessMm).toBe(1.6002);
  });

  it('identifies the renamed copper layers by number (Front, Inner3, Inner2, Back)', () => {
    expect(board.copperLayerCount).toBe(4);
    const bottomRefs = new Set(board.components.filter((c) => c.side === 'bottom').map((c) => c.ref));
    for (const p of board.pads.filter((q) => q.type === 'smd')) {
      expect(p.side, `${p.ref}.${p.number}`).toBe(bottomRefs.has(p.ref!) ? 'bottom' : 'top');
    }
  });

  it('has the outline and aux origin of the README', () => {
    const e = kicadExtents(board);
    expect([e.minX, e.maxX, e.minY, e.maxY].map((v) => +v.toFixed(3))).toEqual([
      80.211, 180.21, 36.863, 159.863,
    ]);
    expect(+(e.maxX - e.minX).toFixed(2)).toBe(100);
    expect(+(e.maxY - e.minY).toFixed(2)).toBe(123);
    expect(board.auxOrigin).toEqual({ x: 80.22, y: -159.86 });
  });

  it('reads the 16 test points', () => {
    for (let i = 1; i <= 16; i++) {
      const c = board.components.find((k) => k.ref === `TP${i}`)!;
      const pads = board.pads.filter((p) => p.ref === c.ref);
      if (i <= 5) {
        expect(c.footprint).toBe('complib:CONN_3x1');
        expect(pads.map((p) => p.type)).toEqual(['th', 'th', 'th']);
      } else {
        expect(c.footprint).toBe('complib:TP_via');
        expect(pads).toHaveLength(1);
      }
      expect(board.testPoints.filter((t) => t.ref === c.ref).every((t) => t.kind === 'testpoint')).toBe(true);
    }
  });

  it('has exactly the connectivity of its KiCad netlist (1195 pad→net nodes, 303 named nets)', () => {
    const t = parseSexpr(readTestdata('kicad/Duet2.net'));
    const nets = t.child(0, 'nets');
    const netlist = new Map<string, string>();
    const names = new Set<string>();
    for (let n = t.first(nets) + 1, e = t.end(nets); n < e; n = t.end(n)) {
      const name = t.strArg(t.child(n, 'name'), 0);
      names.add(name);
      for (let c = t.first(n), ce = t.end(n); c < ce; c = t.end(c)) {
        if (t.headIs(c, 'node'))
          netlist.set(`${t.strArg(t.child(c, 'ref'), 0)}.${t.strArg(t.child(c, 'pin'), 0)}`, name);
      }
    }
    expect(netlist.size).toBe(1195);
    expect(names.size).toBe(303);
    const ours = new Map<string, string>();
    for (const p of board.pads) {
      if (p.net === null) continue;
      const key = `${p.ref}.${p.number}`;
      expect(ours.get(key) ?? p.net, `${key} has two nets`).toBe(p.net);
      ours.set(key, p.net);
    }
    expect(new Map([...ours].sort())).toEqual(new Map([...netlist].sort()));
    expect(new Set(board.nets.map((n) => n.name))).toEqual(names);
    expect(new Set(board.components.map((c) => c.ref)).size).toBe(356);
  });
});
