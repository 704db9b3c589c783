import type { Component } from '../../board/model';
import type { HeightSource } from '../types';
import { UNKNOWN_PACKAGE_HEIGHT_MM, classifyPackage } from './package-classes';

/** A component's height (mm above the board) and where it came from. */
export interface ResolvedHeight {
  mm: number;
  source: HeightSource;
  /** The package class a default came from; 'unknown' when nothing matched; null when not defaulted. */
  packageClass: string | null;
}

/**
 * A component's height: the user's override first, then the board's STEP model (`step`, decision
 * 0040), then the design data (`heightMm`), then the package-class default (marked as such so
 * findings can say the height is a guess).
 */
export function resolveComponentHeight(
  component: Component,
  overrides: Record<string, number>,
): ResolvedHeight {
  const override = overrides[component.id];
  if (override !== undefined) return { mm: override, source: 'override', packageClass: null };
  if (component.step) return { mm: component.step.heightMm, source: 'step', packageClass: null };
  if (component.heightMm !== null) return { mm: component.heightMm, source: 'model', packageClass: null };
  const cls = classifyPackage(component.footprint, component.value, component.ref);
  return cls
    ? { mm: cls.heightMm, source: 'default', packageClass: cls.name }
    : { mm: UNKNOWN_PACKAGE_HEIGHT_MM, source: 'default', packageClass: 'unknown' };
}
