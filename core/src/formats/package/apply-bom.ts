import type { Diagnostic } from '../../board/diagnostics';
import type { Board, BoardSource } from '../../board/model';
import { readBomCsv } from '../bom/index';
import { applyPartData } from './apply-values';
import { attempt } from './run-importers';

/**
 * Reads a BOM CSV of the package and fills the board's parts from it (value, fields, DNP; decision
 * 0059). It comes after the schematic: the BOM is what the assembler places, so its word is last. The
 * BOM is listed in `sources` only when it named parts of the board.
 */
export function applyBom(
  board: Board,
  file: { name: string; text: string },
  sources: BoardSource[],
  out: Diagnostic[],
): void {
  const read = attempt(file.name, () => readBomCsv(file.text, file.name), out);
  if (!read) return;
  for (const d of read.diagnostics) out.push(d);
  const matched = applyPartData(
    board,
    { kind: 'bom', label: 'the BOM', file: file.name, parts: read.board },
    out,
  );
  if (matched > 0) sources.push({ format: 'bom', file: file.name });
}
