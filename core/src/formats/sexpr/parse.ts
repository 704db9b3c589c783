import { SexprTree } from './tree';

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
   * Lists to step over without creating nodes, by depth: `skip[d]` holds the head symbols of lists
   * at depth d (the outermost list has depth 0) that the caller does not need — the fast path for
   * sections an importer ignores, such as tracks and zone fills. Matched on character codes, without
   * allocating.
   */
  skip?: ReadonlyArray<ReadonlyArray<string>>;
}

/** Per depth: head length → heads of that length. */
type SkipTable = Map<number, string[]>[];

function compileSkip(skip: ReadonlyArray<ReadonlyArray<string>>): SkipTable {
  return skip.map((heads) => {
    const byLength = new Map<number, string[]>();
    for (const h of heads) byLength.set(h.length, [...(byLength.get(h.length) ?? []), h]);
    return byLength;
  });
}

// Character codes are written as literals in the hot loops: V8 (Node 20) loads module-level
// constants from the module context on every use, which doubled the parse time of large boards.

/**
 * Tokenizes and parses S-expression text (KiCad's dialect: bare symbols, double-quoted strings with
 * backslash escapes, no comments) into a `SexprTree` in one pass over the character codes. Iterative:
 * arbitrarily deep nesting cannot overflow the stack. Throws `SexprSyntaxError` on unbalanced
 * parentheses or an unterminated string.
 */
export function parseSexpr(text: string, options: ParseSexprOptions = {}): SexprTree {
  const skip = compileSkip(options.skip ?? []);
  const skipDepth = skip.length - 1;
  const n = text.length;
  // KiCad boards run one node per 6 characters when nothing is skipped and one per 9 to 26 with the
  // importer's skip lists: start at n/8 and double when needed (a typed-array copy, rare).
  let cap = (n >> 3) + 64;
  let kinds = new Uint8Array(cap);
  let starts = new Int32Array(cap);
  let ends = new Int32Array(cap);
  let lines = new Int32Array(cap);
  let stack = new Int32Array(256); // indices of the open lists
  let sp = 0;
  let count = 0;
  let line = 1;
  let i = 0;

  // One hot loop over character codes; rare paths (growth, skipping, errors) live in helpers.
  // Node kinds: 0 list, 1 symbol, 2 string, 3 string with escapes (see tree.ts).
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c <= 32) {
      if (c === 10 /* \n */) line++;
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
    if (c === 40 /* ( */) {
      if (sp <= skipDepth) {
        const skipped = trySkip(text, i, skip[sp]!);
        if (skipped !== null) {
          line += skipped.lines;
          i = skipped.end;
          continue;
        }
      }
      if (sp === stack.length) stack = growI32(stack, sp * 2);
      kinds[count] = 0; // LIST
      starts[count] = i;
      lines[count] = line;
      stack[sp++] = count++;
      i++;
      continue;
    }
    if (c === 41 /* ) */) {
      if (sp === 0) throw errorAt(text, i, 'unexpected ")"');
      ends[stack[--sp]!] = count;
      i++;
      continue;
    }
    lines[count] = line;
    if (c === 34 /* " */) {
      let j = i + 1;
      let kind = 2; // STRING
      for (;;) {
        if (j >= n) throw errorAt(text, i, 'unterminated string');
        const d = text.charCodeAt(j);
        if (d === 34 /* " */) break;
        if (d === 10 /* \n */) line++;
        else if (d === 92 /* \ */) {
          kind = 3; // STRING_ESCAPED
          j++; // the escaped character, even a quote or a newline
          if (text.charCodeAt(j) === 10 /* \n */) line++;
        }
        j++;
      }
      kinds[count] = kind;
      starts[count] = i + 1;
      ends[count++] = j;
      i = j + 1;
      continue;
    }
    const start = i;
    for (i++; i < n; i++) {
      const d = text.charCodeAt(i);
      if (d <= 32 || d === 40 /* ( */ || d === 41 /* ) */ || d === 34 /* " */) break;
    }
    kinds[count] = 1; // SYMBOL
    starts[count] = start;
    ends[count++] = i;
  }
  if (sp > 0) {
    throw errorAt(text, starts[stack[sp - 1]!]!, `unterminated list (${sp} still open at end of text)`);
  }
  return new SexprTree(text, count, kinds, starts, ends, lines);
}

/** Steps over the list at `from` when its head is one of `heads`; null to parse it normally. */
function trySkip(
  text: string,
  from: number,
  heads: Map<number, string[]>,
): { end: number; lines: number } | null {
  const n = text.length;
  let i = from + 1;
  while (i < n && text.charCodeAt(i) <= 32) i++;
  const start = i;
  for (; i < n; i++) {
    const d = text.charCodeAt(i);
    if (d <= 32 || d === 40 /* ( */ || d === 41 /* ) */ || d === 34 /* " */) break;
  }
  const words = heads.get(i - start);
  if (words === undefined) return null;
  let found = false;
  for (const w of words) if (text.startsWith(w, start)) found = true;
  if (!found) return null;
  const after = skipList(text, from);
  if (after.end < 0) throw errorAt(text, from, `unterminated list "(${text.slice(start, i)}"`);
  return after;
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

/** Steps over the list opening at `from`; `end` is the offset past its `)`, or -1 at end of text. */
function skipList(text: string, from: number): { end: number; lines: number } {
  const n = text.length;
  let depth = 0;
  let lines = 0;
  for (let i = from; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 /* ( */) depth++;
    else if (c === 41 /* ) */) {
      if (--depth === 0) return { end: i + 1, lines };
    } else if (c === 10 /* \n */) lines++;
    else if (c === 34 /* " */) {
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === 34 /* " */) break;
        if (d === 92 /* \ */) {
          if (text.charCodeAt(i + 1) === 10 /* \n */) lines++;
          i++;
        } else if (d === 10 /* \n */) lines++;
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
