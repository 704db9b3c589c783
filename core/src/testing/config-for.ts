import type { Board, HoleId } from '../board/model';
import { emptyTestConfig, type SelectedTestPoint, type TestConfig } from '../test-config/model';

/** The test-point id of a component's pad (first pad of the ref) or of the via at index n ("via:n"). */
export function tpIdOf(board: Board, name: string): string {
  const tp = name.startsWith('via:')
    ? board.testPoints.find((t) => t.featureId === `V${name.slice(4)}`)
    : board.testPoints.find((t) => t.ref === name);
  if (!tp) throw new Error(`no test point ${name}`);
  return tp.id;
}

/**
 * A configuration probing the named points from the top, located by a cradle unless guide holes are
 * given. `options` per name add per-point options.
 */
export function configFor(
  board: Board,
  names: string[],
  overrides: Partial<TestConfig> & {
    holes?: string[];
    options?: Record<string, Partial<SelectedTestPoint>>;
  } = {},
): TestConfig {
  const { holes, options, ...rest } = overrides;
  const config = emptyTestConfig();
  config.probeSide = 'top';
  config.locating = holes ? { method: 'guide-pins', holes: holes as HoleId[] } : { method: 'cradle' };
  config.testPoints = names.map(
    (n) => ({ id: tpIdOf(board, n), ...(options?.[n] ?? {}) }) as SelectedTestPoint,
  );
  return { ...config, ...rest };
}
