import { describe, expect, it } from 'vitest';
import { SchematicBoard } from '../../testing/schematic-board';
import { generateTestStrategy } from '../generate';
import type { TestStrategy } from '../types';

const rail = (s: TestStrategy, net: string) => s.rails.find((r) => r.net === net)!;
const powerUp = (s: TestStrategy) => s.steps.find((x) => x.kind === 'power-up')!;

describe('an LDO fed from USB through a ferrite and a protection switch', () => {
  // J1 micro-USB: VBUS (pad 1, an unnamed net) → FB1 ferrite → U2 TPS2051 (5 IN, 1 OUT, 4 EN) →
  // VSYS → U1 AP2112K-3.3 (1 VIN, 2 GND, 3 EN, 5 VOUT) → +3V3. J2 is an expansion header carrying an
  // FPGA I/O-bank supply VCCIO_B and +3V3: neither is the input.
  const board = new SchematicBoard()
    .parts([
      {
        ref: 'J1',
        value: 'USB_B_Micro',
        footprint: 'Connector_USB:USB_Micro-B_Molex',
        pins: { '1': 'Net-(J1-VBUS)', '2': '/D-', '3': '/D+', '4': null, '5': 'GND' },
      },
      {
        ref: 'FB1',
        value: '600R@100MHz',
        footprint: 'Inductor_SMD:L_0603',
        pins: { '1': 'Net-(J1-VBUS)', '2': 'Net-(FB1-Pad2)' },
      },
      {
        ref: 'U2',
        value: 'TPS2051BDBVR',
        footprint: 'Package_TO_SOT_SMD:SOT-23-5',
        pins: { '1': 'VSYS', '2': 'GND', '3': '/USB_FLT', '4': 'Net-(FB1-Pad2)', '5': 'Net-(FB1-Pad2)' },
      },
      {
        ref: 'U1',
        value: 'AP2112K-3.3TRG1',
        footprint: 'Package_TO_SOT_SMD:SOT-23-5',
        pins: { '1': 'VSYS', '2': 'GND', '3': 'VSYS', '4': null, '5': '+3V3' },
      },
      { ref: 'C1', value: '10uF', pins: { '1': 'Net-(FB1-Pad2)', '2': 'GND' } },
      { ref: 'C2', value: '1uF', pins: { '1': 'VSYS', '2': 'GND' } },
      { ref: 'C3', value: '1uF', pins: { '1': '+3V3', '2': 'GND' } },
      {
        ref: 'U3',
        value: 'ICE40UP5K-SG48',
        pins: { '1': '+3V3', '2': 'VCCIO_B', '3': 'GND', '4': '/D+', '5': '/D-' },
      },
      {
        ref: 'J2',
        value: 'Conn_01x04',
        footprint: 'Connector_PinHeader_2.54mm:PinHeader_1x04',
        pins: { '1': 'VCCIO_B', '2': '+3V3', '3': 'GND', '4': '/D+' },
        th: true,
      },
    ])
    .build();
  const s = generateTestStrategy({ board });

  it('takes USB VBUS as the input at 5 V by the specification, not a guess', () => {
    expect(s.inputs.map((i) => [i.net, i.kind, i.part, i.voltageV, i.voltageIsGuess, i.primary])).toEqual([
      ['Net-(J1-VBUS)', 'usb', 'J1', 5, false, true],
    ]);
    expect(powerUp(s).supplies).toEqual([{ net: 'Net-(J1-VBUS)', voltageV: 5, currentLimitA: 0.5 }]);
    expect(powerUp(s).title).toBe('Power up through J1.1 (Net-(J1-VBUS))');
  });

  it('follows the ferrite and the protection switch to the LDO, and the LDO to +3V3', () => {
    expect(s.passes.map((p) => [p.ref, p.kind, p.from, p.to])).toEqual([
      ['FB1', 'ferrite', 'Net-(J1-VBUS)', 'Net-(FB1-Pad2)'],
      ['U2', 'load-switch', 'Net-(FB1-Pad2)', 'VSYS'],
    ]);
    expect(rail(s, 'VSYS')).toMatchObject({
      nominalV: 5,
      basis: 'passed',
      voltageIsGuess: false,
      source: 'U2',
    });
    expect(rail(s, '+3V3')).toMatchObject({ nominalV: 3.3, basis: 'part', role: 'regulated', source: 'U1' });
    const u1 = s.regulators.find((r) => r.ref === 'U1')!;
    expect(u1).toMatchObject({ input: 'VSYS', output: '+3V3', pinsFrom: 'table', kind: 'linear' });
    expect(u1.pins.filter((p) => p.role === 'EN')).toEqual([{ pad: '3', role: 'EN', net: 'VSYS' }]);
    expect(s.rails.map((r) => r.net)).toEqual(['Net-(J1-VBUS)', 'Net-(FB1-Pad2)', 'VSYS', '+3V3', 'VCCIO_B']);
  });

  it('does not take the I/O-bank supply on the header for the input', () => {
    expect(rail(s, 'VCCIO_B').role).toBe('rail');
    const other = s.inputs.find((i) => i.net === 'VCCIO_B');
    // It comes in on J2 and nothing on the board makes it: another input at most, never the primary one.
    expect(other?.primary ?? false).toBe(false);
    expect(rail(s, '+3V3').role).toBe('regulated');
  });
});

describe('a buck converter from a DC jack', () => {
  // J1 barrel jack → U1 LM2596S-ADJ (1 VIN, 2 SW, 3 GND, 4 FB, 5 ON/OFF) → L1 33 µH → +5V, D1 the
  // catch diode, R1 3 kΩ from +5V to FB and R2 1 kΩ to ground: Vout = 1.23 V × (1 + 3k / 1k) = 4.92 V.
  const board = new SchematicBoard()
    .parts([
      {
        ref: 'J1',
        value: 'Barrel_Jack',
        footprint: 'Connector_BarrelJack:BarrelJack_Horizontal',
        pins: { '1': '/VJACK', '2': 'GND', '3': 'GND' },
        th: true,
      },
      {
        ref: 'U1',
        value: 'LM2596S-ADJ',
        footprint: 'Package_TO_SOT_SMD:TO-263-5_TabPin3',
        pins: { '1': '/VJACK', '2': '/SW', '3': 'GND', '4': '/FB', '5': 'GND' },
      },
      { ref: 'L1', value: '33uH', pins: { '1': '/SW', '2': '+5V' } },
      { ref: 'D1', value: 'SS34', pins: { '1': '/SW', '2': 'GND' } },
      { ref: 'R1', value: '3k', pins: { '1': '+5V', '2': '/FB' } },
      { ref: 'R2', value: '1k', pins: { '1': '/FB', '2': 'GND' } },
      { ref: 'C1', value: '220uF', pins: { '1': '+5V', '2': 'GND' } },
      { ref: 'C2', value: '100uF', pins: { '1': '/VJACK', '2': 'GND' } },
      { ref: 'U2', value: 'ATMEGA328P-AU', pins: { '4': '+5V', '5': 'GND' } },
    ])
    .build();
  const s = generateTestStrategy({ board });

  it('reads the output from the switch node and the voltage from the feedback divider', () => {
    const u1 = s.regulators.find((r) => r.ref === 'U1')!;
    expect(u1).toMatchObject({ kind: 'buck', input: '/VJACK', output: '+5V', pinsFrom: 'table' });
    expect(u1.feedback).toEqual({ top: ['R1'], bottom: ['R2'] });
    expect(rail(s, '+5V')).toMatchObject({ nominalV: 4.92, basis: 'divider', voltageIsGuess: false });
    expect(rail(s, '+5V').reason).toContain(
      "U1's FB divider (R1 from +5V, R2 to ground) with its 1.23 V reference",
    );
    // The switch node is not a rail, and L1 is the buck's own inductor, not a filter on the way.
    expect(s.rails.map((r) => r.net)).toEqual(['/VJACK', '+5V']);
    expect(s.passes).toEqual([]);
  });

  it('supplies the jack at a guessed voltage and says it is a guess', () => {
    expect(s.inputs[0]).toMatchObject({
      net: '/VJACK',
      kind: 'barrel-jack',
      part: 'J1',
      voltageV: 9,
      voltageIsGuess: true,
    });
    expect(rail(s, '/VJACK').reason).toContain(
      '9 V: the next common supply above what U1 (LM2596S-ADJ) needs — 6.42 V',
    );
    expect(powerUp(s).instructions).toContain('/VJACK on J1 pad 1 at 9 V (a guess)');
    const limit = s.steps.find((x) => x.id === 'rail:+5V')!.limits[0]!;
    expect([limit.nominal, limit.min, limit.max]).toEqual([4.92, 4.674, 5.166]);
  });
});

describe('a DC jack, a power slide switch and an LT1129 marked VR1', () => {
  // J1 jack centre → SW1 (slide) → D1 (Schottky, reverse protection) → VR1 LT1129CST-3.3 → +3V3.
  // VR1's pins are not in the part table: the input is where the power reaches it. J2 is a header
  // that carries +3V3 out to a daughter board.
  const board = new SchematicBoard()
    .parts([
      {
        ref: 'J1',
        value: 'DC jack 2.1mm',
        footprint: 'Connector_BarrelJack:BarrelJack_CUI_PJ-002A',
        pins: { '1': 'Net-(J1-Pad1)', '2': 'GND', '3': null },
        th: true,
      },
      {
        ref: 'SW1',
        value: 'SS-12D00 power',
        footprint: 'Button_Switch_THT:SW_Slide_1P2T_CK_OS102011MS2Q',
        pins: { '1': null, '2': 'Net-(J1-Pad1)', '3': 'Net-(D1-Pad2)' },
        th: true,
      },
      {
        ref: 'D1',
        value: '1N5819',
        footprint: 'Diode_SMD:D_SMA',
        pins: { '1': 'Net-(D1-Pad1)', '2': 'Net-(D1-Pad2)' },
      },
      {
        ref: 'VR1',
        value: 'LT1129CST-3.3',
        footprint: 'Package_TO_SOT_SMD:SOT-223-3_TabPin2',
        pins: { '1': 'Net-(D1-Pad1)', '2': 'GND', '3': '+3V3' },
      },
      { ref: 'C1', value: '10uF', pins: { '1': 'Net-(D1-Pad1)', '2': 'GND' } },
      { ref: 'C2', value: '3.3uF', pins: { '1': '+3V3', '2': 'GND' } },
      { ref: 'U1', value: 'STM32F103C8T6', pins: { '1': '+3V3', '2': 'GND' } },
      {
        ref: 'J2',
        value: 'Conn_01x02',
        footprint: 'Connector_PinHeader_2.54mm:PinHeader_1x02',
        pins: { '1': '+3V3', '2': 'GND' },
        th: true,
      },
    ])
    .build();
  const s = generateTestStrategy({ board });

  it('knows VR1 as a regulator, not a resistor, and ties it from the jack side to +3V3', () => {
    expect(s.components.find((c) => c.ref === 'VR1')?.role).toBe('regulator');
    expect(s.regulators).toMatchObject([
      {
        ref: 'VR1',
        kind: 'linear',
        input: 'Net-(D1-Pad1)',
        output: '+3V3',
        outputV: 3.3,
        pinsFrom: 'topology',
      },
    ]);
  });

  it('powers the board through the jack, never into the regulator’s output', () => {
    expect(s.inputs.map((i) => [i.net, i.kind, i.primary])).toEqual([['Net-(J1-Pad1)', 'barrel-jack', true]]);
    expect(powerUp(s).supplies.map((x) => x.net)).toEqual(['Net-(J1-Pad1)']);
    expect(rail(s, '+3V3').role).toBe('regulated');
    // 3.3 V out + 2 V of dropout + 0.3 V across the Schottky → the next common supply is 9 V, a guess.
    expect(s.inputs[0]).toMatchObject({ voltageV: 9, voltageIsGuess: true });
    expect(rail(s, 'Net-(D1-Pad1)')).toMatchObject({ nominalV: 8.7, basis: 'passed', voltageIsGuess: true });
  });

  it('treats the slide switch as a power switch to set, not a button to press', () => {
    expect(s.passes.map((p) => [p.ref, p.kind])).toEqual([
      ['SW1', 'switch'],
      ['D1', 'diode'],
    ]);
    expect(s.buttons).toEqual([]);
    expect(s.steps.some((x) => x.kind === 'button')).toBe(false);
    expect(powerUp(s).instructions).toContain('Set SW1 to on');
  });
});

describe('a PCI-style card: every rail comes from the edge connector', () => {
  const board = new SchematicBoard()
    .parts([
      {
        ref: 'J1',
        value: 'PCI_32bit',
        footprint: 'Connector_PCBEdge:BUS_PCI',
        pins: {
          A1: '/TRST#',
          A2: '+12V',
          A5: '+5V',
          A10: '+5V',
          A21: '+3V3',
          B1: '-12V',
          B3: 'GND',
          B5: '+5V',
          B12: 'GND',
        },
      },
      { ref: 'U1', value: 'TL072', pins: { '4': '-12V', '8': '+12V', '1': '/AOUT' } },
      { ref: 'U2', value: 'PCI9030', pins: { '1': '+3V3', '2': 'GND', '3': '/TRST#' } },
      { ref: 'U3', value: '74HCT245', pins: { '20': '+5V', '10': 'GND' } },
      // A decoupling resistor between +5V and +12V? No: a 10 Ω filter feeding the op-amp's own rail.
      { ref: 'R1', value: '10R', pins: { '1': '+12V', '2': '/V12F' } },
      { ref: 'C1', value: '10uF', pins: { '1': '/V12F', '2': 'GND' } },
    ])
    .build();
  const s = generateTestStrategy({ board });

  it('supplies each bus rail from the fixture, none from another', () => {
    expect(s.inputs.filter((i) => i.primary).map((i) => [i.net, i.kind, i.voltageV])).toEqual([
      ['+12V', 'edge-connector', 12],
      ['+5V', 'edge-connector', 5],
      ['+3V3', 'edge-connector', 3.3],
      ['-12V', 'edge-connector', -12],
    ]);
    expect(powerUp(s).supplies.map((x) => [x.net, x.voltageV])).toEqual([
      ['+12V', 12],
      ['+5V', 5],
      ['+3V3', 3.3],
      ['-12V', -12],
    ]);
    for (const net of ['+12V', '+5V', '+3V3', '-12V'])
      expect(rail(s, net)).toMatchObject({ role: 'input', source: null });
    expect(s.regulators).toEqual([]);
    expect(s.steps.find((x) => x.kind === 'current')!.limits).toHaveLength(4);
  });
});
