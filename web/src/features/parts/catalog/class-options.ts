import type { PartClass } from '@studio/api';

/** Part classes as select options, by their full path ("Probes / 100 mil"): unambiguous once chosen. */
export function classOptions(classes: readonly PartClass[] | undefined): { value: string; label: string }[] {
  return (classes ?? []).map((c) => ({ value: c.id, label: c.path }));
}
