import { type DiodePart, readDiodePart, readTransistorPart, type TransistorPart } from './discrete-parts';
import { FIELD_NAMES, findField } from './fields';
import { readIcFamily } from './ic-families';
import { readPartValue } from './read-value';
import { pinsFromFields, rolesOfOrder } from './part-pins';
import { kindOfLetters, referenceLetters } from './reference-letters';
import type { PartClass, PartInput, PartKind } from './types';
import { tokenizeValue, type ValueToken } from './value-tokens';
import { readZenerPart } from './zener-parts';

type Verdict = Pick<PartClass, 'kind' | 'reason' | 'from'> & {
  diode?: DiodePart | null;
  transistor?: TransistorPart | null;
};

const PART_NUMBER = /^(?=.{3,40}$)(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9][A-Za-z0-9.+\-#/()]*$/;
const LED_WORDS = /\bLED\b|LED[-_]|[-_]LED|^LED|\bRGB\b/i;
const DIODE_KIND: Record<DiodePart['family'], PartKind> = {
  silicon: 'diode',
  schottky: 'schottky',
  tvs: 'tvs',
  led: 'led',
};
/** Values that only name a package or a generic part: no part number, no value ("SOD-523F", "D", "R"). */
const GENERIC_VALUE =
  /^(?:[RCLDQ]|DIODE|LED|SOD-?\d+[A-Z]?|DO-?\d+[A-Z]*|SMA|SMB|SMC|MINIMELF|SOT-?\d+(?:-\d)?|TO-?\d+|DNP)$/i;

const WORD_RULES: [RegExp, PartKind, string][] = [
  [/SCHOTTKY/i, 'schottky', 'Schottky'],
  [/ZENER/i, 'zener', 'zener'],
  [/\bTVS\b|\bESD\b|TRANSIL/i, 'tvs', 'TVS / ESD'],
  [/FERRITE|\bBEAD\b/i, 'ferrite-bead', 'ferrite bead'],
  // Ferrite bead part numbers (Murata BLM / TDK MPZ, MMZ / Laird HI / Würth 74279x / Bourns MFB).
  [/^(?:BLM\d|BLA\d|BLE\d|MPZ\d|MMZ\d|FBMH|MFB-|74279\d|HZ\d{4}|HI\d{4})/i, 'ferrite-bead', 'ferrite bead'],
  [/FUSE|\bPTC\b|PPTC|POLYSWITCH/i, 'fuse', 'fuse'],
  [/OSCILLATOR|\bOSC\b|TCXO|VCXO|\bXO\b/i, 'oscillator', 'oscillator'],
  [/CRYSTAL|\bXTAL\b|RESONATOR/i, 'crystal', 'crystal'],
  [/SOLDER-?JUMPER|\bJUMPER\b|NETTIE|NET-?TIE/i, 'jumper', 'jumper'],
  [/REGULATOR|\bVREG\b|\bLDO\b|LDO[-_]/i, 'regulator', 'regulator'],
  [/THERMISTOR|\bNTC\b/i, 'unknown', 'thermistor (its resistance follows the temperature)'],
  // A connector drawn as a part (a USB receptacle lettered U, a jack lettered X).
  [
    /USB[-_]?(?:PCB|A|B|C|MICRO|MINI)\b|\bUSB_|RJ-?45|\bCONNECTOR\b|\bCONN[_-]|DSUB|\bBARREL\b/i,
    'connector',
    'connector',
  ],
];

const SIM_DEVICE: Record<string, PartKind> = {
  R: 'resistor',
  C: 'capacitor',
  L: 'inductor',
  D: 'diode',
  NPN: 'bjt',
  PNP: 'bjt',
  NMOS: 'mosfet',
  PMOS: 'mosfet',
};

function partNumbers(tokens: ValueToken[], p: PartInput, passive: boolean): string[] {
  const words = tokens.filter((t) => t.type === 'word' && PART_NUMBER.test(t.text)).map((t) => t.text);
  const whole = p.value.trim();
  // All digits ("7805", "555", "4011") is a part number on anything but a passive.
  if (!passive && /^\d{3,6}[A-Za-z]{0,3}$/.test(whole)) words.push(whole);
  // A part number with spaces or separators ("LTST-C190KRKT", "SMAJ5.0A") is read whole too.
  if (PART_NUMBER.test(whole.replace(/\s/g, '')) && !words.includes(whole)) words.push(whole);
  const mpn = findField(p.fields, FIELD_NAMES.partNumber);
  if (mpn) words.push(mpn.text);
  return words;
}

/** A part number that names a transistor, a zener, a diode, a regulator or an IC. */
function byPartNumber(pns: string[]): Verdict | null {
  for (const pn of pns) {
    const transistor = readTransistorPart(pn);
    if (transistor)
      return {
        kind: transistor.type === 'npn' || transistor.type === 'pnp' ? 'bjt' : 'mosfet',
        reason: `${pn} is an ${transistor.what} by its part number`,
        from: 'part-number',
        transistor,
      };
    const zener = readZenerPart(pn);
    if (zener) return { kind: 'zener', reason: `${zener.reason}: a zener diode`, from: 'part-number' };
    const diode = readDiodePart(pn);
    if (diode)
      return {
        kind: DIODE_KIND[diode.family],
        reason: `${pn} is a ${diode.what} by its part number`,
        from: 'part-number',
        diode,
      };
    const ic = readIcFamily(pn);
    if (ic)
      return {
        kind: ic.kind,
        reason: `${pn} is a ${ic.what} by its part number`,
        from: 'part-number',
      };
  }
  return null;
}

const quantityUnits = (tokens: ValueToken[]) =>
  new Set(tokens.flatMap((t) => (t.type === 'quantity' && t.quantity.unit ? [t.quantity.unit] : [])));

/** The value reads as the quantity of this passive kind (a resistance, a capacitance, an inductance). */
function readsAs(value: string, kind: 'resistor' | 'capacitor' | 'inductor'): boolean {
  const v = readPartValue(value, kind);
  return (
    (kind === 'resistor' ? v.resistanceOhms : kind === 'capacitor' ? v.capacitanceF : v.inductanceH) !== null
  );
}

/** A value that reads as a resistance of zero: "0", "0R", "0 Ω", "0Ohm". */
const isZeroOhm = (tokens: ValueToken[]) =>
  tokens.some((t) => t.type === 'quantity' && t.quantity.value === 0 && (t.quantity.unit ?? 'ohm') === 'ohm');

/** Passives whose value reads as another passive's quantity are contradictions, not guesses. */
function byLettersAndValue(p: PartInput, letters: string, kind: PartKind, tokens: ValueToken[]): Verdict {
  const units = quantityUnits(tokens);
  const said = `${p.ref} (${letters})`;
  if (kind === 'resistor') {
    if (units.has('F') || units.has('H'))
      return {
        kind: 'unknown',
        reason: `${said} is lettered a resistor but its value "${p.value}" is no resistance`,
        from: 'none',
      };
    if (isZeroOhm(tokens))
      return { kind: 'jumper', reason: `${said}: a 0 Ω resistor, a link`, from: 'value' };
  }
  if (
    kind === 'capacitor' &&
    !readsAs(p.value, 'capacitor') &&
    readsAs(p.value, 'resistor') &&
    p.value.trim() !== '0'
  )
    return {
      kind: 'unknown',
      reason: `${said} is lettered a capacitor but its value "${p.value}" is no capacitance`,
      from: 'none',
    };
  if (kind === 'inductor') {
    if (isZeroOhm(tokens))
      return { kind: 'jumper', reason: `${said}: a 0 Ω link in an inductor's place`, from: 'value' };
    if (units.has('ohm'))
      return {
        kind: 'ferrite-bead',
        reason: `${said} with an impedance in ohms ("${p.value}"): a ferrite bead`,
        from: 'value',
      };
  }
  if (kind === 'diode') return diodeByValue(p, said, tokens);
  return { kind, reason: `${said}: ${kind.replace('-', ' ')} by its reference letters`, from: 'reference' };
}

/**
 * A diode by its reference whose value names no part: a voltage ("5V1", "3.3V") on a diode package
 * is a zener; a label ("Diag", "USB", "3.3V") on a chip-size package (0402 … 1206) is, on real boards,
 * an indicator LED — a guess, said so.
 */
function diodeByValue(p: PartInput, said: string, tokens: ValueToken[]): Verdict {
  const value = p.value.trim();
  const chip = /(?:^|[^0-9])(?:0402|0603|0805|1206)(?:[^0-9]|$)|LED/i.test(p.footprint);
  const onlyVolts = tokens.length === 1 && tokens[0]?.type === 'quantity' && tokens[0].quantity.unit === 'V';
  if (onlyVolts && !chip)
    return {
      kind: 'zener',
      reason: `${said} valued as a voltage ("${value}"): a zener diode`,
      from: 'value',
    };
  const label = value !== '' && !GENERIC_VALUE.test(value) && !/\d{2,}/.test(value.replace(/[\s.]/g, ''));
  if (chip && (label || onlyVolts))
    return {
      kind: 'led',
      reason: `${said}: probably an indicator LED — its value is a label ("${value}"), not a part number, on a chip package (${p.footprint}); a guess`,
      from: 'value',
    };
  return {
    kind: 'diode',
    reason: `${said}: a diode by its reference letters; ${value === '' || GENERIC_VALUE.test(value) ? 'its value names no part, so silicon or Schottky is not known' : `"${value}" is no part number known here`}`,
    from: 'reference',
  };
}

/** Letters that say nothing alone (VR, T, X, OSC, G): the value, pads and package decide. */
function byAmbiguousLetters(p: PartInput, letters: string, tokens: ValueToken[]): Verdict {
  const units = quantityUnits(tokens);
  const said = `${p.ref} (${letters})`;
  if (letters === 'VR')
    return units.has('ohm') || tokens.some((t) => t.type === 'quantity' && t.quantity.prefix !== null)
      ? { kind: 'potentiometer', reason: `${said} with a resistance: a variable resistor`, from: 'value' }
      : {
          kind: 'unknown',
          reason: `${said}: VR is a variable resistor or a voltage regulator, and "${p.value}" says neither`,
          from: 'none',
        };
  if (letters === 'T') {
    if (p.pads === 3 && /SOT|TO-?92|TO-?220|TO-?252|DPAK|SC-?70/i.test(p.footprint))
      return {
        kind: 'transistor',
        reason: `${said} on a three-lead transistor package (${p.footprint})`,
        from: 'package',
      };
    return p.pads >= 4
      ? { kind: 'transformer', reason: `${said} with ${p.pads} pads: a transformer`, from: 'reference' }
      : {
          kind: 'unknown',
          reason: `${said}: T is a transformer or a transistor, and nothing says which`,
          from: 'none',
        };
  }
  if (units.has('Hz') || /CRYSTAL|XTAL/i.test(`${p.value} ${p.footprint}`))
    return {
      kind: letters === 'X' ? 'crystal' : 'oscillator',
      reason: `${said} with a frequency or crystal package`,
      from: 'value',
    };
  if (letters === 'X')
    return { kind: 'connector', reason: `${said}: a connector (IEC letter X)`, from: 'reference' };
  return {
    kind: 'unknown',
    reason: `${said}: nothing in "${p.value}" or ${p.footprint} says what it is`,
    from: 'none',
  };
}

function byFootprint(p: PartInput): Verdict | null {
  const fp = p.footprint.split(':').pop() ?? '';
  const rules: [RegExp, PartKind][] = [
    [/^R_(?:\d|Axial|Array)/i, 'resistor'],
    [/^(?:C|CP)_(?:\d|Axial|Radial|Disc|Elec|Tantalum)/i, 'capacitor'],
    [/^L_(?:\d|Axial|Radial)/i, 'inductor'],
    [/^LED_/i, 'led'],
    [/^D_(?:\d|SOD|SMA|SMB|SMC|DO|MiniMELF|MELF)/i, 'diode'],
    [/^Crystal/i, 'crystal'],
    [/^Fuse/i, 'fuse'],
  ];
  for (const [pattern, kind] of rules)
    if (pattern.test(fp))
      return { kind, reason: `${p.ref}: ${kind} by its package (${fp})`, from: 'package' };
  return null;
}

function decide(p: PartInput): Verdict {
  const letters = referenceLetters(p.ref);
  const byLetters = kindOfLetters(letters);
  if (byLetters === 'test-point' || (/test.?point/i.test(p.footprint) && p.pads <= 1))
    return { kind: 'test-point', reason: `${p.ref} is a test point`, from: 'reference' };
  if (p.connectedPads === 0)
    return {
      kind: 'mechanical',
      reason: `${p.ref} has no connected pad (mounting hole, fiducial, logo)`,
      from: 'none',
    };
  const tokens = tokenizeValue(p.value);
  // A passive lettered as such whose value is its quantity: the value agrees; no part number applies.
  const passive = byLetters === 'resistor' || byLetters === 'capacitor' || byLetters === 'inductor';
  const passiveAgrees = passive && readsAs(p.value, byLetters);
  if (!passiveAgrees) {
    const pn = byPartNumber(partNumbers(tokens, p, passive));
    if (pn) return pn;
  }
  const text = `${p.value} ${p.footprint}`;
  if (
    LED_WORDS.test(text) &&
    !/^(?:R|C|L|FB|J|P|CN|SW|S|TP)$/.test(letters) &&
    !/DRIVER|DRV|CTRL/i.test(text)
  )
    return {
      kind: 'led',
      reason: `${p.ref} is an LED by its value or package (${p.value || p.footprint})`,
      from: 'value',
    };
  for (const [pattern, kind, what] of WORD_RULES)
    if (pattern.test(p.value) || (kind !== 'regulator' && pattern.test(p.footprint)))
      return {
        kind,
        reason: `${p.ref} is a ${what} by its value or package ("${p.value}", ${p.footprint})`,
        from: 'value',
      };
  const sim = findField(p.fields, FIELD_NAMES.simDevice);
  const simKind = sim ? SIM_DEVICE[sim.text.toUpperCase()] : undefined;
  if (byLetters === null) return byAmbiguousLetters(p, letters, tokens);
  if (byLetters !== undefined) {
    const verdict = byLettersAndValue(p, letters, byLetters, tokens);
    // The simulation model says the transistor's type where its value does not.
    if (verdict.kind === 'transistor' && (simKind === 'bjt' || simKind === 'mosfet'))
      return { kind: simKind, reason: `${verdict.reason}; ${sim!.name} ${sim!.text}`, from: 'field' };
    return verdict;
  }
  if (simKind) return { kind: simKind, reason: `${p.ref}: ${sim!.name} is ${sim!.text}`, from: 'field' };
  return (
    byFootprint(p) ?? {
      kind: 'unknown',
      reason: `${p.ref}: neither its reference letters (${letters || 'none'}), its value ("${p.value}") nor its package (${p.footprint}) say what it is`,
      from: 'none',
    }
  );
}

/** Diodes: pad 1 is the cathode (IPC-7351 and the KiCad library number the cathode 1). */
const DIODE_CONVENTION = { '1': 'K', '2': 'A' } as const;
const DIODE_KINDS: ReadonlySet<PartKind> = new Set(['diode', 'schottky', 'zener', 'led', 'tvs']);

/**
 * What a part is — resistor, capacitor, inductor, ferrite bead, fuse, jumper, diode (silicon,
 * Schottky, zener, LED, TVS), transistor (BJT, MOSFET), crystal, oscillator, regulator, IC,
 * connector, switch … — from, in this order: its part number (value or MPN field: `LT1129` is a
 * regulator whatever its letters), the words of its value or package (LED, SCHOTTKY, FERRITE, FUSE,
 * CRYSTAL …), its reference letters checked against its value (an `R` valued `100nF` is unknown, not
 * a resistor), KiCad's `Sim.Device` field, and its package. Unknown stays unknown, with the reason.
 * Pad roles come from `Sim.Pins` / a `Pinout` field, the transistor's datasheet lead order, or for a
 * two-pad diode the cathode-is-pad-1 convention.
 */
export function classifyPart(p: PartInput): PartClass {
  const v = decide(p);
  const fromFields = pinsFromFields(p.fields);
  let pins = fromFields?.pins ?? null;
  let pinsFrom = fromFields?.from ?? null;
  if (!pins && v.transistor) {
    pins = rolesOfOrder(v.transistor.pinout);
    pinsFrom = `the lead order of its datasheet (${v.transistor.pinout})`;
  }
  if (!pins && DIODE_KINDS.has(v.kind) && p.pads === 2 && !v.diode?.array) {
    pins = DIODE_CONVENTION;
    pinsFrom = 'pad 1 is the cathode (IPC-7351 and KiCad library convention)';
  }
  return {
    kind: v.kind,
    reason: v.reason,
    from: v.from,
    diode: v.diode ?? null,
    transistor: v.transistor ?? null,
    pins,
    pinsFrom,
  };
}
