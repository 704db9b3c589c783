import type { DiagnosticSink } from '../../board/diagnostics';
import type { CsvRow } from '../shared/csv';
import { TestpointCsvCode } from './codes';

export type SectionKind = 'test-points' | 'tooling-holes';

/** A run of rows under one `[Section]` marker: its header row and its data rows. */
export interface Section {
  kind: SectionKind;
  /** Line of the section's marker (1 for the implicit first section). */
  line: number;
  header: CsvRow | null;
  rows: CsvRow[];
}

const MARKERS: Record<string, SectionKind> = {
  testpoints: 'test-points',
  tooling: 'tooling-holes',
  toolingholes: 'tooling-holes',
  holes: 'tooling-holes',
};

const isComment = (row: CsvRow) => row.fields[0]?.text.trimStart().startsWith('#') === true;

/** `[Tooling holes]` → its section kind; undefined when the row is no marker, null for an unknown one. */
function markerOf(row: CsvRow): SectionKind | null | undefined {
  const filled = row.fields.filter((f) => f.text.trim() !== '');
  const m = filled.length === 1 ? /^\[(.*)\]$/.exec(filled[0]!.text.trim()) : null;
  if (!m) return undefined;
  return MARKERS[m[1]!.toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}

/**
 * Splits the rows into sections. The file starts in the test-point section; a marker line such as
 * `[Tooling holes]` starts another. The first row of each section is its header. Comment rows
 * (first cell starting with `#`) are dropped.
 */
export function splitSections(rows: CsvRow[], sink: DiagnosticSink<TestpointCsvCode>): Section[] {
  const sections: Section[] = [];
  const implicit: Section = { kind: 'test-points', line: 1, header: null, rows: [] };
  let current: Section | null = implicit;
  sections.push(current);
  for (const row of rows) {
    if (isComment(row)) continue;
    const marker = markerOf(row);
    if (marker === null) {
      sink.warn(
        TestpointCsvCode.sectionUnknown,
        `Unknown section ${row.fields.find((f) => f.text.trim())?.text.trim()}; expected [Test points] or [Tooling holes]; its rows are ignored`,
        { line: row.line, column: 1 },
      );
      current = null;
    } else if (marker !== undefined) {
      current = { kind: marker, line: row.line, header: null, rows: [] };
      sections.push(current);
    } else if (current && !current.header) current.header = row;
    else current?.rows.push(row);
  }
  // A file that opens with a marker has an empty implicit first section.
  return sections.filter((s) => s !== implicit || s.header !== null);
}
