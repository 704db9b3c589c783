import { DiagnosticSink } from '../../board/diagnostics';
import type { Board } from '../../board/model';
import type { EdaData } from './eda';
import type { FeaturesFile } from './features';
import type { Matrix, MatrixLayer } from './matrix';
import type { SymbolShape } from './symbols';
import type { OdbTree } from './tree';
import type { OdbUnits } from './units';
import type { OdbppCode } from './codes';

/** State shared by the readers of one ODB++ product model. */
export interface OdbContext {
  tree: OdbTree;
  /** Name used for diagnostics that belong to no single file (the upload's label). */
  label: string;
  /** The step read (lower case). */
  step: string;
  /** Units from misc/info: the default of every file that does not declare its own. */
  units: OdbUnits;
  matrix: Matrix;
  eda: EdaData | null;
  board: Board;
  sinks: Sinks;
  /** Features files by layer name, read once (null: the layer has no features file). */
  layerCache: Map<string, FeaturesFile | null>;
  /** User-defined symbols (`symbols/<name>`) by lower-case name, read once (null: unknown). */
  userSymbols: Map<string, SymbolShape | null>;
}

/** One diagnostic sink per file, kept in the order they were first used. */
export class Sinks {
  private readonly byFile = new Map<string, DiagnosticSink<OdbppCode>>();
  for(file: string): DiagnosticSink<OdbppCode> {
    let s = this.byFile.get(file);
    if (!s) {
      s = new DiagnosticSink<OdbppCode>(file);
      this.byFile.set(file, s);
    }
    return s;
  }
  all() {
    return [...this.byFile.values()].flatMap((s) => s.list);
  }
}

/** Path of a file inside the step. */
export const stepPath = (ctx: Pick<OdbContext, 'step'>, rest: string): string => `steps/${ctx.step}/${rest}`;

/** Outer copper layers (top first) and the board layers of a type on a side. */
export interface OuterLayers {
  top: MatrixLayer | null;
  bottom: MatrixLayer | null;
}
