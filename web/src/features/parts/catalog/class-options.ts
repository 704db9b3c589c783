import type { PartClass } from '@studio/api';

/** Part classes as select options, indented by depth so the tree shows in a flat list. */
export function classOptions(classes: readonly PartClass[] | undefined): { value: string; label: string }[] {
  return (classes ?? []).map((c) => ({ value: c.id, label: `${'\u2003'.repeat(c.depth)}${c.name}` }));
}
