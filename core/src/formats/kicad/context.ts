import type { DiagnosticSink } from '../../board/diagnostics';
import type { Board, Point, Ring } from '../../board/model';
import type { Edge } from '../../geometry/chain';
import type { SexprTree } from '../sexpr/index';
import type { TentingDefaults } from '../shared/via-tenting';
import type { LayerMap } from './layers';
import type { ViaDrillDefaults } from './nets';
import type { KicadCode } from './codes';
import type { Copperless } from './copperless';

/** State shared by the readers of one `.kicad_pcb` file. */
export interface KicadContext {
  t: SexprTree;
  sink: DiagnosticSink<KicadCode>;
  /** `(version YYYYMMDD)`; 0 when missing. */
  version: number;
  layers: LayerMap;
  /** Net code → name from the `(net N "name")` declarations (KiCad ≤ 9). */
  netNames: Map<number, string>;
  /**
   * The same names by code, for the codes below its length (KiCad numbers nets 0, 1, 2 …; a code
   * not declared is undefined): an array read instead of a map lookup for every pad (a 1M-pad board
   * declares ~400k nets).
   */
  netByCode: (string | undefined)[];
  /**
   * Set when a pad or via took a net name that is not a declaration's (KiCad 10 names nets on the
   * items; an undeclared code with a name): until then every item's net is a declared name.
   */
  undeclaredNets: boolean;
  tenting: TentingDefaults;
  viaDrills: ViaDrillDefaults;
  board: Board;
  /** Board outline pieces in the board frame: open edges to chain, rings already closed. */
  outlineEdges: Edge[];
  outlineRings: Ring[];
  /** Every Edge.Cuts point, for the bounding-box fallback of an open outline. */
  outlinePoints: Point[];
  /** Source line of each open edge's end points (diagnostics for an open outline). */
  outlineEndLines: Map<Point, number>;
  /** Buried vias left out (count, line of the first). */
  buried: { count: number; line: number };
  /** SMD pads on no copper layer, left out: count, line of the first, a few names, their mask openings. */
  copperless: Copperless;
}

/** Diagnostic location of node `i`. */
export function where(ctx: KicadContext, i: number, element?: string): { line: number; element?: string } {
  return element === undefined ? { line: ctx.t.line(i) } : { line: ctx.t.line(i), element };
}

/** A finite number or undefined. */
export function finite(v: number): number | undefined {
  return Number.isFinite(v) ? v : undefined;
}

/** Reads `(tag x y ...)` coordinates of child `name` of `node`; undefined when absent or not finite. */
export function readXY(t: SexprTree, node: number, name: string): { x: number; y: number } | undefined {
  const c = t.child(node, name);
  if (c < 0) return undefined;
  return xyAt(t, c);
}

/** Reads the first two arguments of list `c` as finite coordinates (`(xy 1 2)`, `(at 1 2 90)`). */
export function xyAt(t: SexprTree, c: number): { x: number; y: number } | undefined {
  const e = t.end(c);
  if (c + 3 >= e || !t.isAtom(c + 2) || !t.isAtom(c + 3)) return undefined;
  const x = t.num(c + 2);
  const y = t.num(c + 3);
  return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : undefined;
}

/** The first numeric argument of child `name` (e.g. `(thickness 1.6)`), or NaN. */
export function childNum(t: SexprTree, node: number, name: string, k = 0): number {
  const c = t.child(node, name);
  return c < 0 ? Number.NaN : t.numArg(c, k);
}
