/**
 * Package-class height defaults (mm above the board), used when the design data gives no height.
 * Values are typical maximum seated heights: JEDEC outlines where one applies (MS-012 SOIC A = 1.75;
 * TO-236 / SOT-23 ≈ 1.1; MS-026 LQFP 1.6, TQFP 1.2; MO-153 TSSOP 1.2; MO-220 QFN ≤ 1.0), EIA chip
 * sizes with their thickest common parts (ceramic capacitors are thicker than resistors), EIA-535
 * tantalum cases, and manufacturers' drawings for the rest (2.54 mm pin headers 8.5 = 2.5 insulator +
 * 6 mm pin; 6 × 6 tactile switches 5; HC-49/U crystals 13.5; RJ45 jacks 13.5). A user override or
 * a STEP height replaces them. First match wins: put specific patterns before general ones.
 */
export interface PackageClass {
  name: string;
  heightMm: number;
  /** Tested against "footprint value ref" in one string, case-insensitive. */
  match: RegExp;
}

export const PACKAGE_CLASSES: PackageClass[] = [
  { name: 'pin-header', heightMm: 8.5, match: /pin_?header|pinheader|pin_?socket|conn_\d+x\d+|\bhdr/i },
  { name: 'rj45', heightMm: 13.5, match: /rj45|8p8c/i },
  { name: 'usb-a', heightMm: 7, match: /usb_?a\b|usb_a_/i },
  { name: 'usb-c', heightMm: 3.3, match: /usb_?c\b|usb_c_|type-?c/i },
  { name: 'usb-micro', heightMm: 3, match: /micro_?usb|usb_micro|usb_mini|mini_?usb/i },
  { name: 'barrel-jack', heightMm: 11, match: /barrel|dc_?jack|jack_dc/i },
  { name: 'terminal-block', heightMm: 10, match: /terminal_?block|terminalblock/i },
  { name: 'electrolytic-smd', heightMm: 10, match: /cp_elec|elko|electrolytic/i },
  { name: 'electrolytic-th', heightMm: 12.5, match: /cp_radial|c_radial/i },
  // HC-18/U is the older name of the HC-49/U can (11.05 × 4.65 × 13.46 mm): standing 13.5, lying on
  // its side (KiCad's `_Horizontal`) the can's 4.65 mm thickness, rounded up.
  { name: 'crystal-hc-flat', heightMm: 5, match: /hc-?(49|18).?u\S*horizontal/i },
  { name: 'crystal-hc49-th', heightMm: 13.5, match: /hc-?(49|18).?u(?!s)|hc(49|18)_?u_?vertical/i },
  // A vacuum tube in its PCB socket: the 12AX7 / ECC83 outline's maximum seated height (49.2 mm) plus
  // a socket, rounded up; miniature and noval tubes are of that order.
  { name: 'valve', heightMm: 60, match: /\bvalve|\becc-?\d{2}\b|\b12ax7/i },
  { name: 'crystal-hc49-smd', heightMm: 4.5, match: /hc-?49.?(us|smd)|hc49.*smd/i },
  {
    name: 'crystal-smd',
    heightMm: 1.0,
    match: /crystal.*(smd|\d{4})|xtal.*smd|xtal[-_]?\d{4}\b|oscillator.*smd|\bsit\d/i,
  },
  // Power packages lying flat (KiCad's `_Horizontal_` footprints, tab up or down): the body's thickness,
  // JEDEC TO-220AB A max 4.83 mm and TO-247AD A max 5.31 mm, rounded up. Standing: body length plus
  // lead standoff (TO-220 D max 16.5 mm; TO-247 D max 21.46 mm + ~3.5 mm of lead to the seating plane).
  { name: 'to-220-flat', heightMm: 4.9, match: /to-?220\S*horizontal/i },
  { name: 'to-247-flat', heightMm: 5.4, match: /to-?247\S*horizontal/i },
  { name: 'to-220', heightMm: 16, match: /to-?220/i },
  { name: 'to-247', heightMm: 25, match: /to-?247/i },
  { name: 'to-92', heightMm: 5.2, match: /to-?92/i },
  { name: 'to-263', heightMm: 4.8, match: /to-?263|d2pak/i },
  { name: 'to-252', heightMm: 2.4, match: /to-?252|dpak/i },
  { name: 'sot-223', heightMm: 1.8, match: /sot-?223/i },
  { name: 'sot-89', heightMm: 1.6, match: /sot-?89/i },
  { name: 'sot-23', heightMm: 1.1, match: /sot-?23|sot-?323|sot-?363|sc-?70|sc-?88|tsot/i },
  { name: 'sod', heightMm: 1.35, match: /sod-?\d+|\bsma\b|\bsmb\b|\bsmc\b|minimelf|melf/i },
  { name: 'dip', heightMm: 4.5, match: /dip-?\d+|pdip/i },
  { name: 'soic', heightMm: 1.75, match: /soic|so-?\d+[_-]|\bso\d+\b/i },
  { name: 'tssop', heightMm: 1.2, match: /tssop|ssop|msop|vssop|qsop/i },
  { name: 'qfn', heightMm: 1.0, match: /qfn|dfn|son-?\d|x2son|wson|uson|lga/i },
  { name: 'lqfp', heightMm: 1.6, match: /lqfp/i },
  { name: 'tqfp', heightMm: 1.2, match: /tqfp/i },
  { name: 'qfp', heightMm: 1.6, match: /qfp/i },
  // Wafer-level chip-scale packages (Lattice's UWG, Maxim's UCSP, TI's DSBGA / YZ…): balls on the die.
  { name: 'wlcsp', heightMm: 0.65, match: /wlcsp|ucsp|dsbga|\bwlp\b|[-_]uwg\d+/i },
  { name: 'bga', heightMm: 1.5, match: /bga|csp/i },
  { name: 'tantalum', heightMm: 2.8, match: /tantal|cp_tantal|case-?[abcde]_/i },
  { name: 'tactile-switch', heightMm: 5, match: /sw_push|tact|pushbutton|button|sw_spst/i },
  { name: 'led-5mm', heightMm: 8.6, match: /led_d5\.0|led_5mm|\b5mm.*led/i },
  { name: 'led-3mm', heightMm: 5.3, match: /led_d3\.0|led_3mm/i },
  // SMD LEDs named by kind rather than by chip size (PLCC-2/4 up to 1.9 mm; an 0603 LED is a chip).
  { name: 'led-smd', heightMm: 2, match: /led[-_](rgb|plcc)|\bplcc-?\d|rgb[-_]?led/i },
  {
    name: 'inductor-power',
    heightMm: 4,
    match:
      /l_(bourns|wurth|taiyo|coilcraft|sunlord|murata_lqh)|inductor.*(power|shielded)|\bsrr|\bsrn|\bxal|\bihlp/i,
  },
  { name: 'connector', heightMm: 8, match: /conn|connector|jst|molex|\bhirose|\bidc/i },
  // EIA chip sizes, metric aliases after the imperial code: 01005, 0201, 0402, 0603, 0805, 1206, 1210, 2010, 2512.
  // A metric code that is no imperial size (1005, 1608, 2012, 3216, 3225) also counts on its own, as
  // a name's whole token (`Capacitor_SMD:1005_C`; not inside a part number such as APHB1608LZG).
  { name: 'chip-01005', heightMm: 0.2, match: /01005|0402metric/i },
  { name: 'chip-0201', heightMm: 0.33, match: /0201|0603metric/i },
  { name: 'chip-0402', heightMm: 0.55, match: /0402|1005metric|(?<![0-9a-z.])1005(?![0-9a-z.])/i },
  { name: 'chip-0603', heightMm: 0.9, match: /0603|1608metric|(?<![0-9a-z.])1608(?![0-9a-z.])/i },
  { name: 'chip-0805', heightMm: 1.35, match: /0805|2012metric|(?<![0-9a-z.])2012(?![0-9a-z.])/i },
  { name: 'chip-1206', heightMm: 1.7, match: /1206|3216metric|(?<![0-9a-z.])3216(?![0-9a-z.])/i },
  { name: 'chip-1210', heightMm: 2.5, match: /1210|3225metric|(?<![0-9a-z.])3225(?![0-9a-z.])/i },
  { name: 'chip-large', heightMm: 0.7, match: /2010|2512|5025metric|6332metric/i },
];

/** Height for a component no pattern recognises: a conservative mid-size part (mm). */
export const UNKNOWN_PACKAGE_HEIGHT_MM = 3;

/** A size token of a KiCad footprint name (`_D2.5mm`, `_L6.3mm`, `_H12.5mm`), in mm; null when absent. */
function sizeToken(footprint: string, letter: 'D' | 'L' | 'H'): number | null {
  const m = new RegExp(`_${letter}(\\d+(?:\\.\\d+)?)mm(?=_|$)`).exec(footprint);
  return m ? Number(m[1]) : null;
}

/**
 * A height read from the body sizes KiCad's library conventions write into footprint names, for parts
 * no class names: an explicit height `_H…mm`; an axial part lying on the board (`_Axial_…_D…mm…
 * _Horizontal`) is as tall as its body diameter; standing (`_Vertical`), its body length plus 1 mm of
 * lead under it; a disc capacitor stands on its leads, its diameter plus 3 mm (Studio's choice: kinked
 * leads hold the disc about that high); a radial part without a height gets the radial electrolytic's
 * 12.5 mm (a conservative guess: radial parts stand taller than wide).
 */
function classFromSizes(footprint: string): PackageClass | null {
  const named = (name: string, heightMm: number): PackageClass => ({
    name,
    heightMm: Math.round(heightMm * 100) / 100,
    match: /$^/,
  });
  const h = sizeToken(footprint, 'H');
  if (h !== null) return named('height-in-name', h);
  const d = sizeToken(footprint, 'D');
  const l = sizeToken(footprint, 'L');
  if (/_axial_/i.test(footprint)) {
    if (/_vertical/i.test(footprint) && l !== null) return named('axial-standing', l + 1);
    if (d !== null) return named('axial-lying', d);
  }
  if (/_disc_/i.test(footprint) && d !== null) return named('disc', d + 3);
  if (/_radial_/i.test(footprint)) return named('radial', 12.5);
  return null;
}

/** The package class of a component from its footprint, value and reference (its letters only). */
export function classifyPackage(footprint: string, value: string, ref: string): PackageClass | null {
  const text = `${footprint} ${value} ${ref.replace(/\d+/g, '')}`;
  return PACKAGE_CLASSES.find((c) => c.match.test(text)) ?? classFromSizes(footprint);
}
