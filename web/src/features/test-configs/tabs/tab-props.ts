import type { Board, DftReport, TestConfig } from '@studio/core';
import type { Units } from '../../../viewer';

/** What every workspace tab gets: the board, the draft, the live analysis, and how to change it. */
export interface TabProps {
  board: Board;
  config: TestConfig;
  report: DftReport | null;
  /** Applies a pure edit to the draft (undoable). */
  edit(change: (config: TestConfig) => TestConfig): void;
  readOnly: boolean;
  units: Units;
  /** Zooms the board to a feature (pad, via, hole or component id). */
  focus(featureId: string): void;
}

export const KIND_LABELS = {
  testpoint: 'Test point',
  'through-hole': 'Through-hole',
  via: 'Via',
  smd: 'SMD pad',
} as const;

/** Short kind names for the table's narrow column (the long name is its tooltip). */
export const KIND_SHORT = { testpoint: 'TP', 'through-hole': 'TH', via: 'Via', smd: 'SMD' } as const;

export const SEVERITY_COLORS = { fail: 'negative', warning: 'warning', pass: 'positive' } as const;
