/**
 * Finds items by id in a list whose ids are usually "<prefix><index>" (importers number ids in
 * reading order: T0, T1…, P0, P1…). The fast path reads the index from the id and checks it; a
 * list numbered otherwise falls back to a map, built once on first miss. Answers the item's
 * position in the list, or -1.
 */
export function makeIndexLookup(list: readonly { id: string }[]): (id: string) => number {
  let map: Map<string, number> | null = null;
  let prefixes: Set<number> | null = null;
  return (id) => {
    const i = trailingIndex(id);
    if (i >= 0 && i < list.length && list[i]!.id === id) return i;
    // A pad id asked of the vias (and so on) is a plain miss: no id of the list starts that way.
    prefixes ??= new Set(list.map((item) => item.id.charCodeAt(0)));
    if (!prefixes.has(id.charCodeAt(0))) return -1;
    if (!map) {
      map = new Map();
      // The first of duplicated ids wins, as a scan would find it.
      for (let k = list.length - 1; k >= 0; k--) map.set(list[k]!.id, k);
    }
    return map.get(id) ?? -1;
  };
}

/** The item with an id (see `makeIndexLookup`), or undefined. */
export function makeIdLookup<T extends { id: string }>(list: readonly T[]): (id: string) => T | undefined {
  const indexOf = makeIndexLookup(list);
  return (id) => list[indexOf(id)];
}

/** The number after the first character of an id ("T123" → 123), or -1; no string is allocated. */
function trailingIndex(id: string): number {
  if (id.length < 2 || id.length > 12) return -1;
  let n = 0;
  for (let i = 1; i < id.length; i++) {
    const d = id.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}
