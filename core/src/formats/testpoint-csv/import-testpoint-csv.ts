import { DiagnosticSink, ImportError, type ImportResult } from '../../board/diagnostics';
import { emptyBoard, finishBoard } from '../../board/finish';
import { componentId, holeId, padId } from '../../board/ids';
import type { Board } from '../../board/model';
import type { Column } from './columns';
import { detectSeparator, readCsv } from '../shared/csv';
import { type Section, splitSections } from './sections';
import { mapTestPointColumns, REQUIRED_TEST_POINT_COLUMNS, readTestPointRows } from './test-point-rows';
import { mapToolingColumns, REQUIRED_TOOLING_COLUMNS, readToolingRows } from './tooling-rows';
import { TestpointCsvCode } from './codes';

const firstDataLine = (text: string) =>
  text.split(/\r\n|\n|\r/).find((l) => l.trim() !== '' && !l.trimStart().startsWith('#')) ?? '';

const titleCase = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The required columns a header lacks, e.g. ['Net', 'Y']. */
function missing<K extends string>(columns: Partial<Record<K, Column>>, required: K[]): string[] {
  return required.filter((k) => columns[k] === undefined).map(titleCase);
}

function reportHeader(
  section: Section,
  unknown: string[],
  badUnits: string[],
  sink: DiagnosticSink<TestpointCsvCode>,
): void {
  const line = section.header!.line;
  if (unknown.length > 0)
    sink.info(TestpointCsvCode.columnIgnored, `Columns not used: ${unknown.join(', ')}`, { line });
  if (badUnits.length > 0) {
    sink.error(
      TestpointCsvCode.columnUnit,
      `Unknown unit in ${badUnits.join(', ')}; expected (mm), (mil) or (in); those columns are ignored`,
      { line },
    );
  }
}

interface SectionCtx {
  sink: DiagnosticSink<TestpointCsvCode>;
  decimalComma: boolean;
  /** Source line of every pad added so far. */
  padLines: number[];
}

function headerLacks(
  section: Section,
  lacking: string[],
  expected: string,
  sink: DiagnosticSink<TestpointCsvCode>,
): boolean {
  if (lacking.length === 0) return false;
  sink.error(TestpointCsvCode.headerMissing, `Header lacks ${lacking.join(', ')}; expected ${expected}`, {
    line: section.header!.line,
    column: 1,
  });
  return true;
}

/** Adds the test points of a section to the board; false when its header is unusable. */
function importTestPoints(
  section: Section,
  board: Board,
  { sink, decimalComma, padLines }: SectionCtx,
): boolean {
  const { columns, unknown, badUnits } = mapTestPointColumns(section);
  if (
    headerLacks(
      section,
      missing(columns, REQUIRED_TEST_POINT_COLUMNS),
      'Net, Name, X, Y (Side, Type, Size, Drill optional)',
      sink,
    )
  )
    return false;
  reportHeader(section, unknown, badUnits, sink);
  const tp = readTestPointRows(section, columns, sink, decimalComma);
  board.pads = board.pads.concat(tp.pads);
  // A loop, not push(...spread): spreading 200k+ arguments overflows the call stack.
  for (const line of tp.padLines) padLines.push(line);
  board.components = board.components.concat(tp.components);
  return true;
}

/** Adds the holes of a `[Tooling holes]` section to the board; false when its header is unusable. */
function importTooling(section: Section, board: Board, { sink, decimalComma }: SectionCtx): boolean {
  const { columns, unknown, badUnits } = mapToolingColumns(section);
  if (headerLacks(section, missing(columns, REQUIRED_TOOLING_COLUMNS), 'Name, X, Y, Diameter, Plated', sink))
    return false;
  reportHeader(section, unknown, badUnits, sink);
  board.holes = board.holes.concat(readToolingRows(section, columns, sink, decimalComma));
  return true;
}

/**
 * Imports a test-point CSV (docs/formats/testpoint-csv.md): columns Net, Name, X, Y and optionally
 * Side, Type, Size, Drill, in mm unless the header says `(mil)` / `(in)`; any order; comma, semicolon
 * or tab separated; an optional `[Tooling holes]` section. Frame: the design's board frame (top
 * view, +Y up). Every row becomes a dedicated test-point pad; bad rows are reported and skipped.
 *
 * Throws ImportError when the file has no usable header.
 */
export function importTestPointCsv(text: string, fileName: string): ImportResult<Board> {
  return importTestPointCsvWithLines(text, fileName).result;
}

/** importTestPointCsv plus the source line of every pad (by index), for the package cross-check. */
export function importTestPointCsvWithLines(
  text: string,
  fileName: string,
): { result: ImportResult<Board>; padLines: number[] } {
  const sink = new DiagnosticSink<TestpointCsvCode>(fileName);
  const clean = text.replace(/^\uFEFF/, '');
  const separator = detectSeparator(firstDataLine(clean));
  const { rows, unterminatedQuoteLine } = readCsv(clean, separator);
  if (unterminatedQuoteLine !== null) {
    sink.error(
      TestpointCsvCode.quoteUnterminated,
      'A quoted field is never closed; the rest of the file is one field',
      { line: unterminatedQuoteLine },
    );
  }
  const sections = splitSections(rows, sink);
  const board = emptyBoard([{ format: 'testpoint-csv', file: fileName }]);
  const ctx: SectionCtx = { sink, decimalComma: separator !== ',', padLines: [] };
  let usable = 0;
  for (const section of sections) {
    if (!section.header) {
      sink.error(TestpointCsvCode.sectionNoHeader, `The ${section.kind} section has no header row`, {
        line: section.line,
      });
      continue;
    }
    const imported =
      section.kind === 'test-points'
        ? importTestPoints(section, board, ctx)
        : importTooling(section, board, ctx);
    if (imported) usable++;
  }
  if (usable === 0) {
    const first = sink.list.find((d) => d.severity === 'error');
    throw new ImportError(
      TestpointCsvCode.unrecognised,
      first?.message ?? 'Not a test-point CSV: no header row with Net, Name, X, Y',
      {
        file: fileName,
        line: first?.location.line ?? 1,
      },
    );
  }
  // Sections are numbered from 0 each; ids must be unique in the board.
  board.pads.forEach((pad, i) => {
    pad.id = padId(i);
  });
  board.components.forEach((c, i) => {
    c.id = componentId(i);
  });
  board.holes.forEach((h, i) => {
    h.id = holeId(i);
  });
  return { result: { board: finishBoard(board), diagnostics: sink.list }, padLines: ctx.padLines };
}
