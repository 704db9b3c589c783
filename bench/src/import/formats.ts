import {
  type Board,
  type ImportResult,
  importGerberSet,
  importIpc356,
  importKicad,
  importTestPointCsv,
} from '@studio/core';
import {
  type GerberSetFile,
  gerberSetFiles,
  ipc356File,
  kicadFile,
  testPointCsvFile,
} from '../generate-board';
import type { SyntheticBoard } from '../synth/synthesize-board';

export type BenchFormat = 'kicad' | 'ipc356' | 'gerber' | 'testpoint-csv';
export const BENCH_FORMATS: BenchFormat[] = ['kicad', 'ipc356', 'gerber', 'testpoint-csv'];

/** A file of a benchmark input; `kind` only for the Gerber set. */
export interface BenchFile {
  name: string;
  text: string;
  kind?: GerberSetFile['kind'];
}

/** How one format is written, imported and checked. */
export interface FormatAdapter {
  write(s: SyntheticBoard): BenchFile[];
  importFiles(files: BenchFile[]): ImportResult<Board>;
  /** What a right import finds: the count compared by the self-check, and what it counts. */
  expected(s: SyntheticBoard): number;
  measured(board: Board): number;
  /** What the count is ("copper pads", "test points"). */
  unit: string;
}

const copperPads = (board: Board): number => board.pads.filter((p) => p.type !== 'npth').length;

/** The one file of a single-file format. */
function only(files: BenchFile[]): BenchFile {
  if (files.length !== 1) throw new Error(`expected one file, got ${files.length}`);
  return files[0]!;
}

/** The candidates the test-point CSV writer lists (see writers/testpoint-csv-writer.ts). */
const listedTestPoints = (s: SyntheticBoard): number =>
  s.board.testPoints.filter((tp) => tp.kind !== 'smd' && !tp.covered).length;

export const ADAPTERS: Record<BenchFormat, FormatAdapter> = {
  kicad: {
    write: (s) => [kicadFile(s)],
    importFiles: (files) => importKicad(only(files).text, only(files).name),
    expected: (s) => copperPads(s.board),
    measured: copperPads,
    unit: 'copper pads',
  },
  ipc356: {
    write: (s) => [ipc356File(s)],
    importFiles: (files) => importIpc356(only(files).text, only(files).name),
    expected: (s) => copperPads(s.board),
    measured: copperPads,
    unit: 'copper pads',
  },
  gerber: {
    write: gerberSetFiles,
    importFiles: (files) =>
      importGerberSet(files.map((f) => ({ name: f.name, text: f.text, kind: f.kind ?? 'gerber' }))),
    expected: (s) => copperPads(s.board),
    measured: copperPads,
    unit: 'copper pads',
  },
  'testpoint-csv': {
    write: (s) => [testPointCsvFile(s)],
    importFiles: (files) => importTestPointCsv(only(files).text, only(files).name),
    expected: listedTestPoints,
    measured: (board) => board.pads.length,
    unit: 'test points',
  },
};
