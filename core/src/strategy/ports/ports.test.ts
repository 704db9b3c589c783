import { describe, expect, it } from 'vitest';
import { realBoard } from '../../../test/real-boards';
import { SchematicBoard } from '../../testing/schematic-board';
import { generateTestStrategy } from '../generate';
import type { TestStrategy } from '../types';

const stepIds = (s: TestStrategy) => s.steps.map((x) => x.id);
const port = (s: TestStrategy, kind: string) => s.ports.find((p) => p.kind === kind)!;

describe('a JTAG chain of two parts', () => {
  // Header J1 brings TCK, TMS, TDI and TDO. TDI goes to U2 (STM32), U2's TDO through R5 (33 Ω) to
  // U1's TDI (a CPLD), U1's TDO to the header: the chain is U2 → U1, not the reference order. U3, a
  // 74HC125, buffers TCK and TMS and is no device of the chain. U1 and U2 share two data nets.
  const board = new SchematicBoard()
    .parts([
      {
        ref: 'J1',
        value: 'JTAG',
        footprint: 'Connector_PinHeader_2.54mm:PinHeader_2x05',
        pins: {
          '1': '+3V3',
          '2': 'TMS',
          '3': 'GND',
          '4': 'TCK',
          '5': 'GND',
          '6': 'TDO',
          '8': 'TDI',
          '10': 'GND',
        },
        th: true,
      },
      {
        ref: 'U1',
        value: 'XC9572XL-10VQG44C',
        footprint: 'Package_QFP:TQFP-44_10x10mm_P0.8mm',
        pins: {
          '1': '+3V3',
          '2': 'GND',
          '9': 'Net-(R5-Pad2)',
          '10': 'TMS',
          '11': 'TCK',
          '24': 'TDO',
          '30': '/DATA0',
          '31': '/DATA1',
        },
      },
      {
        ref: 'U2',
        value: 'STM32F407VGT6',
        footprint: 'Package_QFP:LQFP-100_14x14mm_P0.5mm',
        pins: {
          '11': '+3V3',
          '10': 'GND',
          '77': 'TDI',
          '72': 'TMS',
          '76': 'TCK',
          '89': 'Net-(R5-Pad1)',
          '1': '/DATA0',
          '2': '/DATA1',
          '3': '/LED',
        },
      },
      { ref: 'R5', value: '33R', pins: { '1': 'Net-(R5-Pad1)', '2': 'Net-(R5-Pad2)' } },
      {
        ref: 'U3',
        value: '74HC125',
        footprint: 'Package_SO:SOIC-14',
        pins: { '1': 'TCK', '2': 'TMS', '7': 'GND', '14': '+3V3' },
      },
      {
        ref: 'U4',
        value: 'AMS1117-3.3',
        footprint: 'Package_TO_SOT_SMD:SOT-223-3_TabPin2',
        pins: { '1': 'GND', '2': '+3V3', '3': '+5V' },
      },
      {
        ref: 'J2',
        value: 'USB_B_Micro',
        footprint: 'Connector_USB:USB_Micro-B',
        pins: { '1': '+5V', '5': 'GND' },
        th: true,
      },
    ])
    .testPoint('TP1', '/LED')
    .build();
  const s = generateTestStrategy({ board });

  it('orders the chain TDI → TDO by following the board, through the series resistor', () => {
    const jtag = port(s, 'jtag');
    expect(jtag.devices).toEqual(['U2', 'U1']);
    expect(jtag.chain?.order).toBe('connectivity');
    expect(jtag.chain?.reason).toBe('TDI → U2 → Net-(R5-Pad2) → U1 → TDO, followed on the board');
    expect(jtag.skipped).toEqual([
      { ref: 'U3', reason: 'U3 (74HC125) is logic buffering the JTAG lines, not a device in the chain' },
    ]);
  });

  it('gives each device its BSDL hint and checks every IDCODE', () => {
    expect(port(s, 'jtag').chain?.devices).toEqual([
      {
        ref: 'U2',
        value: 'STM32F407VGT6',
        bsdl: "ST BSDL file of the STM32F407VGT6 in its LQFP100 package (IEEE 1149.1; from the maker's site)",
      },
      {
        ref: 'U1',
        value: 'XC9572XL-10VQG44C',
        bsdl: "AMD (Xilinx) BSDL file of the XC9572XL-10VQG44C in its TQFP44 package (IEEE 1149.1; from the maker's site)",
      },
    ]);
    const program = s.steps.find((x) => x.id === 'program:jtag')!;
    expect(program.limits.map((l) => [l.label, l.expected])).toEqual([
      ['Chain length (U2 → U1)', '2 device(s)'],
      ['U2 (STM32F407VGT6) IDCODE', 'matches its BSDL'],
      ['U1 (XC9572XL-10VQG44C) IDCODE', 'matches its BSDL'],
      ['Image programmed and verified', 'verified'],
    ]);
    expect(program.instructions).toContain('program U2 (STM32F407VGT6), U1 (XC9572XL-10VQG44C) and verify');
  });

  it('adds a boundary-scan interconnect step for the nets between the devices and to the probes', () => {
    const bs = s.steps.find((x) => x.kind === 'boundary-scan')!;
    expect(stepIds(s).indexOf('boundary-scan')).toBeLessThan(stepIds(s).indexOf('program:jtag'));
    expect(stepIds(s).indexOf('boundary-scan')).toBeGreaterThan(stepIds(s).indexOf('power-up'));
    expect(bs.limits.map((l) => l.label)).toEqual([
      'Chain integrity (instruction register capture, IDCODE, BYPASS)',
      'Interconnect between U2, U1: 2 net(s)',
      'Boundary-scan pins to probes: 1 net(s)',
    ]);
    expect(bs.probeless).toEqual(['/DATA0', '/DATA1']);
    expect(bs.unprobed).not.toContain('/DATA0');
    expect(bs.equipment).toEqual(['boundary-scan']);
  });
});

describe('a PIC with its ICSP header, an I²C EEPROM and a 74HC125', () => {
  // J1 is a PICkit header (1 MCLR, 2 VDD, 3 GND, 4 PGD, 5 PGC) on nets no one named: recognised by
  // its pins and the PIC its signals reach. U2 is a 24LC256 with WP on a PIC pin; U3 a 74HC125 on
  // the ICSP clock and data; U4 a PIC in a socket for the user.
  const board = new SchematicBoard()
    .parts([
      {
        ref: 'J1',
        value: 'ICSP',
        footprint: 'Connector_PinHeader_2.54mm:PinHeader_1x06',
        pins: {
          '1': 'Net-(J1-Pad1)',
          '2': '+5V',
          '3': 'GND',
          '4': 'Net-(J1-Pad4)',
          '5': 'Net-(J1-Pad5)',
          '6': null,
        },
        th: true,
      },
      {
        ref: 'U1',
        value: 'PIC16F628A-I/P',
        footprint: 'Package_DIP:DIP-18_W7.62mm',
        pins: {
          '4': 'Net-(J1-Pad1)',
          '5': 'GND',
          '12': 'Net-(J1-Pad5)',
          '13': 'Net-(J1-Pad4)',
          '14': '+5V',
          '17': '/SDA',
          '18': '/SCL',
          '1': '/EE_WP',
        },
        th: true,
      },
      {
        ref: 'U2',
        value: '24LC256',
        footprint: 'Package_SO:SOIC-8_3.9x4.9mm_P1.27mm',
        pins: {
          '1': 'GND',
          '2': 'GND',
          '3': 'GND',
          '4': 'GND',
          '5': '/SDA',
          '6': '/SCL',
          '7': '/EE_WP',
          '8': '+5V',
        },
      },
      {
        ref: 'U3',
        value: '74HC125',
        footprint: 'Package_SO:SOIC-14',
        pins: { '2': 'Net-(J1-Pad5)', '5': 'Net-(J1-Pad4)', '7': 'GND', '14': '+5V', '3': '/OUT1' },
      },
      {
        ref: 'U4',
        value: 'PIC12F675',
        footprint: 'Package_DIP:DIP-8_W7.62mm_Socket',
        pins: { '1': '+5V', '4': 'Net-(J1-Pad1)', '6': 'Net-(J1-Pad5)', '7': 'Net-(J1-Pad4)', '8': 'GND' },
        th: true,
      },
      { ref: 'R1', value: '4k7', pins: { '1': '/SDA', '2': '+5V' } },
      { ref: 'R2', value: '4k7', pins: { '1': '/SCL', '2': '+5V' } },
      {
        ref: 'J2',
        value: 'Barrel_Jack',
        footprint: 'Connector_BarrelJack:BarrelJack_Horizontal',
        pins: { '1': '+5V', '2': 'GND' },
        th: true,
      },
    ])
    .build();
  const s = generateTestStrategy({ board });

  it('programs the PIC, and only the PIC, through the header recognised by its pins', () => {
    const icsp = port(s, 'icsp');
    expect(icsp).toMatchObject({ devices: ['U1'], connector: 'J1' });
    expect(icsp.reason).toContain('J1 is a PIC ICSP header (PICkit) by its pins: 1 MCLR (Net-(J1-Pad1))');
    expect(icsp.skipped.map((x) => x.ref)).toEqual(['U3', 'U4']);
    const programming = s.steps.filter((x) => x.kind === 'programming');
    expect(programming.map((x) => [x.id, x.components])).toEqual([['program:icsp', ['U1']]]);
  });

  it('checks the EEPROM and its write-protect without programming it', () => {
    expect(port(s, 'i2c-eeprom')).toMatchObject({
      devices: ['U2'],
      nets: ['/SDA', '/SCL', '/EE_WP'],
      writeProtect: { net: '/EE_WP', state: 'driven' },
    });
    const ee = s.steps.find((x) => x.id === 'eeprom:U2')!;
    expect(ee.kind).toBe('bus');
    expect(ee.limits.map((l) => l.expected)).toEqual(['ACK', 'unchanged', 'verified']);
    expect(ee.instructions).toContain('If the product keeps data in it');
  });
});

describe('a ColdFire with a BDM header, and a video decoder whose strobe is not Ethernet', () => {
  const board = new SchematicBoard()
    .parts([
      {
        ref: 'J1',
        value: 'BDM_PORT',
        footprint: 'Connector_IDC:IDC-Header_2x13_P2.54mm_Vertical',
        pins: Object.fromEntries(
          Array.from({ length: 26 }, (_, i) => {
            const pin = String(i + 1);
            const net = {
              '2': 'Net-(J1-Pad2)',
              '4': 'Net-(J1-Pad4)',
              '7': '/RSTI',
              '8': 'Net-(J1-Pad8)',
              '10': 'Net-(J1-Pad10)',
              '3': 'GND',
              '5': 'GND',
              '11': 'GND',
              '20': 'GND',
              '23': 'GND',
              '25': '+3V3',
            }[pin];
            return [pin, net ?? null];
          }),
        ),
        th: true,
      },
      {
        ref: 'U1',
        value: 'MCF52259CAG80',
        footprint: 'Package_QFP:LQFP-144_20x20mm_P0.5mm',
        pins: {
          '1': 'Net-(J1-Pad2)',
          '2': 'Net-(J1-Pad4)',
          '3': 'Net-(J1-Pad8)',
          '4': 'Net-(J1-Pad10)',
          '5': '/RSTI',
          '6': '+3V3',
          '7': 'GND',
          '20': '/DEC_RD-',
          '21': '/DEC_D0',
        },
      },
      {
        ref: 'U2',
        value: 'TVP5150AM1',
        footprint: 'Package_QFP:TQFP-32',
        pins: { '1': '/DEC_RD-', '2': '/DEC_D0', '3': '+3V3', '4': 'GND' },
      },
      {
        ref: 'J2',
        value: 'USB_B',
        footprint: 'Connector_USB:USB_B_OST',
        pins: { '1': 'VBUS', '4': 'GND' },
        th: true,
      },
      {
        ref: 'U3',
        value: 'AP2112K-3.3',
        footprint: 'Package_TO_SOT_SMD:SOT-23-5',
        pins: { '1': 'VBUS', '2': 'GND', '3': 'VBUS', '5': '+3V3' },
      },
    ])
    .build();
  const s = generateTestStrategy({ board });

  it('programs the ColdFire over BDM through the header recognised by its pins', () => {
    expect(port(s, 'bdm')).toMatchObject({ devices: ['U1'], connector: 'J1' });
    const step = s.steps.find((x) => x.id === 'program:bdm')!;
    expect(step.title).toBe('Program and verify over BDM');
    expect(step.equipment).toEqual(['bdm-probe']);
  });

  it('makes no Ethernet step from a read strobe named RD-', () => {
    expect(s.buses.some((b) => b.kind === 'ethernet')).toBe(false);
    expect(s.steps.some((x) => x.id.startsWith('bus:ethernet'))).toBe(false);
    expect(
      s.notes.some(
        (n) =>
          n.includes('no an Ethernet PHY') ||
          n.includes('but no an Ethernet PHY or an RJ45 / MagJack is on them'),
      ),
    ).toBe(true);
  });
});

describe('real boards: the plan programs only programmable parts', () => {
  it('pic_programmer: its ICSP lines go to empty sockets, a 74HC125 and an EEPROM socket — nothing is programmed', () => {
    const s = generateTestStrategy({ board: realBoard('kicad/pic_programmer.kicad_pcb') });
    const icsp = port(s, 'icsp');
    expect(icsp.devices).toEqual([]);
    expect(icsp.skipped.map((x) => x.ref)).toEqual(['P2', 'P3', 'U1', 'U2', 'U5', 'U6']);
    expect(icsp.skipped.find((x) => x.ref === 'U2')?.reason).toBe(
      'U2 (74HC125) is logic, not a programmable part',
    );
    expect(s.steps.some((x) => x.kind === 'programming')).toBe(false);
    expect(s.notes.find((n) => n.startsWith('ICSP'))).toContain('no part on it is programmed at test');
  });

  it('tomu-fpga: the FPGA is configured through its SPI flash, nothing else is programmed', () => {
    const s = generateTestStrategy({ board: realBoard('kicad/tomu-fpga.kicad_pcb') });
    const programming = s.steps.filter((x) => x.kind === 'programming');
    expect(programming.map((x) => [x.id, x.components])).toEqual([['program:fpga-config', ['U5', 'U4']]]);
  });
});
