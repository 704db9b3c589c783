import { MAX_LINE_CHARS, type SourceLine } from './lines';
import type { DiagnosticTally } from './tally';
import { parseTestRecord, type TestRecord } from './test-record';
import { Ipc356Code } from './codes';

/** A 389 outline record with its 089 continuations joined. */
export interface OutlineRecord {
  line: number;
  /** BOARD_EDGE, PANEL_EDGE, SCORE_LINE, OTHER_FAB … */
  kind: string;
  data: string;
}

/** The records of a 356 file that the board is built from, still in file units. */
export interface RawRecords {
  records: TestRecord[];
  outlines: OutlineRecord[];
  /** Highest copper layer named by a 378 conductor record (`L01`, `L02` …), or null. */
  maxConductorLayer: number | null;
  /** How many lines looked like IPC-D-356 at all (comments, parameters, known codes). */
  recognised: number;
}

interface State extends RawRecords {
  tally: DiagnosticTally;
  /** false while inside an `IMAGE` other than PRIMARY (step-and-repeat or panel data). */
  primary: boolean;
  ended: boolean;
  /** Code of the previous record, for continuation records. */
  previous: string;
}

// Test records: 1st digit 3 = record, 0 = a repeat of it; 2nd digit 1 through-hole, 2 SMD,
// 4 tooling hole, 6 non-plated tooling hole (IPC-D-356A §4).
const TEST_CODES = new Set(['317', '327', '347', '367', '017', '027', '047', '067']);
const IGNORED_CODES = new Set(['378', '078', '379', '079', '099', '337', '037']);

type Handler = (s: State, l: SourceLine) => void;

const onTest: Handler = (s, { text, line }) => {
  if (!s.primary) return;
  const record = parseTestRecord(text, line);
  const last = s.records.at(-1);
  // A 0x7 repeat at the same place adds access data to the record before it, not a second feature.
  if (record.code[0] === '0' && last && last.x === record.x && last.y === record.y) return;
  s.records.push(record);
};

const onOutline: Handler = (s, { text, line }) => {
  if (!s.primary) return;
  const body = text.slice(3);
  const kind = /^\S*/.exec(body)![0].toUpperCase();
  s.outlines.push({ line, kind, data: body.slice(kind.length) });
};

const onOutlineContinuation: Handler = (s, { text, line }) => {
  const last = s.outlines.at(-1);
  if (s.previous !== '389' && s.previous !== '089') {
    s.tally.add(
      'warning',
      Ipc356Code.continuationOrphan,
      '089 continuation without a 389 record before it',
      line,
    );
  } else if (last && s.primary) last.data += ` ${text.slice(3)}`;
};

const onConductor: Handler = (s, { text }) => {
  const m = /^L(\d\d)/.exec(text.slice(18, 21));
  if (m) s.maxConductorLayer = Math.max(s.maxConductorLayer ?? 0, Number(m[1]));
};

const onParameter: Handler = (s, { text, line }) => {
  const m = /^P\s+IMAGE\s+(\S+)/i.exec(text);
  if (!m) return;
  s.primary = m[1]!.toUpperCase() === 'PRIMARY';
  if (!s.primary)
    s.tally.add(
      'info',
      Ipc356Code.imageSkipped,
      `Records of IMAGE ${m[1]} (panel / step data) are not imported`,
      line,
    );
};

const CODE_HANDLERS: Record<string, Handler> = {
  '389': onOutline,
  '089': onOutlineContinuation,
  '378': onConductor,
};

function handleLine(s: State, l: SourceLine): void {
  const { text, line } = l;
  if (text === '') return;
  if (l.cut)
    s.tally.add(
      'warning',
      Ipc356Code.lineLong,
      `Line longer than ${MAX_LINE_CHARS} characters was cut`,
      line,
    );
  if (s.ended) {
    s.tally.add('info', Ipc356Code.afterEnd, 'Text after the 999 end record is ignored', line);
    return;
  }
  const code = text.slice(0, 3);
  if (/^[CP]( |$)/.test(text)) {
    s.recognised++;
    if (text[0] === 'P') onParameter(s, l);
    return;
  }
  if (code === '999') {
    s.recognised++;
    s.ended = true;
    return;
  }
  if (TEST_CODES.has(code)) onTest(s, l);
  else if (CODE_HANDLERS[code]) CODE_HANDLERS[code](s, l);
  else if (!IGNORED_CODES.has(code)) {
    s.tally.add(
      'warning',
      Ipc356Code.recordUnknown,
      `Unrecognised record "${text.slice(0, 12)}"; expected C, P, 3xx or 999`,
      line,
    );
    return;
  }
  s.recognised++;
  s.previous = code;
}

/** Reads the records of a 356 file in order, honouring IMAGE sections and the 999 end record. */
export function readRecords(lines: SourceLine[], tally: DiagnosticTally): RawRecords {
  const s: State = {
    records: [],
    outlines: [],
    maxConductorLayer: null,
    recognised: 0,
    tally,
    primary: true,
    ended: false,
    previous: '',
  };
  for (const l of lines) handleLine(s, l);
  return {
    records: s.records,
    outlines: s.outlines,
    maxConductorLayer: s.maxConductorLayer,
    recognised: s.recognised,
  };
}
