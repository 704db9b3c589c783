import { type Diagnostic, ImportError } from '../../board/diagnostics';
import type { Board } from '../../board/model';
import { type GerberSetFile, importGerberSet } from '../cam-set/index';
import { readGerberJob } from '../gerber-job/index';
import { importIpc2581Bytes } from '../ipc2581/index';
import { importIpc356WithLines } from '../ipc356/import-ipc356';
import { importKicadBytes } from '../kicad/index';
import { decodeText } from '../shared/decode-text';
import { importTestPointCsvWithLines } from '../testpoint-csv/import-testpoint-csv';
import type { ImportedSource } from './source';
import { PackageCode } from './codes';

/** A detected design file waiting for its importer: its bytes, decoded by the importer that needs text. */
export interface TextFile {
  name: string;
  bytes: Uint8Array;
  format:
    | 'kicad'
    | 'ipc2581'
    | 'ipc356'
    | 'gerber'
    | 'gerber-job'
    | 'excellon'
    | 'centroid'
    | 'testpoint-csv';
}

/**
 * Runs one importer and turns failure into a diagnostic: an ImportError keeps its code and place;
 * anything else (a bug in an importer) is reported too, so that one bad file never stops the package.
 */
export function attempt<T>(file: string, run: () => T, out: Diagnostic[]): T | null {
  try {
    return run();
  } catch (e) {
    if (e instanceof ImportError) {
      out.push({ severity: 'error', code: e.code, message: e.message, location: { line: 1, ...e.location } });
    } else {
      const message = `Importer failed on ${file}: ${e instanceof Error ? e.message : String(e)}`;
      out.push({ severity: 'error', code: PackageCode.importerFailed, message, location: { file, line: 1 } });
    }
    return null;
  }
}

type SingleFormat = 'kicad' | 'ipc2581' | 'ipc356' | 'testpoint-csv';
interface SingleResult {
  board: Board;
  diagnostics: Diagnostic[];
  padLines?: number[];
  viaLines?: number[];
}

// One importer per single-file format; the 356 and CSV readers also give the source line of each pad.
const SINGLE: Record<SingleFormat, (f: TextFile) => SingleResult> = {
  kicad: (f) => importKicadBytes(f.bytes, f.name),
  ipc2581: (f) => importIpc2581Bytes(f.bytes, f.name),
  ipc356: (f) => {
    const r = importIpc356WithLines(decodeText(f.bytes), f.name);
    return { ...r.result, padLines: r.padLines, viaLines: r.viaLines };
  },
  'testpoint-csv': (f) => {
    const r = importTestPointCsvWithLines(decodeText(f.bytes), f.name);
    return { ...r.result, padLines: r.padLines };
  },
};

const isSingle = (format: TextFile['format']): format is SingleFormat => format in SINGLE;

function importSingle(f: TextFile & { format: SingleFormat }, out: Diagnostic[]): ImportedSource | null {
  const r = attempt(f.name, () => SINGLE[f.format](f), out);
  if (!r) return null;
  for (const d of r.diagnostics) out.push(d);
  return {
    format: f.format,
    label: f.name,
    file: f.name,
    board: r.board,
    padLines: r.padLines,
    viaLines: r.viaLines,
  };
}

const CAM_KINDS: Partial<Record<TextFile['format'], GerberSetFile['kind']>> = {
  gerber: 'gerber',
  'gerber-job': 'job',
  excellon: 'excellon',
  centroid: 'centroid',
};

/**
 * A Gerber job file with no Gerber set beside it (e.g. next to a KiCad board): read for its own
 * diagnostics and listed with the board; it never fails the package.
 */
function readLoneJob(f: TextFile, out: Diagnostic[]): void {
  const job = readGerberJob(decodeText(f.bytes), f.name);
  for (const d of job.diagnostics) out.push(d);
  out.push({
    severity: 'info',
    code: PackageCode.fileSupporting,
    message: `${f.name} is a Gerber job file without the Gerber files it names: listed with the board, not used`,
    location: { file: f.name, line: 1 },
  });
}

function gerberLabel(files: TextFile[]): string {
  const names = files.map((f) => f.name.split('/').pop());
  return `the Gerber set (${names.slice(0, 3).join(', ')}${names.length > 3 ? `, … ${names.length} files` : ''})`;
}

/**
 * Imports every design file: each KiCad board, IPC-2581 file, 356 netlist and test-point CSV on its own, and all
 * Gerber, Excellon and centroid files together as one Gerber set. Importer diagnostics go to `out`.
 */
export function runImporters(files: TextFile[], out: Diagnostic[]): ImportedSource[] {
  const sources: ImportedSource[] = [];
  const cam = files.filter((f) => f.format in CAM_KINDS);
  if (cam.some((f) => f.format !== 'gerber-job')) {
    const setFiles = cam.map((f) => ({
      name: f.name,
      text: decodeText(f.bytes),
      kind: CAM_KINDS[f.format]!,
    }));
    const r = attempt(cam[0]!.name, () => importGerberSet(setFiles), out);
    if (r) {
      for (const d of r.diagnostics) out.push(d);
      const main = cam.find((f) => f.format === 'gerber') ?? cam[0]!;
      sources.push({ format: 'gerber', label: gerberLabel(cam), file: main.name, board: r.board });
    }
  }
  for (const f of cam.length > 0 && cam.every((f) => f.format === 'gerber-job') ? cam : [])
    readLoneJob(f, out);
  for (const f of files) {
    if (!isSingle(f.format)) continue;
    const s = importSingle({ ...f, format: f.format }, out);
    if (s) sources.push(s);
  }
  return sources;
}
