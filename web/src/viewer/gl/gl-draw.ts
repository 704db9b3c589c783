import type { FrameParams } from '../renderer';
import type { Range } from '../scene/scene-types';
import { INST_RECORD, INST_STRIDE, SEG_RECORD, SEG_STRIDE, STYLE, TRI_STRIDE } from '../scene/scene-types';
import { type Program, uploadFloats } from './program';

const F32 = 4;

export interface Resources {
  shape: Program;
  tri: Program;
  seg: Program;
  blit: Program;
  /** A vertex array with no attributes, for the cache blit (its corners come from gl_VertexID). */
  blitVao: WebGLVertexArrayObject;
  /** Shared quad index buffer (bound to the VAO), sized for `indexQuads` quads. */
  indices: WebGLBuffer;
  indexQuads: number;
  vao: WebGLVertexArrayObject;
}

/** Per-frame values every program needs. */
export interface FrameUniforms {
  map: [number, number, number, number];
  pxPerMm: number;
  dpr: number;
  frame: FrameParams;
}

/**
 * The draw calls: binds a buffer's attributes, sets the uniforms and draws a range of records with
 * one of the three programs (shapes, triangles, segments).
 */
export class GlDraw {
  constructor(
    private readonly gl: WebGL2RenderingContext,
    private readonly res: Resources,
    /** Size (device px) of the current render target, for screen-space line widths. */
    private readonly target: () => { width: number; height: number },
  ) {}

  /**
   * Draws one of everything off the board's clock: drivers (SwiftShader especially) compile a
   * program's pipeline at its first draw, which would otherwise land in the first board frame.
   */
  warmUp(): void {
    const gl = this.gl;
    const shape = uploadFloats(gl, new Float32Array(INST_RECORD));
    const seg = uploadFloats(gl, new Float32Array(SEG_RECORD));
    const tri = uploadFloats(gl, new Float32Array(3 * TRI_STRIDE));
    const palette = new Float32Array(32 * 4);
    const frame = { highlightNet: -1, palette, background: [0, 0, 0, 1] } as unknown as FrameParams;
    const u: FrameUniforms = { map: [0, 0, 0, 0], pxPerMm: 1, dpr: 1, frame };
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA);
    gl.bindVertexArray(this.res.vao);
    const one = { start: 0, count: 1 };
    this.shapes(shape, one, u, { far: false, outline: false, widthPx: 1, margin: 'aa' });
    this.tris(tri, { start: 0, count: 3 }, u, { far: false, fill: false });
    this.tris(tri, { start: 0, count: 3 }, u, { far: false, fill: true });
    this.segs(seg, one, u, 1);
    gl.bindVertexArray(null);
    gl.flush();
    for (const b of [shape, seg, tri]) gl.deleteBuffer(b);
  }

  private activate(p: Program, u: FrameUniforms, far: boolean): void {
    const gl = this.gl;
    // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook.
    gl.useProgram(p.program);
    const set = (name: string, fn: (loc: WebGLUniformLocation) => void) => {
      const loc = p.uniforms.get(name);
      if (loc) fn(loc);
    };
    set('u_map', (l) => gl.uniform4fv(l, u.map));
    set('u_palette', (l) => gl.uniform4fv(l, u.frame.palette));
    set('u_net', (l) => gl.uniform1f(l, u.frame.highlightNet));
    set('u_far', (l) => gl.uniform1f(l, far ? 1 : 0));
    set('u_bg', (l) => gl.uniform4fv(l, u.frame.background));
    set('u_pxPerMm', (l) => gl.uniform1f(l, u.pxPerMm));
    set('u_viewport', (l) => gl.uniform2f(l, this.target().width, this.target().height));
    set('u_drill', (l) => gl.uniform3fv(l, u.frame.palette.subarray(STYLE.drill * 4, STYLE.drill * 4 + 3)));
  }

  shapes(
    buf: WebGLBuffer,
    range: Range,
    u: FrameUniforms,
    o: { far: boolean; outline: boolean; widthPx: number; margin: 'aa' | 'stroke' },
  ): void {
    if (range.count === 0) return;
    const gl = this.gl;
    const p = this.res.shape;
    this.activate(p, u, o.far);
    const widthPx = o.widthPx * u.dpr;
    gl.uniform1f(p.uniforms.get('u_mode')!, o.outline ? 1 : 0);
    gl.uniform1f(p.uniforms.get('u_lineWidthPx')!, widthPx);
    gl.uniform1f(p.uniforms.get('u_marginPx')!, o.margin === 'aa' ? 1 : 1.5 + 3 * widthPx);
    gl.bindBuffer(gl.ARRAY_BUFFER, buf);
    const stride = INST_STRIDE * F32;
    this.attribute(0, 4, stride, 0);
    this.attribute(1, 4, stride, 4 * F32);
    this.attribute(2, 2, stride, 8 * F32);
    this.disableFrom(3);
    this.drawQuads(range);
  }

  private drawQuads(range: Range): void {
    this.gl.drawElements(this.gl.TRIANGLES, range.count * 6, this.gl.UNSIGNED_INT, range.start * 6 * 4);
  }

  tris(buf: WebGLBuffer, range: Range, u: FrameUniforms, o: { far: boolean; fill: boolean }): void {
    if (range.count === 0) return;
    const gl = this.gl;
    const p = this.res.tri;
    this.activate(p, o.fill ? { ...u, frame: { ...u.frame, highlightNet: -1 } } : u, o.far);
    gl.bindBuffer(gl.ARRAY_BUFFER, buf);
    const stride = (o.fill ? 2 : TRI_STRIDE) * F32;
    this.attribute(0, 2, stride, range.start * stride);
    if (o.fill) {
      // The outline fill has no per-vertex style: a constant attribute gives it the substrate colour.
      gl.disableVertexAttribArray(1);
      gl.vertexAttrib2f(1, -1, STYLE.substrate);
    } else {
      this.attribute(1, 2, stride, range.start * stride + 2 * F32);
    }
    this.disableFrom(2);
    gl.drawArrays(gl.TRIANGLES, 0, range.count);
  }

  segs(buf: WebGLBuffer, range: Range, u: FrameUniforms, widthCssPx: number): void {
    if (range.count === 0) return;
    const gl = this.gl;
    const p = this.res.seg;
    this.activate(p, u, false);
    gl.uniform1f(p.uniforms.get('u_lineWidthPx')!, widthCssPx * u.dpr);
    gl.bindBuffer(gl.ARRAY_BUFFER, buf);
    const stride = SEG_STRIDE * F32;
    this.attribute(0, 4, stride, 0);
    this.attribute(1, 1, stride, 4 * F32);
    this.disableFrom(2);
    this.drawQuads(range);
  }

  private attribute(loc: number, size: number, stride: number, offset: number): void {
    const gl = this.gl;
    gl.enableVertexAttribArray(loc);
    gl.vertexAttribPointer(loc, size, gl.FLOAT, false, stride, offset);
  }

  private disableFrom(loc: number): void {
    for (let l = loc; l < 4; l++) this.gl.disableVertexAttribArray(l);
  }
}
