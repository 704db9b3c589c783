import type { IctGap, IctGrade, IctTest } from './types';

/** What one test (or a test that could not be made) says about one part. */
export interface PartFinding {
  test: string | null;
  presence: IctGrade;
  correctness: IctGrade;
  orientation: IctGrade;
  live: IctGrade;
  opens: IctGrade;
  /** Nets to probe for the test it lacks. */
  missing: string[];
  reason: string;
}

/** The tests, gaps and per-part findings the generators collect. */
export class Findings {
  readonly tests: IctTest[] = [];
  readonly gaps: IctGap[] = [];
  readonly byRef = new Map<string, PartFinding[]>();

  add(ref: string, finding: PartFinding): void {
    const list = this.byRef.get(ref);
    if (list) list.push(finding);
    else this.byRef.set(ref, [finding]);
  }

  /** A part that cannot be tested, and why (`missing`: nets a probe on which would make the test). */
  untested(ref: string, reason: string, missing: string[] = [], orientation: IctGrade = 'none'): void {
    this.add(ref, {
      test: null,
      presence: 'none',
      correctness: 'none',
      orientation,
      live: 'none',
      opens: 'none',
      missing,
      reason,
    });
  }
}

/** A test id safe as a file name on any tester: lower case, letters, digits, `+`, `:`, `_`, `-`, `.`. */
export const testId = (refs: string[], suffix = ''): string =>
  `${refs.map((r) => r.toLowerCase().replace(/[^a-z0-9_.-]+/g, '_')).join('+')}${suffix}`;
