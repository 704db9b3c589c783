import { readFile } from 'node:fs/promises';
import {
  type Board,
  type GuidePinHoleRange,
  importSelectionCsv,
  type ProbeCatalog,
  proposeTestConfig,
  type Side,
  type TestConfig,
  type DftThresholds,
} from '@studio/core';

/** A --select value that cannot be used: the message names the file, line and what was expected. */
export class SelectError extends Error {}

/**
 * The test configuration `studio fixture` designs from: the automatic proposal (`proposal`), the
 * board's own dedicated test points (`designed`: the points the designer placed, on the chosen side or
 * the side with most of them), or the points a selection CSV names (with the proposal's locating).
 * A selection other than the proposal gets its pressure pins proposed by the design. `proposed` is the
 * proposal for that side when the caller has made it already (it is not made twice);
 * `guidePinHoles`, the hole sizes the catalog's guide pins fit (the proposal locates on those only);
 * `probeCatalog`, the catalog's probe classes (`probeCatalogFromParts`: pair spacings that leave the
 * probe plate's web between holes, decision 0054).
 */
export async function selectTestConfig(
  board: Board,
  select: string,
  side: Side | undefined,
  thresholds: DftThresholds | undefined,
  proposed?: TestConfig,
  guidePinHoles?: readonly GuidePinHoleRange[],
  probeCatalog?: ProbeCatalog,
): Promise<TestConfig> {
  const proposal =
    proposed ??
    proposeTestConfig(board, {
      ...(side ? { probeSide: side } : {}),
      ...(thresholds ? { thresholds } : {}),
      ...(guidePinHoles ? { guidePinHoles } : {}),
      ...(probeCatalog ? { catalog: probeCatalog } : {}),
    }).config;
  if (select === 'proposal') return proposal;
  if (select === 'designed') {
    const designed = board.testPoints.filter((t) => t.kind === 'testpoint' && !t.covered);
    if (designed.length === 0)
      throw new SelectError('--select designed: the board has no dedicated test points (TP*)');
    const count = (s: Side) => designed.filter((t) => t.side === s || t.side === 'both').length;
    const probeSide = side ?? (count('bottom') > count('top') ? 'bottom' : 'top');
    const points = designed.filter((t) => t.side === probeSide || t.side === 'both');
    if (points.length === 0)
      throw new SelectError(`--select designed: no dedicated test point on the ${probeSide}`);
    return {
      ...proposal,
      probeSide,
      testPoints: points.map((t) => ({ id: t.id, side: probeSide })),
      pressurePins: [],
    };
  }
  let csv: string;
  try {
    csv = await readFile(select, 'utf8');
  } catch (error) {
    throw new SelectError(
      `--select: "${select}" is neither "proposal", "designed" nor a readable CSV file (${(error as Error).message})`,
    );
  }
  const base: TestConfig = { ...proposal, testPoints: [], pressurePins: [] };
  const result = importSelectionCsv(csv, board, base);
  const problems = [...result.fileErrors, ...result.rows.flatMap((r) => (r.error ? [r.error] : []))];
  if (problems.length > 0)
    throw new SelectError(`--select file "${select}":\n  ${problems.slice(0, 20).join('\n  ')}`);
  return {
    ...base,
    testPoints: result.ids.map((id) => ({ id: id as TestConfig['testPoints'][number]['id'] })),
  };
}
