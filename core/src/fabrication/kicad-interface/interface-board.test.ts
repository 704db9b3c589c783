import { describe, expect, it } from 'vitest';
import type { Board, Side } from '../../board/model';
import { designFixture } from '../../fixture/design/design-fixture';
import { importKicad } from '../../formats/kicad/index';
import { PYTEST_STATION } from '../../interface/builtin-stations';
import { BoardBuilder } from '../../testing/board-builder';
import { configFor } from '../../testing/config-for';
import { testCatalog } from '../../testing/fixture-test-catalog';
import { plateFrame, toFrame } from '../frame';
import { trackWidthMm, writeInterfaceBoard } from './interface-board';

/** An asymmetric board: a mirrored or turned file puts the probes elsewhere. */
function board(): Board {
  const b = new BoardBuilder().outline(0, 0, 60, 40);
  const at: [string, number, number, string][] = [
    ['TP1', 6, 6, 'GND'],
    ['TP2', 21, 9, '+5V'],
    ['TP3', 33, 31, 'GND'],
    ['TP4', 47, 14, 'SIG'],
    ['TP5', 52, 33, '+5V'],
    ['TP6', 12, 27, '+5V'],
  ];
  for (const [ref, x, y, net] of at)
    for (const side of ['top', 'bottom'] as const)
      b.testPoint(`${ref}${side[0]}`, x + (side === 'top' ? 0.5 : 0), y, { size: 1.2, net, side });
  return b.hole(3, 37, { diameter: 3 }).hole(57, 3, { diameter: 2.2 }).build();
}

function design(side: Side, orientationDeg: 0 | 90 | 180 | 270) {
  const b = board();
  const refs = ['TP1', 'TP2', 'TP3', 'TP4', 'TP5', 'TP6'].map((r) => `${r}${side[0]}`);
  const config = configFor(b, refs, { holes: ['H0', 'H1'], probeSide: side });
  config.fixture = { ...config.fixture, orientationDeg };
  return designFixture(b, config, testCatalog(), {
    interface: {
      demands: [
        { net: '+5V', role: 'supply', voltageV: 5, currentA: 1, signal: null },
        { net: 'GND', role: 'ground', voltageV: 0, currentA: null, signal: null },
      ],
      station: PYTEST_STATION,
    },
  }).design;
}

describe('the interface board (KiCad 6), read back by the KiCad importer', () => {
  for (const side of ['bottom', 'top'] as const)
    for (const deg of [0, 90, 180, 270] as const)
      it(`probing the ${side} at ${deg}°: every receptacle at its probe in the plate frame, named by probe id, on its pin's net`, () => {
        const d = design(side, deg);
        expect(d.interface.station.id).toBe(PYTEST_STATION.id);
        const files = writeInterfaceBoard(d);
        expect(files.pcb.startsWith('(kicad_pcb (version 20211014) (generator studio)')).toBe(true);
        const { board: read, diagnostics } = importKicad(files.pcb, 'interface-board.kicad_pcb');
        expect(diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
        const plate = d.plates.find((p) => p.role === 'probe')!;
        const frame = plateFrame(plate);
        expect(frame.mirroredX).toBe(side === 'top');
        // The importer turns KiCad's +Y down into +Y up: y_read = −y_kicad.
        const expected = (p: { x: number; y: number }) => {
          const f = toFrame(frame, p);
          return { x: files.pageOrigin.x + f.x, y: -(files.pageOrigin.y - f.y) };
        };
        let differs = false;
        for (const probe of d.probes) {
          const pad = read.pads.find((p) => p.ref === probe.id && p.number === '1')!;
          const e = expected(probe);
          expect(Math.hypot(pad.x - e.x, pad.y - e.y)).toBeLessThan(0.001);
          // The other mirroring would put some probe more than 1 mm away: the check can fail.
          const wrong = { x: files.pageOrigin.x + (frame.mirroredX ? 1 : -1) * (probe.x - frame.origin.x) };
          if (Math.abs(wrong.x - e.x) > 1) differs = true;
          const row = d.interface.rows.find((r) => r.probe === probe.id)!;
          expect(pad.net).toBe(`${row.net}@${row.connector}.${row.pin}`);
        }
        expect(differs).toBe(true);
        // Every connector pin pad of a wired pin is on the same net as its receptacles.
        for (const [net, pads] of files.nets) {
          const onNet = read.pads.filter((p) => p.net === net).map((p) => `${p.ref}.${p.number}`);
          expect(onNet.sort()).toEqual([...pads].sort());
        }
        // The connectors sit on the plate, 10 mm in from the kit's rear edge.
        for (const c of d.interface.connectors) {
          const pad1 = read.pads.find((p) => p.ref === c.ref && p.number === c.pins[0])!;
          const e = expected(c.pinsAt[0]!);
          expect(Math.hypot(pad1.x - e.x, pad1.y - e.y)).toBeLessThan(0.001);
        }
      });

  it('gives force and sense of a supply their own nets, and power nets a class sized for their current', () => {
    const d = design('bottom', 0);
    const files = writeInterfaceBoard(d);
    const plus5 = [...files.nets.keys()].filter((k) => k.startsWith('+5V@'));
    // +5V: 3 probes, 1 A on the pytest station's PSU1 (PWR = IF1): the two force probes share the force
    // pin 1, the sense probe has pin 2; each net also holds its connector pin.
    expect(plus5.sort()).toEqual(['+5V@IF1.1', '+5V@IF1.2']);
    expect(files.nets.get('+5V@IF1.1')).toHaveLength(3);
    expect(files.nets.get('+5V@IF1.2')).toHaveLength(2);
    const project = JSON.parse(files.project);
    expect(project.meta).toEqual({ filename: 'interface-board.kicad_pro', version: 1 });
    expect(project.net_settings.classes[0].name).toBe('Default');
    expect(project.net_settings.classes.some((c: { nets?: string[] }) => c.nets?.includes('+5V@IF1.1'))).toBe(
      true,
    );
    expect(files.readme).toContain('not routed');
    expect(files.readme).toContain('NOT mirrored');
    // IPC-2221, 10 °C rise, 35 µm: 1 A needs about 0.3 mm, 3 A about 1.3 mm (never below 0.25 mm).
    expect(trackWidthMm(0.1)).toBe(0.25);
    expect(trackWidthMm(1)).toBeCloseTo(0.3, 1);
    expect(trackWidthMm(3)).toBeGreaterThan(1.1);
  });
});
