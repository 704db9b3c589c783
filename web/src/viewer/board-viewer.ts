import type { Board, Side } from '@studio/core';
import { Emitter } from './emitter';
import { featureInfo } from './feature-info';
import { BoardSession } from './board-session';
import { SettleClock } from './settle-clock';
import { chooseRenderer, safeContext2d } from './choose-renderer';
import { attachInteraction } from './interaction';
import {
  clickMeasure,
  emptyMeasure,
  type MeasurePoint,
  type MeasureState,
  measureEvent,
  measureLabel,
} from './measure';
import { labelledMarkers } from './marker-labels';
import { drawOverlay, markerAt, REF_FONT } from './overlay';
import { placeRefLabels, REF_LABELS_MIN_PX_PER_MM, type RefAnchor, refAnchors } from './ref-labels';
import { scaleBarFor } from './scale-bar';
import { focusBounds } from './scene/feature-bounds';
import { buildScene } from './scene/scene-build';
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
/** zoomTo(feature) never zooms closer than this window (mm), so a tiny pad keeps its context. */
const MIN_ZOOM_WINDOW_MM = 6;

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
  let board: BoardSession | null = null;
  let fitted = false;
  let selection: string[] = [];
  let highlights: Highlight[] = [];
  let highlightColors: string[] = [];
  let markers: Marker[] = [];
  let netName: string | null = null;
  let hoverFeature: number | null = null;
  let pendingHover: vt.ScreenPoint | null | undefined;
  /** Where the pointer is (CSS px), for the labels of the markers under it. */
  let pointerAt: vt.ScreenPoint | null = null;
  let labelled: Set<string> = new Set();
  let anchors: RefAnchor[] | null = null;
  const refWidths = new Map<string, number>();
  let cursorMm: { x: number; y: number } | null = null;
  let measure: MeasureState = emptyMeasure();
  let needsRender = true;
  let overlayDirty = true;
  let lastViewKey = '';
  let frameCount = 0;
  const settle = new SettleClock();
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
  const resolveId = (id: string): number | undefined => board?.resolve(id);

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
      moving: settle.isMoving(started),
    });
    if (provisional) scheduleSettle();
    if (overlayDirty && overlayCtx) {
      overlayDirty = false;
      drawOverlay(overlayCtx, dpr, {
        transform,
        theme: colors(),
        markers,
        labelled,
        refLabels: refLabels(overlayCtx),
        scaleBar: board ? scaleBarFor(transform.scale, units) : null,
        measure: measureLine(),
      });
    }
    frameCount++;
    // Said in the DOM once a frame with the board was drawn (tests and the upload bench wait for it).
    if (board && !dom.root.hasAttribute('data-board-drawn'))
      dom.root.setAttribute('data-board-drawn', 'true');
    events.emit('frame', {
      durationMs: performance.now() - started,
      frame: frameCount,
      renderer: renderer.kind,
    });
    emitViewChange();
  }

  function emitViewChange(): void {
    const key = vt.transformKey(transform);
    if (key === lastViewKey) return;
    lastViewKey = key;
    events.emit('viewchange', getView());
  }

  /** Component references for this view (zoomed in only), measured in the overlay's font. */
  function refLabels(ctx: CanvasRenderingContext2D) {
    if (!board || !layers.components || transform.scale < REF_LABELS_MIN_PX_PER_MM) return [];
    anchors ??= refAnchors(board.scene.board);
    ctx.font = REF_FONT;
    const widthOf = (text: string) => {
      let w = refWidths.get(text);
      if (w === undefined) {
        w = ctx.measureText(text).width;
        refWidths.set(text, w);
      }
      return w;
    };
    return placeRefLabels(anchors, transform, side, widthOf, 13);
  }

  /** Recomputes which markers are labelled; redraws the overlay when that changed. */
  function updateLabels(): void {
    const features = new Set(selection);
    if (hoverFeature !== null) {
      const id = info(hoverFeature)?.id;
      if (id) features.add(id);
    }
    const next = markers.length
      ? labelledMarkers(markers, transform, pointerAt, features, HIT_TOLERANCE_PX)
      : labelled;
    if (next.size === labelled.size && [...next].every((id) => labelled.has(id))) return;
    labelled = next;
    invalidate();
  }

  function getView(): ViewChangeEvent {
    return { side, ...vt.describeView(transform) };
  }

  function measureLine() {
    const { a, b } = measure;
    const end = b?.mm ?? (tool === 'measure' ? cursorMm : null);
    if (!a || !end) return null;
    return { a: a.mm, b: end, label: measureLabel(a.mm, end, units) };
  }

  function setTransform(next: vt.ViewTransform): void {
    transform = next;
    settle.moved(performance.now());
    // The board moved under a still pointer: what it points at (and the cursor position) changed.
    if (pointerAt && pendingHover === undefined) pendingHover = pointerAt;
    invalidate();
  }

  /** A provisional (cached, moved) picture is redrawn in full once the view stops moving. */
  function scheduleSettle(): void {
    if (settleTimer !== null) clearTimeout(settleTimer);
    settleTimer = setTimeout(() => {
      settleTimer = null;
      if (settle.isMoving(performance.now())) scheduleSettle();
      else invalidate(false);
    }, settle.remainingMs(performance.now()) + 1);
  }

  function processHover(at: vt.ScreenPoint | null): void {
    cursorMm = at ? vt.toBoard(transform, at) : null;
    pointerAt = at;
    events.emit('pointer', { boardMm: cursorMm });
    if (tool === 'measure' && measure.a && !measure.b) invalidate();
    let feature: number | null = null;
    if (at && board)
      feature =
        board.hitIndex().hitTest(cursorMm!, HIT_TOLERANCE_PX / transform.scale, view())?.feature ?? null;
    if (feature === hoverFeature) {
      updateLabels();
      return;
    }
    hoverFeature = feature;
    board?.emphasis.setHover(feature);
    invalidate(false);
    updateLabels();
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

  function handleClick(at: vt.ScreenPoint, mods: { shiftKey: boolean }) {
    const p = pointer(at);
    const hit = board
      ? board.hitIndex().hitTest(p.boardMm, HIT_TOLERANCE_PX / transform.scale, view())
      : null;
    const feature = hit ? info(hit.feature) : null;
    const marker = markerAt(markers, transform, at, HIT_TOLERANCE_PX);
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
    const snap = board ? board.hitIndex().nearestCentre(mm, SNAP_RADIUS_PX / transform.scale, view()) : null;
    const point: MeasurePoint = snap ? { mm: snap.centre, feature: snap.feature } : { mm, feature: null };
    measure = clickMeasure(measure, point);
    invalidate();
    if (measure.a && measure.b) events.emit('measure', measureEvent(measure.a, measure.b, units, true, info));
  }

  function applySelection(ids: string[]): void {
    selection = board ? ids.filter((id) => resolveId(id) !== undefined) : [];
    board?.emphasis.setSelection(selection);
    invalidate(false);
    updateLabels();
    const features = selection.map((id) => info(resolveId(id)!)).filter((f): f is FeatureInfo => f !== null);
    events.emit('select', { ids: [...selection], features });
  }

  function boundsOfId(id: string): BoardRect | null {
    const f = resolveId(id);
    return f === undefined || !board ? null : focusBounds(board.scene.board, f);
  }

  function zoomToRect(rect: BoardRect, minWindowMm = 0): void {
    if (rect.minX <= rect.maxX) setTransform(vt.fitRect(transform, vt.atLeast(rect, minWindowMm), fitMargin));
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
    board?.dispose();
    board = null;
    dom.root.removeAttribute('data-board-drawn');
    selection = [];
    hoverFeature = null;
    measure = emptyMeasure();
    netName = null;
    anchors = null;
    labelled = new Set();
    renderer.setScene(null);
    if (next) {
      const scene = buildScene(next);
      renderer.setScene(scene);
      board = new BoardSession(scene, renderer, win);
      highlightColors = board.emphasis.setHighlights(highlights);
      board.emphasis.setSelection([]);
      board.emphasis.setHover(null);
      fitted = false;
      fit();
    }
    invalidate();
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

  function changeTool(next: Tool) {
    tool = next;
    dom.root.style.cursor = next === 'measure' ? 'crosshair' : '';
    if (next !== 'measure') measure = emptyMeasure();
    invalidate();
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
      // Escape ends measuring (the measurement with it), as it ends a tool in CAD; the page's Measure
      // button follows through the 'tool' event. Outside measuring it clears the selection.
      if (tool === 'measure') {
        changeTool('select');
        events.emit('tool', { tool });
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
    setTool: changeTool,
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
      labelled = new Set();
      updateLabels();
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
      board?.dispose();
      board = null;
    },
  };
  return api;
}
