import type { PartClass } from '@studio/api';

/** Every class below `id` (not itself), following parent links. */
export function descendantsOf(classes: readonly PartClass[], id: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const c of classes) {
    if (c.parentId === null) continue;
    const list = children.get(c.parentId) ?? [];
    list.push(c.id);
    children.set(c.parentId, list);
  }
  const out = new Set<string>();
  const stack = [...(children.get(id) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (out.has(next)) continue; // a cycle in bad data must not hang the page
    out.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

/** Parts in each class including its subclasses (the server counts each class's own parts). */
export function subtreeCounts(classes: readonly PartClass[]): Map<string, number> {
  const own = new Map(classes.map((c) => [c.id, c.partCount]));
  const out = new Map<string, number>();
  for (const c of classes) {
    let total = c.partCount;
    for (const d of descendantsOf(classes, c.id)) if (d !== c.id) total += own.get(d) ?? 0;
    out.set(c.id, total);
  }
  return out;
}

export const TOP_LEVEL = '__top__';

/** Where a class may move: the top level or any class outside its own subtree (and not its current parent). */
export function moveTargets(classes: readonly PartClass[], id: string): { value: string; label: string }[] {
  const moving = classes.find((c) => c.id === id);
  const blocked = descendantsOf(classes, id);
  blocked.add(id);
  const options = classes
    .filter((c) => !blocked.has(c.id) && c.id !== moving?.parentId)
    .map((c) => ({ value: c.id, label: c.path }));
  return moving?.parentId === null ? options : [{ value: TOP_LEVEL, label: 'Top level' }, ...options];
}
