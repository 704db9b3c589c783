/**
 * Finds items by id in a list whose ids are usually "<prefix><index>" (importers number ids in
 * reading order: T0, T1…, P0, P1…). The fast path reads the index from the id and checks it; a
 * list numbered otherwise falls back to a map, built once on first miss.
 */
export function makeIdLookup<T extends { id: string }>(list: readonly T[]): (id: string) => T | undefined {
  let map: Map<string, T> | null = null;
  let prefixes: Set<number> | null = null;
  return (id) => {
    const direct = list[trailingIndex(id)];
    if (direct && direct.id === id) return direct;
    // A pad id asked of the vias (and so on) is a plain miss: no id of the list starts that way.
    prefixes ??= new Set(list.map((item) => item.id.charCodeAt(0)));
    if (!prefixes.has(id.charCodeAt(0))) return undefined;
    map ??= new Map(list.map((item) => [item.id, item]));
    return map.get(id);
  };
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
