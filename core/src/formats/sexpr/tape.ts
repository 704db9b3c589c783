import { keepShape } from '../../memory/keep-shape';
import { decodeUtf8, encodeUtf8 } from '../shared/text-codec';

/**
 * The node tape of S-expression bytes and the one-pass tokenizer that fills it. Kinds: 0 list,
 * 1 symbol, 2 string, 3 string with escapes (see tree.ts). Offsets are byte offsets into the buffer
 * the tokenizer read; a list's `ends` entry is the node index just past it.
 */
export class Tape {
  kinds = new Uint8Array(1024);
  starts = new Int32Array(1024);
  ends = new Int32Array(1024);
  lines = new Int32Array(1024);
  /** Length of the node arrays (a small integer, compared in the tokenizer's loop). */
  capacity = 1024;
  count = 0;
  /** The line the tokenizer is on: read before a call, left where the call stopped. */
  line = 1;
  /** Open-list stack of the tokenizer (node indices). */
  stack = new Int32Array(256);

  /** Room for at least `need` nodes (typed-array copies, doubling). */
  grow(need: number): void {
    let cap = this.kinds.length;
    while (cap < need) cap *= 2;
    this.kinds = growU8(this.kinds, cap);
    this.starts = growI32(this.starts, cap);
    this.ends = growI32(this.ends, cap);
    this.lines = growI32(this.lines, cap);
    this.capacity = cap;
  }
}

/** A structural error at a byte offset of the tokenizer's buffer; the caller turns it into a line and column. */
export class SyntaxAt extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/**
 * Heads to step over. `byDepth[d]`: head length → heads of that length (as bytes) at depth d;
 * `firsts[d * 256 + byte]` is 1 when a head at depth d starts with that byte (most lists are told
 * apart by their first byte, without reading their head).
 */
export interface SkipTable {
  byDepth: Map<number, Uint8Array[]>[];
  firsts: Uint8Array;
}

export function compileSkip(skip: ReadonlyArray<ReadonlyArray<string>>): SkipTable {
  const firsts = new Uint8Array(skip.length * 256);
  const byDepth = skip.map((heads, depth) => {
    const byLength = new Map<number, Uint8Array[]>();
    for (const h of heads) {
      const bytes = encodeUtf8(h);
      byLength.set(bytes.length, [...(byLength.get(bytes.length) ?? []), bytes]);
      if (bytes.length > 0) firsts[depth * 256 + bytes[0]!] = 1;
    }
    return byLength;
  });
  return { byDepth, firsts };
}

/** `readNode` needs more bytes than the buffer holds (only when `final` is false). */
export const MORE = -1;

// Character codes are written as literals in the hot loops: V8 (Node 20) loads module-level
// constants from the module context on every use, which doubled the parse time of large boards.

/**
 * Tokenizes ONE node starting at `b[from]` (not whitespace: a `(`, a quote or a symbol character) —
 * a list with everything inside it, or an atom — and appends it to `tape`; a list whose head the
 * skip table names at its depth is stepped over without nodes. `depth` is the depth of that node
 * (the outermost list of a document has depth 0). Iterative: arbitrarily deep nesting cannot
 * overflow the stack. Returns the offset just past the node, or MORE when `b` ends inside it and
 * more bytes may follow (`final` false); with `final` true an unfinished node throws SyntaxAt.
 * `outside` is how many lists are open around the node, for the unterminated-list message.
 */
export function readNode(
  tape: Tape,
  b: Uint8Array,
  from: number,
  n: number,
  depth: number,
  skip: SkipTable,
  final: boolean,
  outside: number,
): number {
  const skipDepth = skip.byDepth.length - 1;
  const firsts = skip.firsts;
  let kinds = tape.kinds;
  let starts = tape.starts;
  let ends = tape.ends;
  let lines = tape.lines;
  let cap = tape.capacity;
  let stack = tape.stack;
  let sp = 0;
  let count = tape.count;
  let line = tape.line;
  let i = from;

  // One hot loop over the bytes; rare paths (growth, skipping, errors) live in helpers.
  while (i < n) {
    const c = b[i]!;
    if (c <= 32) {
      // a run of whitespace (indentation) in a loop of its own
      do {
        if (b[i] === 10 /* \n */) line++;
        i++;
      } while (i < n && b[i]! <= 32);
      continue;
    }
    if (count === cap) {
      tape.grow(count + 1);
      kinds = tape.kinds;
      starts = tape.starts;
      ends = tape.ends;
      lines = tape.lines;
      cap = tape.capacity;
    }
    if (c === 40 /* ( */) {
      const d = depth + sp;
      // a head that no skip word at this depth starts with is not read twice (a head after
      // whitespace, or at the end of the bytes, is looked at by trySkip as before)
      const h = i + 1 < n ? b[i + 1]! : 32;
      if (d <= skipDepth && (h <= 32 || firsts[(d << 8) + h] === 1)) {
        const skipped = trySkip(b, i, n, skip.byDepth[d]!, final);
        if (skipped === MORE) return MORE;
        if (skipped > 0) {
          line += countLines(b, i, skipped);
          i = skipped;
          if (sp === 0) break;
          continue;
        }
      }
      if (sp === stack.length) {
        stack = growI32(stack, sp * 2);
        tape.stack = stack;
      }
      kinds[count] = 0; // LIST
      starts[count] = i;
      lines[count] = line;
      stack[sp++] = count++;
      i++;
      continue;
    }
    if (c === 41 /* ) */) {
      // sp > 0 always: the caller never starts a node at ")".
      ends[stack[--sp]!] = count;
      i++;
      if (sp === 0) break;
      continue;
    }
    lines[count] = line;
    if (c === 34 /* " */) {
      let j = i + 1;
      let kind = 2; // STRING
      let l = line;
      for (;;) {
        if (j >= n) {
          if (!final) return MORE;
          throw new SyntaxAt('unterminated string', i);
        }
        const d = b[j]!;
        // A quote (34) and a newline (10) are below 35, a backslash is 92: two comparisons for most bytes.
        if (d > 34 && d !== 92) {
          j++;
          continue;
        }
        if (d === 34 /* " */) break;
        if (d === 10 /* \n */) l++;
        else if (d === 92 /* \ */) {
          kind = 3; // STRING_ESCAPED
          j++; // the escaped character, even a quote or a newline
          if (j < n && b[j] === 10 /* \n */) l++;
        }
        j++;
      }
      line = l;
      kinds[count] = kind;
      starts[count] = i + 1;
      ends[count++] = j;
      i = j + 1;
      if (sp === 0) break;
      continue;
    }
    const start = i;
    for (i++; i < n; i++) {
      const d = b[i]!;
      // Every delimiter is at most 41: one comparison for the letters and digits of a symbol.
      if (d > 41) continue;
      if (d <= 32 || d === 40 /* ( */ || d === 41 /* ) */ || d === 34 /* " */) break;
    }
    if (i === n && !final) return MORE; // the symbol may go on in the next bytes
    kinds[count] = 1; // SYMBOL
    starts[count] = start;
    ends[count++] = i;
    if (sp === 0) break;
  }
  if (sp > 0) {
    if (!final) return MORE;
    throw new SyntaxAt(
      `unterminated list (${sp + outside} still open at end of text)`,
      starts[stack[sp - 1]!]!,
    );
  }
  tape.count = count;
  tape.line = line;
  return i;
}

/**
 * Steps over the list at `from` when its head is one of `heads`: the offset past its `)`, 0 to parse
 * it normally, MORE when the bytes end first and `final` is false.
 */
function trySkip(
  b: Uint8Array,
  from: number,
  n: number,
  heads: Map<number, Uint8Array[]>,
  final: boolean,
): number {
  let i = from + 1;
  while (i < n && b[i]! <= 32) i++;
  const start = i;
  for (; i < n; i++) {
    const d = b[i]!;
    if (d <= 32 || d === 40 /* ( */ || d === 41 /* ) */ || d === 34 /* " */) break;
  }
  if (i === n && !final) return MORE;
  const words = heads.get(i - start);
  if (words === undefined) return 0;
  let found = false;
  for (const w of words) if (sameBytes(b, start, w)) found = true;
  if (!found) return 0;
  const end = skipList(b, from, n);
  if (end < 0) {
    if (!final) return MORE;
    throw new SyntaxAt(`unterminated list "(${decodeSlice(b, start, i)}"`, from);
  }
  return end;
}

function sameBytes(b: Uint8Array, at: number, w: Uint8Array): boolean {
  for (let k = 0; k < w.length; k++) if (b[at + k] !== w[k]) return false;
  return true;
}

/** Steps over the list opening at `from`: the offset past its `)`, or -1 at the end of the bytes. */
function skipList(b: Uint8Array, from: number, n: number): number {
  let depth = 0;
  for (let i = from; i < n; i++) {
    const c = b[i]!;
    if (c === 40 /* ( */) depth++;
    else if (c === 41 /* ) */) {
      if (--depth === 0) return i + 1;
    } else if (c === 34 /* " */) {
      for (i++; i < n; i++) {
        const d = b[i]!;
        if (d === 34 /* " */) break;
        if (d === 92 /* \ */) i++;
      }
    }
  }
  return -1;
}

/** Newlines in `b[from, to)`. */
export function countLines(b: Uint8Array, from: number, to: number): number {
  let lines = 0;
  for (let i = b.indexOf(10, from); i !== -1 && i < to; i = b.indexOf(10, i + 1)) lines++;
  return lines;
}

/** The text of `b[from, to)`: ASCII without a decoder, anything else as UTF-8 (bad bytes → U+FFFD). */
export function decodeSlice(b: Uint8Array, from: number, to: number): string {
  if (to - from <= 64) {
    let s = '';
    for (let i = from; i < to; i++) {
      const c = b[i]!;
      if (c >= 128) return decodeUtf8(b.subarray(from, to));
      s += String.fromCharCode(c);
    }
    return s;
  }
  return decodeUtf8(b.subarray(from, to));
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

// readNode, the tokenizer, reads its tape's fields: keep its optimised code across GCs.
keepShape(new Tape());
