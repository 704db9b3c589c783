import type { Component } from '../../board/model';
import { formatVolts } from '../format-values';
import { globToRegExp, partNumbersOf } from '../part-numbers';
import {
  isSwitchKind,
  POWER_PARTS,
  type Pinout,
  type PowerPartFamily,
  type PowerPartKind,
  type PowerPartRule,
} from './power-parts';

/** A component recognised as a power part. */
export interface PowerPartMatch {
  family: PowerPartFamily;
  /** The part number that matched (the value or an MPN field). */
  partNumber: string;
  /** The output voltage the part number fixes (V), or null. */
  fixedV: number | null;
  /** The pinout of the component's package, when the family gives one. */
  pinout: Pinout | null;
  reason: string;
}

// References of parts that are never power parts whatever their value says: passives, connectors,
// switches, diodes, crystals, fuses (VR is kept: it is a voltage regulator as often as a trimmer).
const NOT_POWER_REF =
  /^(R|RN|RV|C|CP|L|FB|TP|J|P|CN|CON|SW|S|BTN|D|LED|DS|Y|X|XTAL|F|FU|JP|SJ|BT|H|MH|FID)\d/i;

/** User rules as families (their patterns made into anchored expressions; decision 0057). */
export function compileUserParts(rules: readonly PowerPartRule[]): PowerPartFamily[] {
  return rules.map((rule) => {
    const patterns = rule.match.map(globToRegExp);
    const match = new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'), 'i');
    const fixed = rule.outputV ?? null;
    return {
      name: rule.name?.trim() || `${KIND_WORDS[rule.kind]} (company table)`,
      kind: rule.kind,
      match,
      ...(fixed === null ? {} : { fixedV: () => fixed }),
      ...(rule.vrefV == null ? {} : { vrefV: rule.vrefV }),
      pinouts: (rule.pinouts ?? []).map((p) => ({ packages: p.packages ?? [], pins: p.pins })),
      source: 'user' as const,
    };
  });
}

const KIND_WORDS: Record<PowerPartKind, string> = {
  linear: 'linear regulator',
  buck: 'step-down regulator',
  boost: 'step-up regulator',
  inverter: 'voltage inverter',
  switching: 'switching regulator',
  regulator: 'regulator',
  'load-switch': 'load switch',
  efuse: 'eFuse',
  'ideal-diode': 'ideal-diode controller',
};

function pinoutFor(family: PowerPartFamily, footprint: string): Pinout | null {
  for (const p of family.pinouts)
    if (p.packages.length === 0 || p.packages.some((g) => globToRegExp(g).test(footprint))) return p;
  return null;
}

/**
 * The power part a component is, from its value and part-number fields: the user's rules first, then
 * the built-in table (power-parts.ts). Null for anything else and for references that are never power
 * parts (resistors, capacitors, connectors …).
 */
export function matchPowerPart(
  component: Pick<Component, 'ref' | 'value' | 'footprint' | 'fields'>,
  userParts: readonly PowerPartFamily[] = [],
): PowerPartMatch | null {
  if (NOT_POWER_REF.test(component.ref)) return null;
  const numbers = partNumbersOf(component);
  for (const family of [...userParts, ...POWER_PARTS]) {
    for (const text of numbers) {
      const m = family.match.exec(text);
      if (!m) continue;
      const fixedV = family.fixedV ? family.fixedV(m) : null;
      const said = fixedV === null ? '' : `, ${formatVolts(fixedV)} output`;
      const from = text === component.value.trim().toUpperCase() ? 'its value' : `its part number ${text}`;
      const table = family.source === 'user' ? ' in the company’s power-part table' : '';
      return {
        family,
        partNumber: text,
        fixedV,
        pinout: pinoutFor(family, component.footprint),
        reason: `${component.ref} (${component.value}) is ${article(family.name)} ${family.name}${said} — from ${from}${table}`,
      };
    }
  }
  return null;
}

// "an LM317", "an eFuse", "a 78xx": acronyms spoken from a vowel sound take "an".
const article = (word: string) =>
  /^[aeiou]|^[FHLMNRSX][A-Z0-9]/.test(word) || /^[AEIOU]/.test(word) ? 'an' : 'a';

export const isRegulatorMatch = (m: PowerPartMatch) => !isSwitchKind(m.family.kind);
