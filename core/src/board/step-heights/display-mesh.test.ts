import { describe, expect, it } from 'vitest';
import { decodeStepDisplayMesh, encodeStepDisplayMesh, type StepDisplayMesh } from './display-mesh';

const mesh: StepDisplayMesh = {
  model: {
    file: 'b.step',
    exporter: 'KiCad to STEP converter',
    solids: [
      {
        names: ['PCB'],
        hull: [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
          { x: 0, y: 1 },
        ],
        zMinMm: 0,
        zMaxMm: 1.6,
      },
      {
        names: ['U1', 'QFN'],
        hull: [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
          { x: 0, y: 1 },
        ],
        zMinMm: 1.6,
        zMaxMm: 2,
      },
    ],
  },
  meshes: [
    { positions: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 1.5]), indices: new Uint16Array([0, 1, 2]) },
    { positions: new Float32Array(0), indices: new Uint16Array(0) },
  ],
};

describe('the display mesh encoding', () => {
  it('round-trips the model and the meshes', () => {
    const bytes = encodeStepDisplayMesh(mesh);
    expect(bytes.length % 4).toBe(0);
    expect(decodeStepDisplayMesh(bytes)).toEqual(mesh);
    // Also from a view into a bigger buffer (as a fetched body may be).
    const padded = new Uint8Array(bytes.length + 8);
    padded.set(bytes, 8);
    expect(decodeStepDisplayMesh(padded.subarray(8))).toEqual(mesh);
  });

  it('refuses what it did not write, a cut-short mesh and an index past the vertices', () => {
    const bytes = encodeStepDisplayMesh(mesh);
    expect(() => decodeStepDisplayMesh(new TextEncoder().encode('{"file":"b.step","solids":[]}'))).toThrow(
      /not a display mesh/,
    );
    expect(() => decodeStepDisplayMesh(bytes.subarray(0, bytes.length - 30))).toThrow(/cut short/);
    const bad = encodeStepDisplayMesh({
      ...mesh,
      meshes: [{ ...mesh.meshes[0]!, indices: new Uint16Array([0, 1, 3]) }, mesh.meshes[1]!],
    });
    expect(() => decodeStepDisplayMesh(bad)).toThrow(/past its vertices/);
    expect(() => encodeStepDisplayMesh({ ...mesh, meshes: [] })).toThrow(/0 meshes for 2 solids/);
  });
});
