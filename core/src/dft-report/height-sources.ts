import type { ReportFacts } from '../dft/index';

/**
 * Where a report's component heights came from, in one line for the report page, its PDF and the
 * CLI: "12 from the STEP model, 3 from the design data, 1 set in the test config, 40 package
 * defaults". Reports made before decision 0040 did not count them: "not counted in this report".
 */
export function describeHeightSources(counts: ReportFacts['heightSources']): string {
  if (!counts) return 'not counted in this report';
  const parts = [
    counts.step > 0 && `${counts.step} from the STEP model`,
    counts.model > 0 && `${counts.model} from the design data`,
    counts.override > 0 && `${counts.override} set in the test config`,
    counts.default > 0 && `${counts.default} package default${counts.default === 1 ? '' : 's'}`,
  ].filter((p): p is string => typeof p === 'string');
  return parts.length > 0 ? parts.join(', ') : 'no component bodies';
}
