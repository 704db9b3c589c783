import { clip } from '../shared/clip';
import { type ExcellonState, setUnits } from './state';
import type { DrillFunction, DrillSpan } from './types';
import { ExcellonCode } from './codes';

/**
 * `METRIC` / `INCH` with optional zero handling and digit template, e.g. `INCH,TZ`,
 * `METRIC,LZ,000.000` (Excellon header). Returns false when the line is not a units line.
 */
export function readUnitsLine(st: ExcellonState, text: string, line: number): boolean {
  const parts = text
    .toUpperCase()
    .split(',')
    .map((p) => p.trim());
  const head = parts[0];
  if (head !== 'METRIC' && head !== 'INCH') return false;
  setUnits(st, head === 'METRIC' ? 1 : 25.4);
  for (const p of parts.slice(1)) {
    if (p === 'LZ') st.format = { ...st.format, kept: 'leading' };
    else if (p === 'TZ') st.format = { ...st.format, kept: 'trailing' };
    else if (/^0*\.0*$/.test(p)) setDigits(st, p.indexOf('.'), p.length - p.indexOf('.') - 1);
    else st.sink.warn(ExcellonCode.unitsOption, `unknown option "${clip(p)}" on the units line`, { line });
  }
  return true;
}

function setDigits(st: ExcellonState, intDigits: number, decDigits: number): void {
  st.format = { ...st.format, intDigits, decDigits };
  st.digitsDeclared = true;
}

/** Header words that carry nothing a board needs (format version, machine settings). */
const IGNORED =
  /^(FMAT|VER|DETECT|ATC|OM48|BLKD|SBK|TCST|AFS|RSB|CP|DN|DTMDIST|NCSL|OSTOP|PAR|PF|PPR|PVS|FSB)/;

/** True when a header line can be skipped without a diagnostic. */
export function isIgnoredHeaderWord(text: string): boolean {
  return IGNORED.test(text.toUpperCase());
}

/** `ICI,ON` / `ICI,OFF`: incremental input of coordinates. Returns false for other lines. */
export function readIncrementalLine(st: ExcellonState, text: string): boolean {
  const t = text.toUpperCase().replace(/\s/g, '');
  if (!t.startsWith('ICI')) return false;
  st.incremental = t !== 'ICI,OFF';
  return true;
}

const FUNCTIONS: Record<string, DrillFunction> = {
  ViaDrill: 'via',
  ComponentDrill: 'component',
  MechanicalDrill: 'mechanical',
  CastellatedDrill: 'component',
  PressFit: 'component',
};

const SPAN_KINDS: Record<string, DrillSpan['kind']> = {
  PTH: 'through',
  NPTH: 'through',
  Blind: 'blind',
  Buried: 'buried',
};

/**
 * The span of an X2 drill file function (`Plated,<from>,<to>,<PTH|Blind|Buried>[,…]`, also
 * `NonPlated,…`), as KiCad writes it in its Excellon headers; null when the fields do not give one.
 */
export function spanOfFileFunction(fields: readonly string[]): DrillSpan | null {
  if (fields[0] !== 'Plated' && fields[0] !== 'NonPlated') return null;
  const from = Number(fields[1]);
  const to = Number(fields[2]);
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from) return null;
  return { from, to, kind: SPAN_KINDS[fields[3] ?? ''] ?? null, by: 'x2' };
}

function platingOf(fields: string[]): boolean | null {
  if (fields.includes('NonPlated')) return false;
  if (fields.includes('Plated')) return true;
  return null;
}

/**
 * Comments that carry data: Altium's `;FILE_FORMAT=2:3` and `;TYPE=PLATED`, KiCad's
 * `; #@! TF.FileFunction,Plated,1,2,PTH` (file plating) and `; #@! TA.AperFunction,Plated,PTH,ViaDrill`
 * (plating and function of the next tool). Other comments are ignored.
 */
export function readComment(st: ExcellonState, comment: string): void {
  const body = comment.replace(/^;\s*/, '');
  const format = /^FILE_FORMAT\s*=\s*(\d)\s*:\s*(\d)/i.exec(body);
  if (format) {
    setDigits(st, Number(format[1]), Number(format[2]));
    return;
  }
  const type = /^TYPE\s*=\s*(NON_PLATED|NONPLATED|PLATED)/i.exec(body);
  if (type) {
    st.drill.plated = type[1]!.toUpperCase() === 'PLATED';
    return;
  }
  if (!body.startsWith('#@!')) return;
  const fields = body.slice(3).trim().split(',');
  if (fields[0] === 'TF.FileFunction') {
    st.drill.plated = platingOf(fields);
    st.drill.span = spanOfFileFunction(fields.slice(1));
  } else if (fields[0] === 'TA.AperFunction') {
    const fn = fields.map((f) => FUNCTIONS[f]).find((f) => f !== undefined) ?? null;
    st.nextTool = { plated: platingOf(fields), function: fn };
  }
}
