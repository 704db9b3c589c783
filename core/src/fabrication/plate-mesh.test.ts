import { describe, expect, it } from 'vitest';
import { extrudeShape, holeRing, plateMesh, unitCylinder } from './plate-mesh';
import { sampleDesign } from '../testing/sample-design';

/** Every triangle's winding agrees with its vertices' normals (front faces point outwards). */
function expectOutwardWinding(mesh: {
  positions: Float32Array;
  normals: Float32Array;
  indices: Uint32Array;
}) {
  const p = (i: number) => [mesh.positions[3 * i]!, mesh.positions[3 * i + 1]!, mesh.positions[3 * i + 2]!];
  let bad = 0;
  for (let t = 0; t < mesh.indices.length; t += 3) {
    const [a, b, c] = [p(mesh.indices[t]!), p(mesh.indices[t + 1]!), p(mesh.indices[t + 2]!)];
    const u = [b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!];
    const v = [c[0]! - a[0]!, c[1]! - a[1]!, c[2]! - a[2]!];
    const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
    const i = mesh.indices[t]!;
    const dot =
      n[0]! * mesh.normals[3 * i]! + n[1]! * mesh.normals[3 * i + 1]! + n[2]! * mesh.normals[3 * i + 2]!;
    if (dot <= 0) bad++;
  }
  expect(bad).toBe(0);
}

describe('plate meshes', () => {
  it('extrude a square with a round hole into outward-facing triangles between the two heights', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    const mesh = extrudeShape(square, [holeRing({ x: 5, y: 5 }, 2)], -3, 1);
    expectOutwardWinding(mesh);
    const zs = new Set<number>();
    for (let i = 2; i < mesh.positions.length; i += 3) zs.add(mesh.positions[i]!);
    expect([...zs].sort((a, b) => a - b)).toEqual([-3, 1]);
    // Clockwise input is turned round: the same mesh.
    expectOutwardWinding(extrudeShape([...square].reverse(), [], 0, 1));
  });

  it('cut every hole of every sample plate and stay outward-facing; the unit cylinder too', () => {
    for (const plate of sampleDesign().plates) expectOutwardWinding(plateMesh(plate));
    expectOutwardWinding(unitCylinder());
  });

  it('triangulates a plate with many holes in pieces that cover exactly the plate minus its holes', () => {
    const plate = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 80 },
      { x: 0, y: 80 },
    ];
    const holes = [];
    for (let i = 0; i < 20; i++)
      for (let j = 0; j < 15; j++) holes.push(holeRing({ x: 3 + i * 4.9 + (j % 2), y: 4 + j * 5 }, 1));
    const mesh = extrudeShape(plate, holes, 0, 2);
    expectOutwardWinding(mesh);
    // Area of the top face (z = 2, normal +z): the plate minus the hole polygons.
    let area = 0;
    const p = (i: number) => [mesh.positions[3 * i]!, mesh.positions[3 * i + 1]!, mesh.positions[3 * i + 2]!];
    for (let t = 0; t < mesh.indices.length; t += 3) {
      const [a, b, c] = [p(mesh.indices[t]!), p(mesh.indices[t + 1]!), p(mesh.indices[t + 2]!)];
      if (a[2] !== 2 || b[2] !== 2 || c[2] !== 2 || mesh.normals[3 * mesh.indices[t]! + 2] !== 1) continue;
      area += ((b[0]! - a[0]!) * (c[1]! - a[1]!) - (c[0]! - a[0]!) * (b[1]! - a[1]!)) / 2;
    }
    const holeArea = (16 / 2) * Math.sin((2 * Math.PI) / 16) * holes.length;
    expect(area).toBeCloseTo(100 * 80 - holeArea, 3);
  });
});
