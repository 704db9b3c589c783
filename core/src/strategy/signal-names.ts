import { isAutoNamed, leafName, shownName } from './net-names';
import type { BusKind, PortKind } from './types';

export type SignalFamily = BusKind | Exclude<PortKind, 'swd' | 'jtag' | 'spi-flash' | 'i2c-eeprom'> | 'clock';

/** What a net's name says it carries: a role in a bus or port, and the key grouping it with others. */
export interface SignalRole {
  family: SignalFamily;
  /** The role in the family: sda, scl, mosi, miso, sck, cs, io, tx, rx, dp, dm, tck, done … */
  role: string;
  /** Nets with the same family and group belong together ("SPI0", "ESP", "#1" for UTXD1 / URXD1). */
  group: string;
  reason: string;
}

/**
 * Words of a signal name. A trailing + or − stays on its word (`D-`, `DMX+`, `PROG-`): it is what
 * makes a differential pair; a hyphen inside a name separates words (`PC-DATA-IN`).
 */
export function signalTokens(leaf: string): string[] {
  return leaf.split(/[\s_/.,()[\]]+|-(?=[A-Z0-9])/).filter((t) => t.length > 0);
}

// Words that qualify a signal without changing which bus it is: buffered copies, the connector side,
// level-shifted copies, pin names (P301, PA4, PB7 …).
const MODIFIER = /^(BUFF?|BUFFERED|CONN|CON|EXP|EXT|ESD|ISO|LV|HV|LS|IN|OUT|\d+V\d*|P[A-Z]?\d+|PIN\d*|\d+)$/;

interface Rule {
  family: SignalFamily;
  /** Tested against one word; the role is `role` or the word's first capture group mapped by `roles`. */
  word: RegExp;
  role: string | ((m: RegExpExecArray) => string);
  /** Another word of the name that must be present (bus context: "SPI", "USB", "CAN" …). */
  context?: RegExp;
  /** The capture group holding a bus index that separates buses (UTXD0 / UTXD1); 0 = none. */
  busIndex?: number;
  /** Only when the word is the whole name ("CLOCK", not "PC-CLOCK-OUT"). */
  alone?: boolean;
  what: string;
}

const lower = (m: RegExpExecArray, group = 1) => (m[group] ?? '').toLowerCase();

// First matching rule wins, so specific names come before generic ones: JTAG and SWD words, PIC and
// FPGA configuration pins, then buses whose words need a context word, then the generic ones.
const RULES: Rule[] = [
  // Background debug mode: ColdFire's DSCLK / DSI / DSO / BKPT (shared with JTAG on V2 parts:
  // "DSI/TDI" is read as BDM), the single-wire BKGD of S08 / S12.
  {
    family: 'bdm',
    word: /^(DSCLK|DSI|DSO|BKPT|BKGD|PSTCLK|PST[0-3]|DDATA[0-3]|ALLPST)$/,
    role: (m) => lower(m).replace(/[0-3]$/, ''),
    what: 'BDM',
  },
  { family: 'jtag', word: /^N?(TCK|TMS|TDI|TDO|TRST|RTCK)N?$/, role: (m) => lower(m), what: 'JTAG' },
  {
    family: 'swd',
    word: /^(SWDIO|SWCLK|SWDCLK|SWO|SWV)$/,
    role: (m) => (m[1] === 'SWDCLK' ? 'swclk' : lower(m)),
    what: 'SWD',
  },
  { family: 'swd', word: /^(DIO|IO|CLK)$/, context: /^SWD$/, role: (m) => `sw${lower(m)}`, what: 'SWD' },
  { family: 'updi', word: /^UPDI$/, role: 'updi', what: 'UPDI' },
  {
    family: 'icsp',
    word: /^(PGC|PGD|PGEC\d?|PGED\d?|ICSPCLK|ICSPDAT)$/,
    role: (m) => (/C|CLK/.test(m[1]!.slice(-3)) ? 'pgc' : 'pgd'),
    what: 'PIC ICSP',
  },
  { family: 'icsp', word: /^N?MCLR$/, role: 'mclr', what: 'PIC ICSP (MCLR)' },
  // Mid-range PICs (PIC16F84, 16F628 …) take ICSP clock and data on RB6 and RB7.
  { family: 'icsp', word: /^RB6$/, context: /^(CLOCK|CLK)$/, role: 'pgc', what: 'PIC ICSP clock (RB6)' },
  { family: 'icsp', word: /^RB7$/, context: /^(DATA|DAT)$/, role: 'pgd', what: 'PIC ICSP data (RB7)' },
  {
    family: 'isp',
    word: /^(MOSI|MISO|SCK|RST|RESET)$/,
    context: /^ISP$/,
    role: (m) => lower(m),
    what: 'AVR ISP',
  },
  {
    family: 'fpga-config',
    word: /^(C?DONE|CONF_?DONE|CRESET|CRESETB|CRST|PROG-?|PROGB|PROGRAM-?|PROGRAMB|NCONFIG|NSTATUS)$/,
    role: (m) => (/DONE/.test(m[1]!) ? 'done' : /CONFIG|STATUS/.test(m[1]!) ? lower(m) : 'reset'),
    what: 'FPGA configuration',
  },
  {
    family: 'boot',
    word: /^(BOOT\d?|BOOTSEL|BOOTMODE|ERASE)$/,
    role: (m) => lower(m),
    what: 'boot / erase pin',
  },
  {
    family: 'reset',
    word: /^(EN|CHIP_?EN|CHIP_?PU)$/,
    context: /^ESP\d*$/,
    role: 'reset',
    what: 'ESP reset (EN)',
  },
  { family: 'reset', word: /^(N?(RST|RESET)[NBL]?\d*|MRESET|MR)$/, role: 'reset', what: 'reset' },
  // USB: D+ / D− on their own, or P / N / DP / DM with a USB word.
  { family: 'usb', word: /^(D\+|DDP|USBD?P|USB\d*D?P|USBDPLUS)$/, role: 'dp', what: 'USB D+' },
  { family: 'usb', word: /^(D-|DDM|USBD?[MN]|USB\d*D?[MN])$/, role: 'dm', what: 'USB D−' },
  { family: 'usb', word: /^(D?P|D\+|DPLUS)$/, context: /^USB\d*$/, role: 'dp', what: 'USB D+' },
  { family: 'usb', word: /^(D?[MN]|D-|DMINUS)$/, context: /^USB\d*$/, role: 'dm', what: 'USB D−' },
  { family: 'can', word: /^CAN\d*_?(H|L|HI|LO)$/, role: (m) => `can${lower(m).charAt(0)}`, what: 'CAN' },
  {
    family: 'can',
    word: /^(H|L|HI|LO|TX|RX|TXD|RXD)$/,
    context: /^CAN\d*$/,
    role: (m) => lower(m),
    what: 'CAN',
  },
  {
    family: 'rs485',
    word: /^(?:RS)?485([AB+-]|P|N)$|^DMX([+-])$/,
    role: (m) => m[1] ?? m[2]!,
    what: 'RS-485',
  },
  {
    family: 'rs485',
    word: /^([AB+-]|P|N|Y|Z|DE|RE|NRE)$/,
    context: /^(RS)?485$|^RS-?485$|^DMX\d*$/,
    role: (m) => lower(m),
    what: 'RS-485',
  },
  {
    family: 'ethernet',
    word: /^(TX|RX|TD|RD)([+-]|P|N)$|^MDI\d?([+-]|P|N)$|^(MDIO|MDC)$/,
    role: (m) => m[0]!.toLowerCase(),
    what: 'Ethernet',
  },
  {
    family: 'ethernet',
    word: /^(TXD?\d?|RXD?\d?|TXEN|TX_EN|CRS|CRS_?DV|COL|REFCLK|RXER|TXER)$/,
    context: /^(ETH\d*|R?G?MII|PHY|ENET|EMAC)$/,
    role: (m) => m[0]!.toLowerCase(),
    what: 'Ethernet (MII / RMII)',
  },
  { family: 'i2c', word: /^(?:I2C(\d*))?SDA(\d*[A-Z]?)$/, role: 'sda', busIndex: 2, what: 'I²C data (SDA)' },
  {
    family: 'i2c',
    word: /^(?:I2C(\d*))?SCL(\d*|[A-JL-Z]|\d[A-Z])$/,
    role: 'scl',
    busIndex: 2,
    what: 'I²C clock (SCL)',
  },
  { family: 'i2c', word: /^TWD(\d*)$/, role: 'sda', busIndex: 1, what: 'I²C data (TWI TWD)' },
  { family: 'i2c', word: /^TWCK(\d*)$/, role: 'scl', busIndex: 1, what: 'I²C clock (TWI TWCK)' },
  { family: 'i2c', word: /^(DAT|DATA)$/, context: /^I2C\d*$/, role: 'sda', what: 'I²C data' },
  { family: 'i2c', word: /^(CLK|CLOCK|SCK)$/, context: /^I2C\d*$/, role: 'scl', what: 'I²C clock' },
  { family: 'spi', word: /^(?:SPI\d*)?(MOSI|COPI|SIMO|SDO)\d*$/, role: 'mosi', what: 'SPI MOSI' },
  { family: 'spi', word: /^(?:SPI\d*)?(MISO|CIPO|SOMI|SDI)\d*$/, role: 'miso', what: 'SPI MISO' },
  { family: 'spi', word: /^(?:SPI\d*)?(SCK|SCLK|SPCK)\d*$/, role: 'sck', what: 'SPI clock' },
  { family: 'spi', word: /^(CLK|CLOCK)$/, context: /^Q?SPI\d*$/, role: 'sck', what: 'SPI clock' },
  { family: 'spi', word: /^(N?CS|N?SS|NPCS|CSN)\d*N?$/, role: 'cs', what: 'SPI chip select' },
  { family: 'spi', word: /^(IO|SIO|D|DQ)\d$/, context: /^Q?SPI\d*$/, role: 'io', what: 'quad SPI data' },
  { family: 'uart', word: /^U?(TX|RX)D?(\d*)$/, role: (m) => lower(m), busIndex: 2, what: 'UART' },
  {
    family: 'uart',
    word: /^N?(RTS|CTS)(\d*)$/,
    role: (m) => lower(m),
    busIndex: 2,
    what: 'UART flow control',
  },
  {
    family: 'clock',
    word: /^(CLK\d*|MCLK|REFCLK|SYSCLK|CLKIN|CLKOUT|OSC\d?|OSCIN|OSCOUT|OSCI|OSCO|XTAL\d?|XIN|XOUT|XI|XO|XTALIN|XTALOUT|\d+(?:[.,]\d+)?MHZ?|32K768|\d+KHZ)$/,
    role: 'clock',
    what: 'clock',
  },
  { family: 'clock', word: /^CLOCK\d*$/, role: 'clock', alone: true, what: 'clock' },
];

/**
 * Reads what a net carries from its name: a bus role (USB D+ / D−, I²C, SPI with chip selects, UART,
 * CAN, RS-485, Ethernet), a programming or debug pin (JTAG, SWD, UPDI, AVR ISP, PIC ICSP, FPGA
 * configuration, boot and reset pins) or a clock. Null when the name says none of these; names
 * made up by CAD tools say nothing. The reason names the word read.
 */
export function readSignalName(name: string): SignalRole | null {
  if (isAutoNamed(name)) return null;
  const leaf = leafName(name);
  const words = signalTokens(leaf);
  for (const rule of RULES) {
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      const m = rule.word.exec(word);
      if (!m) continue;
      if (rule.alone && words.length !== 1) continue;
      if (rule.context && !words.some((w, j) => j !== i && rule.context!.test(w))) continue;
      const role = typeof rule.role === 'string' ? rule.role : rule.role(m);
      return {
        family: rule.family,
        role,
        group: groupKey(words, i, rule, m),
        reason: reasonFor(name, word, rule),
      };
    }
  }
  return null;
}

function groupKey(words: string[], at: number, rule: Rule, m: RegExpExecArray): string {
  const rest = words.filter((w, j) => j !== at && !MODIFIER.test(w));
  const index = rule.busIndex ? (m[rule.busIndex] ?? '') : '';
  const key = rest.join('_');
  return index !== '' ? `${key}#${index}` : key;
}

function reasonFor(name: string, word: string, rule: Rule): string {
  return `${rule.what} by the word ${word} in ${shownName(name)}`;
}
