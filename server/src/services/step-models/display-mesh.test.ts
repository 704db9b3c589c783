import { describe, expect, it } from 'vitest';
import { decimateMeshes } from './display-mesh';

// The display mesh's bounds (decision 0048): meshoptimizer's simplifier on meshes shaped like
// OpenCascade's (every face meshed apart, so its edges are doubled).

/** A sphere of radius r at (cx, 0, 0) as n × 2n quads, each triangle with its own three vertices. */
function sphere(r: number, n: number, cx = 0) {
  const at = (i: number, j: number) => {
    const t = (Math.PI * i) / n;
    const p = (Math.PI * j) / n;
    return [cx + r * Math.sin(t) * Math.cos(p), r * Math.sin(t) * Math.sin(p), r * Math.cos(t)];
  };
  const positions: number[] = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < 2 * n; j++) {
      const [a, b, c, d] = [at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)];
      positions.push(...a!, ...b!, ...c!, ...a!, ...c!, ...d!);
    }
  return { positions };
}

const extent = (p: Float32Array) => {
  const xs = p.filter((_, i) => i % 3 === 0);
  return Math.max(...xs) - Math.min(...xs);
};

describe('decimateMeshes', () => {
  it('keeps a solid under its share of triangles and its shape', async () => {
    const dense = sphere(2, 80); // 25,600 triangles
    const { meshes, trianglesIn, trianglesOut } = await decimateMeshes([dense]);
    expect(trianglesIn).toBe(25_600);
    expect(trianglesOut).toBeLessThanOrEqual(2_000);
    expect(trianglesOut).toBeGreaterThan(500);
    expect(meshes[0]!.indices.length / 3).toBe(trianglesOut);
    // Welded and compacted: far fewer vertices than three per triangle, every one used.
    expect(meshes[0]!.positions.length / 3).toBeLessThan(trianglesOut);
    expect(Math.max(...meshes[0]!.indices)).toBe(meshes[0]!.positions.length / 3 - 1);
    expect(extent(meshes[0]!.positions)).toBeCloseTo(4, 1);
  });

  it('shares the total out among the solids, keeping a box each while it can', async () => {
    const solids = Array.from({ length: 30 }, (_, i) => sphere(1, 30, i * 3)); // 3,600 triangles each
    const limits = { trianglesPerSolid: 2_000, trianglesTotal: 6_000, minTrianglesPerSolid: 12 };
    const out = await decimateMeshes(solids, limits);
    expect(out.trianglesIn).toBe(108_000);
    expect(out.trianglesOut).toBeLessThanOrEqual(6_000);
    for (const m of out.meshes) {
      expect(m.indices.length / 3).toBeLessThanOrEqual(200);
      expect(m.indices.length / 3).toBeGreaterThanOrEqual(12);
    }
    // More solids than the total allows a box each: the rest get nothing rather than pass the total.
    const tight = await decimateMeshes(solids, { ...limits, trianglesTotal: 100 });
    expect(tight.trianglesOut).toBeLessThanOrEqual(100);
  });

  it('leaves a small mesh as it is, welded', async () => {
    const small = sphere(1, 2); // 16 triangles over 48 vertices
    const { meshes } = await decimateMeshes([small]);
    expect(meshes[0]!.indices.length).toBe(48);
    expect(meshes[0]!.positions.length / 3).toBeLessThan(16);
  });
});
