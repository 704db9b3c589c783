import type { Point } from '../model';

/**
 * A STEP model reduced to what heights need (decision 0040): per solid, its names, the convex hull
 * of its vertices projected on XY and its extent in Z. No meshes are kept.
 *
 * Frame: the STEP file's own, in mm (the reader converts units): +X right, +Y up, +Z out of the
 * board's top. KiCad's exporter puts the board's bottom at z = 0 and its top at z = thickness, its
 * origin at the board's origin or a chosen one (the matcher finds the shift from the board solid).
 */
export interface StepSolid {
  /** Names from the model's root down to the solid (assemblies, instances, products, the solid). */
  names: string[];
  /** Convex hull of the solid's vertices on XY, counter-clockwise (STEP frame, mm). */
  hull: Point[];
  zMinMm: number;
  zMaxMm: number;
}

export interface StepModel {
  /** The file the model was read from (inside a zip: `archive.zip/board.step`). */
  file: string;
  /**
   * The system that wrote it, from the file's header (FILE_NAME's originating system, e.g. "KiCad to
   * STEP converter"); absent when the header names none or the model was read before it was kept.
   */
  exporter?: string;
  solids: StepSolid[];
}

/** A tree node as occt-import-js answers it: a name, mesh indices and children. */
export interface StepTreeNode {
  name: string;
  meshes: number[];
  children: StepTreeNode[];
}

/** A mesh as occt-import-js answers it: a name and its vertex positions (x, y, z triplets). */
export interface StepMesh {
  name: string;
  positions: ArrayLike<number>;
}
