import type { Diagnostic } from '../../board/diagnostics';
import type { Board, Component } from '../../board/model';
import { Findings } from './findings';
import { PackageCode } from './codes';

/** What a design document (schematic, BOM) says about one part. */
export interface PartData {
  ref: string;
  /** "" when the document gives none. */
  value: string;
  footprint: string;
  fields: Record<string, string>;
  /** null when the document does not say. */
  dnp: boolean | null;
  line: number;
}

export interface ValueSource {
  kind: 'schematic' | 'bom';
  /** For messages: "the schematic (board.kicad_sch)", "the BOM (bom.csv)". */
  label: string;
  file: string;
  parts: PartData[];
}

/** Footprint names compared without their library (`Resistor_SMD:R_0603` = `R_0603`). */
const bareFootprint = (f: string) => f.slice(f.lastIndexOf(':') + 1);

/** KiCad writes "~" for an empty value; blanks are empty too. */
const empty = (v: string) => v.trim() === '' || v === '~';

function applyValue(c: Component, part: PartData, src: ValueSource, f: Findings): void {
  if (empty(part.value) || part.value === c.value) return;
  const was =
    c.valueFrom === undefined ? 'on the board' : c.valueFrom === 'bom' ? 'in the BOM' : 'in the schematic';
  if (empty(c.value))
    f.add(
      'info',
      PackageCode.valueFilled,
      `parts had no value on the board and take ${src.label}'s`,
      `${c.ref} = "${part.value}"`,
      part.line,
    );
  else
    f.add(
      'warning',
      PackageCode.valueDiffers,
      `parts have a different value ${was} and in ${src.label}; ${src.label}'s is used (${WHY[src.kind]})`,
      `${c.ref}: "${c.value}" ${was}, "${part.value}" in ${src.file}`,
      part.line,
    );
  c.value = part.value;
  c.valueFrom = src.kind;
}

/** Why a document's value wins over the board's: the engineer's word for each. */
const WHY: Record<ValueSource['kind'], string> = {
  schematic:
    'the board takes its values from the schematic when it is updated, so a difference means the board was not updated since',
  bom: 'the BOM is what the assembler places',
};

function applyDnp(c: Component, part: PartData, src: ValueSource, f: Findings): void {
  if (part.dnp === null || part.dnp === c.dnp) return;
  f.add(
    'warning',
    PackageCode.dnpDiffers,
    `parts are marked do-not-populate differently on the board and in ${src.label}; ${src.label} is followed`,
    `${c.ref}: ${c.dnp ? 'DNP' : 'fitted'} on the board, ${part.dnp ? 'DNP' : 'fitted'} in ${src.file}`,
    part.line,
  );
  c.dnp = part.dnp;
}

function applyFootprint(c: Component, part: PartData, src: ValueSource, f: Findings): void {
  if (empty(part.footprint) || empty(c.footprint)) return;
  if (bareFootprint(part.footprint) === bareFootprint(c.footprint)) return;
  f.add(
    'warning',
    PackageCode.footprintDiffers,
    `parts have a different footprint on the board and in ${src.label}; the board's is kept (it is what was built)`,
    `${c.ref}: ${c.footprint} on the board, ${part.footprint} in ${src.file}`,
    part.line,
  );
}

/**
 * Fills the board's parts from a design document (decision 0059): the value when the document has
 * one (it wins over the board's, with a warning when they differ: `WHY`), DNP when it says, and its
 * fields merged over the board's (its own win). Footprints are only compared: the board's are what
 * was built. A warning per kind of difference, aggregated; an info counting what was taken. Returns
 * how many parts of the board the document named.
 */
export function applyPartData(board: Board, src: ValueSource, out: Diagnostic[]): number {
  const byRef = new Map(board.components.map((c) => [c.ref, c]));
  const f = new Findings(src.file);
  let matched = 0;
  let withFields = 0;
  for (const part of src.parts) {
    const c = byRef.get(part.ref);
    if (!c) continue;
    matched++;
    applyValue(c, part, src, f);
    applyDnp(c, part, src, f);
    applyFootprint(c, part, src, f);
    if (Object.keys(part.fields).length > 0) {
      c.fields = { ...c.fields, ...part.fields };
      withFields++;
    }
  }
  const label = src.label.charAt(0).toUpperCase() + src.label.slice(1);
  out.push({
    severity: 'info',
    code: matched > 0 ? PackageCode.valuesApplied : PackageCode.valuesNoPart,
    message:
      matched > 0
        ? `${label} (${src.file}) gave values, fields and DNP to ${matched} of ${board.components.length} parts of the board (${withFields} with fields such as tolerance, voltage or part number)`
        : `${label} (${src.file}) names none of the board's ${board.components.length} parts by reference: nothing was taken from it`,
    location: { file: src.file, line: 1 },
  });
  f.flush(out);
  return matched;
}
