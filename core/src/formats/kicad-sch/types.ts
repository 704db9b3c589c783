/**
 * A KiCad schematic (`.kicad_sch`, KiCad 6–9) as Studio reads it: what each placed part is (value,
 * footprint, fields, flags) and which pins the drawing connects. Coordinates are the schematic's
 * own (mm, +Y down, per sheet file); nothing here is in the board frame.
 */

/** A pin of a library symbol, in the library's frame (mm, +Y up), at its connection point. */
export interface LibPin {
  number: string;
  name: string;
  /** Electrical type: `power_in`, `passive`, `input` … */
  type: string;
  hidden: boolean;
  x: number;
  y: number;
  /** 0 = common to every unit. */
  unit: number;
  /** Body style (De Morgan): 0 = both, 1 = normal, 2 = converted. */
  style: number;
}

export interface LibSymbol {
  id: string;
  /**
   * A power symbol names the net of its pin: everywhere (`(power)` in KiCad 6–8, `(power global)`
   * in KiCad 9) or on its own sheet only (`(power local)`, KiCad 9); null for other symbols.
   */
  power: 'global' | 'local' | null;
  pins: LibPin[];
}

/** One placed instance of a symbol in a sheet: its reference and unit there. */
export interface SymbolInstance {
  /** KiCad 6: `/sheet-uuids…/symbol-uuid`; KiCad 7+: `/root-uuid/sheet-uuids…`. */
  path: string;
  reference: string;
  unit: number | null;
  /** KiCad 6's `symbol_instances` also give value and footprint per instance. */
  value: string | null;
  footprint: string | null;
}

/** A symbol placed on a sheet. */
export interface PlacedSymbol {
  libId: string;
  /** KiCad 6+ `lib_name`: the embedded symbol's own name when it differs from `lib_id`. */
  libName: string | null;
  x: number;
  y: number;
  angleDeg: number;
  mirror: 'x' | 'y' | null;
  unit: number;
  style: number;
  uuid: string;
  inBom: boolean;
  onBoard: boolean;
  dnp: boolean;
  excludeFromSim: boolean;
  /** Every property by name as written (Reference, Value, Footprint, Datasheet, user fields). */
  properties: Map<string, string>;
  /** KiCad 7+ `(instances (project … (path …)))`. */
  instances: SymbolInstance[];
  line: number;
}

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export type LabelKind = 'local' | 'global' | 'hierarchical';

export interface Label {
  kind: LabelKind;
  text: string;
  x: number;
  y: number;
  line: number;
}

export interface SheetPin {
  name: string;
  x: number;
  y: number;
}

/** A hierarchical sheet symbol: a child sheet file placed in this one. */
export interface SheetSymbol {
  uuid: string;
  name: string;
  file: string;
  pins: SheetPin[];
  line: number;
}

export interface Point {
  x: number;
  y: number;
}

/** One `.kicad_sch` file as written. */
export interface SheetFile {
  name: string;
  /** `(version YYYYMMDD)`. */
  version: number;
  uuid: string;
  libSymbols: Map<string, LibSymbol>;
  symbols: PlacedSymbol[];
  wires: Segment[];
  buses: Segment[];
  junctions: Point[];
  noConnects: Point[];
  labels: Label[];
  sheets: SheetSymbol[];
  /** KiCad 6 root sheet: `(symbol_instances (path …))` by path. */
  symbolInstances: Map<string, SymbolInstance>;
}

/** A part of the schematic: every unit of one reference, merged. */
export interface SchematicPart {
  ref: string;
  value: string;
  footprint: string;
  /** User and library fields by name (Datasheet, Description, MPN, Tolerance …), non-empty only. */
  fields: Record<string, string>;
  dnp: boolean;
  inBom: boolean;
  onBoard: boolean;
  excludeFromSim: boolean;
  file: string;
  line: number;
}

/** A pin on a schematic net. */
export interface SchematicNode {
  ref: string;
  pin: string;
  pinName: string;
  file: string;
  line: number;
}

export interface SchematicNet {
  /** The name KiCad would give it from its labels and power symbols, or null when none names it. */
  name: string | null;
  /** Every name a label, power symbol or sheet pin gives it (with its sheet path, as KiCad spells it). */
  names: string[];
  nodes: SchematicNode[];
  /** A no-connect flag sits on it. */
  noConnect: boolean;
}

/** A whole schematic: its root and every sheet it uses, as one design. */
export interface KicadSchematic {
  root: string;
  /** Every sheet file read, root first. */
  files: string[];
  /** The sheet instances, as paths of sheet names (`/`, `/power/`, `/amp_left/` …). */
  sheets: string[];
  parts: SchematicPart[];
  nets: SchematicNet[];
  /** Sheets the hierarchy names but the package does not hold: the schematic is incomplete. */
  missingSheets: string[];
}
