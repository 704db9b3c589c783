import { INST_STRIDE, type MarkerLayer } from '../scene/scene-types';
import { expandQuads } from './quads';

/** Records per upload step. */
const CHUNK = 4096;
const F32 = 4;

/**
 * Uploads the test-point rings into one vertex buffer a chunk at a time, so the work can be spread
 * over idle periods (120k rings are ~20 MB of vertex data) or finished at once when first drawn.
 */
export class MarkerUpload {
  readonly buffer: WebGLBuffer;
  private next = 0;

  constructor(
    private readonly gl: WebGL2RenderingContext,
    private readonly layer: MarkerLayer,
  ) {
    this.buffer = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, this.buffer);
    gl.bufferData(gl.ARRAY_BUFFER, Math.max(16, layer.count * 4 * INST_STRIDE * F32), gl.STATIC_DRAW);
  }

  get done(): boolean {
    return this.next >= this.layer.count;
  }

  /** Uploads the next chunk; returns whether everything is uploaded. */
  step(): boolean {
    const n = Math.min(CHUNK, this.layer.count - this.next);
    if (n > 0) {
      const gl = this.gl;
      gl.bindBuffer(gl.ARRAY_BUFFER, this.buffer);
      const bytes = this.next * 4 * INST_STRIDE * F32;
      gl.bufferSubData(gl.ARRAY_BUFFER, bytes, expandQuads(this.layer.data, INST_STRIDE, n, this.next));
      this.next += n;
    }
    return this.done;
  }

  finish(): WebGLBuffer {
    while (!this.step()) {}
    return this.buffer;
  }
}
