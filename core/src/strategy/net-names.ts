import { displayNetName } from '../board/net-display';
import { leafName } from '../board/net-leaf';

export { leafName, nameTokens } from '../board/net-leaf';

/** Names tools give to nets nobody named (KiCad `Net-(R1-Pad2)`, Altium `NetR5_2`, Eagle `N$3` …). */
const AUTO_NAMED = /^(NET-?\(|NET[A-Z]+\d*_\d+$|N\$\d+$|N\d{3,}$|UNCONNECTED-|UNUSED_|UN\d)/i;

/** True for a name a CAD tool made up (nothing can be read from it). */
export function isAutoNamed(name: string): boolean {
  return AUTO_NAMED.test(leafName(name));
}

/** A net as the engineer reads it (KiCad escapes undone, hierarchy kept). */
export const shownName = displayNetName;
