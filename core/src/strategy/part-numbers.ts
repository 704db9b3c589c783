import type { Component } from '../board/model';

// Field names under which designs carry the manufacturer's part number (KiCad symbol fields, Altium
// and Eagle attributes, BOM columns), compared without case, spaces or punctuation.
const PART_NUMBER_FIELDS = new Set([
  'MPN',
  'MFRPN',
  'MFRPARTNUMBER',
  'MFGPARTNUMBER',
  'MFGPN',
  'MANUFACTURERPARTNUMBER',
  'MANUFACTURERPN',
  'PARTNUMBER',
  'PARTNO',
  'PN',
  'DEVICE',
]);

const fieldKey = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * What a component says it is, upper case: its value first, then the manufacturer part numbers its
 * fields carry (`MPN`, `Manufacturer Part Number` …). Recognisers try each in turn, so a part whose
 * value is a description ("3.3V LDO") is still known by its part number.
 */
export function partNumbersOf(component: Pick<Component, 'value' | 'fields'>): string[] {
  const out: string[] = [];
  const push = (text: string) => {
    const t = text.trim().toUpperCase();
    if (t !== '' && t !== '~' && !out.includes(t)) out.push(t);
  };
  push(component.value);
  for (const [name, text] of Object.entries(component.fields ?? {}))
    if (PART_NUMBER_FIELDS.has(fieldKey(name))) push(text);
  return out;
}

/**
 * A shell-style pattern (`LT1129*`, `TPS7A05??`, `*LDO*`) as an anchored, case-insensitive regular
 * expression: `*` any run of characters, `?` one character, everything else literal. User tables use
 * these instead of regular expressions so that a typed pattern can neither fail to compile nor run
 * away.
 */
export function globToRegExp(glob: string): RegExp {
  const body = glob
    .trim()
    .split('')
    .map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[\\^$.|+()[\]{}]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`, 'i');
}
