import { CappedSink } from '../shared/capped-sink';
import { clip } from '../shared/clip';
import { addHit, G_CODES, handleRepeat, handleTool, M_CODES, readPoint } from './body';
import { isIgnoredHeaderWord, readComment, readIncrementalLine, readUnitsLine } from './header';
import { type CodePair, scanCodes } from './scan';
import { createExcellonState, type ExcellonState } from './state';
import type { DrillSpan, ExcellonDrill } from './types';
import { ExcellonCode } from './codes';

/** Plating from a file name when the file does not say: KiCad `-NPTH.drl`, `-PTH.drl`, Altium `NonPlated`. */
export function platingFromName(name: string): boolean | null {
  const base = name.toLowerCase().replace(/^.*[\\/]/, '');
  if (/npth|non[-_ ]?plated|unplated/.test(base)) return false;
  if (/(^|[^a-z])pth|plated/.test(base)) return true;
  return null;
}

const PAIR_END = (w: string, first: boolean): number | null | undefined => {
  if (w === 'front' || w === 'top') return first ? 1 : undefined;
  if (w === 'back' || w === 'bottom') return first ? undefined : null;
  const inner = /^in(\d+)$/.exec(w);
  return inner ? Number(inner[1]) + 1 : undefined;
};

/**
 * The layer pair of a KiCad blind / buried drill file from its name (`board-front-in1.drl`,
 * `board-in1-in2.drl`, `board-in2-back.drl`; In<n> is copper layer n + 1). Null for any other name.
 */
export function spanFromName(name: string): DrillSpan | null {
  const base = name.toLowerCase().replace(/^.*[\\/]/, '');
  const m = /(?:^|[-_])(front|top|in\d+)-(back|bottom|in\d+)(?:[-_.]|$)/.exec(base);
  if (!m) return null;
  const from = PAIR_END(m[1]!, true);
  const to = PAIR_END(m[2]!, false);
  if (from === undefined || from === null || to === undefined || (to !== null && to <= from)) return null;
  if (from === 1 && to === null) return null; // front-back: a through file
  return { from, to, kind: null, by: 'name' };
}

/**
 * Reads an Excellon drill / rout file (header `M48`…`%`, tools, holes, `G85` slots and routed
 * slots `G00`…`M15`…`G01`…`M16`) into holes in mm, in the file's own frame (+Y up). Never throws:
 * every problem is a diagnostic naming the file and line.
 */
export function parseExcellon(text: string, file: string): ExcellonDrill {
  const sink = new CappedSink<ExcellonCode>(file);
  const drill: ExcellonDrill = {
    file,
    units: null,
    plated: null,
    span: null,
    tools: new Map(),
    hits: [],
    diagnostics: [],
  };
  const st = createExcellonState(drill, sink);
  const lines = text.split(/\r\n|\n|\r/);
  let lineNo = 0;
  let lastLine = 1;
  for (const raw of lines) {
    lineNo++;
    const t = raw.trim();
    if (t === '') continue;
    if (st.ended) break;
    lastLine = lineNo;
    runLine(st, t, lineNo);
  }
  if (st.down) {
    sink.warn(ExcellonCode.routeUnfinished, 'routed path never retracted (M16); kept as slots', {
      line: st.pathLine,
    });
    // finishRoute is reached through M16's handler
    M_CODES[16]!(st, st.pathLine);
  }
  if (!st.ended)
    sink.warn(ExcellonCode.endMissing, 'file does not end with M30 (truncated?)', { line: lastLine });
  if (drill.plated === null) drill.plated = platingFromName(file);
  drill.span ??= spanFromName(file);
  // a layer-pair file holds vias: plated, whatever its name says
  if (drill.span && drill.span.kind !== 'through' && drill.plated === null) drill.plated = true;
  for (const [n, t] of st.tools) {
    drill.tools.set(n, {
      diameterMm: t.diameter * (t.mmPerUnit ?? st.mmPerUnit ?? 25.4),
      plated: t.plated,
      function: t.function,
    });
  }
  for (const h of drill.hits) {
    h.plated ??= drill.plated;
    h.span = drill.span?.kind === 'through' ? null : drill.span;
  }
  drill.diagnostics = sink.finish();
  return drill;
}

function runLine(st: ExcellonState, t: string, line: number): void {
  if (t.startsWith(';')) {
    readComment(st, t);
    return;
  }
  if (t === '%') {
    st.inHeader = false;
    return;
  }
  if (readUnitsLine(st, t, line) || readIncrementalLine(st, t) || isIgnoredHeaderWord(t)) return;
  const pairs = scanCodes(t);
  if (!pairs || pairs.length === 0) {
    st.sink.warn(ExcellonCode.lineUnknown, `cannot read "${clip(t)}"`, { line });
    return;
  }
  runCodes(st, pairs, line);
}

function runCodes(st: ExcellonState, pairs: CodePair[], line: number): void {
  const head = pairs[0]!;
  if (head.letter === 'T') {
    handleTool(st, pairs, line);
    return;
  }
  if (head.letter === 'R') {
    handleRepeat(st, pairs, line);
    return;
  }
  const slotAt = pairs.findIndex((p) => p.letter === 'G' && Number(p.value) === 85);
  if (slotAt >= 0) {
    runSlot(st, pairs, slotAt, line);
    return;
  }
  for (const p of pairs) {
    if (p.letter === 'M') runCode(M_CODES, 'M', st, p.value, line);
    else if (p.letter === 'G') runCode(G_CODES, 'G', st, p.value, line);
  }
  if (!pairs.some((p) => p.letter === 'X' || p.letter === 'Y')) return;
  if (pairs.some((p) => p.letter === 'G' && Number(p.value) === 93)) {
    setZero(st, pairs, line);
    return;
  }
  const at = readPoint(st, pairs, line);
  if (!at) return;
  moveTo(st, at, line);
}

function runCode(
  table: Record<number, (st: ExcellonState, line: number) => void>,
  letter: string,
  st: ExcellonState,
  value: string,
  line: number,
): void {
  const handler = table[Number(value)];
  if (handler) handler(st, line);
  else if (!(letter === 'G' && Number(value) === 93))
    st.sink.warn(ExcellonCode.codeUnknown, `unknown or unsupported ${letter}${clip(value)}`, { line });
}

/** A position: a hole in drill mode; in route mode a move (tool up) or a path point (tool down). */
function moveTo(st: ExcellonState, at: { x: number; y: number }, line: number): void {
  if (st.mode === 'drill') addHit(st, at, line);
  else if (st.down && st.routeMotion === 'line') st.path.push(at);
  st.x = at.x;
  st.y = at.y;
}

/** `X…Y…G85X…Y…`: a slot drilled from the first point to the second (Excellon G85). */
function runSlot(st: ExcellonState, pairs: CodePair[], at: number, line: number): void {
  const a = readPoint(st, pairs.slice(0, at), line);
  if (!a) return;
  st.x = a.x;
  st.y = a.y;
  const b = readPoint(st, pairs.slice(at + 1), line);
  if (!b) return;
  addHit(st, a, line, b);
  st.x = b.x;
  st.y = b.y;
}

/** `G93X…Y…` sets the zero point: later coordinates are relative to it. */
function setZero(st: ExcellonState, pairs: CodePair[], line: number): void {
  const saved = st.incremental;
  st.incremental = false;
  const p = readPoint(st, pairs, line);
  st.incremental = saved;
  if (p) {
    st.offsetX = p.x;
    st.offsetY = p.y;
  }
}
