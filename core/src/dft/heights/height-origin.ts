import type { ResolvedHeight } from './component-height';

/**
 * The words a finding adds after a height to say where it came from, when that is worth saying: a
 * package-class default is a guess, and a STEP height is measured from the board's own 3D model.
 * Design-data and override heights say nothing (as before decision 0040).
 */
export function heightOrigin(height: ResolvedHeight, before: string, after = ''): string {
  if (height.source === 'default') return `${before}${height.packageClass} default${after}`;
  if (height.source === 'step') return `${before}from the STEP model${after}`;
  return '';
}
