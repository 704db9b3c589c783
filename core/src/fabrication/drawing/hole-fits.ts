import type { HolePurpose } from '../../fixture/design/model';

/**
 * How each kind of hole is made and to what tolerance (the hole table's "fit" column). Studio's
 * choices for a generic fixture shop, stated so a machinist can quote them: receptacles and press-fit
 * probes are pressed into a hole drilled to the receptacle maker's stated size, pins into reamed H7
 * holes (ISO 286), clearance holes drilled over size.
 */
export const HOLE_FITS: Record<HolePurpose, string> = {
  probe: 'press fit: drill to the stated size +0.02/-0 (receptacle or press-fit probe)',
  'probe-clearance': 'clearance: drill +0.10/-0',
  'guide-pin': 'press fit: ream H7',
  'guide-pin-clearance': 'clearance: drill +0.10/-0',
  'pressure-pin': 'press fit: ream H7',
  'pressure-pin-clearance': 'clearance: drill +0.10/-0',
  standoff: 'M4 clearance (ISO 273 medium): drill +0.10/-0',
  'component-clearance': 'clearance: drill +0.10/-0',
  'support-post': 'press fit: ream H7',
};

/** Short word per purpose for tables. */
export const HOLE_PURPOSE_WORDS: Record<HolePurpose, string> = {
  probe: 'probe / receptacle',
  'probe-clearance': 'probe clearance',
  'guide-pin': 'guide pin',
  'guide-pin-clearance': 'guide-pin clearance',
  'pressure-pin': 'pressure pin',
  'pressure-pin-clearance': 'pressure-pin clearance',
  standoff: 'standoff / mounting',
  'component-clearance': 'part clearance',
  'support-post': 'support post',
};
