import type { Emphasis } from './scene/emphasis';
import type { Scene } from './scene/scene-types';
import type { LayerVisibility } from './types';
import type { ViewTransform } from './view-transform';

/** The emphasis layers, drawn in this order on top of the board. */
export const EMPHASIS_LAYERS = ['highlightFill', 'highlightOutline', 'selection', 'hover'] as const;
export type EmphasisLayer = (typeof EMPHASIS_LAYERS)[number];

/** Everything one frame depends on besides the scene and the emphasis buffers. */
export interface FrameParams {
  transform: ViewTransform;
  layers: LayerVisibility;
  /** RGBA palette, PALETTE_SIZE entries (see theme.ts). */
  palette: Float32Array;
  background: [number, number, number, number];
  /** Net index to highlight (others are dimmed); −1 for none. */
  highlightNet: number;
  /** The view is being panned / zoomed: a renderer may show a provisional (cached) picture. */
  moving?: boolean;
}

/**
 * What draws the board. The viewer logic only talks to this interface, so it runs (and is tested)
 * without a canvas; WebGL2 and Canvas2D implement it for real.
 */
export interface Renderer {
  readonly kind: 'webgl2' | 'canvas2d' | 'none';
  setScene(scene: Scene | null): void;
  setEmphasis(layer: EmphasisLayer, emphasis: Emphasis): void;
  /** Backing-store size: CSS px × device pixel ratio. */
  resize(widthCss: number, heightCss: number, dpr: number): void;
  /** Draws a frame; returns true when the picture is provisional and wants a redraw once settled. */
  render(frame: FrameParams): boolean;
  destroy(): void;
}

/** A renderer that draws nothing (no canvas support, or tests). Records what it was asked. */
export class NullRenderer implements Renderer {
  readonly kind = 'none' as const;
  scene: Scene | null = null;
  frames: FrameParams[] = [];
  emphasis = new Map<EmphasisLayer, Emphasis>();
  size = { width: 0, height: 0, dpr: 1 };
  setScene(scene: Scene | null): void {
    this.scene = scene;
  }
  setEmphasis(layer: EmphasisLayer, emphasis: Emphasis): void {
    this.emphasis.set(layer, emphasis);
  }
  resize(width: number, height: number, dpr: number): void {
    this.size = { width, height, dpr };
  }
  render(frame: FrameParams): boolean {
    this.frames.push(frame);
    return false;
  }
  destroy(): void {}
}
