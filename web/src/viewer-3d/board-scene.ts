import type { Board, FixtureDesign, StepDisplayMesh } from '@studio/core';
import { collectBodyOutlines } from '@studio/core';
import * as THREE from 'three';
import { boardSlab } from './board-slab';
import { type BodySourceCount, bodyParts, sourceColour } from './body-parts';
import { fixtureParts } from './fixture-parts';
import type { StageContent } from './stage';
import { stepShapes } from './step-shapes';

/** Thickness drawn when the board's source does not give one (mm). */
export const ASSUMED_THICKNESS_MM = 1.6;

/** What the legend of a board scene counts. */
export interface BoardSceneSummary {
  thicknessMm: number;
  /** True when the source gave no thickness and `ASSUMED_THICKNESS_MM` is drawn. */
  thicknessAssumed: boolean;
  holesCut: number;
  bodies: BodySourceCount[];
  /** Components drawn by the STEP model's own shapes, and their triangles (null: no display mesh given). */
  stepShapes: { components: number; triangles: number } | null;
  fixture: { plates: number; probes: number; guidePins: number; pressurePins: number } | null;
}

/**
 * The assembled board in 3D, in the board frame (mm, top view x/y, z up from the board's bottom face):
 * the board slab with its cut-outs and round holes, the component bodies at the heights DFT resolves
 * (core's `collectBodyOutlines`, with the test config's overrides) — those whose height is the STEP
 * model's drawn by the model's own shapes when its display mesh is given, the others as prisms of
 * their outlines — and, given a fixture design, the fixture around it as the part `fixture`. The DUT page's and the Fixture tab's 3D views draw this.
 * Null when the board has no outline (nothing to extrude).
 */
export function buildBoardScene(
  board: Board,
  options: {
    heightOverrides?: Record<string, number>;
    design?: FixtureDesign | null;
    stepMesh?: StepDisplayMesh | null;
  } = {},
): (StageContent & { summary: BoardSceneSummary }) | null {
  const design = options.design ?? null;
  const thicknessAssumed = board.thicknessMm === null;
  // The fixture was designed for a thickness (its own assumption when the board gives none).
  const t = board.thicknessMm ?? design?.board.thicknessMm ?? ASSUMED_THICKNESS_MM;
  const slab = boardSlab(
    board.outline,
    board.holes.map((h) => ({ x: h.x, y: h.y, diameterMm: h.diameterMm })),
    t,
  );
  if (!slab.mesh) return null;
  const group = new THREE.Group();
  group.add(slab.mesh);
  const outlines = collectBodyOutlines(board, options.heightOverrides ?? {});
  const shapes = options.stepMesh
    ? stepShapes(board, outlines, options.stepMesh, t, sourceColour('step'))
    : null;
  if (shapes?.mesh) group.add(shapes.mesh);
  const bodies = bodyParts(outlines, t, shapes?.components);
  group.add(bodies.group);
  let detail: StageContent['detail'];
  if (design) {
    const fixture = fixtureParts(design, t);
    fixture.group.userData.part = 'fixture';
    group.add(fixture.group);
    detail = fixture.detail;
  }
  // Framed around the board (the point to orbit), far enough to hold everything drawn.
  const board3d = new THREE.Box3().setFromObject(slab.mesh);
  const centre = board3d.getCenter(new THREE.Vector3());
  const all = new THREE.Box3().setFromObject(group);
  const radius = Math.max(
    ...all
      .getSize(new THREE.Vector3())
      .toArray()
      .map((d) => d / 2),
    5,
  );
  return {
    group,
    detail,
    centre,
    radius: Math.max(radius, all.min.distanceTo(centre), all.max.distanceTo(centre)),
    summary: {
      thicknessMm: t,
      thicknessAssumed,
      holesCut: slab.holesCut,
      bodies: bodies.sources,
      stepShapes: shapes ? { components: shapes.components.size, triangles: shapes.triangles } : null,
      fixture: design
        ? {
            plates: design.plates.length,
            probes: design.probes.length,
            guidePins: design.guidePins.length,
            pressurePins: design.pressurePins.length,
          }
        : null,
    },
  };
}
