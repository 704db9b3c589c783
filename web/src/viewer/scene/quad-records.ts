import { QUAD } from './scene-types';

/** Repeats each of the compact `stride`-float records QUAD times (the stored layout, see QUAD). */
export function repeatRecords(src: Float32Array | number[], stride: number): Float32Array {
  const count = Math.floor(src.length / stride);
  const out = new Float32Array(count * QUAD * stride);
  let o = 0;
  for (let i = 0; i < count; i++) {
    const base = i * stride;
    for (let k = 0; k < QUAD; k++) {
      for (let j = 0; j < stride; j++) out[o++] = src[base + j]!;
    }
  }
  return out;
}
