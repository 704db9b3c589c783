import type { SavedVersion } from '../fixture/fixture-queries';
import type { DrawingTitle } from '../fixture/plate-views';
import type { Board, DftReport, DftThresholds, TestConfig } from '@studio/core';
import type { Units } from '../../../viewer';
import type { DftRunner } from '../workspace/dft-runner';
import type { ProposeScope } from '../workspace/re-propose';

/** The DUT whose STEP display mesh belongs to the board shown (its content hash keys the mesh). */
export interface StepMeshSource {
  dutId: string;
  boardSha: string;
}

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
  /** The engine's worker (the Fixture tab designs in it), the company's thresholds. */
  runner?: DftRunner | null;
  thresholds?: DftThresholds;
  /**
   * Where the display mesh of the board's STEP model comes from: the DUT, when the board shown is the
   * DUT's current import (the only one the server keeps a mesh for); null otherwise.
   */
  stepMeshOf?: StepMeshSource | null;
  /** What the fixture drawings' title blocks say: the DUT's name and revision, the saved version. */
  drawingTitle?: DrawingTitle;
  /** The saved version whose fabrication package can be generated; null while there are unsaved changes. */
  savedVersion?: SavedVersion | null;
  /** Replaces the probing with Studio's proposal for a side or both (undoable). */
  propose(scope: ProposeScope): Promise<void>;
  /** The scope being proposed right now, or null. */
  proposing: ProposeScope | null;
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
