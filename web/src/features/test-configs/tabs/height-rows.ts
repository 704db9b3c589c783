import {
  type Board,
  type Component,
  hasBody,
  resolveComponentHeight,
  type ResolvedHeight,
} from '@studio/core';

/** One row of the component heights table. */
export interface HeightRow {
  component: Component;
  height: ResolvedHeight;
  /** The height without the user's override (what "reset" returns to). */
  fallback: ResolvedHeight;
}

/**
 * Every component with a body (what the DFT engine checks clearances against: no fiducials, mounting
 * holes, test points or do-not-populate parts) with its height and where the height comes from,
 * tallest first, then by reference.
 */
export function heightRows(board: Board, overrides: Record<string, number>, query = ''): HeightRow[] {
  const q = query.trim().toLowerCase();
  return board.components
    .filter(hasBody)
    .filter((c) => !q || c.ref.toLowerCase().includes(q) || c.footprint.toLowerCase().includes(q))
    .map((component) => ({
      component,
      height: resolveComponentHeight(component, overrides),
      fallback: resolveComponentHeight(component, {}),
    }))
    .sort(
      (a, b) =>
        b.height.mm - a.height.mm || a.component.ref.localeCompare(b.component.ref, 'en', { numeric: true }),
    );
}

/** "design data" / "package default (soic)" / "your override". */
export function heightSourceLabel(h: ResolvedHeight): string {
  if (h.source === 'override') return 'your override';
  if (h.source === 'model') return 'design data';
  return h.packageClass && h.packageClass !== 'unknown'
    ? `package default (${h.packageClass})`
    : 'default (unknown package)';
}

/** Sets or clears (null) a component's height override; returns the same object when unchanged. */
export function withOverride(
  overrides: Record<string, number>,
  componentId: string,
  mm: number | null,
): Record<string, number> {
  if (mm === null) {
    if (!(componentId in overrides)) return overrides;
    const { [componentId]: _dropped, ...rest } = overrides;
    return rest;
  }
  if (overrides[componentId] === mm) return overrides;
  return { ...overrides, [componentId]: mm };
}
