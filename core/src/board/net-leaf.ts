import { displayNetName } from './net-display';

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
