import type { Board } from '../board/model';
import { type DftOptions, analyzeDft } from '../dft/analyze';
import { otherSide, type TestConfig } from '../test-config/model';
import type { Finding, RuleId } from '../dft/types';
import { transformBoard } from './transform-board';

/** One pose of a test board: rotated by a multiple of 90°, and turned over or not. */
export interface Pose {
  name: string;
  rotateDeg: number;
  flip: boolean;
}

/** 0°, 90°, 180°, 270°, each on the top and turned over to the bottom (8 poses). */
export const POSES: Pose[] = [0, 90, 180, 270].flatMap((rotateDeg) => [
  { name: `top ${rotateDeg}°`, rotateDeg, flip: false },
  { name: `bottom ${rotateDeg}°`, rotateDeg, flip: true },
]);

/** The configuration seen from the other side: sides swapped. */
export function flipConfig(config: TestConfig): TestConfig {
  return {
    ...config,
    probeSide: config.probeSide && otherSide(config.probeSide),
    testPoints: config.testPoints.map((t) => (t.side ? { ...t, side: otherSide(t.side) } : t)),
    pressurePins: config.pressurePins.map((p) => ({ ...p, side: otherSide(p.side) })),
  };
}

/** The comparable part of a finding (the location moves with the pose). */
export interface FindingShape {
  severity: Finding['severity'];
  measured: number | null;
  features: string[];
}

/** Analyses the board in a pose and returns one rule's findings (passes included), comparable. */
export function findingsInPose(
  board: Board,
  config: TestConfig,
  rule: RuleId,
  pose: Pose,
  options: DftOptions = {},
): FindingShape[] {
  const posed = transformBoard(board, { rotateDeg: pose.rotateDeg, flip: pose.flip });
  const report = analyzeDft(posed, pose.flip ? flipConfig(config) : config, {
    ...options,
    includePasses: true,
  });
  return report.findings
    .filter((f) => f.rule === rule)
    .map((f) => ({
      severity: f.severity,
      measured: f.measured === 0 ? 0 : f.measured,
      features: [...f.features].sort(),
    }))
    .sort(
      (a, b) => a.features.join().localeCompare(b.features.join()) || a.severity.localeCompare(b.severity),
    );
}
