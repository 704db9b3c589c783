import { type DrawStep, EMPHASIS_WIDTH_PX, planFrame } from '../draw-plan';
import { EMPHASIS_LAYERS, type EmphasisLayer, type FrameParams, type Renderer } from '../renderer';
import type { Emphasis } from '../scene/emphasis';
import {
  INST,
  INST_RECORD,
  type Range,
  type Scene,
  SEG_RECORD,
  STYLE,
  TRI_STRIDE,
} from '../scene/scene-types';
import { visibleRect } from '../view-transform';
import { addDrill, addShape, isVisible, type Window2D } from './canvas-shapes';

const RING_WIDTH_PX = 1.5;

/** CSS colour of palette slot `slot`, optionally mixed toward the background and faded. */
function slotColor(frame: FrameParams, slot: number, dim = 0, alpha = 1): string {
  const p = frame.palette;
  const bg = frame.background;
  const c = (k: number) => Math.round(255 * ((p[slot * 4 + k] ?? 0) * (1 - dim) + (bg[k] ?? 0) * dim));
  return `rgba(${c(0)}, ${c(1)}, ${c(2)}, ${(p[slot * 4 + 3] ?? 1) * alpha})`;
}

/** The path collecting everything drawn in one colour (or style). */
function pathFor<K>(paths: Map<K, Path2D>, key: K): Path2D {
  let p = paths.get(key);
  if (!p) {
    p = new Path2D();
    paths.set(key, p);
  }
  return p;
}

interface Ctx {
  frame: FrameParams;
  win: Window2D;
  /** CSS px → scene units (mm) at this zoom. */
  mmPerCssPx: number;
}

/**
 * Canvas2D fallback for browsers without WebGL2. Same draw plan and colours as the GPU path; each
 * frame walks the visible records and fills one path per colour. Correct but slower on big boards.
 */
export class CanvasRenderer implements Renderer {
  readonly kind = 'canvas2d' as const;
  private scene: Scene | null = null;
  private readonly emphasis = new Map<EmphasisLayer, Emphasis>();
  private dpr = 1;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly ctx: CanvasRenderingContext2D,
  ) {}

  static tryCreate(canvas: HTMLCanvasElement): CanvasRenderer | null {
    const ctx = canvas.getContext('2d', { alpha: false });
    return ctx ? new CanvasRenderer(canvas, ctx) : null;
  }

  setScene(scene: Scene | null): void {
    this.scene = scene;
  }

  setEmphasis(layer: EmphasisLayer, emphasis: Emphasis): void {
    this.emphasis.set(layer, emphasis);
  }

  resize(widthCss: number, heightCss: number, dpr: number): void {
    this.dpr = dpr;
    this.canvas.width = Math.max(1, Math.round(widthCss * dpr));
    this.canvas.height = Math.max(1, Math.round(heightCss * dpr));
  }

  render(frame: FrameParams): boolean {
    const { ctx, canvas } = this;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const [r, g, b] = frame.background.map((v) => Math.round(v * 255));
    ctx.fillStyle = `rgb(${r}, ${g}, ${b})`;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    const scene = this.scene;
    if (!scene) return false;
    const t = frame.transform;
    const d = this.dpr;
    const sx = t.mirrorX * t.scale;
    const o = scene.origin;
    ctx.setTransform(d * sx, 0, 0, -d * t.scale, d * (sx * o.x + t.tx), d * (t.ty - t.scale * o.y));
    const v = visibleRect(t);
    const win: Window2D = {
      minX: v.minX - o.x,
      maxX: v.maxX - o.x,
      minY: v.minY - o.y,
      maxY: v.maxY - o.y,
      pxPerMm: t.scale * d,
    };
    const c: Ctx = { frame, win, mmPerCssPx: 1 / t.scale };
    for (const step of planFrame(scene, t.mirrorX === 1 ? 'top' : 'bottom', frame.layers, t.scale))
      this.drawStep(scene, step, c);
    for (const layer of EMPHASIS_LAYERS) {
      const e = this.emphasis.get(layer);
      if (e) this.drawEmphasis(e, { ...c, frame: { ...frame, highlightNet: -1 } });
    }
    return false;
  }

  private drawStep(scene: Scene, step: DrawStep, c: Ctx) {
    switch (step.kind) {
      case 'fill':
        return this.fillTriangles(scene.fill, 2, { start: 0, count: scene.fill.length / 2 }, () =>
          slotColor(c.frame, STYLE.substrate),
        );
      case 'inst':
        return this.drawShapes(scene.inst, step.range, c, step.far);
      case 'tris':
        return this.fillTriangles(scene.tris, TRI_STRIDE, step.range, (v) =>
          this.colorOf(c, scene.tris[v * TRI_STRIDE + 3]!, scene.tris[v * TRI_STRIDE + 2]!, step.far),
        );
      case 'segs':
        return this.strokeSegments(scene.segs, step.range, c, step.widthPx);
      case 'markers':
        return this.strokeRings(scene.markers().data, step.range, c);
    }
  }

  private colorOf(c: Ctx, style: number, net: number, far: boolean): string {
    const { frame } = c;
    const fade = far ? 0.6 : 1;
    const slot = far ? STYLE.padFar : style;
    if (frame.highlightNet < 0 || style >= 16) return slotColor(frame, slot, 0, fade);
    return net === frame.highlightNet
      ? slotColor(frame, STYLE.netHighlight)
      : slotColor(frame, slot, 0.72, fade);
  }

  private drawShapes(data: Float32Array, range: Range, c: Ctx, far: boolean, outline = false): void {
    const paths = new Map<string, Path2D>();
    const drills = new Path2D();
    for (let i = range.start; i < range.start + range.count; i++) {
      const o = i * INST_RECORD;
      const r = Math.max(data[o + INST.hw]!, data[o + INST.hh]!);
      if (!isVisible(c.win, data[o + INST.cx]!, data[o + INST.cy]!, r)) continue;
      const color = this.colorOf(c, data[o + INST.style]!, data[o + INST.net]!, far);
      const p = pathFor(paths, color);
      addShape(p, data, i, c.win, outline ? 1.5 * c.mmPerCssPx : 0);
      if (!outline) addDrill(drills, data, i, c.win);
    }
    const ctx = this.ctx;
    ctx.lineWidth = EMPHASIS_WIDTH_PX * c.mmPerCssPx;
    for (const [color, p] of paths) {
      if (outline) {
        ctx.strokeStyle = color;
        ctx.stroke(p);
      } else {
        ctx.fillStyle = color;
        ctx.fill(p);
      }
    }
    if (!outline) {
      ctx.fillStyle = slotColor(c.frame, STYLE.drill);
      ctx.fill(drills);
    }
  }

  private fillTriangles(
    data: Float32Array,
    stride: number,
    range: Range,
    colorAt: (v: number) => string,
  ): void {
    const paths = new Map<string, Path2D>();
    for (let v = range.start; v + 2 < range.start + range.count; v += 3) {
      const color = colorAt(v);
      const p = pathFor(paths, color);
      p.moveTo(data[v * stride]!, data[v * stride + 1]!);
      p.lineTo(data[(v + 1) * stride]!, data[(v + 1) * stride + 1]!);
      p.lineTo(data[(v + 2) * stride]!, data[(v + 2) * stride + 1]!);
      p.closePath();
    }
    for (const [color, p] of paths) {
      this.ctx.fillStyle = color;
      this.ctx.fill(p);
    }
  }

  private strokeSegments(data: Float32Array, range: Range, c: Ctx, widthPx: number): void {
    const paths = new Map<number, Path2D>();
    for (let s = range.start; s < range.start + range.count; s++) {
      const o = s * SEG_RECORD;
      const style = data[o + 4]!;
      const p = pathFor(paths, style);
      p.moveTo(data[o]!, data[o + 1]!);
      p.lineTo(data[o + 2]!, data[o + 3]!);
    }
    this.ctx.lineWidth = widthPx * c.mmPerCssPx;
    for (const [style, p] of paths) {
      this.ctx.strokeStyle = slotColor(c.frame, style);
      this.ctx.stroke(p);
    }
  }

  private strokeRings(data: Float32Array, range: Range, c: Ctx): void {
    const paths = new Map<string, Path2D>();
    const gap = 2 * RING_WIDTH_PX * c.mmPerCssPx;
    for (let i = range.start; i < range.start + range.count; i++) {
      const o = i * INST_RECORD;
      const x = data[o + INST.cx]!;
      const y = data[o + INST.cy]!;
      const r = data[o + INST.hw]! + gap;
      if (!isVisible(c.win, x, y, r)) continue;
      const color = this.colorOf(c, data[o + INST.style]!, data[o + INST.net]!, false);
      const p = pathFor(paths, color);
      p.moveTo(x + r, y);
      p.arc(x, y, r, 0, 2 * Math.PI);
    }
    this.ctx.lineWidth = RING_WIDTH_PX * c.mmPerCssPx;
    for (const [color, p] of paths) {
      this.ctx.strokeStyle = color;
      this.ctx.stroke(p);
    }
  }

  private drawEmphasis(e: Emphasis, c: Ctx): void {
    this.drawShapes(e.inst, { start: 0, count: e.instCount }, c, false, e.mode === 'outline');
    this.fillTriangles(e.tris, TRI_STRIDE, { start: 0, count: e.triCount }, (v) =>
      slotColor(c.frame, e.tris[v * TRI_STRIDE + 3]!),
    );
    this.strokeSegments(e.segs, { start: 0, count: e.segCount }, c, EMPHASIS_WIDTH_PX);
  }

  destroy(): void {
    this.scene = null;
    this.emphasis.clear();
  }
}
