import { CanvasRenderer } from './canvas/canvas-renderer';
import { GlRenderer } from './gl/gl-renderer';
import { NullRenderer, type Renderer } from './renderer';
import type { BoardViewerOptions } from './types';

/** WebGL2 when available (and not refused), else Canvas2D, else a renderer that draws nothing. */
export function chooseRenderer(
  canvas: HTMLCanvasElement,
  options: BoardViewerOptions,
  onRestored: () => void,
): Renderer {
  if (options.createRenderer) return options.createRenderer(canvas);
  const want = options.renderer ?? 'auto';
  const gl = want === 'canvas2d' ? null : GlRenderer.tryCreate(canvas, onRestored, options.frameCache);
  return gl ?? CanvasRenderer.tryCreate(canvas) ?? new NullRenderer();
}

export /** jsdom has no canvas: getContext throws or returns null there, and the overlay is skipped. */
function safeContext2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}
