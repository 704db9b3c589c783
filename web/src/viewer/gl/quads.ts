/**
 * Shapes and segments are drawn as plain indexed quads (4 vertices, 6 indices each), every vertex
 * carrying its corner and a copy of the record. Instanced drawing would be 4× smaller, but ANGLE on
 * SwiftShader (what headless Chromium without a GPU runs) spends ~20 µs per instance: 10k instanced
 * quads took ~200 ms where the same quads as indexed triangles took ~23 ms (measured; see
 * docs/decisions/0007-board-viewer.md).
 */

/** Corner offsets of a centred quad (shapes: local ±1) and of a segment quad (along 0…1, across ±1). */
export const SHAPE_CORNERS = [-1, -1, 1, -1, -1, 1, 1, 1] as const;
export const SEGMENT_CORNERS = [0, -1, 1, -1, 0, 1, 1, 1] as const;

/** Expands `count` records of `stride` floats into 4 vertices of (corner.xy, record…) each. */
export function expandQuads(
  src: Float32Array,
  stride: number,
  count: number,
  corners: readonly number[],
): Float32Array {
  const vStride = stride + 2;
  const out = new Float32Array(count * 4 * vStride);
  for (let i = 0; i < count; i++) {
    const rec = src.subarray(i * stride, (i + 1) * stride);
    for (let k = 0; k < 4; k++) {
      const o = (i * 4 + k) * vStride;
      out[o] = corners[2 * k]!;
      out[o + 1] = corners[2 * k + 1]!;
      out.set(rec, o + 2);
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
