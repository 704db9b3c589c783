import type { Board, Side } from '@studio/core';
import { CanvasRenderer } from './canvas/canvas-renderer';
import { Emitter } from './emitter';
import { featureInfo } from './feature-info';
import { GlRenderer } from './gl/gl-renderer';
import { FeatureIndex } from './hit/feature-index';
import { attachInteraction } from './interaction';
import {
  clickMeasure,
  emptyMeasure,
  type MeasurePoint,
  type MeasureState,
  measureEvent,
  measureLabel,
} from './measure';
import { drawOverlay, MARKER_RADIUS_PX } from './overlay';
import { NullRenderer, type Renderer } from './renderer';
import { featureBounds, unionRect } from './scene/feature-bounds';
import { buildIdIndex } from './scene/feature-record';
import { buildScene } from './scene/scene-build';
import type { Scene } from './scene/scene-types';
import { searchBoard } from './search';
import { paletteOf, parseColor, THEMES } from './theme';
import type {
  BoardRect,
  BoardViewer,
  BoardViewerOptions,
  FeatureInfo,
  Highlight,
  LayerVisibility,
  Marker,
  SearchMatch,
  SearchOptions,
  Theme,
  Tool,
  Units,
  ViewChangeEvent,
  ViewerEventMap,
} from './types';
import { pointFromMm } from './units';
import { createViewerDom, FrameScheduler, styleViewerDom } from './viewer-dom';
import { EmphasisBuilder } from './viewer-emphasis';
import * as vt from './view-transform';

export const DEFAULT_LAYERS: LayerVisibility = {
  outline: true,
  padsTop: true,
  padsBottom: true,
  holes: true,
  vias: true,
  components: true,
  testPoints: true,
};

/** Pointer tolerance for hover / click (CSS px) and the measure tool's snap radius. */
const HIT_TOLERANCE_PX = 3;
const SNAP_RADIUS_PX = 12;
/** The view counts as settled this long after the last pan / zoom (ms); then cached frames are redrawn. */
const SETTLE_MS = 150;
/** zoomTo(feature) never zooms closer than this window (mm), so a tiny pad keeps its context. */
const MIN_ZOOM_WINDOW_MM = 6;

interface BoardState {
  scene: Scene;
  emphasis: EmphasisBuilder;
  index: FeatureIndex | null;
  ids: Map<string, number> | null;
}

function chooseRenderer(
  canvas: HTMLCanvasElement,
  options: BoardViewerOptions,
  onRestored: () => void,
): Renderer {
  if (options.createRenderer) return options.createRenderer(canvas);
  const want = options.renderer ?? 'auto';
  const gl = want === 'canvas2d' ? null : GlRenderer.tryCreate(canvas, onRestored, options.frameCache);
  return gl ?? CanvasRenderer.tryCreate(canvas) ?? new NullRenderer();
}

/**
 * Creates the 2D board viewer inside `container` (which it fills). Framework-free: drive it through
 * the returned imperative API and listen to its events.
 */
export function createBoardViewer(container: HTMLElement, options: BoardViewerOptions = {}): BoardViewer {
  const dom = createViewerDom(container);
  const win = container.ownerDocument.defaultView;
  const events = new Emitter<ViewerEventMap>();
  const scheduler = new FrameScheduler(() => tick(), win);
  const renderer = chooseRenderer(dom.canvas, options, () => invalidate());
  const overlayCtx = safeContext2d(dom.overlay);
  const fitMargin = options.fitMarginPx ?? 24;

  let side: Side = options.side ?? 'top';
  let layers: LayerVisibility = { ...DEFAULT_LAYERS, ...options.layers };
  let units: Units = options.units ?? 'mm';
  let theme: Theme = options.theme ?? 'light';
  let tool: Tool = 'select';
  let transform = vt.identityTransform(1, 1, side);
  let dpr = 1;
  let board: BoardState | null = null;
  let fitted = false;
  let selection: string[] = [];
  let highlights: Highlight[] = [];
  let highlightColors: string[] = [];
  let markers: Marker[] = [];
  let netName: string | null = null;
  let hoverFeature: number | null = null;
  let pendingHover: vt.ScreenPoint | null | undefined;
  let cursorMm: { x: number; y: number } | null = null;
  let measure: MeasureState = emptyMeasure();
  let needsRender = true;
  let overlayDirty = true;
  let lastViewKey = '';
  let frameCount = 0;
  let lastMoveAt = Number.NEGATIVE_INFINITY;
  let settleTimer: ReturnType<typeof setTimeout> | null = null;

  const invalidate = (overlayToo = true) => {
    needsRender = true;
    overlayDirty ||= overlayToo;
    scheduler.request();
  };
  const view = () => ({ side, layers });
  const colors = () => THEMES[theme];
  const info = (f: number): FeatureInfo | null =>
    board ? featureInfo(board.scene.board, f, units, board.scene.testPointOfFeature()) : null;
  const ensureIndex = (b: BoardState): FeatureIndex => {
    b.index ??= new FeatureIndex(b.scene.board);
    return b.index;
  };
  const resolveId = (id: string): number | undefined => {
    if (!board) return undefined;
    board.ids ??= buildIdIndex(board.scene.board);
    return board.ids.get(id);
  };

  function tick(): void {
    if (pendingHover !== undefined) processHover(pendingHover);
    pendingHover = undefined;
    if (needsRender) drawFrame();
  }

  function drawFrame(): void {
    const started = performance.now();
    needsRender = false;
    const provisional = renderer.render({
      transform,
      layers,
      palette: paletteOf(colors(), highlightColors),
      background: parseColor(colors().background) ?? [1, 1, 1, 1],
      highlightNet: netName === null || !board ? -1 : (board.scene.netIndex.get(netName) ?? -1),
      moving: started - lastMoveAt < SETTLE_MS,
    });
    if (provisional) scheduleSettle();
    if (overlayDirty && overlayCtx) {
      overlayDirty = false;
      drawOverlay(overlayCtx, dpr, { transform, theme: colors(), markers, measure: measureLine() });
    }
    frameCount++;
    events.emit('frame', {
      durationMs: performance.now() - started,
      frame: frameCount,
      renderer: renderer.kind,
    });
    emitViewChange();
  }

  function emitViewChange(): void {
    const key = `${transform.scale}|${transform.tx}|${transform.ty}|${transform.mirrorX}|${transform.width}|${transform.height}`;
    if (key === lastViewKey) return;
    lastViewKey = key;
    events.emit('viewchange', getView());
  }

  function getView(): ViewChangeEvent {
    return {
      side,
      pxPerMm: transform.scale,
      visible: vt.visibleRect(transform),
      centerMm: vt.toBoard(transform, vt.viewCenter(transform)),
    };
  }

  function measureLine() {
    const { a, b } = measure;
    const end = b?.mm ?? (tool === 'measure' ? cursorMm : null);
    if (!a || !end) return null;
    return { a: a.mm, b: end, label: measureLabel(a.mm, end, units) };
  }

  function setTransform(next: vt.ViewTransform): void {
    transform = next;
    lastMoveAt = performance.now();
    invalidate();
  }

  /** A provisional (cached, moved) picture is redrawn in full once the view stops moving. */
  function scheduleSettle(): void {
    if (settleTimer !== null) clearTimeout(settleTimer);
    settleTimer = setTimeout(() => {
      settleTimer = null;
      invalidate(false);
    }, SETTLE_MS);
  }

  function processHover(at: vt.ScreenPoint | null): void {
    cursorMm = at ? vt.toBoard(transform, at) : null;
    if (tool === 'measure' && measure.a && !measure.b) invalidate();
    let feature: number | null = null;
    if (at && board)
      feature =
        ensureIndex(board).hitTest(cursorMm!, HIT_TOLERANCE_PX / transform.scale, view())?.feature ?? null;
    if (feature === hoverFeature) return;
    hoverFeature = feature;
    board?.emphasis.setHover(feature);
    invalidate(false);
    if (at) events.emit('hover', { ...pointer(at), feature: feature === null ? null : info(feature) });
    else
      events.emit('hover', {
        screen: { x: NaN, y: NaN },
        board: { x: NaN, y: NaN },
        boardMm: { x: NaN, y: NaN },
        feature: null,
      });
  }

  function pointer(at: vt.ScreenPoint) {
    const mm = vt.toBoard(transform, at);
    return { screen: { ...at }, board: pointFromMm(mm, units), boardMm: mm };
  }

  function markerAt(at: vt.ScreenPoint): Marker | null {
    let best: Marker | null = null;
    let bestD = MARKER_RADIUS_PX + HIT_TOLERANCE_PX;
    for (const m of markers) {
      const q = vt.toScreen(transform, m);
      const d = Math.hypot(q.x - at.x, q.y - at.y);
      if (d <= bestD) [best, bestD] = [m, d];
    }
    return best;
  }

  function handleClick(at: vt.ScreenPoint, mods: { shiftKey: boolean }) {
    const p = pointer(at);
    const hit = board
      ? ensureIndex(board).hitTest(p.boardMm, HIT_TOLERANCE_PX / transform.scale, view())
      : null;
    const feature = hit ? info(hit.feature) : null;
    const marker = markerAt(at);
    events.emit('click', { ...p, feature, marker, shiftKey: mods.shiftKey });
    if (tool === 'measure') return measureClick(p.boardMm);
    if (marker && !feature) return;
    if (!feature) return mods.shiftKey ? undefined : applySelection([]);
    if (!mods.shiftKey) return applySelection([feature.id]);
    applySelection(
      selection.includes(feature.id)
        ? selection.filter((id) => id !== feature.id)
        : [...selection, feature.id],
    );
  }

  function measureClick(mm: { x: number; y: number }): void {
    const snap = board
      ? ensureIndex(board).nearestCentre(mm, SNAP_RADIUS_PX / transform.scale, view())
      : null;
    const point: MeasurePoint = snap ? { mm: snap.centre, feature: snap.feature } : { mm, feature: null };
    measure = clickMeasure(measure, point);
    invalidate();
    if (measure.a && measure.b) events.emit('measure', measureEvent(measure.a, measure.b, units, true, info));
  }

  function applySelection(ids: string[]): void {
    selection = board ? ids.filter((id) => resolveId(id) !== undefined) : [];
    board?.emphasis.setSelection(selection);
    invalidate(false);
    const features = selection.map((id) => info(resolveId(id)!)).filter((f): f is FeatureInfo => f !== null);
    events.emit('select', { ids: [...selection], features });
  }

  function boundsOfId(id: string): BoardRect | null {
    const f = resolveId(id);
    if (f === undefined || !board) return null;
    const b = board.scene.board;
    let rect = featureBounds(b, f);
    const comp = b.components[f - b.pads.length - b.vias.length - b.holes.length];
    if (comp) {
      b.pads.forEach((p, i) => {
        if (p.ref === comp.ref) rect = unionRect(rect, featureBounds(b, i));
      });
    }
    return rect;
  }

  function zoomToRect(rect: BoardRect, minWindowMm = 0): void {
    if (!(rect.minX <= rect.maxX)) return;
    const grow = (lo: number, hi: number) => Math.max(0, (minWindowMm - (hi - lo)) / 2);
    const gx = grow(rect.minX, rect.maxX);
    const gy = grow(rect.minY, rect.maxY);
    setTransform(
      vt.fitRect(
        transform,
        { minX: rect.minX - gx, maxX: rect.maxX + gx, minY: rect.minY - gy, maxY: rect.maxY + gy },
        fitMargin,
      ),
    );
  }

  function resize(): void {
    const width = container.clientWidth;
    const height = container.clientHeight;
    dpr = win?.devicePixelRatio || 1;
    renderer.resize(width, height, dpr);
    dom.overlay.width = Math.max(1, Math.round(width * dpr));
    dom.overlay.height = Math.max(1, Math.round(height * dpr));
    transform = vt.withSize(transform, Math.max(1, width), Math.max(1, height));
    if (!fitted && board && width > 0 && height > 0) fit();
    invalidate();
  }

  function fit(): void {
    if (!board) return;
    fitted = transform.width > 1 && transform.height > 1;
    setTransform(vt.fitRect(transform, board.scene.bounds, fitMargin));
  }

  function setBoard(next: Board | null): void {
    board = null;
    selection = [];
    hoverFeature = null;
    measure = emptyMeasure();
    netName = null;
    renderer.setScene(null);
    if (next) {
      const scene = buildScene(next);
      renderer.setScene(scene);
      board = { scene, emphasis: new EmphasisBuilder(scene, renderer, resolveId), index: null, ids: null };
      highlightColors = board.emphasis.setHighlights(highlights);
      board.emphasis.setSelection([]);
      board.emphasis.setHover(null);
      fitted = false;
      fit();
      scheduleIndexBuild(board);
    }
    invalidate();
  }

  /** The hit-test index is built after the first frame, when the browser is idle, not before it. */
  function scheduleIndexBuild(b: BoardState): void {
    const build = () => board === b && ensureIndex(b);
    if (win && 'requestIdleCallback' in win) win.requestIdleCallback(build, { timeout: 500 });
    else setTimeout(build, 50);
  }

  function search(query: string, opts: SearchOptions = {}): SearchMatch[] {
    if (!board) return [];
    const matches = searchBoard(board.scene.board, board.scene.nets, query, opts.limit);
    const first = matches[0];
    if (opts.focus && first) {
      if (first.type === 'net') highlightNet(first.name);
      else applySelection(first.ids);
      zoomToRect(first.bounds, MIN_ZOOM_WINDOW_MM);
    }
    return matches;
  }

  function highlightNet(name: string | null): void {
    netName = name;
    invalidate(false);
  }

  const unwire = attachInteraction(dom.root, {
    pan: (dx, dy) => setTransform(vt.panBy(transform, dx, dy)),
    zoom: (factor, at) => setTransform(vt.zoomAt(transform, at ?? vt.viewCenter(transform), factor)),
    fit,
    hover: (at) => {
      pendingHover = at;
      scheduler.request();
    },
    click: handleClick,
    escape: () => {
      if (measure.a) {
        measure = emptyMeasure();
        invalidate();
      } else applySelection([]);
    },
  });
  const resizeObserver = win && 'ResizeObserver' in win ? new win.ResizeObserver(() => resize()) : null;
  resizeObserver?.observe(container);
  styleViewerDom(dom, side, colors());
  resize();

  const api: BoardViewer = {
    setBoard,
    setSide(next) {
      if (next === side) return;
      side = next;
      transform = vt.withSide(transform, side);
      styleViewerDom(dom, side, colors());
      invalidate();
    },
    getSide: () => side,
    setLayers(next) {
      layers = { ...layers, ...next };
      invalidate(false);
    },
    getLayers: () => ({ ...layers }),
    fit,
    zoomTo(target) {
      const rect = typeof target === 'string' ? boundsOfId(target) : target;
      if (rect) zoomToRect(rect, typeof target === 'string' ? MIN_ZOOM_WINDOW_MM : 0);
    },
    panBy: (dx, dy) => setTransform(vt.panBy(transform, dx, dy)),
    zoomBy: (factor, at) => setTransform(vt.zoomAt(transform, at ?? vt.viewCenter(transform), factor)),
    highlightNet,
    select: applySelection,
    getSelection: () => [...selection],
    search,
    setUnits(next) {
      units = next;
      invalidate();
    },
    setTheme(next) {
      theme = next;
      styleViewerDom(dom, side, colors());
      invalidate();
    },
    setTool(next) {
      tool = next;
      dom.root.style.cursor = next === 'measure' ? 'crosshair' : '';
      if (next !== 'measure') measure = emptyMeasure();
      invalidate();
    },
    clearMeasure() {
      measure = emptyMeasure();
      invalidate();
    },
    setHighlights(next) {
      highlights = next.map((h) => ({ ...h, ids: [...h.ids] }));
      highlightColors = board ? board.emphasis.setHighlights(highlights) : [];
      invalidate(false);
    },
    setMarkers(next) {
      markers = next.map((m) => ({ ...m }));
      invalidate();
    },
    getView,
    toScreen: (p) => vt.toScreen(transform, p),
    toBoard: (q) => vt.toBoard(transform, q),
    on: (type, handler) => events.on(type, handler),
    resize,
    renderNow() {
      scheduler.cancel();
      needsRender = true;
      tick();
    },
    get rendererKind() {
      return renderer.kind;
    },
    destroy() {
      scheduler.cancel();
      if (settleTimer !== null) clearTimeout(settleTimer);
      unwire();
      resizeObserver?.disconnect();
      renderer.destroy();
      events.clear();
      dom.root.remove();
      board = null;
    },
  };
  return api;
}

/** jsdom has no canvas: getContext throws or returns null there, and the overlay is skipped. */
function safeContext2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}
