import { describe, expect, it } from 'vitest';
import { realBoard } from '../../test/real-boards';
import { readRegulatorPart } from './regulator-parts';

type Expect = { kind: string; volts: number | null; pins?: [string, string] } | null;

/** Regulators of the shared real boards, by reference, value and package as imported. */
const REAL: [board: string, ref: string, expected: Expect][] = [
  ['kicad/tomu-fpga.kicad_pcb', 'U1', { kind: 'linear', volts: 1.2 }],
  ['kicad/tomu-fpga.kicad_pcb', 'U2', { kind: 'linear', volts: 3.3 }],
  ['kicad/tomu-fpga.kicad_pcb', 'U3', { kind: 'linear', volts: 2.5 }],
  ['kicad/tomu-fpga.kicad_pcb', 'U5', null],
  ['kicad/pic_programmer.kicad_pcb', 'U3', { kind: 'linear', volts: 5, pins: ['1', '3'] }],
  ['kicad/pic_programmer.kicad_pcb', 'U4', { kind: 'switching', volts: null }],
  ['kicad/pic_programmer.kicad_pcb', 'U2', null],
  // 78L05 in TO-92: pin 1 out, pin 3 in (the opposite of the TO-220 7805).
  ['kicad/complex_hierarchy.kicad_pcb', 'U2', { kind: 'linear', volts: 5, pins: ['3', '1'] }],
  ['kicad/complex_hierarchy.kicad_pcb', 'U1', { kind: 'inverter', volts: null, pins: ['8', '5'] }],
  ['kicad/complex_hierarchy.kicad_pcb', 'U3', null],
  ['kicad/Duet2.kicad_pcb', 'U3', { kind: 'switching', volts: null }],
  ['kicad/Duet2.kicad_pcb', 'U1', null],
];

/** Values written from datasheets (part numbers with their voltage codes). */
const WRITTEN: [value: string, footprint: string, expected: Expect][] = [
  ['AMS1117-3.3', 'SOT-223', { kind: 'linear', volts: 3.3, pins: ['3', '2'] }],
  ['LD1117S33', 'SOT-223', { kind: 'linear', volts: 3.3 }],
  ['AP2112K-3.3', 'SOT-23-5', { kind: 'linear', volts: 3.3 }],
  ['AP2112K-1V8', 'SOT-23-5', { kind: 'linear', volts: 1.8 }],
  ['MCP1700-3302E/TT', 'SOT-23', { kind: 'linear', volts: 3.3 }],
  ['TLV70033DDCR', 'SOT-23-5', { kind: 'linear', volts: 3.3 }],
  ['XC6206P332MR', 'SOT-23', { kind: 'linear', volts: 3.3 }],
  ['LM7812CT', 'TO-220', { kind: 'linear', volts: 12, pins: ['1', '3'] }],
  ['L7805CV', 'TO-220', { kind: 'linear', volts: 5 }],
  ['MC7905', 'TO-220', { kind: 'linear', volts: -5 }],
  ['LM2596S-5.0', 'TO-263', { kind: 'switching', volts: 5 }],
  ['MP1584EN', 'SOIC-8', { kind: 'switching', volts: null }],
  ['TPS62160', 'WSON-8', { kind: 'switching', volts: null }],
  ['MAX1044', 'SOIC-8', { kind: 'inverter', volts: null }],
  ['LM358', 'SOIC-8', null],
  ['ATMEGA328P', 'TQFP-32', null],
];

function check(part: ReturnType<typeof readRegulatorPart>, expected: Expect) {
  if (expected === null) {
    expect(part).toBeNull();
    return;
  }
  expect(part).toMatchObject({ kind: expected.kind, outputV: expected.volts });
  expect(part?.reason).toMatch(/from its value$/);
  if (expected.pins) expect(part?.pins).toEqual({ input: expected.pins[0], output: expected.pins[1] });
}

describe('readRegulatorPart', () => {
  it.each(REAL)('%s: %s', (board, ref, expected) => {
    const c = realBoard(board).components.find((x) => x.ref === ref);
    expect(c).toBeDefined();
    check(readRegulatorPart(c!), expected);
  });

  it.each(WRITTEN)('%s (%s)', (value, footprint, expected) =>
    check(readRegulatorPart({ ref: 'U1', value, footprint }), expected),
  );

  it('reads only integrated-circuit references', () => {
    expect(readRegulatorPart({ ref: 'R1', value: 'LDO-3.3V', footprint: '' })).toBeNull();
  });
});
