import { describe, expect, it } from 'vitest';
import { realBoard } from '../../test/real-boards';
import { groundReason, readRailName } from './rail-names';

type Expect =
  | { rail: number | null; input?: boolean; reason: string }
  | { notRail: string }
  | { nothing: true };

/** Net names as they appear in the shared real boards (read with the project's importers). */
const REAL: [board: string, net: string, expected: Expect][] = [
  ['kicad/tomu-fpga.kicad_pcb', '+5V', { rail: 5, reason: '5 V from the name +5V' }],
  ['kicad/tomu-fpga.kicad_pcb', '+3V3', { rail: 3.3, reason: '3.3 V from the name +3V3' }],
  ['kicad/tomu-fpga.kicad_pcb', '+1V2', { rail: 1.2, reason: '1.2 V from the name +1V2' }],
  ['kicad/tomu-fpga.kicad_pcb', '+2V5', { rail: 2.5, reason: '2.5 V from the name +2V5' }],
  ['kicad/tomu-fpga.kicad_pcb', '/VCCPLL', { rail: null, reason: 'a supply rail by the name /VCCPLL' }],
  ['kicad/tomu-fpga.kicad_pcb', '/SPI_CLK', { nothing: true }],
  ['kicad/Duet2.kicad_pcb', '+3.3V', { rail: 3.3, reason: '3.3 V from the name +3.3V' }],
  ['kicad/Duet2.kicad_pcb', 'VBUS', { rail: 5, input: true, reason: 'USB VBUS (4.75–5.25 V' }],
  ['kicad/Duet2.kicad_pcb', 'V_IN', { rail: null, input: true, reason: 'an input rail by the name V_IN' }],
  ['kicad/Duet2.kicad_pcb', '5V_IN', { rail: 5, input: true, reason: '5 V from the name 5V_IN (an input)' }],
  ['kicad/Duet2.kicad_pcb', 'ESP_3.3VIN', { rail: 3.3, reason: '3.3 V from the name ESP_3.3VIN' }],
  [
    'kicad/Duet2.kicad_pcb',
    '/Processor/VDDCORE',
    { rail: null, reason: 'a supply rail by the name /Processor/VDDCORE' },
  ],
  ['kicad/Duet2.kicad_pcb', 'V_FUSED', { rail: null, reason: 'a supply rail by the name V_FUSED' }],
  ['kicad/Duet2.kicad_pcb', 'ADVREF', { rail: null, reason: 'a supply rail by the name ADVREF' }],
  ['kicad/Duet2.kicad_pcb', 'USB_PWR_MON', { nothing: true }],
  ['kicad/Duet2.kicad_pcb', 'PWR_FAIL_DET', { nothing: true }],
  ['kicad/Duet2.kicad_pcb', 'PS_ON', { nothing: true }],
  ['kicad/HexadecipadV2.kicad_pcb', '3V3', { rail: 3.3, reason: '3.3 V from the name 3V3' }],
  ['kicad/HexadecipadV2.kicad_pcb', 'unconnected-(U1-VBUS-Pad14)_1', { nothing: true }],
  ['kicad/complex_hierarchy.kicad_pcb', '+12V', { rail: 12, reason: '12 V from the name +12V' }],
  ['kicad/complex_hierarchy.kicad_pcb', '/12Vext', { rail: 12, reason: '12 V from the name /12Vext' }],
  [
    'kicad/complex_hierarchy.kicad_pcb',
    '-VAA',
    { rail: null, reason: 'a negative supply rail by the name -VAA' },
  ],
  [
    'kicad/complex_hierarchy.kicad_pcb',
    '/ampli_ht_horizontal/Vpil_0_3,3V',
    { notRail: "names a signal's voltage range, not a rail" },
  ],
  ['kicad/pic_programmer.kicad_pcb', 'VCC', { rail: null, reason: 'a supply rail by the name VCC' }],
  [
    'kicad/pic_programmer.kicad_pcb',
    '/pic_sockets/VCC_PIC',
    { rail: null, reason: 'by the name /pic_sockets/VCC_PIC' },
  ],
  ['kicad/pic_programmer.kicad_pcb', '/VPP_ON', { notRail: 'a control or monitor signal of a rail (ON)' }],
  [
    'kicad/pic_programmer.kicad_pcb',
    '/VPP{slash}MCLR',
    { notRail: '/VPP/MCLR names a control or monitor signal' },
  ],
  ['ipc356/HeadPower.ipc', '24V', { rail: 24, reason: '24 V from the name 24V' }],
  ['ipc356/HeadPower.ipc', '3V3', { rail: 3.3, reason: '3.3 V from the name 3V3' }],
  ['ipc356/HeadPower.ipc', 'DRVPWR', { rail: null, reason: 'a supply rail by the name DRVPWR' }],
  ['ipc356/HeadPower.ipc', 'NPWREN', { nothing: true }],
  ['ipc2581/testcase9-revc-full.xml', '-15V', { rail: -15, reason: '-15 V from the name -15V' }],
  ['ipc2581/testcase9-revc-full.xml', '+15V', { rail: 15, reason: '15 V from the name +15V' }],
  ['ipc2581/testcase9-revc-full.xml', '-5V', { rail: -5, reason: '-5 V from the name -5V' }],
  ['odbpp/Switch_Board_ODB.zip', '+5V', { rail: 5, reason: '5 V from the name +5V' }],
  ['odbpp/Switch_Board_ODB.zip', 'PA4_BUZZER', { nothing: true }],
];

/** Names written from datasheets and common conventions (Intel P3V3, TI V3P3, Xilinx VCCINT …). */
const WRITTEN: [net: string, expected: Expect][] = [
  ['3V3', { rail: 3.3, reason: '3.3 V from the name 3V3' }],
  ['+1V8', { rail: 1.8, reason: '1.8 V from the name +1V8' }],
  ['VDD_1V8', { rail: 1.8, reason: '1.8 V from the name VDD_1V8' }],
  ['VCC3V3', { rail: 3.3, reason: '3.3 V from the name VCC3V3' }],
  ['P3V3_AUX', { rail: 3.3, reason: '3.3 V from the name P3V3_AUX' }],
  ['P5V', { rail: 5, reason: '5 V from the name P5V' }],
  ['V3P3', { rail: 3.3, reason: '3.3 V from the name V3P3' }],
  ['3P3V', { rail: 3.3, reason: '3.3 V from the name 3P3V' }],
  ['VDD_1P8', { rail: 1.8, reason: '1.8 V from the name VDD_1P8' }],
  ['12V', { rail: 12, reason: '12 V from the name 12V' }],
  ['VIN_12V', { rail: 12, input: true, reason: '12 V from the name VIN_12V (an input)' }],
  ['+5V0', { rail: 5, reason: '5 V from the name +5V0' }],
  ['-12V', { rail: -12, reason: '-12 V from the name -12V' }],
  ['/power/+3V3', { rail: 3.3, reason: '3.3 V from the name /power/+3V3' }],
  ['VBUS', { rail: 5, input: true, reason: 'USB VBUS' }],
  ['USB_VBUS', { rail: 5, input: true, reason: 'USB VBUS' }],
  ['VIN', { rail: null, input: true, reason: 'an input rail by the name VIN' }],
  ['VBAT', { rail: null, input: true, reason: 'an input rail by the name VBAT' }],
  ['VCC_CORE', { rail: null, reason: 'a supply rail by the name VCC_CORE' }],
  ['VCCINT', { rail: null, reason: 'a supply rail by the name VCCINT' }],
  ['VDDA', { rail: null, reason: 'a supply rail by the name VDDA' }],
  ['AVDD', { rail: null, reason: 'a supply rail by the name AVDD' }],
  ['VCCIO_3V3', { rail: 3.3, reason: '3.3 V from the name VCCIO_3V3' }],
  ['3V3_EN', { notRail: 'a control or monitor signal of a rail (EN)' }],
  ['VDD_1V8_PG', { notRail: '(PG)' }],
  ['5V_SENSE', { notRail: '(SENSE)' }],
  ['ADC_0_5V', { notRail: 'voltage range' }],
  ['VSYNC', { nothing: true }],
  ['CH2VREF', { nothing: true }],
  ['E0_MOT_1A', { nothing: true }],
  ['Net-(U3-Pad2)', { nothing: true }],
];

function check(net: string, expected: Expect) {
  const verdict = readRailName(net);
  if ('nothing' in expected) {
    expect(verdict).toBeNull();
    return;
  }
  if ('notRail' in expected) {
    expect(verdict?.kind).toBe('not-rail');
    expect(verdict?.reason).toContain(expected.notRail);
    return;
  }
  expect(verdict?.kind).toBe('rail');
  if (verdict?.kind !== 'rail') return;
  expect(verdict.nominalV).toBe(expected.rail);
  expect(verdict.reason).toContain(expected.reason);
  if (expected.input !== undefined) expect(verdict.input).toBe(expected.input);
}

describe('readRailName on real boards', () => {
  it.each(REAL)('%s: %s', (board, net, expected) => {
    expect(realBoard(board).nets.map((n) => n.name)).toContain(net);
    check(net, expected);
  });
});

describe('readRailName on names from datasheets and conventions', () => {
  it.each(WRITTEN)('%s', (net, expected) => check(net, expected));

  it('says every voltage it reads is from the name, and a name without one is said to be so', () => {
    expect(readRailName('+3V3')).toMatchObject({ reason: '3.3 V from the name +3V3' });
    expect(readRailName('VCC')).toMatchObject({
      reason: expect.stringContaining('the name does not say its voltage'),
    });
  });
});

describe('groundReason', () => {
  it.each([
    ['GND', true],
    ['AGND', true],
    ['PGND', true],
    ['GND1', true],
    ['CHGND', true],
    ['DRVGND', true],
    ['VSS', true],
    ['VSSA', true],
    ['GND_ISO', true],
    ['0V', true],
    ['/sub/GND', true],
    ['GNDDET_N', false],
    ['GND_DET', false],
    ['VCC', false],
    ['SIGNAL', false],
    ['+5V', false],
  ])('%s → %s', (net, ground) => {
    expect(groundReason(net) !== null).toBe(ground);
    if (ground) expect(groundReason(net)).toContain('ground by the name');
  });

  it('finds the grounds of the real boards', () => {
    expect(
      realBoard('ipc356/HeadPower.ipc')
        .nets.map((n) => n.name)
        .filter((n) => groundReason(n)),
    ).toEqual(['CHGND', 'DRVGND', 'GND']);
    expect(
      realBoard('odbpp/Switch_Board_ODB.zip')
        .nets.map((n) => n.name)
        .filter((n) => groundReason(n)),
    ).toEqual(['PGND']);
  });
});
