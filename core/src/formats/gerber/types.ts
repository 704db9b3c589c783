import type { Diagnostic } from '../../board/diagnostics';
import type { Point } from '../../board/model';

/** What an aperture looks like, as far as pads care. */
export type ApertureKind = 'circle' | 'rect' | 'oval' | 'roundrect' | 'polygon' | 'trapezoid' | 'custom';

/**
 * The shape of an aperture, in mm, in the aperture frame (origin = the flash point, +Y up).
 * `widthMm` runs along the shape's own X axis, which is rotated `rotationDeg` CCW. For custom and
 * polygon shapes, width/height are the extents of the (already rotated) outline and rotation is 0.
 */
export interface ApertureShape {
  kind: ApertureKind;
  widthMm: number;
  heightMm: number;
  rotationDeg: number;
  /** Outline relative to the flash point (mm) for polygon / trapezoid / custom shapes; else null. */
  outline: Point[] | null;
  /** Extents of the shape relative to the flash point (mm). */
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** X2 attributes: name (`.N`, `.P`, `.AperFunction`, …) → fields. */
export type Attributes = Readonly<Record<string, readonly string[]>>;

/** Common fields of every graphical object. */
export interface GerberObjectBase {
  /** Aperture function (`%TA.AperFunction`) fields of the aperture, e.g. ['SMDPad', 'CuDef']; null if none. */
  aperFunction: readonly string[] | null;
  /** Object attributes (`%TO`) in effect when the object was created. */
  attrs: Attributes;
  /** false for clear polarity (`%LPC`). */
  dark: boolean;
  /** 1-based source line of the operation. */
  line: number;
}

/** A flash (D03) in mm, Gerber frame (= board frame: top view, +Y up). */
export interface GerberFlash extends GerberObjectBase {
  x: number;
  y: number;
  shape: ApertureShape;
}

/** A draw (D01): a polyline (2 points for a line, more for an arc) stroked with the aperture. */
export interface GerberDraw extends GerberObjectBase {
  points: Point[];
  /** Stroke width (mm): the aperture's smaller extent. */
  widthMm: number;
}

/** A region (G36/G37): closed contours (last point not repeated), mm. */
export interface GerberRegion extends GerberObjectBase {
  contours: Point[][];
}

/** Everything read from one Gerber file. Coordinates are mm in the file's own frame (+Y up). */
export interface GerberImage {
  file: string;
  /** File attributes (`%TF`), e.g. `.FileFunction` → ['Copper', 'L1', 'Top']. */
  fileAttributes: Record<string, string[]>;
  /** Line of the `%TF.FileFunction`, when present. */
  fileFunctionLine: number | null;
  units: 'mm' | 'inch' | null;
  flashes: GerberFlash[];
  draws: GerberDraw[];
  regions: GerberRegion[];
  /** True when any aperture carried an aperture function (an X2 file): only pad functions make pads. */
  hasApertureFunctions: boolean;
  /** Number of commands read; 0 means the text was not Gerber at all. */
  commandCount: number;
  diagnostics: Diagnostic[];
}
