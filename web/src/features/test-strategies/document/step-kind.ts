import type { StepKind } from '@studio/core';

/** How a step's kind reads. */
export const STEP_KIND_LABEL: Record<StepKind, string> = {
  shorts: 'Shorts and opens',
  'power-up': 'Power-up',
  'rail-voltage': 'Rail voltage',
  current: 'Current',
  'boundary-scan': 'Boundary scan',
  programming: 'Programming',
  bus: 'Bus',
  clock: 'Clock',
  led: 'LED',
  button: 'Button',
  custom: 'Custom',
};
