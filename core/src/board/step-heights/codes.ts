/** Diagnostic codes of matching a STEP model to the board (decision 0040). */
export const StepCode = {
  summary: 'step.summary',
  boardMissing: 'step.board.missing',
  outlineDiffers: 'step.board.outline-differs',
  thicknessDiffers: 'step.board.thickness-differs',
  solidUnmatched: 'step.solid.unmatched',
  componentUnmatched: 'step.component.unmatched',
  sideDiffers: 'step.solid.side-differs',
  exporterGap: 'step.exporter-gap',
  nothingMatched: 'step.nothing-matched',
  more: 'step.more',
} as const;
export type StepCode = (typeof StepCode)[keyof typeof StepCode];
