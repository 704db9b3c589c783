import { displayNetName } from '../board/net-display';

/**
 * The name each net is written under in a tester file: the name the engineer's CAD tool shows
 * (KiCad escapes such as `{slash}` undone: `/VPP{slash}MCLR` → `/VPP/MCLR`), kept unique — when two
 * stored names would show the same, the later one keeps its stored form.
 */
export function shownNetNames(nets: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const taken = new Set<string>();
  for (const net of nets) {
    if (out.has(net)) continue;
    const shown = displayNetName(net);
    const name = taken.has(shown) ? net : shown;
    out.set(net, name);
    taken.add(name);
  }
  return out;
}
