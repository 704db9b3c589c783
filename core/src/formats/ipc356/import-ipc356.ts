import { DiagnosticSink, ImportError, type ImportResult } from '../../board/diagnostics';
import { emptyBoard, finishBoard } from '../../board/finish';
import type { Board } from '../../board/model';
import { outlineFromRecords } from './board-outline';
import { componentsFromFeatures } from './components';
import { recordsToFeatures } from './features';
import { splitLines } from './lines';
import { readParameters } from './parameters';
import { drillScale } from './quirks';
import { readRecords } from './read-records';
import { DiagnosticTally } from './tally';

/**
 * Imports an IPC-D-356 / 356A netlist (bare-board test data) into a board.
 *
 * Frame: the 356 file's own coordinates converted to mm; its Y axis already points up (top view).
 * KiCad writes them relative to its aux origin. Pads keep ref / pin / net (NNAME aliases resolved,
 * `N/C` and blank nets → null, other names as written, e.g. KiCad's `?` for a space); `VIA` records
 * become vias, tooling-hole records (347 / 367) holes; one component per reference.
 *
 * Throws ImportError only when no line of the text looks like IPC-D-356.
 */
export function importIpc356(text: string, fileName: string): ImportResult<Board> {
  return importIpc356WithLines(text, fileName).result;
}

/** importIpc356 plus the source line of every pad and via (by index), for the package cross-check. */
export function importIpc356WithLines(
  text: string,
  fileName: string,
): { result: ImportResult<Board>; padLines: number[]; viaLines: number[] } {
  const sink = new DiagnosticSink(fileName);
  const tally = new DiagnosticTally();
  const lines = splitLines(text.replace(/^\uFEFF/, ''));
  const params = readParameters(lines, sink);
  const raw = readRecords(lines, tally);
  if (raw.recognised === 0) {
    throw new ImportError('ipc356.unrecognised', 'Not an IPC-D-356 file: no C, P, 3xx or 999 record', {
      file: fileName,
      line: 1,
    });
  }
  const scale = drillScale(raw.records);
  if (scale !== 1) {
    const first = raw.records.find((r) => r.drill !== null)?.line ?? 1;
    sink.warn(
      'ipc356.drill.scaled',
      'Every hole diameter is smaller than 1/8 of its pad: read as 0.001 in instead of 0.0001 in (an Eagle 7 writer quirk)',
      { line: first },
    );
  }
  const maxAccess = raw.records.reduce((m, r) => (r.access !== null && r.access > m ? r.access : m), 2);
  const features = recordsToFeatures(raw.records, {
    mmPerUnit: params.units.mmPerUnit,
    drillScale: scale,
    maxAccess,
    aliases: params.aliases,
    tally,
  });
  const board = emptyBoard([{ format: 'ipc356', file: fileName }]);
  board.outline = outlineFromRecords(raw.outlines, params.units.mmPerUnit, tally);
  board.copperLayerCount = raw.maxConductorLayer;
  board.pads = features.pads;
  board.vias = features.vias;
  board.holes = features.holes;
  board.components = componentsFromFeatures(features.pads, features.holes);
  if (raw.records.length === 0)
    sink.warn('ipc356.records.none', 'The file has no test records (317/327/367)', { line: 1 });
  tally.flush(sink);
  return {
    result: { board: finishBoard(board), diagnostics: sink.list },
    padLines: features.padLines,
    viaLines: features.viaLines,
  };
}
