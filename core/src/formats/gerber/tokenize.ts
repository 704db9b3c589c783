import type { DiagnosticSink } from '../../board/diagnostics';
import { clip } from '../shared/clip';
import { GerberCode } from './codes';

/** One data block: the text before its closing `*`, with line breaks removed. */
export interface GerberBlock {
  text: string;
  /** 1-based line where the block starts. */
  line: number;
}

/**
 * A command: a word command (`X100Y200D01*`, `G04 …*`) is one block; an extended command
 * (`%FSLAX46Y46*%`, `%AMname*…*%`) is all the blocks between its two `%`.
 */
export interface GerberCommand {
  extended: boolean;
  blocks: GerberBlock[];
  line: number;
}

const STAR = 42; // *
const PERCENT = 37; // %
const LF = 10;
const CR = 13;

/**
 * Splits a Gerber file into commands in one linear pass and hands each to `emit` as soon as it is
 * complete (Gerber spec §3.3–3.4: data blocks end with `*`; extended commands are delimited by `%`;
 * line separators carry no meaning and may even split a block, as KiCad's long outline macros do).
 * A `%` inside a `G04` comment does not open an extended command. Unterminated input at the end
 * becomes a diagnostic, not an exception. Returns the number of commands.
 */
export function scanGerber(
  text: string,
  sink: DiagnosticSink<GerberCode>,
  emit: (cmd: GerberCommand) => void,
): number {
  let count = 0;
  let line = 1;
  let start = 0; // start of the current block's current segment
  let broken: string[] | null = null; // segments, only when a line break splits the block
  let blockLine = 1;
  let blank = true; // nothing but white space in the block so far
  let ext: GerberCommand | null = null;
  const take = (end: number): string => {
    const last = text.slice(start, end);
    const s = broken ? broken.join('') + last : last;
    broken = null;
    return s.trim();
  };
  for (let i = 0, n = text.length; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || c === CR) {
      if (!blank) {
        broken ??= [];
        broken.push(text.slice(start, i));
      }
      start = i + 1;
      if (c === LF || text.charCodeAt(i + 1) !== LF) line++;
      if (blank) blockLine = line;
      continue;
    }
    if (c === STAR) {
      const block = { text: take(i), line: blockLine };
      if (ext) ext.blocks.push(block);
      else if (block.text !== '') {
        count++;
        emit({ extended: false, blocks: [block], line: block.line });
      }
      start = i + 1;
      blank = true;
      blockLine = line;
      continue;
    }
    if (c === PERCENT) {
      if (!ext && !blank && isCommentStart(text, start, broken)) continue; // a % inside a G04 comment
      const before = take(i);
      if (before !== '') {
        sink.warn(GerberCode.blockUnterminated, `data block "${clip(before)}" has no closing "*"`, {
          line: blockLine,
        });
        if (ext) ext.blocks.push({ text: before, line: blockLine });
      }
      if (ext) {
        count++;
        emit(ext);
        ext = null;
      } else ext = { extended: true, blocks: [], line };
      start = i + 1;
      blank = true;
      blockLine = line;
      continue;
    }
    if (blank && c > 32) {
      blank = false;
      blockLine = line;
    }
  }
  const rest = take(text.length);
  if (ext) {
    sink.error(GerberCode.extendedUnterminated, 'extended command opened with "%" is never closed', {
      line: ext.line,
    });
  } else if (rest !== '') {
    sink.warn(GerberCode.blockUnterminated, `data block "${clip(rest)}" has no closing "*"`, {
      line: blockLine,
    });
  }
  return count;
}

/** All commands of a file at once (tests and small files; the reader streams with scanGerber). */
export function tokenizeGerber(text: string, sink: DiagnosticSink<GerberCode>): GerberCommand[] {
  const commands: GerberCommand[] = [];
  scanGerber(text, sink, (cmd) => commands.push(cmd));
  return commands;
}

function isCommentStart(text: string, start: number, broken: string[] | null): boolean {
  const head = (
    broken ? broken.join('') + text.slice(start, start + 4) : text.slice(start, start + 8)
  ).trimStart();
  return head.startsWith('G04') || head.startsWith('G4 ');
}
