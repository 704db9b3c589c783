import type { PartKind } from './types';

/**
 * What the reference letters say (IEEE 315-1975 / ASME Y14.44 class letters, with the common
 * house variants). `null` means the letters alone cannot tell (`VR` is a variable resistor or a voltage
 * regulator, `T` a transformer or a transistor, `X` a crystal or a connector): the value decides.
 */
const LETTERS: [RegExp, PartKind | null][] = [
  [/^(?:TP|TEST)$/, 'test-point'],
  [/^(?:R|RES)$/, 'resistor'],
  [/^(?:RN|RA|RP|RR|RM|AR)$/, 'resistor-network'],
  [/^(?:RV|POT|TRIM)$/, 'potentiometer'],
  [/^VR$/, null],
  [/^(?:C|CP|CE|CT|CAP)$/, 'capacitor'],
  [/^(?:L|IND)$/, 'inductor'],
  [/^(?:FB|FL|BEAD|FE)$/, 'ferrite-bead'],
  [/^(?:F|FU|FUSE|PTC|PF)$/, 'fuse'],
  [/^(?:JP|SJ|W|JMP|LNK)$/, 'jumper'],
  [/^(?:D|CR|DI|V)$/, 'diode'],
  [/^(?:Z|ZD|DZ)$/, 'zener'],
  [/^(?:LED|DS|LD)$/, 'led'],
  [/^(?:TVS|ESD)$/, 'tvs'],
  [/^(?:Q|TR|TRA|QN|QP|M)$/, 'transistor'],
  [/^T$/, null],
  [/^(?:Y|XTAL|XT|QZ)$/, 'crystal'],
  [/^(?:OSC|XO|G)$/, null],
  [/^X$/, null],
  [/^(?:U|IC|N|A)$/, 'ic'],
  [/^(?:J|P|CN|CON|CONN|JACK|PL|SK|SKT|USB|HDR)$/, 'connector'],
  [/^(?:SW|S|BTN|KEY|PB)$/, 'switch'],
  [/^(?:K|RL|RLY|RY)$/, 'relay'],
  [/^(?:BT|BAT|BATT)$/, 'battery'],
  [/^(?:BZ|LS|SP|SPK|BUZ)$/, 'buzzer'],
  [/^(?:H|MH|HOLE|FID|MK|LOGO|MP)$/, 'mechanical'],
];

/** The letters of a reference designator: `R12` → `R`, `TP3` → `TP`, `U$1` → `U`, `R12A` → `R`. */
export function referenceLetters(ref: string): string {
  const m = /^[A-Za-z_]+/.exec(ref.trim());
  return m ? m[0].toUpperCase().replace(/_+$/, '') : '';
}

/**
 * The kind the reference letters give, `null` when they are ambiguous (`VR`, `T`, `X`, `OSC`, `G`),
 * `undefined` when they are not in the table.
 */
export function kindOfLetters(letters: string): PartKind | null | undefined {
  for (const [pattern, kind] of LETTERS) if (pattern.test(letters)) return kind;
  return undefined;
}
