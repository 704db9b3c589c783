import type { Diagnostic } from '../../board/diagnostics';
import type { Board, BoardSource } from '../../board/model';
import { readKicadSchematic } from '../kicad-sch/index';
import { applyPartData } from './apply-values';
import { attempt } from './run-importers';
import { checkSchematic } from './schematic-check';

const stem = (name: string) => (name.split('/').pop() ?? name).replace(/\.[^.]+$/, '');

/**
 * Reads the package's KiCad schematic (every `.kicad_sch`, as one hierarchy) and uses it on the
 * finished board: its parts' values, fields and DNP (`applyPartData`), then the netlist cross-check
 * (`checkSchematic`). The root is the sheet no other places, preferring the project's or the board's
 * name. Every sheet file read is listed in `sources` when the check ran.
 */
export function applySchematic(
  board: Board,
  boardLabel: string,
  files: { name: string; text: string }[],
  names: { project: string[]; board: string },
  sources: BoardSource[],
  out: Diagnostic[],
): void {
  const preferred = [stem(names.board), ...names.project.map(stem)];
  const read = attempt(files[0]!.name, () => readKicadSchematic(files, preferred), out);
  if (!read) return;
  for (const d of read.diagnostics) out.push(d);
  const sch = read.board;
  applyPartData(
    board,
    {
      kind: 'schematic',
      label: 'the schematic',
      file: sch.root,
      parts: sch.parts
        .filter((p) => p.onBoard)
        .map((p) => ({
          ref: p.ref,
          value: p.value,
          footprint: p.footprint,
          fields: p.fields,
          dnp: p.dnp,
          line: p.line,
        })),
    },
    out,
  );
  if (checkSchematic(board, boardLabel, sch.root, sch, out))
    for (const file of sch.files) sources.push({ format: 'kicad-sch', file });
}
