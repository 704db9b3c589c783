import {
  type Accessor,
  type Buffer,
  Document,
  type Material,
  type Mesh as GltfMesh,
  WebIO,
} from '@gltf-transform/core';
import type { FixtureDesign, Plate } from '../fixture/design/model';
import { extrudeShape, type Mesh, plateMesh, unitCylinder } from './plate-mesh';

/** Colours (linear RGBA) of the 3D model's parts. */
const COLOURS = {
  board: [0.09, 0.35, 0.12, 1],
  plate: [0.75, 0.78, 0.8, 0.55],
  probe: [0.85, 0.55, 0.1, 1],
  guidePin: [0.1, 0.3, 0.8, 1],
  pressurePin: [0.1, 0.6, 0.2, 1],
} as const;

/** glTF is +Y up in metres (glTF 2.0 §3.4): the root node turns the board frame's +Z up to +Y and mm to m. */
const Z_UP_TO_Y_UP: [number, number, number, number] = [-Math.SQRT1_2, 0, 0, Math.SQRT1_2];
const MM_TO_M = 0.001;
/** How far a guide pin stands above the board's far face (mm) in designs made before the stack-up. */
const GUIDE_PIN_PROTRUSION_MM = 3;

/**
 * The assembled fixture as glTF binary (GLB): the board, every plate (holes cut), every probe, guide
 * pin and pressure pin. Mesh data is in the BOARD frame in mm (x, y as the board's top view, z up
 * from the board's bottom face); the root node `fixture` rotates it to glTF's +Y up and scales mm to
 * metres, so viewers show it the right size and way up. Probes and pins share one cylinder mesh per
 * kind (one node each, scaled), so a 5,000-probe fixture stays small.
 */
export async function writeFixtureGlb(design: FixtureDesign, note: string): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer('data');
  const scene = doc.createScene('fixture');
  const root = doc
    .createNode('fixture (board frame, mm; rotated to +Y up, scaled to m)')
    .setRotation(Z_UP_TO_Y_UP)
    .setScale([MM_TO_M, MM_TO_M, MM_TO_M]);
  root.setExtras({ units: 'mm', frame: 'board top view, +Z up from the board bottom face', note });
  scene.addChild(root);
  doc.getRoot().getAsset().generator = `Studio fixture engine ${design.engineVersion}`;
  doc.getRoot().getAsset().extras = { note };

  const material = (name: string, rgba: readonly number[], blend = false) => {
    const m = doc.createMaterial(name).setBaseColorFactor([...rgba] as [number, number, number, number]);
    m.setMetallicFactor(0.1).setRoughnessFactor(0.7);
    if (blend) m.setAlphaMode('BLEND');
    return m;
  };
  const mesh = (name: string, data: Mesh, mat: Material): GltfMesh => {
    const prim = doc
      .createPrimitive()
      .setAttribute('POSITION', accessor(doc, buffer, data.positions, 'VEC3'))
      .setAttribute('NORMAL', accessor(doc, buffer, data.normals, 'VEC3'))
      .setIndices(accessor(doc, buffer, data.indices, 'SCALAR'))
      .setMaterial(mat);
    return doc.createMesh(name).addPrimitive(prim);
  };

  const t = design.board.thicknessMm;
  const boardMat = material('board', COLOURS.board);
  for (const [i, ring] of design.board.outline.entries()) {
    root.addChild(
      doc
        .createNode(`board ${i + 1}`)
        .setMesh(mesh(`board ${i + 1}`, extrudeShape(ring, [], 0, t), boardMat)),
    );
  }
  const plateMat = material('plate', COLOURS.plate, true);
  for (const plate of design.plates) {
    root.addChild(doc.createNode(plate.name).setMesh(mesh(plate.name, plateMesh(plate), plateMat)));
  }

  const cylinder = unitCylinder();
  const probeMesh = mesh('probe', cylinder, material('probe', COLOURS.probe));
  const guideMesh = mesh('guide pin', cylinder, material('guide pin', COLOURS.guidePin));
  const pressureMesh = mesh('pressure pin', cylinder, material('pressure pin', COLOURS.pressurePin));
  const rod = (name: string, m: GltfMesh, x: number, y: number, z0: number, z1: number, r: number) => {
    const [lo, hi] = z0 < z1 ? [z0, z1] : [z1, z0];
    root.addChild(
      doc
        .createNode(name)
        .setMesh(m)
        .setTranslation([x, y, lo])
        .setScale([r, r, Math.max(hi - lo, 0.01)]),
    );
  };

  const plateFor = (role: Plate['role'], side: 'top' | 'bottom') =>
    design.plates.find((p) => p.role === role && p.facesSide === side) ??
    design.plates.find((p) => p.facesSide === side);
  for (const probe of design.probes) {
    const plate = plateFor(probe.side === design.probeSide ? 'probe' : 'second-probe', probe.side);
    const surface = probe.side === 'bottom' ? 0 : t;
    const back = plate ? plateBack(plate) : surface + (probe.side === 'bottom' ? -20 : 20);
    rod(probe.id, probeMesh, probe.x, probe.y, surface, back, Math.max(probe.drillMm / 2 - 0.1, 0.2));
  }
  const base =
    design.plates.find((p) => p.facesSide === 'bottom' && p.role !== 'carrier') ?? design.plates[0];
  // Guide pins as the stack-up sets them: pressed into the base plate, as long as the catalog part.
  const gp = design.stackup?.guidePin ?? null;
  for (const pin of design.guidePins) {
    const from = gp ? gp.baseZMm : base ? plateBack(base) : -10;
    const to = gp ? from + gp.lengthMm : t + GUIDE_PIN_PROTRUSION_MM;
    rod(pin.id, guideMesh, pin.x, pin.y, from, to, pin.holeDiameterMm / 2 - 0.05);
  }
  for (const pin of design.pressurePins) {
    const surface = pin.side === 'bottom' ? 0 : t;
    // The pin is the catalog part's length from its tip on the board (the BOM's part, the stack-up's
    // free length + seat): one length everywhere.
    const back = surface + (pin.side === 'bottom' ? -pin.lengthMm : pin.lengthMm);
    rod(pin.id, pressureMesh, pin.x, pin.y, surface, back, pin.diameterMm / 2);
  }
  return new WebIO().writeBinary(doc);
}

/** The z of a plate's back face (away from the board), mm. */
const plateBack = (plate: Plate) =>
  plate.facesSide === 'bottom' ? plate.faceZMm - plate.thicknessMm : plate.faceZMm + plate.thicknessMm;

function accessor(
  doc: Document,
  buffer: Buffer,
  array: Float32Array | Uint32Array,
  type: 'VEC3' | 'SCALAR',
): Accessor {
  return doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
}
