import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { realBoard } from '../../../test/real-boards';
import { globToRegExp, partNumbersOf } from '../part-numbers';
import { compileUserParts, matchPowerPart } from './match-part';

type Expect = { kind: string; volts: number | null; pins?: Record<string, string> } | null;

/** Power parts of the shared real boards, by reference, value and package as imported. */
const REAL: [board: string, ref: string, expected: Expect][] = [
  ['kicad/tomu-fpga.kicad_pcb', 'U1', { kind: 'linear', volts: 1.2 }],
  ['kicad/tomu-fpga.kicad_pcb', 'U2', { kind: 'linear', volts: 3.3 }],
  ['kicad/tomu-fpga.kicad_pcb', 'U3', { kind: 'linear', volts: 2.5 }],
  ['kicad/tomu-fpga.kicad_pcb', 'U5', null],
  [
    'kicad/pic_programmer.kicad_pcb',
    'U3',
    { kind: 'linear', volts: 5, pins: { '1': 'VIN', '2': 'GND', '3': 'VOUT' } },
  ],
  [
    'kicad/pic_programmer.kicad_pcb',
    'U4',
    { kind: 'boost', volts: null, pins: { '5': 'VIN', '8': 'SW', '2': 'FB' } },
  ],
  ['kicad/pic_programmer.kicad_pcb', 'U2', null],
  // 78L05 in TO-92: pin 1 out, pin 3 in (the opposite of the TO-220 7805).
  [
    'kicad/complex_hierarchy.kicad_pcb',
    'U2',
    { kind: 'linear', volts: 5, pins: { '1': 'VOUT', '3': 'VIN' } },
  ],
  [
    'kicad/complex_hierarchy.kicad_pcb',
    'U1',
    { kind: 'inverter', volts: null, pins: { '8': 'VIN', '5': 'VOUT' } },
  ],
  ['kicad/complex_hierarchy.kicad_pcb', 'U3', null],
  ['kicad/Duet2.kicad_pcb', 'U3', { kind: 'buck', volts: null }],
  ['kicad/Duet2.kicad_pcb', 'U2', { kind: 'linear', volts: 3.3 }],
  ['kicad/Duet2.kicad_pcb', 'U1', null],
];

/** Part numbers written from datasheets, with their voltage codes and package pinouts. */
const WRITTEN: [value: string, footprint: string, expected: Expect][] = [
  [
    'AMS1117-3.3',
    'Package_TO_SOT_SMD:SOT-223-3_TabPin2',
    { kind: 'linear', volts: 3.3, pins: { '1': 'ADJ', '2': 'VOUT', '3': 'VIN' } },
  ],
  ['LD1117S33', 'SOT-223', { kind: 'linear', volts: 3.3 }],
  ['LM1117IMP-ADJ', 'SOT-223', { kind: 'linear', volts: null }],
  ['AP2112K-3.3', 'SOT-23-5', { kind: 'linear', volts: 3.3, pins: { '1': 'VIN', '3': 'EN', '5': 'VOUT' } }],
  ['AP2112K-1V8', 'SOT-23-5', { kind: 'linear', volts: 1.8 }],
  [
    'MCP1700-3302E/TT',
    'Package_TO_SOT_SMD:SOT-23',
    { kind: 'linear', volts: 3.3, pins: { '1': 'GND', '2': 'VOUT', '3': 'VIN' } },
  ],
  [
    'MCP1700-3302E/TO',
    'Package_TO_SOT_THT:TO-92',
    { kind: 'linear', volts: 3.3, pins: { '2': 'VIN', '3': 'VOUT' } },
  ],
  ['TLV70033DDCR', 'SOT-23-5', { kind: 'linear', volts: 3.3 }],
  ['XC6206P332MR', 'SOT-23', { kind: 'linear', volts: 3.3 }],
  ['LT1129CST-3.3', 'SOT-223', { kind: 'linear', volts: 3.3 }],
  ['LT1129-5', 'TO-220-5', { kind: 'linear', volts: 5 }],
  ['LT1129CQ', 'TO-263-5', { kind: 'linear', volts: null }],
  ['LM317T', 'TO-220-3', { kind: 'linear', volts: null, pins: { '1': 'ADJ', '2': 'VOUT', '3': 'VIN' } }],
  ['LM7812CT', 'TO-220', { kind: 'linear', volts: 12, pins: { '1': 'VIN', '3': 'VOUT' } }],
  ['L7805CV', 'TO-220', { kind: 'linear', volts: 5 }],
  ['MC7905', 'TO-220', { kind: 'linear', volts: -5, pins: { '2': 'VIN', '3': 'VOUT' } }],
  ['LM2596S-5.0', 'TO-263', { kind: 'buck', volts: 5, pins: { '1': 'VIN', '2': 'SW', '4': 'FB' } }],
  ['LM2596S-ADJ', 'TO-263', { kind: 'buck', volts: null }],
  ['MP1584EN', 'SOIC-8', { kind: 'buck', volts: null, pins: { '1': 'SW', '4': 'FB', '7': 'VIN' } }],
  ['TPS62160', 'WSON-8', { kind: 'buck', volts: null }],
  ['TPS563200DDCR', 'SOT-23-6', { kind: 'buck', volts: null, pins: { '2': 'SW', '3': 'VIN', '4': 'FB' } }],
  ['MT3608', 'SOT-23-6', { kind: 'boost', volts: null, pins: { '1': 'SW', '3': 'FB', '5': 'VIN' } }],
  ['MAX1044', 'SOIC-8', { kind: 'inverter', volts: null }],
  ['TPS22918DBVR', 'SOT-23-6', { kind: 'load-switch', volts: null, pins: { '1': 'VIN', '6': 'VOUT' } }],
  ['TPS2051BDBVR', 'SOT-23-5', { kind: 'load-switch', volts: null }],
  ['TPS25940', 'WQFN-20', { kind: 'efuse', volts: null }],
  ['LM66100', 'SC-70-6', { kind: 'ideal-diode', volts: null }],
  ['3.3V LDO', 'SOT-23-5', { kind: 'linear', volts: 3.3 }],
  ['BUCK 5V 2A', 'module', { kind: 'buck', volts: 5 }],
  ['LM358', 'SOIC-8', null],
  ['74HC125', 'SOIC-14', null],
  ['ATMEGA328P', 'TQFP-32', null],
];

function check(
  ref: string,
  value: string,
  footprint: string,
  expected: Expect,
  fields?: Record<string, string>,
) {
  const part = matchPowerPart({ ref, value, footprint, ...(fields ? { fields } : {}) });
  if (expected === null) {
    expect(part).toBeNull();
    return;
  }
  expect(part).not.toBeNull();
  expect({ kind: part!.family.kind, volts: part!.fixedV }).toEqual({
    kind: expected.kind,
    volts: expected.volts,
  });
  if (expected.pins) expect(part!.pinout?.pins).toMatchObject(expected.pins);
}

describe('matchPowerPart', () => {
  it.each(REAL)('%s: %s', (board, ref, expected) => {
    const c = realBoard(board).components.find((x) => x.ref === ref);
    expect(c).toBeDefined();
    check(c!.ref, c!.value, c!.footprint, expected);
  });

  it.each(WRITTEN)('%s (%s)', (value, footprint, expected) => check('U1', value, footprint, expected));

  it('knows a regulator by its reference VR as well as U, and never a resistor or a diode', () => {
    check('VR1', 'LT1129CST-3.3', 'SOT-223', { kind: 'linear', volts: 3.3 });
    expect(matchPowerPart({ ref: 'R1', value: 'LDO-3.3V', footprint: '' })).toBeNull();
    expect(matchPowerPart({ ref: 'D1', value: '7805', footprint: '' })).toBeNull();
  });

  it('reads the part number field when the value is a description', () => {
    check(
      'U4',
      '3V3 reg',
      'SOT-223',
      { kind: 'linear', volts: 3.3, pins: { '3': 'VIN' } },
      { MPN: 'AMS1117-3.3' },
    );
    const m = matchPowerPart({
      ref: 'U4',
      value: 'Regulator',
      footprint: 'SOT-223',
      fields: { 'Manufacturer Part Number': 'LM1117MPX-3.3' },
    });
    expect(m?.reason).toContain('from its part number LM1117MPX-3.3');
  });

  it('says when the reason is a description rather than a part number', () => {
    const m = matchPowerPart({ ref: 'U2', value: 'LDO-X2SON-3.3V', footprint: '' })!;
    expect(m.reason).toBe('U2 (LDO-X2SON-3.3V) is an LDO by its description, 3.3 V output — from its value');
  });
});

describe('user power parts', () => {
  const user = compileUserParts([
    {
      match: ['XYZ12*'],
      kind: 'buck',
      name: 'XYZ12 buck module',
      vrefV: 0.6,
      pinouts: [{ pins: { '1': 'VIN', '2': 'GND', '3': 'VOUT' } }],
    },
    { match: ['LT1129*'], kind: 'linear', outputV: 3.3 },
  ]);

  it('are tried before the built-in families and say where they come from', () => {
    const m = matchPowerPart({ ref: 'U1', value: 'XYZ1234', footprint: 'anything' }, user)!;
    expect(m.family.kind).toBe('buck');
    expect(m.pinout?.pins).toEqual({ '1': 'VIN', '2': 'GND', '3': 'VOUT' });
    expect(m.reason).toContain('in the company’s power-part table');
    // A correction of a built-in family: the user's output voltage wins.
    expect(matchPowerPart({ ref: 'U2', value: 'LT1129CQ', footprint: '' }, user)?.fixedV).toBe(3.3);
  });

  it('take patterns, never regular expressions', () => {
    expect(globToRegExp('LM(1)*').test('LM(1)17')).toBe(true);
    expect(globToRegExp('LM(1)*').test('LM117')).toBe(false);
    expect(globToRegExp('A?C').test('ABC')).toBe(true);
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (pattern, text) => {
        expect(() => globToRegExp(pattern).test(text)).not.toThrow();
      }),
    );
  });
});

describe('partNumbersOf', () => {
  it('reads the value first, then the part-number fields whatever their spelling', () => {
    expect(
      partNumbersOf({
        value: '3v3 ldo',
        fields: { 'Mfr. Part Number': 'ap2112k-3.3', Tolerance: '1%', MPN: '~' },
      }),
    ).toEqual(['3V3 LDO', 'AP2112K-3.3']);
  });
});
