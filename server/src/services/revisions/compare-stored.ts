import {
  compareRevisions,
  type DftThresholds,
  type FixtureCatalog,
  fixtureDeltaFiles,
  type PoorContactInput,
  type RevisionComparison,
  type TestConfig,
} from '@studio/core';
import { strToU8, zipSync } from 'fflate';
import type { BlobStore } from '../../storage/index';
import { loadStoredBoard } from '../dft-reports/load-board';

/** What the DFT worker compares: two stored boards and the test-config version of the first. */
export interface RevisionCompareInput {
  /** Rev A's board: the one the test-config version was saved for. */
  boardSha256A: string;
  /** Rev B's board. */
  boardSha256B: string;
  config: TestConfig;
  thresholds: DftThresholds;
  catalog: FixtureCatalog;
  /** Also zip the delta files (the download); the comparison alone otherwise. */
  zip: boolean;
  /** Said in the zip's README: which revisions and which version. */
  title: string;
  /** Rev A's poor contacts in production (its DFT report's lesson), to follow onto rev B. */
  poorContacts?: PoorContactInput[];
}

export interface RevisionCompareOutput {
  comparison: RevisionComparison;
  /** Paths of the delta files (empty when the fixture is valid). */
  deltaFiles: string[];
  zip: Uint8Array | null;
}

/**
 * Runs in the DFT worker thread (dft-worker.ts): reads both boards, designs rev A's fixture from the
 * version, carries it to rev B and compares (core's `compareRevisions`, decision 0032). With `zip`, the
 * delta files in the frames of A's package, a README with the verdict and the comparison as JSON.
 */
export async function compareStoredRevisions(
  store: Pick<BlobStore, 'getBytes'>,
  input: RevisionCompareInput,
): Promise<RevisionCompareOutput> {
  const a = await loadStoredBoard(store, input.boardSha256A);
  const b = input.boardSha256B === input.boardSha256A ? a : await loadStoredBoard(store, input.boardSha256B);
  const result = compareRevisions(a, b, input.config, {
    catalog: input.catalog,
    thresholds: input.thresholds,
    ...(input.poorContacts ? { poorContacts: input.poorContacts } : {}),
  });
  const files = fixtureDeltaFiles(result.comparison, result.designA);
  const deltaFiles = files.map((f) => f.path);
  if (!input.zip) return { comparison: result.comparison, deltaFiles, zip: null };
  const entries: Record<string, Uint8Array> = {};
  for (const f of files) entries[f.path] = strToU8(f.text);
  entries['README.txt'] = strToU8(readme(input.title, result.comparison, deltaFiles));
  entries['comparison.json'] = strToU8(`${JSON.stringify(result.comparison, null, 2)}\n`);
  // Fixed dates: the same comparison zips to the same bytes.
  const zip = zipSync(entries, { level: 6, mtime: new Date('2000-01-01T00:00:00Z') });
  return { comparison: result.comparison, deltaFiles, zip };
}

const VERDICT: Record<RevisionComparison['verdict'], string> = {
  valid: 'VALID: the fixture of rev A serves rev B as it is.',
  'needs-rework': 'NEEDS REWORK: the fixture of rev A serves rev B after the changes below.',
  'needs-new-fixture': 'NEEDS A NEW FIXTURE: rev B cannot be tested on a reworked fixture of rev A.',
};

function readme(title: string, c: RevisionComparison, paths: string[]): string {
  const lines = [
    title,
    '',
    VERDICT[c.verdict],
    ...c.reasons.map((r) => `- ${r}`),
    '',
    'Files (each states its units, origin and view in its header; decision 0021):',
    ...(paths.length > 0 ? paths.map((p) => `- ${p}`) : ['- none: nothing to drill, plug, mill or rewire']),
    '- comparison.json: the whole comparison (board frame, mm, top view)',
    '',
    ...c.delta.notes.map((n) => `Note: ${n}`),
    ...((c.productionContacts ?? []).length > 0
      ? [
          '',
          'Poor contacts of rev A in production:',
          ...(c.productionContacts ?? []).map((p) => `- ${p.summary}`),
        ]
      : []),
  ];
  return `${lines.join('\r\n').trimEnd()}\r\n`;
}
