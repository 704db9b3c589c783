import type { ScreenPoint } from './view-transform';

/** What the pointer, wheel and keyboard ask the viewer to do. Points are CSS px in the element. */
export interface InteractionHandlers {
  pan(dx: number, dy: number): void;
  /** Zoom by `factor` about `at` (the view centre when null). */
  zoom(factor: number, at: ScreenPoint | null): void;
  fit(): void;
  hover(at: ScreenPoint | null): void;
  click(at: ScreenPoint, modifiers: { shiftKey: boolean }): void;
  escape(): void;
}

/** A press that moves less than this (CSS px) is a click, not a drag. */
export const CLICK_SLOP_PX = 4;
const KEY_PAN_PX = 60;
const KEY_ZOOM = 1.25;

/** Wheel delta → zoom factor: one 100 px notch ≈ ×1.2, pixel-precise trackpads scale smoothly. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const px = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(-px * 0.0018);
}

type KeyHandler = (h: InteractionHandlers, panStepPx: number) => void;

const KEY_ACTIONS: Record<string, KeyHandler> = {
  ArrowLeft: (h, step) => h.pan(step, 0),
  ArrowRight: (h, step) => h.pan(-step, 0),
  ArrowUp: (h, step) => h.pan(0, step),
  ArrowDown: (h, step) => h.pan(0, -step),
  '+': (h) => h.zoom(KEY_ZOOM, null),
  '=': (h) => h.zoom(KEY_ZOOM, null),
  '-': (h) => h.zoom(1 / KEY_ZOOM, null),
  _: (h) => h.zoom(1 / KEY_ZOOM, null),
  '0': (h) => h.fit(),
  f: (h) => h.fit(),
  Escape: (h) => h.escape(),
};

/** Arrow / +/- / 0 keys → an action; null when the key is not ours. Shift pans four times further. */
export function keyAction(key: string, shiftKey: boolean): ((h: InteractionHandlers) => void) | null {
  const action = Object.hasOwn(KEY_ACTIONS, key) ? KEY_ACTIONS[key] : undefined;
  if (!action) return null;
  const step = shiftKey ? KEY_PAN_PX * 4 : KEY_PAN_PX;
  return (h) => action(h, step);
}

interface Press {
  start: ScreenPoint;
  last: ScreenPoint;
  dragging: boolean;
}

/**
 * Wires pointer (mouse, pen, touch: drag to pan, two fingers to pinch), wheel and keyboard input on
 * `el` to `h`. Returns the function that unwires it.
 */
export function attachInteraction(el: HTMLElement, h: InteractionHandlers): () => void {
  const presses = new Map<number, Press>();
  let pinch: { centre: ScreenPoint; distance: number } | null = null;
  const local = (e: { clientX: number; clientY: number }): ScreenPoint => {
    const r = el.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const pinchState = () => {
    const [a, b] = [...presses.values()];
    if (!a || !b) return null;
    return {
      centre: { x: (a.last.x + b.last.x) / 2, y: (a.last.y + b.last.y) / 2 },
      distance: Math.max(1, Math.hypot(a.last.x - b.last.x, a.last.y - b.last.y)),
    };
  };

  const onDown = (e: PointerEvent) => {
    const q = local(e);
    presses.set(e.pointerId, { start: q, last: q, dragging: false });
    el.setPointerCapture?.(e.pointerId);
    el.focus({ preventScroll: true });
    if (presses.size === 2) pinch = pinchState();
  };
  const onMove = (e: PointerEvent) => {
    const q = local(e);
    const press = presses.get(e.pointerId);
    if (!press) return h.hover(q);
    const dx = q.x - press.last.x;
    const dy = q.y - press.last.y;
    press.last = q;
    if (presses.size >= 2) return pinchMove();
    if (!press.dragging && Math.hypot(q.x - press.start.x, q.y - press.start.y) < CLICK_SLOP_PX) return;
    if (!press.dragging) {
      press.dragging = true;
      return h.pan(q.x - press.start.x, q.y - press.start.y);
    }
    h.pan(dx, dy);
  };
  const pinchMove = () => {
    const next = pinchState();
    if (pinch && next) {
      h.pan(next.centre.x - pinch.centre.x, next.centre.y - pinch.centre.y);
      h.zoom(next.distance / pinch.distance, next.centre);
    }
    for (const p of presses.values()) p.dragging = true;
    pinch = next;
  };
  const onUp = (e: PointerEvent) => {
    const press = presses.get(e.pointerId);
    presses.delete(e.pointerId);
    pinch = presses.size === 2 ? pinchState() : null;
    if (press && !press.dragging && presses.size === 0 && e.type === 'pointerup')
      h.click(local(e), { shiftKey: e.shiftKey });
  };
  const onLeave = () => {
    if (presses.size === 0) h.hover(null);
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    h.zoom(wheelFactor(e.deltaY, e.deltaMode), local(e));
  };
  const onKey = (e: KeyboardEvent) => {
    const action = keyAction(e.key, e.shiftKey);
    if (!action || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    action(h);
  };

  const listeners: [string, EventListener, AddEventListenerOptions?][] = [
    ['pointerdown', onDown as EventListener],
    ['pointermove', onMove as EventListener],
    ['pointerup', onUp as EventListener],
    ['pointercancel', onUp as EventListener],
    ['pointerleave', onLeave],
    ['wheel', onWheel as EventListener, { passive: false }],
    ['keydown', onKey as EventListener],
  ];
  for (const [type, fn, opts] of listeners) el.addEventListener(type, fn, opts);
  return () => {
    for (const [type, fn, opts] of listeners) el.removeEventListener(type, fn, opts);
  };
}
