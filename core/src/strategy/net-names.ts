import { displayNetName } from '../board/net-display';

/**
 * The part of a net name that says what the net is: KiCad's hierarchical path removed
 * (`/Processor/VDDCORE` → `VDDCORE`), KiCad escapes undone (`/VPP{slash}MCLR` → `VPP/MCLR`: the
 * slash is part of the name, not of the path), upper case. Other tools' names are kept whole.
 */
export function leafName(name: string): string {
  const raw = name.startsWith('/') ? name.slice(name.lastIndexOf('/') + 1) : name;
  return displayNetName(raw).trim().toUpperCase();
}

/** The words of a leaf name, split on separators: `PB4/TDI` → PB4, TDI; `SPI0_CS1` → SPI0, CS1. */
export function nameTokens(leaf: string): string[] {
  return leaf.split(/[\s_/.,()[\]-]+/).filter((t) => t.length > 0);
}

/** Names tools give to nets nobody named (KiCad `Net-(R1-Pad2)`, Altium `NetR5_2`, Eagle `N$3` …). */
const AUTO_NAMED = /^(NET-?\(|NET[A-Z]+\d*_\d+$|N\$\d+$|N\d{3,}$|UNCONNECTED-|UNUSED_|UN\d)/i;

/** True for a name a CAD tool made up (nothing can be read from it). */
export function isAutoNamed(name: string): boolean {
  return AUTO_NAMED.test(leafName(name));
}

/** A net as the engineer reads it (KiCad escapes undone, hierarchy kept). */
export const shownName = displayNetName;
