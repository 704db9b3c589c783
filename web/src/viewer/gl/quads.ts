/**
 * Shapes and segments are drawn as plain indexed quads (4 vertices, 6 indices each), every vertex
 * carrying a copy of its record (scene-types.ts, QUAD) and taking its corner from gl_VertexID. Instanced drawing would be 4× smaller, but ANGLE on
 * SwiftShader (what headless Chromium without a GPU runs) spends ~20 µs per instance: 10k instanced
 * quads took ~200 ms where the same quads as indexed triangles took ~23 ms (measured; see
 * docs/decisions/0007-board-viewer.md).
 */

/** Triangle indices for `quads` quads: (0 1 2) (2 1 3) per quad. */
export function quadIndices(quads: number): Uint32Array {
  const out = new Uint32Array(quads * 6);
  for (let i = 0; i < quads; i++) {
    const v = i * 4;
    const o = i * 6;
    out[o] = v;
    out[o + 1] = v + 1;
    out[o + 2] = v + 2;
    out[o + 3] = v + 2;
    out[o + 4] = v + 1;
    out[o + 5] = v + 3;
  }
  return out;
}
