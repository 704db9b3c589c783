/**
 * The power parts a test plan must recognise by their part number: linear regulators and LDOs,
 * switching regulators (buck, boost, inverting charge pumps), load switches, eFuses and ideal-diode
 * controllers. Each family says its kind, how its output voltage is read (a fixed voltage in the part
 * number, or the reference its feedback divider scales), and — where a package fixes it — which pad
 * is VIN, VOUT, EN, FB, SW, PG … (pinouts from the manufacturers' datasheets). Families without a
 * pinout are still recognised; their pins are then read from the board's topology (pin-roles.ts).
 *
 * The user extends the table with `PowerPartRule`s (plain JSON: a company setting or the `--parts`
 * file of `studio strategy`; decision 0057); a user rule is tried before the built-in ones.
 */

export type PowerPinRole =
  | 'VIN'
  | 'VOUT'
  | 'GND'
  | 'EN'
  | 'FB'
  | 'ADJ'
  | 'SW'
  | 'PG'
  | 'BST'
  | 'BYP'
  | 'SS'
  | 'COMP'
  | 'NC';

export const POWER_PIN_ROLES: readonly PowerPinRole[] = [
  'VIN',
  'VOUT',
  'GND',
  'EN',
  'FB',
  'ADJ',
  'SW',
  'PG',
  'BST',
  'BYP',
  'SS',
  'COMP',
  'NC',
];

/** Regulators make a rail; switches (load switches, eFuses, ideal diodes) pass one on. */
export type RegulatorKind = 'linear' | 'buck' | 'boost' | 'inverter' | 'switching' | 'regulator';
export type PowerSwitchKind = 'load-switch' | 'efuse' | 'ideal-diode';
export type PowerPartKind = RegulatorKind | PowerSwitchKind;

export const POWER_PART_KINDS: readonly PowerPartKind[] = [
  'linear',
  'buck',
  'boost',
  'inverter',
  'switching',
  'regulator',
  'load-switch',
  'efuse',
  'ideal-diode',
];

export const isSwitchKind = (kind: PowerPartKind): kind is PowerSwitchKind =>
  kind === 'load-switch' || kind === 'efuse' || kind === 'ideal-diode';

/** Pad number → role, for the packages whose footprint names match (globs; empty = any package). */
export interface Pinout {
  packages: string[];
  pins: Record<string, PowerPinRole>;
}

/** A family of the table. */
export interface PowerPartFamily {
  /** What it is, as a reason says it ("78xx positive linear regulator"). */
  name: string;
  kind: PowerPartKind;
  /** Tested against each of the part's numbers (value, MPN), upper case. */
  match: RegExp;
  /** The output voltage the part number fixes (V), or null when it does not. */
  fixedV?: (m: RegExpExecArray) => number | null;
  /** Feedback / adjust reference (V) of the adjustable versions: Vout = Vref × (1 + Rtop / Rbottom). */
  vrefV?: number;
  /**
   * Where the reference sits: FB (between the pin and ground: Vout = Vref × (1 + Rtop / Rbottom), the
   * default) or ADJ (between the output and the pin, LM317 and 1117: Vout = Vref × (1 + Rbottom / Rtop)).
   */
  adjustPin?: 'FB' | 'ADJ';
  pinouts: Pinout[];
  /** 'user' for the rules the company or the plan added. */
  source: 'built-in' | 'user';
}

/** A user's power part (JSON): a family the built-in table does not know, or a correction of one. */
export interface PowerPartRule {
  /** Part-number patterns: `*` any characters, `?` one (`LT1129*`, `TPS7A05??*`). */
  match: string[];
  kind: PowerPartKind;
  /** What it is (shown in reasons); default "<kind> (company table)". */
  name?: string;
  /** The fixed output voltage (V), when every part the patterns match has it. */
  outputV?: number | null;
  /** The feedback reference (V) of an adjustable part. */
  vrefV?: number | null;
  pinouts?: { packages?: string[]; pins: Record<string, PowerPinRole> }[];
}

// 78xx / 79xx: the last two digits are the voltage ("7805" 5 V, "78L33" 3.3 V, "7912" −12 V).
const seventyEight = (m: RegExpExecArray): number | null => {
  const digits = m[2]!;
  const volts = digits === '33' ? 3.3 : Number(digits);
  if (volts === 0) return null;
  return m[1] === '9' ? -volts : volts;
};

// The voltage in a part number's suffix: "AMS1117-3.3", "AP2112K-1.8", "LM2596S-5.0", "LT1129-5",
// "MCP1700-3302" (33 = 3.3 V), "TLV70033" (33 = 3.3 V), "XC6206P332" (33 = 3.3 V), "HT7333".
const SUFFIX_CODES: RegExp[] = [/-(\d{1,2})[.,V](\d{1,2})(?![0-9])/, /-(\d{1,2})(?:V)?(?![0-9.,])/];
function suffixVolts(text: string): number | null {
  const dotted = SUFFIX_CODES[0]!.exec(text);
  if (dotted) return Number(`${dotted[1]}.${dotted[2]}`);
  const whole = SUFFIX_CODES[1]!.exec(text);
  if (whole) {
    const n = Number(whole[1]);
    // "-33" is 3.3 V, "-18" 1.8 V, "-50" 5 V; "-5", "-12", "-15" and "-24" are volts.
    if (n >= 10 && n <= 50 && ![12, 15, 24].includes(n)) return n / 10;
    return n > 0 ? n : null;
  }
  return null;
}
const twoDigitCode = (digits: string) => Number(`${digits[0]}.${digits[1]}`);

const ANY = (pins: Record<string, PowerPinRole>): Pinout => ({ packages: [], pins });
const ON = (packages: string[], pins: Record<string, PowerPinRole>): Pinout => ({ packages, pins });

/** Built-in families, most specific first (the first match wins). Pinouts from the datasheets. */
export const POWER_PARTS: readonly PowerPartFamily[] = [
  {
    name: '78xx positive linear regulator',
    kind: 'linear',
    match: /^(?:L?M|UA|MC|KA|L|NJM|AN|LM340)?7(8)(?:L|M|S|T)?(\d{2})(?![0-9])/,
    fixedV: seventyEight,
    pinouts: [
      // 78Lxx in TO-92: 1 out, 2 ground, 3 in; in SO-8: 1 out, 2 3 6 7 ground, 8 in.
      ON(['*TO-92*', '*TO92*'], { '1': 'VOUT', '2': 'GND', '3': 'VIN' }),
      ON(['*SO*8*', '*SOIC*'], { '1': 'VOUT', '2': 'GND', '3': 'GND', '6': 'GND', '7': 'GND', '8': 'VIN' }),
      // TO-220, D-PAK, D2-PAK: 1 in, 2 ground (and tab), 3 out.
      ANY({ '1': 'VIN', '2': 'GND', '3': 'VOUT' }),
    ],
    source: 'built-in',
  },
  {
    name: '79xx negative linear regulator',
    kind: 'linear',
    match: /^(?:L?M|UA|MC|KA|L|NJM|AN)?7(9)(?:L|M|S|T)?(\d{2})(?![0-9])/,
    fixedV: seventyEight,
    // TO-220 and TO-92 alike: 1 ground, 2 in, 3 out.
    pinouts: [ANY({ '1': 'GND', '2': 'VIN', '3': 'VOUT' })],
    source: 'built-in',
  },
  {
    name: 'LM317 adjustable linear regulator',
    kind: 'linear',
    match: /^(?:LM|LT|TL|UA)?317(?:A|B|L|M|T|HV|LZ|MD)?/,
    vrefV: 1.25,
    adjustPin: 'ADJ',
    // TO-220, SOT-223, D-PAK, TO-92 (317L): 1 adjust, 2 out, 3 in.
    pinouts: [ANY({ '1': 'ADJ', '2': 'VOUT', '3': 'VIN' })],
    source: 'built-in',
  },
  {
    name: 'LM337 adjustable negative linear regulator',
    kind: 'linear',
    match: /^(?:LM|LT)?337(?:L|M|T)?/,
    vrefV: -1.25,
    adjustPin: 'ADJ',
    pinouts: [ANY({ '1': 'ADJ', '2': 'VIN', '3': 'VOUT' })],
    source: 'built-in',
  },
  {
    name: '1117 / 1084–1086 linear regulator',
    kind: 'linear',
    match: /^(?:AMS|LM|LD|NCP|AZ|LT|LDL|TLV|SPX|UA|CJ|BL|HX)?(?:1117|108[456])(?:[A-Z]{0,3})/,
    fixedV: (m) => suffixVolts(m.input) ?? codeAfter1117(m.input),
    vrefV: 1.25,
    adjustPin: 'ADJ',
    // SOT-223, D-PAK, TO-220: 1 adjust (ground on fixed versions), 2 out (and tab), 3 in.
    pinouts: [ANY({ '1': 'ADJ', '2': 'VOUT', '3': 'VIN' })],
    source: 'built-in',
  },
  {
    name: 'AP2112 LDO',
    kind: 'linear',
    match: /^AP2112/,
    fixedV: (m) => suffixVolts(m.input),
    pinouts: [ANY({ '1': 'VIN', '2': 'GND', '3': 'EN', '4': 'NC', '5': 'VOUT' })],
    source: 'built-in',
  },
  {
    name: 'MIC5205 / MIC5219 LDO',
    kind: 'linear',
    match: /^MIC52(?:05|19)/,
    fixedV: (m) => suffixVolts(m.input),
    vrefV: 1.242,
    pinouts: [ANY({ '1': 'VIN', '2': 'GND', '3': 'EN', '4': 'BYP', '5': 'VOUT' })],
    source: 'built-in',
  },
  {
    name: 'LP2985 / LP2992 LDO',
    kind: 'linear',
    match: /^LP29(?:85|92)/,
    fixedV: (m) => suffixVolts(m.input) ?? lpCode(m.input),
    pinouts: [ANY({ '1': 'VIN', '2': 'GND', '3': 'EN', '4': 'BYP', '5': 'VOUT' })],
    source: 'built-in',
  },
  {
    name: 'TLV700 / TLV702 LDO',
    kind: 'linear',
    match: /^TLV70[02](\d)(\d)/,
    fixedV: (m) => twoDigitCode(`${m[1]}${m[2]}`),
    // SOT-23-5 (DBV): 1 in, 2 ground, 3 enable, 4 no connection, 5 out.
    pinouts: [
      ON(['*SOT*23*', '*DBV*', '*SOT-23-5*'], { '1': 'VIN', '2': 'GND', '3': 'EN', '4': 'NC', '5': 'VOUT' }),
    ],
    source: 'built-in',
  },
  {
    name: 'MCP1700 / MCP1702 LDO',
    kind: 'linear',
    match: /^MCP170[02]-?(\d)(\d)/,
    fixedV: (m) => twoDigitCode(`${m[1]}${m[2]}`),
    pinouts: [
      ON(['*SOT*89*', '*TO-92*', '*TO92*'], { '1': 'GND', '2': 'VIN', '3': 'VOUT' }),
      ON(['*SOT*23*'], { '1': 'GND', '2': 'VOUT', '3': 'VIN' }),
    ],
    source: 'built-in',
  },
  {
    name: 'XC6206 LDO',
    kind: 'linear',
    match: /^XC6206P(\d)(\d)/,
    fixedV: (m) => twoDigitCode(`${m[1]}${m[2]}`),
    pinouts: [ON(['*SOT*23*'], { '1': 'GND', '2': 'VOUT', '3': 'VIN' })],
    source: 'built-in',
  },
  {
    name: 'HT73xx / HT75xx LDO',
    kind: 'linear',
    match: /^HT7[35](\d)(\d)/,
    fixedV: (m) => twoDigitCode(`${m[1]}${m[2]}`),
    pinouts: [ON(['*SOT*89*'], { '1': 'GND', '2': 'VIN', '3': 'VOUT' })],
    source: 'built-in',
  },
  {
    name: 'LT1129 LDO',
    kind: 'linear',
    match: /^LT1129/,
    fixedV: (m) => suffixVolts(m.input),
    vrefV: 3.75,
    pinouts: [],
    source: 'built-in',
  },
  {
    name: 'linear regulator (LDO)',
    kind: 'linear',
    match:
      /^(?:LM29[34]\d|LP5907|LP38\d\d|MCP17\d\d|MCP18\d\d|AP22\d\d|AP73\d\d|XC62\d\d|RT90\d\d|RT91\d\d|ME62\d\d|HT7\d{3}|TLV7\d\d|TPS7[0-9A-Z]\d*|MIC5\d{3}|SPX3819|ADP1\d\d|LT176\d|LT30\d\d|LT11\d\d|LT1521|LT1962|LT1963|LT1763|NCP1\d\d|NCV\d+|TAR5|LD39\d+|LDK\d+|LDL\d+)/,
    fixedV: (m) => suffixVolts(m.input) ?? embeddedVolts(m.input),
    pinouts: [],
    source: 'built-in',
  },
  {
    name: 'LM2596 / LM2576 / LM2575 step-down regulator',
    kind: 'buck',
    match: /^(?:LM|XL|AP)?25(?:96|76|75|95)(?:[A-Z]{0,3})/,
    fixedV: (m) => suffixVolts(m.input),
    vrefV: 1.23,
    // TO-220-5 and TO-263-5: 1 in, 2 switch output, 3 ground (and tab), 4 feedback, 5 on/off (low on).
    pinouts: [ANY({ '1': 'VIN', '2': 'SW', '3': 'GND', '4': 'FB', '5': 'EN' })],
    source: 'built-in',
  },
  {
    name: 'MP1584 step-down regulator',
    kind: 'buck',
    match: /^MP1584/,
    vrefV: 0.8,
    pinouts: [
      ANY({ '1': 'SW', '2': 'EN', '3': 'COMP', '4': 'FB', '5': 'GND', '6': 'NC', '7': 'VIN', '8': 'BST' }),
    ],
    source: 'built-in',
  },
  {
    name: 'TPS5430 step-down regulator',
    kind: 'buck',
    match: /^TPS543[01]/,
    vrefV: 1.221,
    pinouts: [
      ANY({ '1': 'BST', '2': 'NC', '3': 'NC', '4': 'FB', '5': 'EN', '6': 'GND', '7': 'VIN', '8': 'SW' }),
    ],
    source: 'built-in',
  },
  {
    name: 'TPS56x200 step-down regulator',
    kind: 'buck',
    match: /^TPS56[23]200/,
    vrefV: 0.768,
    // SOT-23-6 (DDC): 1 ground, 2 switch, 3 in, 4 feedback, 5 enable, 6 bootstrap.
    pinouts: [ANY({ '1': 'GND', '2': 'SW', '3': 'VIN', '4': 'FB', '5': 'EN', '6': 'BST' })],
    source: 'built-in',
  },
  {
    name: 'MT3608 step-up regulator',
    kind: 'boost',
    match: /^MT3608/,
    vrefV: 0.6,
    pinouts: [ANY({ '1': 'SW', '2': 'GND', '3': 'FB', '4': 'EN', '5': 'VIN', '6': 'NC' })],
    source: 'built-in',
  },
  {
    name: 'LT1373 step-up regulator',
    kind: 'boost',
    match: /^LT1373/,
    vrefV: 1.245,
    // SO-8 and DIP-8: 1 VC, 2 FB, 3 NFB, 4 shutdown, 5 in, 6 ground sense, 7 ground, 8 switch.
    pinouts: [
      ANY({ '1': 'COMP', '2': 'FB', '3': 'NC', '4': 'EN', '5': 'VIN', '6': 'GND', '7': 'GND', '8': 'SW' }),
    ],
    source: 'built-in',
  },
  {
    name: 'MC34063 switching regulator',
    kind: 'switching',
    match: /^(?:MC|NCV|KA|UA)?34063/,
    vrefV: 1.25,
    // SO-8 / DIP-8: 1 switch collector, 2 switch emitter, 3 timing, 4 ground, 5 comparator, 6 VCC,
    // 7 current sense, 8 driver collector. Buck, boost or inverter by the parts around it.
    pinouts: [
      ANY({ '1': 'SW', '2': 'SW', '3': 'NC', '4': 'GND', '5': 'FB', '6': 'VIN', '7': 'NC', '8': 'NC' }),
    ],
    source: 'built-in',
  },
  {
    name: 'step-up regulator',
    kind: 'boost',
    match:
      /^(?:TPS61\d+|MCP16\d\d|AP3012|XL6009|LM2577|LM2731|LM2733|SX1308|TLV61\d+|MAX1674|LTC3525|LT1930)/,
    pinouts: [],
    source: 'built-in',
  },
  {
    name: 'step-down regulator',
    kind: 'buck',
    match:
      /^(?:TPS62\d+|TPS54\d+|TPS56\d+|TPS5\d+|LMR\d+|LM26\d\d|LM25\d\d|MP1\d{3}|MP2\d{3}|AP30\d\d|AP6\d{3}|XL\d{4}|LT137\d|LTC36\d\d|LTC34\d\d|MAX17\d+|RT80\d\d|SY80\d\d|TLV625\d+|A440\d|ST1S\d+|L598\d|R-78)/,
    fixedV: (m) => suffixVolts(m.input),
    pinouts: [],
    source: 'built-in',
  },
  {
    name: 'charge-pump voltage inverter',
    kind: 'inverter',
    match: /^(?:ICL|TC|MAX|LTC)?(?:7660|1044)|^LT1054|^MAX660/,
    // DIP-8 / SO-8: 8 V+, 5 VOUT (= −V+), 3 ground.
    pinouts: [ANY({ '3': 'GND', '5': 'VOUT', '8': 'VIN' })],
    source: 'built-in',
  },
  {
    name: 'TPS22918 load switch',
    kind: 'load-switch',
    match: /^TPS22918/,
    pinouts: [ANY({ '1': 'VIN', '2': 'GND', '3': 'EN', '4': 'NC', '5': 'NC', '6': 'VOUT' })],
    source: 'built-in',
  },
  {
    name: 'load switch / USB power switch',
    kind: 'load-switch',
    match:
      /^(?:TPS20\d\d|TPS21\d\d|TPS22\d+|AP2[12]\d\d|AP228\d|SIP32\d+|MIC20\d\d|MIC25\d\d|STMPS\d+|TPS255\d|FPF\d+|SY6280|RT971\d|AP22802|AP22804|AOZ13\d\d|NCP38\d\d|TCK1\d\d)/,
    pinouts: [],
    source: 'built-in',
  },
  {
    name: 'eFuse / hot-swap protection switch',
    kind: 'efuse',
    match: /^(?:TPS259\d+|TPS2660|TPS2663|TPS1663|STEF\d+|NIS\d+|LTC4365|LTC4367|LM5069|MAX1452\d|TPS2640)/,
    pinouts: [],
    source: 'built-in',
  },
  {
    name: 'ideal-diode controller',
    kind: 'ideal-diode',
    match: /^(?:LTC4412|LTC4413|LTC4357|LM66100|LM66200|LM5050|TPS2113|TPS2115|TPS2121|MAX40200|LTC4415)/,
    pinouts: [],
    source: 'built-in',
  },
  {
    name: 'step-down regulator by its description',
    kind: 'buck',
    match: /BUCK|STEP-?DOWN/,
    fixedV: (m) => embeddedVolts(m.input),
    pinouts: [],
    source: 'built-in',
  },
  {
    name: 'step-up regulator by its description',
    kind: 'boost',
    match: /BOOST|STEP-?UP/,
    fixedV: (m) => embeddedVolts(m.input),
    pinouts: [],
    source: 'built-in',
  },
  {
    name: 'LDO by its description',
    kind: 'linear',
    match: /\bLDO\b|LDO[-_]|[-_]LDO/,
    fixedV: (m) => embeddedVolts(m.input),
    pinouts: [],
    source: 'built-in',
  },
  {
    name: 'load switch by its description',
    kind: 'load-switch',
    match: /LOAD[-_ ]?SWITCH|POWER[-_ ]?SWITCH|\bEFUSE\b/,
    pinouts: [],
    source: 'built-in',
  },
  {
    name: 'regulator by its description',
    kind: 'regulator',
    match: /REGULATOR|VREG|\bREG\b|DC-?DC/,
    fixedV: (m) => embeddedVolts(m.input),
    pinouts: [],
    source: 'built-in',
  },
];

/** "LM1117-3.3", "AMS1117-33", "LD1117S33": the 1117 family's voltage codes after the number. */
function codeAfter1117(text: string): number | null {
  const m = /(?:1117|108[456])[A-Z]{0,3}(\d)(\d)(?![0-9])/.exec(text);
  return m ? twoDigitCode(`${m[1]}${m[2]}`) : null;
}
/** "LP2985-33", "LP2985AIM5-3.3": the voltage after the dash. */
function lpCode(text: string): number | null {
  const m = /LP29(?:85|92)[A-Z0-9]*-(\d)(\d)/.exec(text);
  return m ? twoDigitCode(`${m[1]}${m[2]}`) : null;
}
/** A voltage written in a description: "LDO-X2SON-3.3V", "3V3 LDO", "BUCK 5V". */
function embeddedVolts(text: string): number | null {
  const point =
    /(?:^|[^0-9.])(\d{1,2})[.,](\d{1,2})\s?V(?![A-Z0-9])/.exec(text) ??
    /(?:^|[^0-9])(\d{1,2})V(\d{1,2})(?![0-9])/.exec(text);
  if (point) return Number(`${point[1]}.${point[2]}`);
  const whole = /(?:^|[^0-9.])(\d{1,2})\s?V(?![A-Z0-9])/.exec(text);
  return whole ? Number(whole[1]) : null;
}
