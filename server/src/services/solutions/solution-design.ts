import type { SolutionDesign } from '@studio/api';
import {
  type Board,
  type DftThresholds,
  designFixture,
  designVerdict,
  type FixtureCatalog,
  fixtureWork,
  type TestConfig,
} from '@studio/core';

/** The preview keeps at most this many probe positions (a huge board's page stays small). */
const PREVIEW_PROBES = 5000;

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The fixture designed for a test solution (core's designFixture, the same as the fabrication
 * package): its BOM and work are what the solution is priced from, its verdict whether it can be
 * ordered, and a small preview (outline, probe and guide-pin positions) for the page.
 */
export function solutionDesign(
  board: Board,
  config: TestConfig,
  catalog: FixtureCatalog,
  thresholds: DftThresholds,
): SolutionDesign {
  const result = designFixture(board, config, catalog, { thresholds });
  const { design } = result;
  const { verdict, failingRules } = designVerdict(result);
  return {
    engineVersion: design.engineVersion,
    verdict,
    failingRules,
    failures: design.findings.filter((f) => f.severity === 'fail').map((f) => f.message),
    bom: design.bom.map((l) => ({
      partNumber: l.partNumber,
      quantity: l.quantity,
      group: l.group,
      note: l.note,
    })),
    work: fixtureWork(design),
    kit: design.kit,
    probeSide: design.probeSide,
    signalInterface: config.fixture.signalInterface,
    preview: {
      box: design.board.box,
      outline: design.board.outline.map((ring) =>
        ring.map((p) => [round(p.x), round(p.y)] as [number, number]),
      ),
      probes: design.probes.slice(0, PREVIEW_PROBES).map((p) => [round(p.x), round(p.y)] as [number, number]),
      guidePins: design.guidePins.map((g) => [round(g.x), round(g.y)] as [number, number]),
    },
  };
}
