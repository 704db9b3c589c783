import { type DrawStep, EMPHASIS_WIDTH_PX, planFrame } from '../draw-plan';
import { EMPHASIS_LAYERS, type EmphasisLayer, type FrameParams, type Renderer } from '../renderer';
import type { Emphasis } from '../scene/emphasis';
import { type Scene, SEG_RECORD } from '../scene/scene-types';
import { clipMapping, type ViewTransform } from '../view-transform';
import { createProgramOrThrow, uploadFloats } from './program';
import { MarkerUpload } from './marker-upload';
import { quadIndices } from './quads';
import { BLIT_FS, BLIT_VS, SEG_FS, SEG_VS, SHAPE_FS, SHAPE_VS, TRI_FS, TRI_VS } from './shaders';
import { FrameCache } from './frame-cache';
import { type FrameUniforms, GlDraw, type Resources } from './gl-draw';

/** Whether to draw through the frame cache (frame-cache.ts): 'auto' = on software rasterisers. */
export type FrameCacheMode = 'auto' | 'on' | 'off';

/** True for CPU rasterisers (SwiftShader, llvmpipe, WARP): there a full frame is expensive. */
export function isSoftwareRenderer(gl: WebGL2RenderingContext): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(name);
}
/** Test-point rings are drawn this many CSS px wide. */
const RING_WIDTH_PX = 1.5;

interface Buffers {
  inst: WebGLBuffer;
  /** Uploaded on first use: test-point rings are hidden until zoomed in far enough to read. */
  markers: WebGLBuffer | null;
  tris: WebGLBuffer;
  fill: WebGLBuffer;
  segs: WebGLBuffer;
}

interface EmphasisBuffers {
  emphasis: Emphasis;
  inst: WebGLBuffer;
  tris: WebGLBuffer;
  segs: WebGLBuffer;
}

/**
 * WebGL2 renderer: one static buffer per kind of record, uploaded once per board; a frame is a
 * dozen draw calls whatever the board size, so pan and zoom cost the main thread only uniforms.
 * Shapes and segments are indexed quads (see quads.ts for why not instancing).
 */
export class GlRenderer implements Renderer {
  readonly kind = 'webgl2' as const;
  private res: Resources;
  private scene: Scene | null = null;
  private buffers: Buffers | null = null;
  private readonly emphasis = new Map<EmphasisLayer, EmphasisBuffers>();
  private dpr = 1;
  /** Size (device px) of the current render target: the canvas or the frame cache. */
  private target = { width: 1, height: 1 };
  private sceneSerial = 0;
  private cache: FrameCache | null;
  private markerUpload: MarkerUpload | null = null;
  private draw: GlDraw;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly gl: WebGL2RenderingContext,
    private readonly onRestored: () => void = () => {},
    frameCache: FrameCacheMode = 'auto',
  ) {
    this.res = this.createResources();
    const useCache = frameCache === 'on' || (frameCache === 'auto' && isSoftwareRenderer(gl));
    this.cache = useCache ? new FrameCache(gl) : null;
    this.draw = new GlDraw(gl, this.res, () => this.target);
    this.ensureIndices(1);
    this.draw.warmUp();
    if (this.cache) {
      gl.bindVertexArray(this.res.blitVao);
      this.cache.warmUp(this.res.blit, () => this.draw.warmUp());
      gl.bindVertexArray(null);
    }
    canvas.addEventListener('webglcontextlost', this.handleLost);
    canvas.addEventListener('webglcontextrestored', this.handleRestored);
  }

  /** Returns null when the browser has no WebGL2 (the caller falls back to Canvas2D). */
  static tryCreate(
    canvas: HTMLCanvasElement,
    onRestored?: () => void,
    frameCache: FrameCacheMode = 'auto',
  ): GlRenderer | null {
    const gl = canvas.getContext('webgl2', { antialias: false, alpha: false, depth: false, stencil: false });
    if (!gl) return null;
    try {
      return new GlRenderer(canvas, gl, onRestored, frameCache);
    } catch {
      return null;
    }
  }

  private readonly handleLost = (e: Event) => e.preventDefault();

  private readonly handleRestored = () => {
    this.res = this.createResources();
    this.draw = new GlDraw(this.gl, this.res, () => this.target);
    if (this.cache) this.cache = new FrameCache(this.gl);
    const scene = this.scene;
    this.buffers = null;
    this.emphasis.clear();
    this.setScene(scene);
    this.onRestored();
  };

  private createResources(): Resources {
    const gl = this.gl;
    const vao = gl.createVertexArray();
    if (!vao) throw new Error('WebGL2: could not create a vertex array');
    return {
      shape: createProgramOrThrow(gl, SHAPE_VS, SHAPE_FS),
      tri: createProgramOrThrow(gl, TRI_VS, TRI_FS),
      seg: createProgramOrThrow(gl, SEG_VS, SEG_FS),
      blit: createProgramOrThrow(gl, BLIT_VS, BLIT_FS),
      blitVao: gl.createVertexArray(),
      indices: gl.createBuffer(),
      indexQuads: 0,
      vao,
    };
  }

  setScene(scene: Scene | null): void {
    this.sceneSerial++;
    this.deleteBuffers();
    if (this.markerUpload) this.gl.deleteBuffer(this.markerUpload.buffer);
    this.markerUpload = null;
    this.scene = scene;
    if (!scene) return;
    const gl = this.gl;
    const segCount = scene.segs.length / SEG_RECORD;
    this.ensureIndices(Math.max(scene.instCount, segCount));
    this.buffers = {
      inst: uploadFloats(gl, scene.inst),
      markers: null,
      tris: uploadFloats(gl, scene.tris),
      fill: uploadFloats(gl, scene.fill),
      segs: uploadFloats(gl, scene.segs),
    };
    this.prefetchMarkers(scene);
  }

  /**
   * Prepares the rings in idle time, a chunk at a time, so that neither the first frame nor the
   * first zoom-in stalls on them.
   */
  private prefetchMarkers(scene: Scene): void {
    const win = this.canvas.ownerDocument.defaultView;
    if (!win || !('requestIdleCallback' in win)) return;
    const step = (deadline: IdleDeadline) => {
      const b = this.buffers;
      if (this.scene !== scene || !b || b.markers || this.gl.isContextLost()) return;
      const upload = this.markerUploadFor(scene);
      while (!upload.done && deadline.timeRemaining() > 2) upload.step();
      if (!upload.done) win.requestIdleCallback(step);
      else this.ensureMarkers(scene, b);
    };
    win.requestIdleCallback(step);
  }

  private markerUploadFor(scene: Scene): MarkerUpload {
    if (!this.markerUpload) {
      const layer = scene.markers();
      this.ensureIndices(layer.count);
      this.markerUpload = new MarkerUpload(this.gl, layer);
    }
    return this.markerUpload;
  }

  setEmphasis(layer: EmphasisLayer, emphasis: Emphasis): void {
    const gl = this.gl;
    const old = this.emphasis.get(layer);
    this.ensureIndices(Math.max(emphasis.instCount, emphasis.segCount));
    this.emphasis.set(layer, {
      emphasis,
      inst: uploadFloats(gl, emphasis.inst, old?.inst),
      tris: uploadFloats(gl, emphasis.tris, old?.tris),
      segs: uploadFloats(gl, emphasis.segs, old?.segs),
    });
  }

  /** Builds and uploads the test-point rings (first zoom-in, or idle time after the first frame). */
  private ensureMarkers(scene: Scene, b: Buffers): WebGLBuffer {
    if (b.markers) return b.markers;
    b.markers = this.markerUploadFor(scene).finish();
    this.markerUpload = null;
    return b.markers;
  }

  /** Grows the shared index buffer to cover `quads` quads. */
  private ensureIndices(quads: number): void {
    if (quads <= this.res.indexQuads) return;
    const gl = this.gl;
    const size = Math.max(quads, 1024);
    gl.bindVertexArray(this.res.vao);
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, this.res.indices);
    gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, quadIndices(size), gl.STATIC_DRAW);
    gl.bindVertexArray(null);
    this.res.indexQuads = size;
  }

  resize(widthCss: number, heightCss: number, dpr: number): void {
    this.dpr = dpr;
    this.canvas.width = Math.max(1, Math.round(widthCss * dpr));
    this.canvas.height = Math.max(1, Math.round(heightCss * dpr));
  }

  render(frame: FrameParams): boolean {
    const gl = this.gl;
    if (gl.isContextLost()) return false;
    const scene = this.scene;
    const buffers = this.buffers;
    if (!scene || !buffers) {
      this.clearTarget(null, frame);
      return false;
    }
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA);
    const cache = this.cache;
    if (!cache) {
      this.clearTarget(null, frame);
      this.drawBoard(scene, buffers, frame, frame.transform);
      this.drawAllEmphasis(scene, frame, frame.transform);
      return false;
    }
    const key = this.cacheKey(frame);
    if (cache.key !== key || !cache.drawnWith || (!frame.moving && !cache.isExact(frame.transform))) {
      const extended = cache.extend(frame.transform);
      cache.begin(extended, this.dpr);
      this.clearTarget(cache, frame);
      this.drawBoard(scene, buffers, frame, extended);
      cache.end(key, extended);
    }
    this.clearTarget(null, frame);
    gl.bindVertexArray(this.res.blitVao);
    cache.blit(this.res.blit, frame.transform);
    this.drawAllEmphasis(scene, frame, frame.transform);
    return !cache.isExact(frame.transform);
  }

  /** Everything that depends on the view except the emphasis: what the frame cache holds. */
  private cacheKey(frame: FrameParams): string {
    const l = frame.layers;
    const layers = [l.outline, l.padsTop, l.padsBottom, l.holes, l.vias, l.components, l.testPoints]
      .map(Number)
      .join('');
    return `${this.sceneSerial}|${layers}|${frame.highlightNet}|${frame.transform.mirrorX}|${this.dpr}|${frame.palette.join(',')}`;
  }

  /** Binds the screen (cache null) or the cache and clears it to the background. */
  private clearTarget(cache: FrameCache | null, frame: FrameParams): void {
    const gl = this.gl;
    if (!cache) {
      gl.bindFramebuffer(gl.FRAMEBUFFER, null);
      gl.viewport(0, 0, this.canvas.width, this.canvas.height);
      this.target = { width: this.canvas.width, height: this.canvas.height };
    } else {
      const vp = gl.getParameter(gl.VIEWPORT) as Int32Array;
      this.target = { width: vp[2]!, height: vp[3]! };
    }
    const [r, g, b] = frame.background;
    gl.clearColor(r, g, b, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
  }

  private uniformsFor(scene: Scene, frame: FrameParams, t: ViewTransform): FrameUniforms {
    return { map: clipMapping(t, scene.origin), pxPerMm: t.scale * this.dpr, dpr: this.dpr, frame };
  }

  private drawBoard(scene: Scene, buffers: Buffers, frame: FrameParams, t: ViewTransform): void {
    this.gl.bindVertexArray(this.res.vao);
    const u = this.uniformsFor(scene, frame, t);
    const side = t.mirrorX === 1 ? 'top' : 'bottom';
    for (const step of planFrame(scene, side, frame.layers, t.scale)) this.drawStep(step, buffers, u);
    this.gl.bindVertexArray(null);
  }

  private drawAllEmphasis(scene: Scene, frame: FrameParams, t: ViewTransform): void {
    this.gl.bindVertexArray(this.res.vao);
    const u = this.uniformsFor(scene, frame, t);
    for (const layer of EMPHASIS_LAYERS) this.drawEmphasis(this.emphasis.get(layer), u);
    this.gl.bindVertexArray(null);
  }

  private drawStep(step: DrawStep, b: Buffers, u: FrameUniforms) {
    const scene = this.scene!;
    switch (step.kind) {
      case 'fill':
        return this.draw.tris(b.fill, { start: 0, count: scene.fill.length / 2 }, u, {
          far: false,
          fill: true,
        });
      case 'inst':
        return this.draw.shapes(b.inst, step.range, u, {
          far: step.far,
          outline: false,
          widthPx: 1,
          margin: 'aa',
        });
      case 'tris':
        return this.draw.tris(b.tris, step.range, u, { far: step.far, fill: false });
      case 'segs':
        return this.draw.segs(b.segs, step.range, u, step.widthPx);
      case 'markers':
        return this.draw.shapes(this.ensureMarkers(scene, b), step.range, u, {
          far: false,
          outline: false,
          widthPx: RING_WIDTH_PX,
          margin: 'stroke',
        });
    }
  }

  private drawEmphasis(e: EmphasisBuffers | undefined, u: FrameUniforms): void {
    if (!e) return;
    const { emphasis } = e;
    const plain = { ...u, frame: { ...u.frame, highlightNet: -1 } };
    const outline = emphasis.mode === 'outline';
    const w = EMPHASIS_WIDTH_PX;
    this.draw.shapes(e.inst, { start: 0, count: emphasis.instCount }, plain, {
      far: false,
      outline,
      widthPx: w,
      margin: outline ? 'stroke' : 'aa',
    });
    this.draw.tris(e.tris, { start: 0, count: emphasis.triCount }, plain, { far: false, fill: false });
    this.draw.segs(e.segs, { start: 0, count: emphasis.segCount }, plain, w);
  }

  private deleteBuffers(): void {
    if (!this.buffers) return;
    for (const buf of Object.values(this.buffers)) if (buf) this.gl.deleteBuffer(buf);
    this.buffers = null;
  }

  destroy(): void {
    this.deleteBuffers();
    this.cache?.release();
    this.gl.deleteBuffer(this.res.indices);
    for (const e of this.emphasis.values()) for (const b of [e.inst, e.tris, e.segs]) this.gl.deleteBuffer(b);
    this.emphasis.clear();
    this.canvas.removeEventListener('webglcontextlost', this.handleLost);
    this.canvas.removeEventListener('webglcontextrestored', this.handleRestored);
    this.gl.getExtension('WEBGL_lose_context')?.loseContext();
  }
}
