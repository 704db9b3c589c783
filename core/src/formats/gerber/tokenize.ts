import type { DiagnosticSink } from '../../board/diagnostics';

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
 * Splits a Gerber file into commands in one linear pass (Gerber spec §3.3–3.4: data blocks end
 * with `*`; extended commands are delimited by `%`; line separators carry no meaning and may even
 * split a block, as KiCad's long outline macros do). A `%` inside a `G04` comment does not open an
 * extended command. Unterminated input at the end becomes a diagnostic, not an exception.
 */
export function tokenizeGerber(text: string, sink: DiagnosticSink): GerberCommand[] {
  const commands: GerberCommand[] = [];
  let parts: string[] = [];
  let segStart = 0;
  let line = 1;
  let blockLine = 1;
  let ext: GerberCommand | null = null;
  const pending = (): string => parts.join('').trim();
  const startBlock = (i: number) => {
    parts = [];
    segStart = i + 1;
    blockLine = line;
  };
  for (let i = 0, n = text.length; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || c === CR) {
      if (i > segStart) parts.push(text.slice(segStart, i));
      segStart = i + 1;
      if (c === LF || text.charCodeAt(i + 1) !== LF) line++;
      if (parts.length === 0 || (parts.length === 1 && parts[0]!.trim() === '')) blockLine = line;
      continue;
    }
    if (c === STAR) {
      parts.push(text.slice(segStart, i));
      const block = { text: pending(), line: blockLine };
      if (ext) ext.blocks.push(block);
      else if (block.text !== '') commands.push({ extended: false, blocks: [block], line: block.line });
      startBlock(i);
      continue;
    }
    if (c === PERCENT) {
      parts.push(text.slice(segStart, i));
      const before = pending();
      if (!ext && isCommentStart(before)) {
        // keep the % as comment text
        parts = [before, '%'];
        segStart = i + 1;
        continue;
      }
      if (before !== '') {
        sink.warn('gerber.block.unterminated', `data block "${clip(before)}" has no closing "*"`, {
          line: blockLine,
        });
        if (ext) ext.blocks.push({ text: before, line: blockLine });
      }
      if (ext) {
        commands.push(ext);
        ext = null;
      } else ext = { extended: true, blocks: [], line };
      startBlock(i);
    }
  }
  if (segStart < text.length) parts.push(text.slice(segStart));
  const rest = pending();
  if (ext) {
    sink.error('gerber.extended.unterminated', 'extended command opened with "%" is never closed', {
      line: ext.line,
    });
  } else if (rest !== '') {
    sink.warn('gerber.block.unterminated', `data block "${clip(rest)}" has no closing "*"`, {
      line: blockLine,
    });
  }
  return commands;
}

function isCommentStart(s: string): boolean {
  return s.startsWith('G04') || s.startsWith('G4 ');
}

/** A short, printable excerpt of input for messages. */
export function clip(s: string, max = 40): string {
  const t = s.length > max ? `${s.slice(0, max)}…` : s;
  let out = '';
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    out += c < 32 || c === 127 ? '?' : t[i];
  }
  return out;
}
