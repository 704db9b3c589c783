import type { Side } from '@studio/core';
import type { ThemeColors } from './theme';

/** The viewer's own DOM: a focusable surface holding the board canvas, the overlay and the side badge. */
export interface ViewerDom {
  root: HTMLDivElement;
  canvas: HTMLCanvasElement;
  overlay: HTMLCanvasElement;
  badge: HTMLDivElement;
}

const FILL = 'position:absolute;left:0;top:0;width:100%;height:100%;';

export function createViewerDom(container: HTMLElement): ViewerDom {
  const doc = container.ownerDocument;
  const root = doc.createElement('div');
  root.className = 'studio-board-viewer';
  root.tabIndex = 0;
  root.setAttribute('role', 'application');
  root.setAttribute('aria-label', 'Board view');
  // touch-action none: the viewer handles pinch and drag itself instead of the page scrolling.
  root.style.cssText =
    'position:relative;width:100%;height:100%;overflow:hidden;touch-action:none;outline:none;user-select:none;';
  const canvas = doc.createElement('canvas');
  canvas.style.cssText = `${FILL}display:block;`;
  const overlay = doc.createElement('canvas');
  overlay.style.cssText = `${FILL}display:block;pointer-events:none;`;
  const badge = doc.createElement('div');
  badge.className = 'studio-board-viewer-side';
  badge.setAttribute('aria-live', 'polite');
  badge.style.cssText =
    'position:absolute;left:8px;top:8px;padding:2px 8px;border-radius:4px;font:600 12px system-ui,sans-serif;pointer-events:none;';
  root.append(canvas, overlay, badge);
  container.append(root);
  return { root, canvas, overlay, badge };
}

/** The side label: the bottom view says it is mirrored, so nobody reads it as the top. */
export const sideLabel = (side: Side): string => (side === 'top' ? 'Top' : 'Bottom (mirrored)');

export function styleViewerDom(dom: ViewerDom, side: Side, theme: ThemeColors): void {
  dom.root.style.background = theme.background;
  dom.badge.textContent = sideLabel(side);
  dom.badge.dataset.side = side;
  dom.badge.style.color = theme.ink;
  dom.badge.style.background = side === 'bottom' ? `${theme.severity.warning}55` : `${theme.inkHalo}cc`;
  dom.badge.style.border = `1px solid ${theme.ink}33`;
}

/** Requests one callback on the next animation frame however often it is asked. */
export class FrameScheduler {
  private handle: number | null = null;
  private readonly raf: (cb: () => void) => number;
  private readonly caf: (h: number) => void;

  constructor(
    private readonly callback: () => void,
    win: (Window & typeof globalThis) | null,
  ) {
    if (win?.requestAnimationFrame) {
      this.raf = (cb) => win.requestAnimationFrame(cb);
      this.caf = (h) => win.cancelAnimationFrame(h);
    } else {
      this.raf = (cb) => setTimeout(cb, 16) as unknown as number;
      this.caf = (h) => clearTimeout(h);
    }
  }

  request(): void {
    if (this.handle !== null) return;
    this.handle = this.raf(() => {
      this.handle = null;
      this.callback();
    });
  }

  cancel(): void {
    if (this.handle !== null) this.caf(this.handle);
    this.handle = null;
  }
}
