import { LIST, STRING, STRING_ESCAPED, SYMBOL, SexprTree } from './tree';

/** A structural error in S-expression text: unbalanced parentheses or an unterminated string. */
export class SexprSyntaxError extends Error {
  override readonly name = 'SexprSyntaxError';
  constructor(
    message: string,
    /** 1-based line. */
    readonly line: number,
    /** 1-based column. */
    readonly column: number,
  ) {
    super(`${message} (line ${line}, column ${column})`);
  }
}

export interface ParseSexprOptions {
  /**
   * Lists nested at most this deep (the outermost list has depth 0) are offered to `skip`; a list it
   * accepts is stepped over without creating nodes (fast path for sections an importer ignores, such
   * as tracks and zone fills). Default: -1 (nothing is skipped).
   */
  skipDepth?: number;
  /** Called with the head symbol and depth of each list up to `skipDepth`. */
  skip?: (head: string, depth: number) => boolean;
}

const OPEN = 40;
const CLOSE = 41;
const QUOTE = 34;
const BACKSLASH = 92;
const NEWLINE = 10;

/**
 * Tokenizes and parses S-expression text (KiCad's dialect: bare symbols, double-quoted strings with
 * backslash escapes, no comments) into a `SexprTree` in one pass over the character codes. Iterative:
 * arbitrarily deep nesting cannot overflow the stack. Throws `SexprSyntaxError` on unbalanced
 * parentheses or an unterminated string.
 */
export function parseSexpr(text: string, options: ParseSexprOptions = {}): SexprTree {
  const skipDepth = options.skip ? (options.skipDepth ?? -1) : -1;
  const skip = options.skip;
  const n = text.length;
  let cap = Math.max(256, n >> 3);
  let kinds = new Uint8Array(cap);
  let starts = new Int32Array(cap);
  let ends = new Int32Array(cap);
  let lines = new Int32Array(cap);
  let count = 0;
  const stack: number[] = [];
  let line = 1;
  let i = 0;

  while (i < n) {
    const c = text.charCodeAt(i);
    if (c <= 32) {
      if (c === NEWLINE) line++;
      i++;
      continue;
    }
    if (c === OPEN) {
      if (stack.length <= skipDepth && skip) {
        const head = peekHead(text, i + 1);
        if (head !== '' && skip(head, stack.length)) {
          const after = skipList(text, i);
          if (after.end < 0) throw errorAt(text, i, `unterminated list "(${head}"`);
          line += after.lines;
          i = after.end;
          continue;
        }
      }
      if (count === cap) {
        cap *= 2;
        kinds = growU8(kinds, cap);
        starts = growI32(starts, cap);
        ends = growI32(ends, cap);
        lines = growI32(lines, cap);
      }
      kinds[count] = LIST;
      starts[count] = i;
      lines[count] = line;
      stack.push(count++);
      i++;
      continue;
    }
    if (c === CLOSE) {
      const open = stack.pop();
      if (open === undefined) throw errorAt(text, i, 'unexpected ")"');
      ends[open] = count;
      i++;
      continue;
    }
    if (count === cap) {
      cap *= 2;
      kinds = growU8(kinds, cap);
      starts = growI32(starts, cap);
      ends = growI32(ends, cap);
      lines = growI32(lines, cap);
    }
    lines[count] = line;
    if (c === QUOTE) {
      let j = i + 1;
      let escaped = false;
      for (;;) {
        if (j >= n) throw errorAt(text, i, 'unterminated string');
        const d = text.charCodeAt(j);
        if (d === QUOTE) break;
        if (d === BACKSLASH) {
          escaped = true;
          if (text.charCodeAt(j + 1) === NEWLINE) line++;
          j += 2;
          continue;
        }
        if (d === NEWLINE) line++;
        j++;
      }
      kinds[count] = escaped ? STRING_ESCAPED : STRING;
      starts[count] = i + 1;
      ends[count++] = j;
      i = j + 1;
      continue;
    }
    const start = i;
    for (i++; i < n; i++) {
      const d = text.charCodeAt(i);
      if (d <= 32 || d === OPEN || d === CLOSE || d === QUOTE) break;
    }
    kinds[count] = SYMBOL;
    starts[count] = start;
    ends[count++] = i;
  }
  if (stack.length > 0) {
    const open = stack[stack.length - 1]!;
    throw errorAt(text, starts[open]!, `unterminated list (${stack.length} still open at end of text)`);
  }
  return new SexprTree(text, count, kinds, starts, ends, lines);
}

// Growth helpers are plain functions: a closure assigning the parser's locals would force them into
// a heap context and slow every access in the hot loop.
function growU8(a: Uint8Array<ArrayBuffer>, cap: number): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(cap);
  b.set(a);
  return b;
}
function growI32(a: Int32Array<ArrayBuffer>, cap: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(cap);
  b.set(a);
  return b;
}

/** The bare symbol right after `(` at `from`, or "" (a string or list head is never skipped). */
function peekHead(text: string, from: number): string {
  let i = from;
  const n = text.length;
  while (i < n && text.charCodeAt(i) <= 32) i++;
  const start = i;
  for (; i < n; i++) {
    const d = text.charCodeAt(i);
    if (d <= 32 || d === OPEN || d === CLOSE || d === QUOTE) break;
  }
  return text.slice(start, i);
}

/** Steps over the list opening at `from`; `end` is the offset past its `)`, or -1 at end of text. */
function skipList(text: string, from: number): { end: number; lines: number } {
  const n = text.length;
  let depth = 0;
  let lines = 0;
  for (let i = from; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === OPEN) depth++;
    else if (c === CLOSE) {
      if (--depth === 0) return { end: i + 1, lines };
    } else if (c === NEWLINE) lines++;
    else if (c === QUOTE) {
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === QUOTE) break;
        if (d === BACKSLASH) {
          if (text.charCodeAt(i + 1) === NEWLINE) lines++;
          i++;
        } else if (d === NEWLINE) lines++;
      }
    }
  }
  return { end: -1, lines };
}

function errorAt(text: string, offset: number, message: string): SexprSyntaxError {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return new SexprSyntaxError(message, line, offset - lineStart + 1);
}
