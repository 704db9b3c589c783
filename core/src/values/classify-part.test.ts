import { describe, expect, it } from 'vitest';
import { realBoard } from '../../test/real-boards';
import { classifyPart } from './classify-part';
import type { PartInput, PartKind } from './types';

const part = (
  ref: string,
  value: string,
  footprint = '',
  pads = 2,
  fields?: Record<string, string>,
): PartInput => ({
  ref,
  value,
  footprint,
  pads,
  connectedPads: pads,
  ...(fields ? { fields } : {}),
});

describe('classifyPart', () => {
  it.each([
    // passives by letters and value
    [part('R1', '10k', 'R_0603'), 'resistor'],
    [part('R7', '0R', 'R_0603'), 'jumper'],
    [part('C3', '100nF', 'C_0402'), 'capacitor'],
    [part('L1', '4.7uH', 'L_1210'), 'inductor'],
    [part('L9', '220 ohm, 3 A', 'R_0805'), 'ferrite-bead'],
    [part('L4', 'BLM18PG121SN1', 'L_0603'), 'ferrite-bead'],
    [part('FB1', '600R@100MHz', 'L_0603'), 'ferrite-bead'],
    [part('F1', 'PPTC Resettable Fuse', 'R_1206'), 'fuse'],
    [part('RN1', '4x10k', 'R_Array'), 'resistor-network'],
    [part('RV1', '1K', 'RV2X4', 3), 'potentiometer'],
    [part('JP1', 'JUMPER', 'SolderJumper-2_P1.3mm_Open'), 'jumper'],
    // semiconductors by part number, whatever the letters
    [part('VR1', 'LT1129', 'TO-220-5', 5), 'regulator'],
    [part('U3', '7805', 'TO-220-3', 3), 'regulator'],
    [part('U4', 'LT1373', 'DIP-8', 8), 'regulator'],
    [part('D1', '1N4148', 'D_SOD-123'), 'diode'],
    [part('D2', 'BAT43', 'D_DO-35'), 'schottky'],
    [part('D3', 'SS14', 'D_SMA'), 'schottky'],
    [part('D4', 'BZX84C5V1', 'SOT-23', 3), 'zener'],
    [part('ZD1', '5V1', 'D_MiniMELF'), 'zener'],
    [part('D5', 'SMAJ5.0A', 'D_SMA'), 'tvs'],
    [part('D6', 'D5V0L1B2LP3-7', 'X1-DFN1006-2'), 'tvs'],
    [part('Q1', 'BC237', 'TO-92', 3), 'bjt'],
    [part('Q2', 'MMBT3906', 'SOT-23', 3), 'bjt'],
    [part('Q3', '2N7002', 'SOT-23', 3), 'mosfet'],
    [part('U2', '74HC125', 'DIP-14', 14), 'ic'],
    // words and packages
    [part('D8', 'RED-LED', 'LED_D5.0mm'), 'led'],
    [part('D10', 'SCHOTTKY', 'D_DO-35'), 'schottky'],
    [part('U10', 'RGB-LED', 'LED-RGB', 4), 'led'],
    [part('U7', 'Crystal Oscillator', 'XTAL-2520', 4), 'oscillator'],
    [part('X1', '8MHz', 'Crystal_HC18-U'), 'crystal'],
    [part('Y1', '16MHz', 'Crystal_SMD_3225-4Pin', 4), 'crystal'],
    [part('U2', 'LDO-X2SON-3.3V', 'Texas_X2SON-4', 4), 'regulator'],
    [part('J1', 'DB9-FEMAL', 'DSUB-9', 9), 'connector'],
    [part('X3', 'HEADER', 'PinHeader_1x04', 4), 'connector'],
    [part('U9', 'USB-B', 'tomu-fpga:USB-PCB', 4), 'connector'],
    [part('SW1', 'RESET', 'SW_PUSH', 2), 'switch'],
    // a diode with a label on a chip package is an indicator LED; with a package name, a diode
    [part('D20', 'Diag', 'D_0603'), 'led'],
    [part('D21', '3.3V', 'D_0603'), 'led'],
    [part('D22', 'SOD-523F', 'SOD-523F'), 'diode'],
    [part('D23', 'D', 'D_SOD-123'), 'diode'],
    // mechanical, test points
    [{ ...part('H1', 'MountingHole', 'MountingHole_3.2mm', 1), connectedPads: 0 }, 'mechanical'],
    [part('TP3', 'Testpoint', 'testpoint', 1), 'test-point'],
  ] as [PartInput, PartKind][])('%o → %s', (input, kind) => expect(classifyPart(input).kind).toBe(kind));

  it('says why an LT1129 lettered VR is a regulator, not a resistor', () => {
    const c = classifyPart(part('VR1', 'LT1129', 'TO-220-5', 5));
    expect(c.reason).toContain('LT1129');
    expect(c.from).toBe('part-number');
  });

  it('keeps unknown what nothing tells, and says what was missing', () => {
    const vr = classifyPart(part('VR2', 'XYZ', 'SOT-223', 4));
    expect(vr.kind).toBe('unknown');
    expect(vr.reason).toContain('variable resistor or a voltage regulator');
    expect(classifyPart(part('R5', '100nF', 'R_0603')).kind).toBe('unknown');
    expect(classifyPart(part('C9', '10k', 'C_0603')).kind).toBe('unknown');
    expect(classifyPart(part('Q7', 'XYZ', 'SOT-23', 3)).kind).toBe('transistor');
    expect(classifyPart(part('XX9', 'thing', 'thing', 2)).kind).toBe('unknown');
  });

  it('gives pad roles: datasheet lead order, Sim.Pins, the diode convention', () => {
    expect(classifyPart(part('Q1', 'BC237', 'TO-92', 3)).pins).toEqual({ '1': 'C', '2': 'B', '3': 'E' });
    expect(classifyPart(part('Q2', 'BC847B', 'SOT-23', 3)).pins).toEqual({ '1': 'B', '2': 'E', '3': 'C' });
    expect(classifyPart(part('Q3', '2N7002', 'SOT-23', 3)).pins).toEqual({ '1': 'G', '2': 'S', '3': 'D' });
    expect(classifyPart(part('D1', '1N4148', 'D_SOD-123')).pins).toEqual({ '1': 'K', '2': 'A' });
    const sim = classifyPart(part('D2', 'D', 'D_SOD-123', 2, { 'Sim.Pins': '1=A 2=K', 'Sim.Device': 'D' }));
    expect(sim.pins).toEqual({ '1': 'A', '2': 'K' });
    expect(sim.pinsFrom).toContain('Sim.Pins');
    const q = classifyPart(
      part('Q9', 'XYZ123', 'SOT-23', 3, { 'Sim.Device': 'NPN', 'Sim.Pins': '1=B 2=E 3=C' }),
    );
    expect(q.kind).toBe('bjt');
    expect(q.pins).toEqual({ '1': 'B', '2': 'E', '3': 'C' });
    expect(classifyPart(part('Q8', 'XYZ', 'SOT-23', 3, { Pinout: 'GSD' })).pins).toEqual({
      '1': 'G',
      '2': 'S',
      '3': 'D',
    });
    // a dual diode has no two-pad convention
    expect(classifyPart(part('D9', 'BAV99', 'SOT-23', 3)).pins).toBeNull();
  });

  it('tells a TVS that conducts both ways from one that conducts one way', () => {
    expect(classifyPart(part('D5', 'SMAJ5.0A', 'D_SMA')).diode?.direction).toBe('uni');
    expect(classifyPart(part('D6', 'SMAJ5.0CA', 'D_SMA')).diode?.direction).toBe('bi');
    expect(classifyPart(part('D7', 'D5V0L1B2LP3-7', 'DFN')).diode?.direction).toBe('bi');
    expect(classifyPart(part('D8', 'VCUT05E1-SD0', 'TVS')).diode?.direction).toBe('bi');
  });
});

describe('classifyPart on the real boards', () => {
  const kinds = (file: string) => {
    const board = realBoard(file);
    const pads = new Map<string, { all: number; connected: number }>();
    for (const p of board.pads) {
      if (!p.ref) continue;
      const e = pads.get(p.ref) ?? { all: 0, connected: 0 };
      e.all++;
      if (p.net) e.connected++;
      pads.set(p.ref, e);
    }
    return new Map(
      board.components.map((c) => [
        c.ref,
        classifyPart({
          ref: c.ref,
          value: c.value,
          footprint: c.footprint,
          pads: pads.get(c.ref)?.all ?? 0,
          connectedPads: pads.get(c.ref)?.connected ?? 0,
          ...(c.fields ? { fields: c.fields } : {}),
        }).kind,
      ]),
    );
  };

  it('pic_programmer: every part as its datasheet says', () => {
    const k = kinds('kicad/pic_programmer.kicad_pcb');
    expect(
      Object.fromEntries(
        [
          'U3',
          'U4',
          'U2',
          'U1',
          'Q1',
          'Q2',
          'D1',
          'D2',
          'D8',
          'D10',
          'L1',
          'C3',
          'RV1',
          'JP1',
          'P101',
          'J1',
          'P2',
        ].map((r) => [r, k.get(r)]),
      ),
    ).toEqual({
      U3: 'regulator',
      U4: 'regulator',
      U2: 'ic',
      U1: 'ic',
      Q1: 'bjt',
      Q2: 'bjt',
      D1: 'diode',
      D2: 'schottky',
      D8: 'led',
      D10: 'schottky',
      L1: 'inductor',
      C3: 'capacitor',
      RV1: 'potentiometer',
      JP1: 'jumper',
      P101: 'mechanical',
      J1: 'connector',
      P2: 'connector',
    });
    const unknown = [...k].filter(([, kind]) => kind === 'unknown');
    expect(unknown).toEqual([]);
  });

  it('tomu-fpga: regulators, TVS diodes, the oscillator, the RGB LED', () => {
    const k = kinds('kicad/tomu-fpga.kicad_pcb');
    expect(
      ['U1', 'U2', 'U3', 'U5', 'U7', 'U9', 'U10', 'D1', 'D5', 'R9', 'C22', 'TP1', 'XX2'].map((r) => k.get(r)),
    ).toEqual([
      'regulator',
      'regulator',
      'regulator',
      'ic',
      'oscillator',
      'connector',
      'led',
      'tvs',
      'tvs',
      'resistor',
      'capacitor',
      'test-point',
      'mechanical',
    ]);
  });
});
