import { toBoard, toScreen, type ViewTransform } from '../view-transform';
import type { Program } from './program';

/**
 * The board drawn once into a texture a little larger than the viewport, so that while the view
 * moves a frame is one textured quad (shifted and scaled) instead of the whole board. Used where
 * the rasteriser is software (SwiftShader, llvmpipe): there a 100k-pad frame costs hundreds of ms
 * of GPU-process time, a blit a few. Once the view settles the board is drawn afresh, sharp.
 */
export class FrameCache {
  private tex: WebGLTexture | null = null;
  private fbo: WebGLFramebuffer | null = null;
  private widthPx = 0;
  private heightPx = 0;
  /** What the texture holds: the state key and the (margin-extended) transform it was drawn with. */
  key = '';
  drawnWith: ViewTransform | null = null;

  constructor(
    private readonly gl: WebGL2RenderingContext,
    /** Extra CSS px drawn around the viewport, so small pans show no empty edge. */
    readonly marginPx = 160,
  ) {}

  /** The viewport transform widened by the margin on every side (same scale, shifted origin). */
  extend(t: ViewTransform): ViewTransform {
    const m = this.marginPx;
    return { ...t, tx: t.tx + m, ty: t.ty + m, width: t.width + 2 * m, height: t.height + 2 * m };
  }

  /** Binds the cache as the render target, (re)allocating it for `t` (extended) at `dpr`. */
  begin(t: ViewTransform, dpr: number): void {
    const gl = this.gl;
    const w = Math.max(1, Math.round(t.width * dpr));
    const h = Math.max(1, Math.round(t.height * dpr));
    if (!this.tex || w !== this.widthPx || h !== this.heightPx) this.allocate(w, h);
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.fbo);
    gl.viewport(0, 0, w, h);
  }

  end(key: string, drawnWith: ViewTransform): void {
    this.gl.bindFramebuffer(this.gl.FRAMEBUFFER, null);
    this.key = key;
    this.drawnWith = drawnWith;
  }

  private allocate(w: number, h: number): void {
    const gl = this.gl;
    this.release();
    this.tex = gl.createTexture();
    gl.bindTexture(gl.TEXTURE_2D, this.tex);
    gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA8, w, h);
    for (const p of [gl.TEXTURE_MIN_FILTER, gl.TEXTURE_MAG_FILTER])
      gl.texParameteri(gl.TEXTURE_2D, p, gl.LINEAR);
    for (const p of [gl.TEXTURE_WRAP_S, gl.TEXTURE_WRAP_T])
      gl.texParameteri(gl.TEXTURE_2D, p, gl.CLAMP_TO_EDGE);
    this.fbo = gl.createFramebuffer();
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.fbo);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, this.tex, 0);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    this.widthPx = w;
    this.heightPx = h;
    this.drawnWith = null;
  }

  /** Whether the texture shows exactly what `t` (viewport transform) would draw. */
  isExact(t: ViewTransform): boolean {
    const d = this.drawnWith;
    const e = this.extend(t);
    return (
      d !== null &&
      d.scale === e.scale &&
      d.tx === e.tx &&
      d.ty === e.ty &&
      d.mirrorX === e.mirrorX &&
      d.width === e.width &&
      d.height === e.height
    );
  }

  /** Draws the texture where its content belongs under viewport transform `t`. */
  blit(p: Program, t: ViewTransform): void {
    const d = this.drawnWith;
    if (!d || !this.tex) return;
    const gl = this.gl;
    const [x0, y0, x1, y1] = blitRect(d, t);
    // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook.
    gl.useProgram(p.program);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, this.tex);
    gl.uniform1i(p.uniforms.get('u_tex')!, 0);
    gl.uniform4f(p.uniforms.get('u_rect')!, x0, y0, x1, y1);
    gl.disable(gl.BLEND);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    gl.enable(gl.BLEND);
  }

  /**
   * Draws `draw` into a tiny cache and blits it once (to nowhere), then lets it go: drivers compile a
   * pipeline per program and target format at its first draw, even one that covers no pixel — on
   * SwiftShader ~0.1 s that the board's first frame would otherwise pay for (the viewer is created
   * before its board arrives: GlDraw.warmUp does the same for the canvas).
   */
  warmUp(blit: Program, draw: () => void): void {
    const gl = this.gl;
    this.allocate(4, 4);
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.fbo);
    gl.viewport(0, 0, 4, 4);
    draw();
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook.
    gl.useProgram(blit.program);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, this.tex);
    gl.uniform1i(blit.uniforms.get('u_tex')!, 0);
    // An empty rectangle: the pipeline is compiled all the same, and the canvas keeps its pixels.
    gl.uniform4f(blit.uniforms.get('u_rect')!, 0, 0, 0, 0);
    gl.disable(gl.BLEND);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    gl.enable(gl.BLEND);
    this.release();
  }

  release(): void {
    if (this.tex) this.gl.deleteTexture(this.tex);
    if (this.fbo) this.gl.deleteFramebuffer(this.fbo);
    this.tex = null;
    this.fbo = null;
    this.drawnWith = null;
  }
}

/**
 * Where a texture drawn with transform `drawnWith` lands under transform `t`, in clip space:
 * [x0, y0, x1, y1] with (x0, y0) the corner of texel (0, 0) — the texture's BOTTOM-left, since GL
 * textures run bottom-up — and (x1, y1) the top-right. Both transforms share the mirror, so the
 * mapping between them is a scale plus a shift.
 */
export function blitRect(drawnWith: ViewTransform, t: ViewTransform): [number, number, number, number] {
  const topLeft = toScreen(t, toBoard(drawnWith, { x: 0, y: 0 }));
  const bottomRight = toScreen(t, toBoard(drawnWith, { x: drawnWith.width, y: drawnWith.height }));
  const cx = (x: number) => (x / t.width) * 2 - 1;
  const cy = (y: number) => 1 - (y / t.height) * 2;
  return [cx(topLeft.x), cy(bottomRight.y), cx(bottomRight.x), cy(topLeft.y)];
}
