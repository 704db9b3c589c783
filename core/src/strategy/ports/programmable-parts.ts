import type { Component } from '../../board/model';
import { isNotFittedValue } from '../../values/index';
import { partNumbersOf } from '../part-numbers';

/** How a part is programmed or configured at test. */
export type ProgramInterface =
  | 'swd'
  | 'jtag'
  | 'updi'
  | 'isp'
  | 'icsp'
  | 'bdm'
  | 'fpga-config'
  | 'bootloader'
  | 'spi-flash'
  | 'i2c-eeprom';

export type ProgrammableKind = 'mcu' | 'fpga' | 'cpld' | 'flash' | 'eeprom';

/** A family of parts that take an image: microcontrollers, FPGAs and CPLDs, flash, EEPROM. */
export interface ProgrammableFamily {
  match: RegExp;
  kind: ProgrammableKind;
  /** The interfaces it is programmed through, the usual one first. */
  interfaces: ProgramInterface[];
  /** The maker, for the BSDL hint. */
  vendor: string;
  /** It has IEEE 1149.1 boundary scan (a BSDL file exists). */
  boundaryScan: boolean;
  what: string;
}

// First match wins; part numbers upper case. The interfaces are the makers' documented ones.
const FAMILIES: ProgrammableFamily[] = [
  {
    match: /^STM32/,
    kind: 'mcu',
    interfaces: ['swd', 'jtag', 'bootloader'],
    vendor: 'ST',
    boundaryScan: true,
    what: 'STM32 microcontroller',
  },
  {
    match: /^STM8/,
    kind: 'mcu',
    interfaces: ['bootloader'],
    vendor: 'ST',
    boundaryScan: false,
    what: 'STM8 microcontroller (SWIM)',
  },
  {
    match: /^(GD32|APM32|AT32F)/,
    kind: 'mcu',
    interfaces: ['swd', 'jtag'],
    vendor: 'GigaDevice / Geehy / Artery',
    boundaryScan: false,
    what: 'Cortex-M microcontroller',
  },
  {
    match: /^NRF5\d/,
    kind: 'mcu',
    interfaces: ['swd'],
    vendor: 'Nordic',
    boundaryScan: false,
    what: 'nRF5 microcontroller',
  },
  {
    match: /^(ATSAM|SAM[3-4DELSVC]\d|SAM[DELC]\d\d)/,
    kind: 'mcu',
    interfaces: ['swd', 'jtag'],
    vendor: 'Microchip (Atmel)',
    boundaryScan: true,
    what: 'SAM microcontroller',
  },
  {
    match: /^(LPC\d|MK\d\d|MKL\d|MKE\d|MIMXRT|S32K)/,
    kind: 'mcu',
    interfaces: ['swd', 'jtag'],
    vendor: 'NXP',
    boundaryScan: true,
    what: 'NXP Cortex-M microcontroller',
  },
  {
    match: /^(EFM32|EFR32|EFM8)/,
    kind: 'mcu',
    interfaces: ['swd'],
    vendor: 'Silicon Labs',
    boundaryScan: false,
    what: 'Silicon Labs microcontroller',
  },
  {
    match: /^RP2040|^RP235/,
    kind: 'mcu',
    interfaces: ['swd', 'bootloader'],
    vendor: 'Raspberry Pi',
    boundaryScan: false,
    what: 'RP2040 microcontroller',
  },
  {
    match: /^(ATTINY\d{3,4}|ATMEGA\d{4}|AVR\d+D[ABDU])/,
    kind: 'mcu',
    interfaces: ['updi'],
    vendor: 'Microchip',
    boundaryScan: false,
    what: 'AVR with UPDI',
  },
  {
    match: /^(ATMEGA|ATTINY|AT90)/,
    kind: 'mcu',
    interfaces: ['isp', 'jtag'],
    vendor: 'Microchip (Atmel)',
    boundaryScan: true,
    what: 'AVR microcontroller',
  },
  {
    match: /^(PIC(?:1[0268]|24|32)|DSPIC|PIC[_ -]?\d)/,
    kind: 'mcu',
    interfaces: ['icsp'],
    vendor: 'Microchip',
    boundaryScan: false,
    what: 'PIC microcontroller',
  },
  {
    match: /^MSP430/,
    kind: 'mcu',
    interfaces: ['jtag'],
    vendor: 'TI',
    boundaryScan: false,
    what: 'MSP430 microcontroller (JTAG / Spy-Bi-Wire)',
  },
  {
    match: /^(MCF5|MCF\d|COLDFIRE)/,
    kind: 'mcu',
    interfaces: ['bdm', 'jtag'],
    vendor: 'NXP (Freescale)',
    boundaryScan: true,
    what: 'ColdFire microcontroller',
  },
  {
    match: /^(MC9S08|MC9S12|S9S08|S9S12|MC9RS08)/,
    kind: 'mcu',
    interfaces: ['bdm'],
    vendor: 'NXP (Freescale)',
    boundaryScan: false,
    what: 'S08 / S12 microcontroller (single-wire BDM)',
  },
  {
    match: /^(ESP32|ESP8266|ESP-?WROOM|ESP-?12)/,
    kind: 'mcu',
    interfaces: ['bootloader'],
    vendor: 'Espressif',
    boundaryScan: false,
    what: 'ESP microcontroller (ROM bootloader over UART or USB)',
  },
  {
    match: /^(ICE40|ICE5LP|ICE65)/,
    kind: 'fpga',
    interfaces: ['fpga-config'],
    vendor: 'Lattice',
    boundaryScan: false,
    what: 'iCE40 FPGA (SPI configuration)',
  },
  {
    match: /^(LFE5|LFE3|LCMXO|LFXP|LIF-?MD|LFCPNX)/,
    kind: 'fpga',
    interfaces: ['jtag', 'fpga-config'],
    vendor: 'Lattice',
    boundaryScan: true,
    what: 'Lattice FPGA',
  },
  {
    match: /^(XC7|XC6S|XC3S|XC[5-6]V|XCKU|XCZU|XC7Z)/,
    kind: 'fpga',
    interfaces: ['jtag', 'fpga-config'],
    vendor: 'AMD (Xilinx)',
    boundaryScan: true,
    what: 'AMD (Xilinx) FPGA',
  },
  {
    match: /^(XC95|XC2C|XCR3|XA2C)/,
    kind: 'cpld',
    interfaces: ['jtag'],
    vendor: 'AMD (Xilinx)',
    boundaryScan: true,
    what: 'Xilinx CPLD',
  },
  {
    match: /^(EP[1-4]C|EP[1-4]S|5C[EGSX]|10M\d|10CL|EP2A)/,
    kind: 'fpga',
    interfaces: ['jtag', 'fpga-config'],
    vendor: 'Intel (Altera)',
    boundaryScan: true,
    what: 'Intel (Altera) FPGA',
  },
  {
    match: /^(EPM\d|5M\d{2,4}|EPF)/,
    kind: 'cpld',
    interfaces: ['jtag'],
    vendor: 'Intel (Altera)',
    boundaryScan: true,
    what: 'Altera CPLD',
  },
  {
    match: /^(GW1N|GW2A|GW5)/,
    kind: 'fpga',
    interfaces: ['jtag'],
    vendor: 'Gowin',
    boundaryScan: true,
    what: 'Gowin FPGA',
  },
  {
    match:
      /^(W25[QXM]|MX25|IS25|GD25|S25FL|N25Q|MT25Q|AT25SF|AT25DF|AT25FF|SST2[56]|M25P|AT45DB|EN25|XM25|P25Q|BY25|ZB25)|SPI[_ -]?FLASH|SERIAL[_ -]?FLASH|QSPI[_ -]?FLASH/,
    kind: 'flash',
    interfaces: ['spi-flash'],
    vendor: '',
    boundaryScan: false,
    what: 'SPI flash',
  },
  {
    match: /^(25LC|25AA|AT25\d{3}|M95\d|CAT25)/,
    kind: 'eeprom',
    interfaces: ['spi-flash'],
    vendor: '',
    boundaryScan: false,
    what: 'SPI EEPROM',
  },
  {
    match: /^(24(?:LC|AA|C|FC|CW)[0-9X]|AT24C|M24C|M24\d{2}|CAT24|BR24|FM24|S-24C)/,
    kind: 'eeprom',
    interfaces: ['i2c-eeprom'],
    vendor: '',
    boundaryScan: false,
    what: 'I²C EEPROM',
  },
];

/** A component that takes an image, and whether it is there to be programmed at test. */
export interface ProgrammablePart {
  ref: string;
  value: string;
  partNumber: string;
  family: ProgrammableFamily;
  /** Null when it is fitted and programmable on the board; otherwise why it is not programmed. */
  skip: string | null;
}

// A socket or a ZIF holds the part the user inserts: empty at test.
const SOCKET = /SOCKET|ZIF|\bSUPP\d|_SKT|DIP-?\d+.*LONGPADS.*SOCKET/i;

/** Why a fitted-looking part is not there at test: a socket, do-not-populate, an empty footprint. */
export function notThereAtTest(c: Pick<Component, 'ref' | 'value' | 'footprint' | 'dnp'>): string | null {
  if (c.dnp) return `${c.ref} is not fitted (do-not-populate)`;
  // An empty value says nothing (IPC-D-356 carries none): only a do-not-fit value does.
  if (isNotFittedValue(c.value)) return `${c.ref} is not fitted (its value is "${c.value}")`;
  if (SOCKET.test(`${c.footprint} ${c.value}`))
    return `${c.ref} is a socket (${c.footprint || c.value}): empty at test`;
  return null;
}

/** The programmable family of a component by its part numbers, fitted or not. */
export function readProgrammable(
  c: Pick<Component, 'ref' | 'value' | 'footprint' | 'dnp' | 'fields'>,
): ProgrammablePart | null {
  for (const pn of partNumbersOf(c)) {
    const family = FAMILIES.find((f) => f.match.test(pn));
    if (family) return { ref: c.ref, value: c.value, partNumber: pn, family, skip: notThereAtTest(c) };
  }
  return null;
}

const PACKAGE =
  /(LQFP|TQFP|QFP|QFN|VQFN|WQFN|BGA|UFBGA|WLCSP|CSP|SOIC|SO|SSOP|TSSOP|PLCC|DIP|PDIP|SOT|LGA|UWG|SG)-?(\d+)/i;

/**
 * Where the BSDL file of a boundary-scan part comes from: its maker's file for this part number and
 * package (a BSDL describes one package's pins). Null for parts without boundary scan.
 */
export function bsdlHint(p: ProgrammablePart, footprint: string): string | null {
  if (!p.family.boundaryScan) return null;
  const pkg = PACKAGE.exec(`${footprint} ${p.partNumber}`);
  return `${p.family.vendor} BSDL file of the ${p.partNumber}${pkg ? ` in its ${pkg[1]!.toUpperCase()}${pkg[2]} package` : ' for its package'} (IEEE 1149.1; from the maker's site)`;
}
