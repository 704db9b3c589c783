import { decodeUtf8, encodeUtf8 } from '../../formats/shared/text-codec';
import type { StepModel } from './step-model';

/**
 * A STEP model's display mesh (decision 0048): the model's solids (`StepModel`, as the import matches
 * them) and, per solid in the same order, a decimated triangle mesh in the STEP frame (mm). Drawn by
 * the 3D board view only: outlines and heights remain the data.
 */
export interface StepDisplayMesh {
  model: StepModel;
  /** One per solid of `model.solids`; empty arrays for a solid without triangles. */
  meshes: StepSolidMesh[];
}

export interface StepSolidMesh {
  /** x, y, z per vertex (STEP frame, mm). */
  positions: Float32Array;
  /** Three vertex indices per triangle. */
  indices: Uint16Array;
}

const MAGIC = 0x48534d53; // 'SMSH' read little-endian
const VERSION = 1;
const pad4 = (n: number) => (n + 3) & ~3;

/**
 * Packs a display mesh (little-endian): 'SMSH', version, the model's JSON's length, the JSON (UTF-8),
 * padding to 4 bytes; then per solid its vertex and index counts, positions (float32) and indices
 * (uint16), each padded to 4 bytes. Meshes of more than 65,535 vertices are refused.
 */
export function encodeStepDisplayMesh(mesh: StepDisplayMesh): Uint8Array {
  if (mesh.meshes.length !== mesh.model.solids.length)
    throw new Error(`${mesh.meshes.length} meshes for ${mesh.model.solids.length} solids`);
  const json = encodeUtf8(JSON.stringify(mesh.model));
  let size = 12 + pad4(json.length);
  for (const m of mesh.meshes) {
    if (m.positions.length / 3 > 0xffff) throw new Error('a display mesh has more than 65,535 vertices');
    size += 8 + m.positions.length * 4 + pad4(m.indices.length * 2);
  }
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, VERSION, true);
  view.setUint32(8, json.length, true);
  out.set(json, 12);
  let at = 12 + pad4(json.length);
  for (const m of mesh.meshes) {
    view.setUint32(at, m.positions.length / 3, true);
    view.setUint32(at + 4, m.indices.length, true);
    at += 8;
    for (const v of m.positions) {
      view.setFloat32(at, v, true);
      at += 4;
    }
    for (const i of m.indices) {
      view.setUint16(at, i, true);
      at += 2;
    }
    at = pad4(at);
  }
  return out;
}

/** Reads what `encodeStepDisplayMesh` wrote; throws on anything else. */
export function decodeStepDisplayMesh(bytes: Uint8Array): StepDisplayMesh {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (at: number, n: number) => {
    if (at + n > bytes.length) throw new Error('the display mesh is cut short');
  };
  need(0, 12);
  if (view.getUint32(0, true) !== MAGIC || view.getUint32(4, true) !== VERSION)
    throw new Error('not a display mesh of this version');
  const jsonLength = view.getUint32(8, true);
  need(12, jsonLength);
  const model = JSON.parse(decodeUtf8(bytes.subarray(12, 12 + jsonLength))) as StepModel;
  let at = 12 + pad4(jsonLength);
  const meshes: StepSolidMesh[] = [];
  for (let s = 0; s < model.solids.length; s++) {
    need(at, 8);
    const vertices = view.getUint32(at, true);
    const count = view.getUint32(at + 4, true);
    at += 8;
    need(at, vertices * 12 + count * 2);
    const positions = new Float32Array(vertices * 3);
    for (let i = 0; i < positions.length; i++, at += 4) positions[i] = view.getFloat32(at, true);
    const indices = new Uint16Array(count);
    for (let i = 0; i < count; i++, at += 2) {
      const v = view.getUint16(at, true);
      if (v >= vertices) throw new Error('a display mesh index points past its vertices');
      indices[i] = v;
    }
    at = pad4(at);
    meshes.push({ positions, indices });
  }
  return { model, meshes };
}
