import type { StepModelInfo } from '@studio/api';

/** A STEP model reading's state as shown: `matching` is read but not yet applied by an import. */
export type StepState = StepModelInfo['status'] | 'matching';

export const STEP_STATUS: Record<StepState, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  reading: { label: 'Reading', color: 'accent' },
  matching: { label: 'Matching to the board', color: 'accent' },
  ready: { label: 'Heights in use', color: 'positive' },
  failed: { label: 'Failed', color: 'negative' },
  absent: { label: 'No STEP model inside', color: 'gray' },
};

export const stepState = (model: StepModelInfo): StepState =>
  model.status === 'ready' && !model.applied ? 'matching' : model.status;
