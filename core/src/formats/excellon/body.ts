import { clip } from '../shared/clip';
import { parseExcellonNumber } from './number-format';
import type { CodePair } from './scan';
import { type ExcellonState, MAX_HITS, MAX_REPEAT, setUnits, unitOf } from './state';
import type { SlotEnds } from './types';
import { ExcellonCode } from './codes';

type Point = { x: number; y: number };

function readValue(st: ExcellonState, raw: string, line: number): number | null {
  if (!raw.includes('.') && st.format.kept === null && !st.guessedZeros) {
    st.guessedZeros = true;
    st.sink.info(
      ExcellonCode.zerosGuessed,
      'zero suppression not declared (LZ/TZ): reading numbers with leading zeros omitted',
      { line },
    );
  }
  const v = parseExcellonNumber(raw, st.format);
  if (!Number.isFinite(v) || Math.abs(v) > 1e9) {
    st.sink.error(ExcellonCode.coordinateBad, `cannot read coordinate "${clip(raw)}"`, { line });
    return null;
  }
  return v;
}

/** Reads the X/Y of pairs into a new absolute position (file units); null on bad numbers. */
export function readPoint(st: ExcellonState, pairs: CodePair[], line: number): Point | null {
  let x = st.x;
  let y = st.y;
  for (const p of pairs) {
    if (p.letter !== 'X' && p.letter !== 'Y') continue;
    const v = readValue(st, p.value, line);
    if (v === null) return null;
    if (p.letter === 'X') x = st.incremental ? st.x + v : v;
    else y = st.incremental ? st.y + v : v;
  }
  return { x, y };
}

function toolOf(st: ExcellonState, line: number) {
  const t = st.tool === null ? undefined : st.tools.get(st.tool);
  if (!t) {
    st.sink.error(
      ExcellonCode.toolNone,
      st.tool === null ? 'hole before any tool was selected' : `tool T${st.tool} is not defined`,
      {
        line,
      },
    );
    return null;
  }
  return t;
}

/** Adds a hole (or a slot when `to` is given) at file-unit positions with the current tool. */
export function addHit(st: ExcellonState, at: Point, line: number, to: Point | null = null): void {
  const tool = toolOf(st, line);
  if (!tool) return;
  if (st.drill.hits.length >= MAX_HITS) {
    st.sink.error(ExcellonCode.hitsCapped, `more than ${MAX_HITS} holes: the rest is ignored`, { line });
    return;
  }
  const k = unitOf(st, line);
  const kd = tool.mmPerUnit ?? k;
  const mm = (p: Point) => ({ x: (p.x + st.offsetX) * k, y: (p.y + st.offsetY) * k });
  const a = mm(at);
  const b = to ? mm(to) : null;
  const slot: SlotEnds | null = b ? { x1: a.x, y1: a.y, x2: b.x, y2: b.y } : null;
  st.drill.hits.push({
    x: b ? (a.x + b.x) / 2 : a.x,
    y: b ? (a.y + b.y) / 2 : a.y,
    diameterMm: tool.diameter * kd,
    plated: tool.plated ?? st.drill.plated,
    slot,
    function: tool.function,
    span: null,
    tool: st.tool ?? 0,
    file: st.drill.file,
    line,
  });
}

/** Ends a routed path (M16 / M17 / G00 / G05): every segment of it becomes a slot. */
export function finishRoute(st: ExcellonState): void {
  const path = st.path;
  st.path = [];
  st.down = false;
  for (let i = 1; i < path.length; i++) addHit(st, path[i - 1]!, st.pathLine, path[i]!);
  if (path.length === 1) addHit(st, path[0]!, st.pathLine);
}

/** `T1C0.800` defines (and in the body selects) a tool; `T01` selects; `T0` unloads. */
export function handleTool(st: ExcellonState, pairs: CodePair[], line: number): void {
  const n = Number.parseInt(pairs[0]!.value, 10);
  if (!Number.isFinite(n)) {
    st.sink.warn(ExcellonCode.toolBad, 'tool number missing', { line });
    return;
  }
  const c = pairs.find((p) => p.letter === 'C');
  if (c) {
    const d = Number(c.value);
    if (!Number.isFinite(d) || d < 0)
      st.sink.warn(ExcellonCode.toolBad, `tool T${n}: bad diameter "${clip(c.value)}"`, { line });
    else {
      st.tools.set(n, {
        diameter: d,
        mmPerUnit: st.mmPerUnit,
        plated: st.nextTool?.plated ?? null,
        function: st.nextTool?.function ?? null,
      });
      st.nextTool = null;
    }
  }
  if (!st.inHeader) st.tool = n === 0 ? null : n;
}

/** `R5X0.1Y0` repeats the last hole five times, stepping by X/Y each time. */
export function handleRepeat(st: ExcellonState, pairs: CodePair[], line: number): void {
  const count = Number.parseInt(pairs[0]!.value, 10);
  if (!(count >= 1)) return;
  const n = Math.min(count, MAX_REPEAT);
  if (count > MAX_REPEAT)
    st.sink.warn(ExcellonCode.repeatCapped, `repeat of ${count} capped to ${MAX_REPEAT}`, { line });
  const saved = st.incremental;
  st.incremental = true; // repeat steps are always relative
  for (let i = 0; i < n; i++) {
    const p = readPoint(st, pairs.slice(1), line);
    if (!p) break;
    st.x = p.x;
    st.y = p.y;
    addHit(st, p, line);
  }
  st.incremental = saved;
}

type MHandler = (st: ExcellonState, line: number) => void;

/** M codes (Excellon): end of program, header start / end, routing plunge / retract, units. */
export const M_CODES: Record<number, MHandler> = {
  30: (st) => {
    st.ended = true;
  },
  0: (st) => {
    st.ended = true;
  },
  48: (st) => {
    st.inHeader = true;
  },
  95: (st) => {
    st.inHeader = false;
  },
  15: (st, line) => {
    st.down = true;
    st.path = [{ x: st.x, y: st.y }];
    st.pathLine = line;
  },
  16: (st) => finishRoute(st),
  17: (st) => finishRoute(st),
  71: (st) => setUnits(st, 1),
  72: (st) => setUnits(st, 25.4),
};

type GHandler = (st: ExcellonState, line: number) => void;

/** G codes: absolute / incremental, drill mode, route moves and lines. */
export const G_CODES: Record<number, GHandler> = {
  90: (st) => {
    st.incremental = false;
  },
  91: (st) => {
    st.incremental = true;
  },
  5: (st) => {
    if (st.down) finishRoute(st);
    st.mode = 'drill';
  },
  0: (st) => {
    if (st.down) finishRoute(st);
    st.mode = 'route';
    st.routeMotion = 'move';
  },
  1: (st) => {
    st.routeMotion = 'line';
  },
  2: (st) => {
    st.routeMotion = 'line';
  },
  3: (st) => {
    st.routeMotion = 'line';
  },
  81: () => {},
  40: () => {},
};
