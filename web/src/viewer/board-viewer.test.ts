import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBoardViewer } from './board-viewer';
import { NullRenderer } from './renderer';
import { makeTestBoard } from '@studio/core/testing';
import type { BoardViewer, ViewerEventMap } from './types';

// jsdom has no canvas: the overlay is skipped and the renderer is a recording NullRenderer.
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
});

let viewer: BoardViewer | null = null;
afterEach(() => {
  viewer?.destroy();
  viewer = null;
  document.body.replaceChildren();
});

/** A 200 × 100 px viewer with the 100 × 50 mm test board fitted edge to edge (2 px / mm). */
function setup(options: Parameters<typeof createBoardViewer>[1] = {}) {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: 200 });
  Object.defineProperty(container, 'clientHeight', { value: 100 });
  document.body.append(container);
  const renderer = new NullRenderer();
  const v = createBoardViewer(container, { fitMarginPx: 0, createRenderer: () => renderer, ...options });
  v.setBoard(makeTestBoard());
  v.renderNow();
  viewer = v;
  const root = container.firstElementChild as HTMLElement;
  return { v, renderer, root };
}

function collect<K extends keyof ViewerEventMap>(v: BoardViewer, type: K): ViewerEventMap[K][] {
  const out: ViewerEventMap[K][] = [];
  v.on(type, (e) => out.push(e));
  return out;
}

function pointer(el: HTMLElement, type: string, x: number, y: number, extra: Record<string, unknown> = {}) {
  const { pointerId = 1, ...init } = extra;
  const e = new MouseEvent(type, { clientX: x, clientY: y, bubbles: true, ...init });
  Object.defineProperty(e, 'pointerId', { value: pointerId });
  el.dispatchEvent(e);
}

const click = (el: HTMLElement, x: number, y: number, shiftKey = false) => {
  pointer(el, 'pointerdown', x, y, { shiftKey });
  pointer(el, 'pointerup', x, y, { shiftKey });
};

describe('board viewer (logic, jsdom)', () => {
  it('fits the board and labels the bottom view as mirrored', () => {
    const { v, root } = setup();
    expect(v.toScreen({ x: 0, y: 50 })).toEqual({ x: 0, y: 0 });
    expect(root.textContent).toBe('Top');
    v.setSide('bottom');
    expect(root.textContent).toBe('Bottom (mirrored)');
    expect(v.toScreen({ x: 0, y: 50 })).toEqual({ x: 200, y: 0 });
  });

  it('says in the DOM when a frame with the board was drawn, and forgets it with the board', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const v = createBoardViewer(container, { createRenderer: () => new NullRenderer() });
    viewer = v;
    const root = container.firstElementChild as HTMLElement;
    v.renderNow();
    expect(root.hasAttribute('data-board-drawn')).toBe(false);
    v.setBoard(makeTestBoard());
    expect(root.hasAttribute('data-board-drawn')).toBe(false);
    v.renderNow();
    expect(root.getAttribute('data-board-drawn')).toBe('true');
    v.setBoard(makeTestBoard());
    expect(root.hasAttribute('data-board-drawn')).toBe(false);
    v.renderNow();
    expect(root.getAttribute('data-board-drawn')).toBe('true');
  });

  it('click on a pad emits its details in the current units and selects it', () => {
    const { v, root, renderer } = setup();
    const clicks = collect(v, 'click');
    const selects = collect(v, 'select');
    const q = v.toScreen({ x: 20, y: 10 }); // J1, through-hole 2 × 2 mm
    click(root, q.x, q.y);
    expect(clicks[0]?.feature).toMatchObject({
      id: 'P5',
      kind: 'pad',
      ref: 'J1',
      pad: '1',
      net: 'A',
      side: 'both',
      units: 'mm',
      position: { x: 20, y: 10 },
      size: { width: 2, height: 2 },
      drill: 1,
      testPoint: { kind: 'through-hole' },
    });
    expect(clicks[0]?.feature?.label).toBe(
      'J1.1 · A · 2.00 × 2.00 mm · drill 1.00 mm · test point (through-hole)',
    );
    expect(selects.at(-1)?.ids).toEqual(['P5']);
    expect(v.getSelection()).toEqual(['P5']);
    expect(renderer.emphasis.get('selection')?.instCount).toBe(1);
    v.setUnits('mil');
    click(root, q.x, q.y);
    expect(clicks[1]?.feature).toMatchObject({ units: 'mil', drill: expect.closeTo(39.37, 2) });
    expect(clicks[1]?.feature?.size?.width).toBeCloseTo(78.74, 2);
    expect(clicks[1]?.feature?.position.x).toBeCloseTo(787.4, 1);
  });

  it('shift-click adds to the selection, a click on nothing clears it, Escape clears it', () => {
    const { v, root } = setup();
    const a = v.toScreen({ x: 20, y: 10 });
    const b = v.toScreen({ x: 5, y: 45 });
    click(root, a.x, a.y);
    click(root, b.x, b.y, true);
    expect(v.getSelection()).toEqual(['P5', 'P0']);
    click(root, 190, 50); // empty board area, no modifier
    expect(v.getSelection()).toEqual([]);
    v.select(['P1', 'nope']);
    expect(v.getSelection()).toEqual(['P1']);
    root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(v.getSelection()).toEqual([]);
  });

  it('hit-tests through the mirror: the bottom view finds R1 where it is drawn', () => {
    const { v, root } = setup();
    v.setSide('bottom');
    const clicks = collect(v, 'click');
    // R1.1 at board (95, 5) is drawn near the screen's bottom-LEFT from below.
    const q = v.toScreen({ x: 95, y: 5 });
    expect(q.x).toBeLessThan(20);
    click(root, q.x, q.y);
    expect(clicks[0]?.feature).toMatchObject({ ref: 'R1', pad: '1', side: 'bottom' });
    click(root, 200 - q.x, q.y); // the unmirrored position holds nothing
    expect(clicks[1]?.feature).toBeNull();
  });

  it('hover emits on change only and draws a hover outline', () => {
    const { v, root, renderer } = setup();
    const hovers = collect(v, 'hover');
    const q = v.toScreen({ x: 5, y: 45 });
    pointer(root, 'pointermove', q.x, q.y);
    v.renderNow();
    pointer(root, 'pointermove', q.x + 0.2, q.y);
    v.renderNow();
    expect(hovers).toHaveLength(1);
    expect(hovers[0]?.feature).toMatchObject({ ref: 'TP1', testPoint: { kind: 'testpoint' } });
    expect(renderer.emphasis.get('hover')?.instCount).toBe(1);
    pointer(root, 'pointermove', 150, 50);
    v.renderNow();
    expect(hovers[1]?.feature).toBeNull();
  });

  it('reports the pointer in the board frame (mm) on every move, and null when it leaves', () => {
    const { v, root } = setup();
    const moves = collect(v, 'pointer');
    v.setSide('bottom');
    v.renderNow();
    const q = v.toScreen({ x: 12.5, y: 40 });
    pointer(root, 'pointermove', q.x, q.y);
    v.renderNow();
    pointer(root, 'pointermove', q.x + 2, q.y);
    v.renderNow();
    expect(moves).toHaveLength(2);
    expect(moves[0]?.boardMm?.x).toBeCloseTo(12.5, 9);
    expect(moves[0]?.boardMm?.y).toBeCloseTo(40, 9);
    // Seen from below, moving right on screen is −X on the board (2 px = 1 mm).
    expect(moves[1]?.boardMm?.x).toBeCloseTo(11.5, 9);
    pointer(root, 'pointerleave', q.x, q.y);
    v.renderNow();
    expect(moves.at(-1)?.boardMm ?? null).toBeNull();
  });

  it('measures between snapped feature centres in mm and mil', () => {
    const { v, root } = setup();
    const measures = collect(v, 'measure');
    v.setTool('measure');
    const a = v.toScreen({ x: 20.6, y: 10.4 }); // snaps to J1 (20, 10)
    const b = v.toScreen({ x: 59.7, y: 10.2 }); // snaps to the via (60, 10)
    click(root, a.x, a.y);
    expect(measures).toHaveLength(0);
    click(root, b.x, b.y);
    expect(measures[0]).toMatchObject({ units: 'mm', distance: 40, dx: 40, dy: 0, done: true });
    expect(measures[0]?.a.snappedTo?.ref).toBe('J1');
    expect(measures[0]?.b.snappedTo?.kind).toBe('via');
    expect(measures[0]?.label).toBe('40.00 mm  (dx 40.00, dy 0.00)');
    v.setUnits('mil');
    click(root, b.x, b.y);
    click(root, a.x, a.y);
    expect(measures[1]?.distance).toBeCloseTo(1574.8, 1);
    expect(measures[1]?.dx).toBeCloseTo(-1574.8, 1);
  });

  it('Escape ends measuring: says so with a tool event, and the next click selects again', () => {
    const { v, root } = setup();
    const tools = collect(v, 'tool');
    const measures = collect(v, 'measure');
    v.setTool('measure');
    expect(root.style.cursor).toBe('crosshair');
    const a = v.toScreen({ x: 20, y: 10 }); // J1.1
    click(root, a.x, a.y);
    root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(tools).toEqual([{ tool: 'select' }]);
    expect(root.style.cursor).toBe('');
    click(root, a.x, a.y);
    expect(measures).toHaveLength(0);
    expect(v.getSelection()).toEqual(['P5']);
    // Outside measuring, Escape clears the selection and changes no tool.
    root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(v.getSelection()).toEqual([]);
    expect(tools).toHaveLength(1);
  });

  it('highlights a net by index, and highlight sets reach the renderer', () => {
    const { v, renderer } = setup();
    v.highlightNet('B');
    v.renderNow();
    const netB = renderer.scene!.netIndex.get('B');
    expect(renderer.frames.at(-1)?.highlightNet).toBe(netB);
    v.highlightNet(null);
    v.renderNow();
    expect(renderer.frames.at(-1)?.highlightNet).toBe(-1);
    v.setHighlights([
      { ids: ['P0', 'P1'], color: '#ff0000', fill: true },
      { ids: ['C2'], color: '#00ff00' },
    ]);
    v.renderNow();
    expect(renderer.emphasis.get('highlightFill')?.instCount).toBe(2);
    // A component is outlined by its body and its pads (U1: one rect pad + one polygon pad).
    const outline = renderer.emphasis.get('highlightOutline')!;
    expect(outline.instCount).toBe(1);
    expect(outline.segCount).toBe(4 + 6);
    const palette = renderer.frames.at(-1)!.palette;
    expect(Array.from(palette.subarray(16 * 4, 17 * 4))).toEqual([1, 0, 0, 1]);
  });

  it('search focuses the first match: selects a component, highlights a net, zooms in', () => {
    const { v, renderer } = setup();
    const before = v.getView().pxPerMm;
    expect(v.search('U1', { focus: true })[0]).toMatchObject({ type: 'component', name: 'U1' });
    expect(v.getSelection()).toEqual(['C2']);
    expect(v.getView().pxPerMm).toBeGreaterThan(before);
    v.search('c', { focus: true }); // exact net "C" ranks before prefix refs
    v.renderNow();
    expect(renderer.frames.at(-1)?.highlightNet).toBe(renderer.scene!.netIndex.get('C'));
  });

  it('keys pan and zoom; the wheel zooms about the cursor; viewchange reports it', () => {
    const { v, root } = setup();
    const views = collect(v, 'viewchange');
    const p0 = v.toScreen({ x: 50, y: 25 });
    root.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(v.toScreen({ x: 50, y: 25 }).x).toBeCloseTo(p0.x + 60, 9);
    const under = v.toBoard({ x: 40, y: 30 });
    root.dispatchEvent(
      new WheelEvent('wheel', { deltaY: -100, clientX: 40, clientY: 30, bubbles: true, cancelable: true }),
    );
    const after = v.toBoard({ x: 40, y: 30 });
    expect(after.x).toBeCloseTo(under.x, 9);
    expect(after.y).toBeCloseTo(under.y, 9);
    v.renderNow();
    expect(views.at(-1)?.pxPerMm).toBeGreaterThan(2);
    root.dispatchEvent(new KeyboardEvent('keydown', { key: '0', bubbles: true }));
    expect(v.getView().pxPerMm).toBeCloseTo(2, 9);
  });

  it('drag pans; a two-finger pinch zooms about the fingers and follows their midpoint', () => {
    const { v, root } = setup();
    const p = v.toBoard({ x: 60, y: 40 });
    pointer(root, 'pointerdown', 60, 40);
    pointer(root, 'pointermove', 63, 40); // inside the click slop: no pan yet
    expect(v.toScreen(p).x).toBeCloseTo(60, 9);
    pointer(root, 'pointermove', 90, 55);
    pointer(root, 'pointerup', 90, 55);
    expect(v.toScreen(p).x).toBeCloseTo(90, 9);
    expect(v.toScreen(p).y).toBeCloseTo(55, 9);
    const scale = v.getView().pxPerMm;
    const mid = v.toBoard({ x: 100, y: 50 });
    pointer(root, 'pointerdown', 80, 50, { pointerId: 1 });
    pointer(root, 'pointerdown', 120, 50, { pointerId: 2 });
    pointer(root, 'pointermove', 140, 50, { pointerId: 2 }); // fingers 40 → 60 px apart, midpoint → 110
    expect(v.getView().pxPerMm).toBeCloseTo(scale * 1.5, 9);
    const q = v.toScreen(mid);
    expect(q.x).toBeCloseTo(110, 9);
    expect(q.y).toBeCloseTo(50, 9);
  });

  it('zoomTo a feature keeps a minimum window around tiny features', () => {
    const { v } = setup();
    v.zoomTo('V0');
    const view = v.getView();
    expect(view.centerMm.x).toBeCloseTo(60, 9);
    expect(view.centerMm.y).toBeCloseTo(10, 9);
    expect(view.visible.maxY - view.visible.minY).toBeCloseTo(6, 9);
  });
});
