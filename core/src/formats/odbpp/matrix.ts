import type { DiagnosticSink } from '../../board/diagnostics';
import { parseStructured } from './text';
import { OdbppCode } from './codes';

/**
 * The product model matrix (`matrix/matrix`, spec "matrix"): STEP blocks (COL, NAME) and LAYER
 * blocks (ROW, CONTEXT, TYPE, NAME, POLARITY, START_NAME / END_NAME for drill and rout spans).
 * Rows run from the top of the board to the bottom.
 */
export interface MatrixLayer {
  row: number;
  /** Lower case, as the folder under `steps/<step>/layers/` is named. */
  name: string;
  context: string;
  type: string;
  polarity: string;
  /** Span of a drill / rout layer (lower case), '' when not given. */
  start: string;
  end: string;
  line: number;
}

export interface Matrix {
  steps: { name: string; col: number; line: number }[];
  /** BOARD-context layers and the rest, sorted by row. */
  layers: MatrixLayer[];
}

const COPPER = new Set(['SIGNAL', 'POWER_GROUND', 'MIXED']);

export const isCopper = (l: MatrixLayer): boolean => l.context === 'BOARD' && COPPER.has(l.type);
export const isBoard = (l: MatrixLayer): boolean => l.context === 'BOARD';

export function parseMatrix(text: string, sink: DiagnosticSink<OdbppCode>): Matrix {
  const s = parseStructured(text);
  const steps: Matrix['steps'] = [];
  const layers: MatrixLayer[] = [];
  for (const b of s.blocks) {
    const name = (b.values.get('NAME') ?? '').trim().toLowerCase();
    if (b.name === 'STEP') {
      if (!name) sink.warn(OdbppCode.matrixStepName, 'STEP block without NAME=; ignored', { line: b.line });
      else steps.push({ name, col: Number(b.values.get('COL') ?? steps.length + 1), line: b.line });
    } else if (b.name === 'LAYER') {
      const row = Number(b.values.get('ROW'));
      if (!name || !Number.isFinite(row)) {
        sink.warn(OdbppCode.matrixLayer, 'LAYER block without a NAME= and a numeric ROW=; ignored', {
          line: b.line,
        });
        continue;
      }
      layers.push({
        row,
        name,
        context: (b.values.get('CONTEXT') ?? '').toUpperCase(),
        type: (b.values.get('TYPE') ?? '').toUpperCase(),
        polarity: (b.values.get('POLARITY') ?? 'POSITIVE').toUpperCase(),
        start: (b.values.get('START_NAME') ?? '').toLowerCase(),
        end: (b.values.get('END_NAME') ?? '').toLowerCase(),
        line: b.line,
      });
    }
  }
  layers.sort((a, b) => a.row - b.row);
  steps.sort((a, b) => a.col - b.col);
  return { steps, layers };
}

/** The board's copper layers, top first. */
export const copperLayers = (m: Matrix): MatrixLayer[] => m.layers.filter(isCopper);

/**
 * Which outer side a BOARD layer of another type (mask, silk, component) belongs to: above the first
 * copper layer is the top, below the last is the bottom; with no copper, its name decides.
 */
export function sideOfLayer(m: Matrix, l: MatrixLayer): 'top' | 'bottom' | null {
  const copper = copperLayers(m);
  if (copper.length > 0) {
    if (l.row < copper[0]!.row) return 'top';
    if (l.row > copper[copper.length - 1]!.row) return 'bottom';
    return null;
  }
  if (/top/.test(l.name)) return 'top';
  if (/bot/.test(l.name)) return 'bottom';
  return null;
}
