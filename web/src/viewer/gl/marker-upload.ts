import { INST_RECORD, type MarkerLayer } from '../scene/scene-types';

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
    gl.bufferData(gl.ARRAY_BUFFER, Math.max(16, layer.count * INST_RECORD * F32), gl.STATIC_DRAW);
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
      const from = this.next * INST_RECORD;
      gl.bufferSubData(gl.ARRAY_BUFFER, from * F32, this.layer.data, from, n * INST_RECORD);
      this.next += n;
    }
    return this.done;
  }

  finish(): WebGLBuffer {
    while (!this.step()) {}
    return this.buffer;
  }
}
