/**
 * Shapes and segments are drawn as plain indexed quads (4 vertices, 6 indices each), every vertex
 * carrying its corner and a copy of the record. Instanced drawing would be 4× smaller, but ANGLE on
 * SwiftShader (what headless Chromium without a GPU runs) spends ~20 µs per instance: 10k instanced
 * quads took ~200 ms where the same quads as indexed triangles took ~23 ms (measured; see
 * docs/decisions/0007-board-viewer.md).
 */

/**
 * Repeats each of `count` records (from record `first`) of `stride` floats for the 4 vertices of its quad. The shaders
 * derive the corner from gl_VertexID (index value & 3), so no corner attribute is stored.
 */
export function expandQuads(src: Float32Array, stride: number, count: number, first = 0): Float32Array {
  const out = new Float32Array(count * 4 * stride);
  let o = 0;
  for (let i = first; i < first + count; i++) {
    const base = i * stride;
    for (let k = 0; k < 4; k++) {
      for (let j = 0; j < stride; j++) out[o++] = src[base + j]!;
    }
  }
  return out;
}

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
