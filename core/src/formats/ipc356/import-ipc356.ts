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
import type { TestRecord } from './test-record';
import { Ipc356Code } from './codes';

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
  const sink = new DiagnosticSink<Ipc356Code>(fileName);
  const tally = new DiagnosticTally();
  const lines = splitLines(text.replace(/^\uFEFF/, ''));
  const params = readParameters(lines, sink);
  const raw = readRecords(lines, tally);
  if (raw.recognised === 0) {
    throw new ImportError(Ipc356Code.unrecognised, 'Not an IPC-D-356 file: no C, P, 3xx or 999 record', {
      file: fileName,
      line: 1,
    });
  }
  const scale = drillScale(raw.records);
  if (scale !== 1) {
    const first = raw.records.find((r) => r.drill !== null)?.line ?? 1;
    sink.warn(
      Ipc356Code.drillScaled,
      'Every hole diameter is smaller than 1/8 of its pad: read as 0.001 in instead of 0.0001 in (an Eagle 7 writer quirk)',
      { line: first },
    );
  }
  const secondary = secondaryAccess(raw.records, params.secondaryLayer);
  const features = recordsToFeatures(raw.records, {
    mmPerUnit: params.units.mmPerUnit,
    drillScale: scale,
    secondaryAccess: secondary.access,
    secondaryFrom: secondary.from,
    aliases: params.aliases,
    tally,
  });
  const board = emptyBoard([{ format: 'ipc356', file: fileName }]);
  board.outline = outlineFromRecords(raw.outlines, params.units.mmPerUnit, tally);
  board.copperLayerCount = raw.maxConductorLayer;
  board.pads = features.pads;
  board.vias = features.vias;
  board.holes = features.holes;
  const parts = componentsFromFeatures(features.pads, features.holes);
  board.components = parts.components;
  reportGuessedSides(parts.guessed, sink);
  if (raw.records.length === 0)
    sink.warn(Ipc356Code.recordsNone, 'The file has no test records (317/327/367)', { line: 1 });
  tally.flush(sink);
  return {
    result: { board: finishBoard(board), diagnostics: sink.list },
    padLines: features.padLines,
    viaLines: features.viaLines,
  };
}

const highestAccess = (records: TestRecord[], keep: (r: TestRecord) => boolean): number | null =>
  records.reduce<number | null>(
    (m, r) => (r.access !== null && r.access > 1 && keep(r) && (m === null || r.access > m) ? r.access : m),
    null,
  );

/**
 * The secondary side's access code, i.e. the board's number of copper layers: the 356B
 * `SECONDARY_SIDE_LAYER` parameter when the file has one; else the highest code on an SMD record (SMD
 * pads sit only on the outer sides, so writers give bottom SMD pads the layer count: KiCad, Altium);
 * else the highest code on a component pad; else the highest code in the file (vias alone cannot
 * tell a blind bottom via from a buried one).
 */
function secondaryAccess(records: TestRecord[], declared: number | null): { access: number; from: string } {
  if (declared !== null) return { access: declared, from: 'from SECONDARY_SIDE_LAYER' };
  const smd = highestAccess(records, (r) => r.code[1] === '2');
  if (smd !== null) return { access: smd, from: 'the highest code on an SMD record' };
  const pads = highestAccess(records, (r) => r.code[1] === '1' && r.ref.toUpperCase() !== 'VIA');
  if (pads !== null) return { access: pads, from: 'the highest code on a component pad' };
  return { access: highestAccess(records, () => true) ?? 2, from: 'the highest code in the file' };
}

function reportGuessedSides(guessed: string[], sink: DiagnosticSink<Ipc356Code>): void {
  if (guessed.length === 0) return;
  const list =
    guessed.slice(0, 10).join(', ') + (guessed.length > 10 ? `, … ${guessed.length - 10} more` : '');
  sink.info(
    Ipc356Code.componentSideGuessed,
    `${guessed.length} component(s) have only through-hole pads, and IPC-D-356 does not say which side a through-hole part sits on: placed on the top (a guess): ${list}`,
    { line: 1 },
  );
}
