import type { Board, CopperSides, Side, TestPointKind } from '@studio/core';
import type { Renderer } from './renderer';

/** Length units the viewer reports and labels in. Internally everything stays in mm. */
export type Units = 'mm' | 'mil';
export type Theme = 'light' | 'dark';

/** Which drawing layers are visible. A missing key keeps its current value. */
export interface LayerVisibility {
  outline: boolean;
  padsTop: boolean;
  padsBottom: boolean;
  holes: boolean;
  vias: boolean;
  /** Component body outlines (the model's `body`: KiCad fab drawing, IPC-2581 / ODB++ package outline). */
  components: boolean;
  testPoints: boolean;
}

/** An axis-aligned rectangle in the board frame (mm, top view, +Y up). */
export interface BoardRect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A point in the board frame (mm, top view, +Y up). */
export interface BoardPoint {
  x: number;
  y: number;
}

export type FeatureKind = 'pad' | 'via' | 'hole' | 'component';

/**
 * What an event tells about one board feature. Lengths and positions are in the viewer's current
 * units (`units`); positions are in the board frame (top view, +Y up) even when the bottom is shown,
 * so they match the design data. `positionMm` keeps the raw value.
 */
export interface FeatureInfo {
  /** The model id (PadId, ViaId, HoleId or ComponentId). */
  id: string;
  kind: FeatureKind;
  ref: string | null;
  /** Pad number / pin name for pads; null otherwise. */
  pad: string | null;
  net: string | null;
  side: CopperSides;
  units: Units;
  position: BoardPoint;
  positionMm: BoardPoint;
  /** Width / height of the feature in `units` (diameter twice for round ones); null for components. */
  size: { width: number; height: number } | null;
  /** Pad shape or 'circle' for vias and holes; null for components. */
  shape: string | null;
  rotationDeg: number;
  drill: number | null;
  /** A component's pads and their nets, in pad-number order; null for other features. */
  pads: ComponentPad[] | null;
  /**
   * A component's part data: value (and which file gave it when not the board's), footprint, DNP and
   * fields (tolerance, voltage, part number … from the board, the schematic or a BOM); null otherwise.
   */
  part: PartInfo | null;
  /** Present when the feature is a test-point candidate. */
  testPoint: { id: string; kind: TestPointKind; flagged: boolean; covered: boolean } | null;
  /** Human summary, e.g. "R1.2 · GND · 1.00 × 0.60 mm". */
  label: string;
}

/** What the design says about a component (decision 0059). */
export interface PartInfo {
  value: string;
  /** The file that gave the value when it is not the board's own. */
  valueFrom: 'schematic' | 'bom' | null;
  footprint: string;
  dnp: boolean;
  fields: Readonly<Record<string, string>>;
}

/** One pad of a component, as its details list it. */
export interface ComponentPad {
  number: string;
  net: string | null;
}

/** A pointer position in both frames. `board` is in the current units; `boardMm` raw. */
export interface PointerInfo {
  screen: { x: number; y: number };
  board: BoardPoint;
  boardMm: BoardPoint;
}

export interface HoverEvent extends PointerInfo {
  feature: FeatureInfo | null;
}

export interface ClickEvent extends PointerInfo {
  feature: FeatureInfo | null;
  marker: Marker | null;
  shiftKey: boolean;
}

export interface SelectEvent {
  ids: string[];
  features: FeatureInfo[];
}

/** One end of a measurement, snapped to a feature centre when one was near. */
export interface MeasureEnd {
  point: BoardPoint;
  pointMm: BoardPoint;
  snappedTo: FeatureInfo | null;
}

/**
 * A finished (or, with `done: false`, rubber-band) measurement. dx / dy are signed, in the board
 * frame (top view), in `units`; `distance` is the straight-line length.
 */
export interface MeasureEvent {
  units: Units;
  a: MeasureEnd;
  b: MeasureEnd;
  distance: number;
  dx: number;
  dy: number;
  distanceMm: number;
  label: string;
  done: boolean;
}

export interface ViewChangeEvent {
  side: Side;
  /** Zoom in CSS px per mm. */
  pxPerMm: number;
  /** What the viewport shows, in the board frame (mm). */
  visible: BoardRect;
  centerMm: BoardPoint;
}

/** Reported after each drawn frame: main-thread time spent drawing it (ms). */
export interface FrameEvent {
  durationMs: number;
  frame: number;
  renderer: 'webgl2' | 'canvas2d' | 'none';
}

/** The pointer over the board (board frame, mm), or null when it left; at most once per frame. */
export interface PointerMoveEvent {
  boardMm: BoardPoint | null;
}

/** The viewer changed its tool by itself (Escape leaves measuring); setTool does not emit it. */
export interface ToolEvent {
  tool: Tool;
}

export interface ViewerEventMap {
  hover: HoverEvent;
  pointer: PointerMoveEvent;
  click: ClickEvent;
  select: SelectEvent;
  measure: MeasureEvent;
  viewchange: ViewChangeEvent;
  frame: FrameEvent;
  tool: ToolEvent;
}

/**
 * Features to emphasise in one colour (test-config selection, DFT findings…). `fill` paints the
 * copper in the colour; otherwise an outline is drawn around it.
 */
export interface Highlight {
  ids: string[];
  color: string;
  fill?: boolean;
}

export type Severity = 'fail' | 'warning' | 'info' | 'pass';

/** A pin on the board at a board-frame position (mm), drawn at a constant screen size. */
export interface Marker {
  id: string;
  x: number;
  y: number;
  severity?: Severity;
  /** Overrides the severity colour (CSS colour). */
  color?: string;
  /** What the marker is about; shown only when the marker is hovered, pinned or its feature is. */
  label?: string;
  /** The features (pad, via, hole or component ids) it concerns: hovering or selecting one shows the label. */
  featureIds?: string[];
  /** Label always shown (the report's chosen issue). */
  pinned?: boolean;
}

export type Tool = 'select' | 'measure';

export interface SearchMatch {
  type: 'component' | 'net' | 'pad';
  /** Component ref, net name, or "REF.PIN". */
  name: string;
  /** Feature ids the match stands for (the component, or every pad of the net). */
  ids: string[];
  bounds: BoardRect;
}

export interface SearchOptions {
  /** Zoom to, select (component / pad) or highlight (net) the first match. */
  focus?: boolean;
  limit?: number;
}

export interface BoardViewerOptions {
  side?: Side;
  units?: Units;
  theme?: Theme;
  layers?: Partial<LayerVisibility>;
  /** Force a renderer; 'auto' tries WebGL2 and falls back to Canvas2D. */
  renderer?: 'auto' | 'webgl2' | 'canvas2d';
  /**
   * WebGL2 only: draw through a cached texture while the view moves ('auto': on software rasterisers
   * such as SwiftShader, where a full frame of a big board is slow).
   */
  frameCache?: 'auto' | 'on' | 'off';
  /** Margin kept around the board by fit() (CSS px). */
  fitMarginPx?: number;
  /** Test seam: supplies the renderer instead of creating one from a canvas. */
  createRenderer?: (canvas: HTMLCanvasElement) => Renderer;
}

export interface BoardViewer {
  setBoard(board: Board | null): void;
  setSide(side: Side): void;
  getSide(): Side;
  setLayers(layers: Partial<LayerVisibility>): void;
  getLayers(): LayerVisibility;
  fit(): void;
  /** Zoom to a board-frame rectangle (mm) or to a feature by id. */
  zoomTo(target: BoardRect | string): void;
  /** Pan by a screen offset (CSS px). */
  panBy(dx: number, dy: number): void;
  /** Zoom by a factor around a screen point (CSS px; the view centre when omitted). */
  zoomBy(factor: number, at?: { x: number; y: number }): void;
  highlightNet(name: string | null): void;
  select(ids: string[]): void;
  getSelection(): string[];
  search(query: string, options?: SearchOptions): SearchMatch[];
  setUnits(units: Units): void;
  setTheme(theme: Theme): void;
  setTool(tool: Tool): void;
  clearMeasure(): void;
  setHighlights(highlights: Highlight[]): void;
  setMarkers(markers: Marker[]): void;
  getView(): ViewChangeEvent;
  /** Board-frame point (mm) ↔ container CSS px, through the one view transform. */
  toScreen(p: BoardPoint): { x: number; y: number };
  toBoard(q: { x: number; y: number }): BoardPoint;
  on<K extends keyof ViewerEventMap>(type: K, handler: (event: ViewerEventMap[K]) => void): () => void;
  resize(): void;
  /** Draws now (synchronously) instead of on the next animation frame. */
  renderNow(): void;
  readonly rendererKind: 'webgl2' | 'canvas2d' | 'none';
  destroy(): void;
}
