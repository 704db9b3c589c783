import {
  type Board,
  type Component,
  bodyTest,
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
 * holes, test points or do-not-populate parts, decided from flags and geometry: `noBodyReason`) with its height and where the height comes from,
 * tallest first, then by reference.
 */
export function heightRows(board: Board, overrides: Record<string, number>, query = ''): HeightRow[] {
  const q = query.trim().toLowerCase();
  return board.components
    .filter(bodyTest(board))
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

/** Where a height comes from, in two short lines: "package default" over "soic", "design data". */
export interface HeightSource {
  label: string;
  /** The package class a default is taken from, or why there is none; null for facts and overrides. */
  detail: string | null;
}

export function heightSource(h: ResolvedHeight): HeightSource {
  if (h.source === 'override') return { label: 'your override', detail: null };
  if (h.source === 'model') return { label: 'design data', detail: null };
  if (h.source === 'step') return { label: 'STEP model', detail: null };
  return h.packageClass && h.packageClass !== 'unknown'
    ? { label: 'package default', detail: h.packageClass }
    : { label: 'default', detail: 'unknown package' };
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
