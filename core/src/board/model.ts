/**
 * The canonical board model (PRODUCT.md §4).
 *
 * Units: millimetres (float64). Angles: degrees, counter-clockwise.
 * Frame: the board seen from its TOP, +X right, +Y up ("top-view-y-up"). Importers whose source
 * frame differs (KiCad: +Y down) convert on the way in. A bottom-side feature keeps its top-view
 * coordinates and carries `side: "bottom"`; mirroring happens only in views and outputs that look at
 * the bottom. Every field here is plain, JSON-serialisable data.
 */

declare const brand: unique symbol;
/** A nominal type: a string that has been through the right constructor. */
export type Brand<T, B extends string> = T & { readonly [brand]: B };

export type ComponentId = Brand<string, 'ComponentId'>;
export type PadId = Brand<string, 'PadId'>;
export type ViaId = Brand<string, 'ViaId'>;
export type HoleId = Brand<string, 'HoleId'>;
export type NetId = Brand<string, 'NetId'>;
export type TestPointId = Brand<string, 'TestPointId'>;

/** A point in the board frame (mm, top view, +Y up). */
export interface Point {
  x: number;
  y: number;
}

/** A closed ring of points (the last point is NOT repeated). Outer rings counter-clockwise, holes clockwise. */
export type Ring = Point[];

/** A polygon with holes, in the board frame (mm). */
export interface Polygon {
  outer: Ring;
  holes: Ring[];
}

/** Which side a single-sided feature sits on. */
export type Side = 'top' | 'bottom';
/** Which copper sides a pad or via exposes. */
export type CopperSides = 'top' | 'bottom' | 'both';

export type PadShape = 'circle' | 'rect' | 'oval' | 'roundrect' | 'chamfered-rect' | 'trapezoid' | 'custom';

/** SMD (surface), through-hole (plated), or NPTH (non-plated hole drawn as a pad). */
export type PadType = 'smd' | 'th' | 'npth';

export type SourceFormat =
  | 'kicad'
  | 'ipc356'
  | 'gerber'
  | 'gerber-job'
  | 'excellon'
  | 'centroid'
  | 'testpoint-csv'
  | 'ipc2581'
  | 'odbpp'
  | 'kicad-netlist'
  | 'kicad-sch'
  | 'step'
  | 'bom'
  | 'pdf';

export interface Component {
  id: ComponentId;
  ref: string;
  value: string;
  /** Footprint / package name as the source names it. */
  footprint: string;
  side: Side;
  /** Placement origin in the board frame (mm). */
  x: number;
  y: number;
  /** Rotation in degrees CCW as seen from the top. */
  rotationDeg: number;
  /**
   * Component body outline in the board frame, when the source draws one: KiCad's fabrication
   * drawing (never the courtyard, a placement keep-out: decision 0043), the IPC-2581 / ODB++ package
   * outline. Null otherwise; DFT and the fixture then take the pads' extent (`collectBodyOutlines`).
   */
  body: Ring | null;
  /** Body height above the board surface (mm) when the design data gives it; null = unknown. */
  heightMm: number | null;
  /**
   * The body as the board's own STEP model shows it (decision 0040), when a STEP model was read and
   * a solid matched this component; absent otherwise (boards stored before this field have none).
   */
  step?: StepBody;
  /**
   * The part's other fields as the design names them (e.g. `Tolerance`, `Voltage`, `MPN`,
   * `Manufacturer`), from the board's footprint properties and, when the package has one, the
   * schematic's symbol fields. Absent when the source has none (and on boards stored before it).
   */
  fields?: Readonly<Record<string, string>>;
  /**
   * Where `value` came from when another file of the package replaced the board's own (decision
   * 0059): the schematic, or a BOM. Absent when the value is the board file's.
   */
  valueFrom?: 'schematic' | 'bom';
  /** Flags from the source: do-not-populate, excluded from BOM / position files, virtual. */
  dnp: boolean;
  excludeFromBom: boolean;
  excludeFromPosFiles: boolean;
}

/** A component's body measured from the board's STEP model (decision 0040). */
export interface StepBody {
  /**
   * The convex hull of the matched solids' projection onto the board (board frame: mm, top view,
   * +Y up; counter-clockwise): the body's footprint, not its exact shape.
   */
  outline: Ring;
  /** Height of the body's farthest point above the board surface on the component's side (mm). */
  heightMm: number;
  /** How the solids were matched: by the reference in their names, or by position and side. */
  matchedBy: 'name' | 'position';
}

export interface Pad {
  id: PadId;
  /** Reference designator of the owning component; null for free pads (e.g. 356 records without one). */
  ref: string | null;
  /** Pad number / pin name; "" when unnamed. */
  number: string;
  /** Pad centre in the board frame (mm). */
  x: number;
  y: number;
  /** Net name; null when unconnected. */
  net: string | null;
  side: CopperSides;
  shape: PadShape;
  /** Pad size before rotation (mm). widthMm along the pad's own X axis. */
  widthMm: number;
  heightMm: number;
  /** Absolute rotation of the pad in degrees CCW, seen from the top. */
  rotationDeg: number;
  type: PadType;
  /** Drill diameter (mm) for th / npth pads; null for SMD. For slots, the slot width. */
  drillMm: number | null;
  /** Slot length (mm, along the pad's rotated X axis) when the drill is a slot; null otherwise. */
  slotLengthMm: number | null;
  plated: boolean;
  /**
   * Copper shape for custom / chamfered / trapezoid pads, in the board frame (absolute mm), already
   * rotated and placed. null for the simple shapes, which are fully described by shape + size + rotation.
   */
  polygon: Ring | null;
  /**
   * Solder-mask state: 'open' when the copper is exposed (normal pads), 'covered' when the source says
   * the mask covers it. A probe cannot reach covered copper.
   */
  mask: 'open' | 'covered';
  /** Set when the source marks the pad as a test point (KiCad pad property, 356/2581/ODB++ test flags). */
  testpointFlag: boolean;
}

export interface Via {
  id: ViaId;
  x: number;
  y: number;
  drillMm: number;
  /** Copper pad (annulus) outer diameter (mm). */
  diameterMm: number;
  net: string | null;
  /** Which outer sides the via reaches (blind vias reach only one). */
  side: CopperSides;
  /** true when solder mask covers the via on every outer side it reaches; null when the source does not say. */
  tented: boolean | null;
  /**
   * Set when the source marks the via as a designed test point (IPC-2581 `testPoint` on its Set or
   * PhyNetPoint); absent or false otherwise. Boards stored before this field have none.
   */
  testpointFlag?: boolean;
}

/** A drilled hole that is not a component pad with a net: tooling / mounting / guide-pin candidates. */
export interface Hole {
  id: HoleId;
  x: number;
  y: number;
  diameterMm: number;
  /** Slot length (mm) when the hole is a slot; null otherwise. */
  slotLengthMm: number | null;
  plated: boolean;
  /** Owning component (e.g. a MountingHole footprint), when there is one. */
  ref: string | null;
}

export interface Net {
  id: NetId;
  name: string;
}

/** How a probe could reach a feature, in decreasing order of preference (PRODUCT.md §4). */
export type TestPointKind = 'testpoint' | 'through-hole' | 'via' | 'smd';

export interface TestPoint {
  id: TestPointId;
  kind: TestPointKind;
  /** Reference of the owning component (for vias: null). */
  ref: string | null;
  /** Pad number, for pad-based candidates; null for vias. */
  pad: string | null;
  /** The feature this candidate is: a PadId or a ViaId. */
  featureId: PadId | ViaId;
  x: number;
  y: number;
  net: string | null;
  side: CopperSides;
  /** Smallest dimension of the probe-able copper (mm). */
  sizeMm: number;
  /** Last-resort candidates (SMD component terminations) are flagged. */
  flagged: boolean;
  /** Not accessible: covered by solder mask or a tented via. Still listed so DFT can report it. */
  covered: boolean;
}

export interface BoardSource {
  format: SourceFormat;
  file: string;
}

export interface Board {
  units: 'mm';
  frame: 'top-view-y-up';
  /** The files this board was built from. */
  sources: BoardSource[];
  /** Board outline: one or more polygons with holes (cut-outs). Empty when the source has none. */
  outline: Polygon[];
  thicknessMm: number | null;
  copperLayerCount: number | null;
  /**
   * The source's auxiliary (drill / place file) origin in the board frame, when it defines one
   * (KiCad `aux_axis_origin`). Coordinates are NOT shifted to it; exporters and the package merger
   * use it to line up files written relative to it (e.g. KiCad's IPC-D-356).
   */
  auxOrigin: Point | null;
  components: Component[];
  pads: Pad[];
  vias: Via[];
  holes: Hole[];
  nets: Net[];
  testPoints: TestPoint[];
  /**
   * The engine version (ENGINE_VERSION) whose importers read this board. Absent on boards stored
   * before engine 1.3.0: their KiCad bodies are courtyards, not fabrication outlines (decision 0043).
   */
  readBy?: string;
}
