import { ImportError } from '../../board/diagnostics';
import type { OdbContext } from './context';
import type { Matrix } from './matrix';
import { parseStructured } from './text';
import type { OdbTree } from './tree';
import { coordScale, type OdbUnits, unitsFromWord } from './units';
import type { Sinks } from './context';
import { OdbppCode } from './codes';

/** Units of the product model from `misc/info` (`UNITS=MM|INCH`); inch when it does not say (spec default). */
export function readInfoUnits(tree: OdbTree, sinks: Sinks): OdbUnits {
  const t = tree.text('misc/info');
  if (!t) {
    sinks
      .for(tree.nameOf('misc/info'))
      .info(OdbppCode.infoMissing, 'no misc/info: files without UNITS= are read as inch', {
        line: 1,
      });
    return 'inch';
  }
  const v = parseStructured(t.text).values.get('UNITS');
  const units = unitsFromWord(v);
  if (!units) {
    sinks
      .for(t.file)
      .info(
        OdbppCode.infoUnits,
        `no valid UNITS= (found "${v ?? ''}"): files without UNITS= are read as inch`,
        {
          line: 1,
        },
      );
    return 'inch';
  }
  return units;
}

/** Whether a step is a panel / array (its header repeats other steps). */
function isRepeatStep(tree: OdbTree, step: string): boolean {
  const t = tree.text(`steps/${step}/stephdr`);
  return t ? parseStructured(t.text).blocks.some((b) => b.name === 'STEP-REPEAT') : false;
}

/**
 * The step to import: the single board step. With several, the first that is not a panel (no
 * STEP-REPEAT) and has design data (eda/data or a components file), preferring one named `pcb`.
 */
export function chooseStep(tree: OdbTree, matrix: Matrix, matrixFile: string, sinks: Sinks): string {
  if (matrix.steps.length === 0)
    throw new ImportError(
      OdbppCode.matrixNoStep,
      'the matrix names no step: expected a "STEP { NAME=... }" block',
      {
        file: matrixFile,
        line: 1,
      },
    );
  const present = matrix.steps.filter(
    (s) => tree.folders(`steps/${s.name}`).length > 0 || tree.has(`steps/${s.name}/profile`),
  );
  if (present.length === 0) {
    const s = matrix.steps[0]!;
    throw new ImportError(
      OdbppCode.stepMissing,
      `the matrix names step "${s.name}" but there is no steps/${s.name}/ folder`,
      {
        file: matrixFile,
        line: s.line,
      },
    );
  }
  if (present.length === 1) return present[0]!.name;
  const hasDesign = (n: string) =>
    tree.has(`steps/${n}/eda/data`) ||
    tree.folders(`steps/${n}/layers`).some((l) => tree.has(`steps/${n}/layers/${l}/components`));
  const boards = present.filter((s) => !isRepeatStep(tree, s.name));
  const pool = boards.length > 0 ? boards : present;
  const chosen =
    pool.find((s) => s.name === 'pcb' && hasDesign(s.name)) ??
    pool.find((s) => hasDesign(s.name)) ??
    pool[0]!;
  sinks
    .for(matrixFile)
    .info(
      OdbppCode.stepChosen,
      `${present.length} steps (${present.map((s) => s.name).join(', ')}): step "${chosen.name}" is imported`,
      { line: chosen.line },
    );
  return chosen.name;
}

/** Board thickness (mm) from the `.board_thickness` attribute of the step or of the product model. */
export function readThickness(ctx: OdbContext): number | null {
  for (const path of [`steps/${ctx.step}/attrlist`, 'misc/attrlist']) {
    const t = ctx.tree.text(path);
    if (!t) continue;
    const s = parseStructured(t.text);
    const raw = s.values.get('.BOARD_THICKNESS');
    const v = Number(raw);
    if (raw === undefined || raw === '') continue;
    const units = unitsFromWord(s.values.get('UNITS')) ?? ctx.units;
    if (Number.isFinite(v) && v > 0 && v * coordScale(units) < 100) return v * coordScale(units);
    ctx.sinks
      .for(t.file)
      .warn(OdbppCode.thicknessBad, `.board_thickness "${raw.slice(0, 40)}" is not a thickness; ignored`, {
        line: 1,
      });
  }
  return null;
}
