import { parseDecimal } from './number';
import { decodeSlice, type Tape } from './tape';
import type { WordSet } from './words';
import { keepShape } from '../../memory/keep-shape';

/** Node kinds on the tape. */
export const LIST = 0;
export const SYMBOL = 1;
/** A quoted string without backslash escapes: its text is a plain slice. */
export const STRING = 2;
/** A quoted string with backslash escapes: decoded on demand. */
export const STRING_ESCAPED = 3;

/**
 * A parsed S-expression document (or one item of a streamed one) stored as a flat "tape" of nodes in
 * typed arrays (no object per node). Node `i` is an index: a list is followed by its children, in
 * order, and `end(i)` is the index just past the list (its next sibling). Atoms keep byte offsets into
 * the source bytes (UTF-8), so strings and numbers are only materialised when asked for; words are
 * compared as bytes. A streaming reader points the same tree at each item in turn (`view`).
 * Iterate the children of a list with
 *
 *     for (let c = tree.first(i), e = tree.end(i); c < e; c = tree.end(c)) { ... }
 *
 * Every node records its 1-based source line for diagnostics.
 */
export class SexprTree {
  // Kinds are compared as literals (0 LIST, 2 STRING, 3 STRING_ESCAPED): module constants cost a
  // context load per use in V8, and these accessors run for every node the importer visits.
  /** The source bytes the offsets point into. */
  bytes: Uint8Array = EMPTY;
  /** Number of nodes. */
  size = 0;
  private kinds: Uint8Array = EMPTY;
  /** Atoms: offset of the first byte (inside the quotes for strings). Lists: offset of `(`. */
  private starts: Int32Array = EMPTY_I32;
  /** Atoms: offset just past the last byte. Lists: node index just past the list. */
  private ends: Int32Array = EMPTY_I32;
  private lines: Int32Array = EMPTY_I32;
  /** Texts of short atoms decoded lately (`keptText`); "" in a slot never used. */
  private kept: string[] = new Array<string>(KEPT_SLOTS).fill('');

  /** Points this tree at the nodes of `tape`, whose offsets are into `bytes`. */
  view(bytes: Uint8Array, tape: Tape): this {
    this.bytes = bytes;
    this.size = tape.count;
    this.kinds = tape.kinds;
    this.starts = tape.starts;
    this.ends = tape.ends;
    this.lines = tape.lines;
    return this;
  }

  kind(i: number): number {
    return this.kinds[i]!;
  }
  isList(i: number): boolean {
    return this.kinds[i] === 0;
  }
  isAtom(i: number): boolean {
    return i >= 0 && i < this.size && this.kinds[i] !== 0;
  }
  /** True for a quoted string (as opposed to a bare symbol or number). */
  isQuoted(i: number): boolean {
    return this.kinds[i]! >= 2;
  }
  /** Index just past node `i` (its next sibling, or the end of its parent). */
  end(i: number): number {
    return this.kinds[i] === 0 ? this.ends[i]! : i + 1;
  }
  /** First child of list `i` (equal to `end(i)` when the list is empty). */
  first(i: number): number {
    return i + 1;
  }
  /** 1-based source line of node `i`. */
  line(i: number): number {
    return this.lines[i]!;
  }
  /** Source byte offset where node `i` starts. */
  offset(i: number): number {
    return this.kinds[i]! >= 2 ? this.starts[i]! - 1 : this.starts[i]!;
  }

  /** The text of an atom (strings unquoted and unescaped); "" for a list. */
  str(i: number): string {
    const k = this.kinds[i];
    if (k === 0 || k === undefined) return '';
    const start = this.starts[i]!;
    const end = this.ends[i]!;
    if (k !== 3 && end - start <= 64) return this.keptText(start, end); // MAX_KEPT
    const s = decodeSlice(this.bytes, start, end);
    return k === 3 ? decodeEscapes(s) : s;
  }

  /**
   * The text of the short atom `bytes[start, end)` without escapes, from a small cache of the texts
   * decoded last (keyed by a hash of the bytes; a slot keeps the last text that hashed to it). A
   * board repeats its words — pad numbers, pad types and shapes, footprint names, values, property
   * keys — millions of times: each is built once and shared instead of allocated again (building a
   * string a character at a time allocates one string per character). Non-ASCII atoms are decoded
   * as before, uncached.
   */
  private keptText(start: number, end: number): string {
    const b = this.bytes;
    let h = end - start;
    for (let j = start; j < end; j++) {
      const c = b[j]!;
      if (c >= 128) return decodeSlice(b, start, end);
      h = Math.imul(h ^ c, 0x01000193);
    }
    const slot = (h ^ (h >>> 13)) & 4095; // KEPT_SLOTS - 1
    const kept = this.kept[slot]!;
    if (kept.length === end - start) {
      let same = true;
      for (let j = 0; same && j < kept.length; j++) same = kept.charCodeAt(j) === b[start + j];
      if (same) return kept;
    }
    const text = asciiText(b, start, end);
    this.kept[slot] = text;
    return text;
  }
  /** The atom as a number; NaN when it is a list or not numeric. */
  num(i: number): number {
    const k = this.kinds[i];
    if (k === 0 || k === undefined) return Number.NaN;
    return parseDecimal(this.bytes, this.starts[i]!, this.ends[i]!);
  }
  /** True when atom `i` is exactly `word`, an ASCII word (no allocation). */
  is(i: number, word: string): boolean {
    const k = this.kinds[i];
    if (k === 0 || k === undefined) return false;
    const s = this.starts[i]!;
    const n = word.length;
    if (this.ends[i]! - s !== n) return false;
    const b = this.bytes;
    for (let j = 0; j < n; j++) if (b[s + j] !== word.charCodeAt(j)) return false;
    return true;
  }

  /**
   * True when the text of atom `i` contains `word` (lowercase ASCII letters) in any case — what
   * `new RegExp(word, 'i').test(str(i))` answers (such a pattern folds ASCII letters only) — read
   * from the bytes without decoding the atom, unless it has escapes.
   */
  containsIgnoringCase(i: number, word: string): boolean {
    const k = this.kinds[i];
    if (k === 0 || k === undefined) return false;
    if (k === 3) return new RegExp(word, 'i').test(this.str(i)); // escapes: the decoded text
    const b = this.bytes;
    const m = word.length;
    for (let j = this.starts[i]!, last = this.ends[i]! - m; j <= last; j++) {
      let q = 0;
      for (; q < m; q++) {
        const c = b[j + q]!;
        if ((c >= 65 && c <= 90 ? c + 32 : c) !== word.charCodeAt(q)) break;
      }
      if (q === m) return true;
    }
    return false;
  }

  /** The value `words` gives atom `i` (a symbol or a string without escapes), or undefined. */
  lookup<V>(i: number, words: WordSet<V>): V | undefined {
    const k = this.kinds[i];
    if (k === 0 || k === 3 || k === undefined) return undefined;
    return words.lookup(this.bytes, this.starts[i]!, this.ends[i]!);
  }
  /** The value `words` gives the head of list `i`, or undefined: a dispatch without allocating. */
  lookupHead<V>(i: number, words: WordSet<V>): V | undefined {
    if (this.kinds[i] !== 0 || i + 1 >= this.ends[i]!) return undefined;
    return this.lookup(i + 1, words);
  }

  /** The head symbol of list `i` ("" when the list is empty or starts with a list). */
  head(i: number): string {
    return this.kinds[i] === 0 && i + 1 < this.ends[i]! ? this.str(i + 1) : '';
  }
  /** True when list `i` starts with the atom `word`. */
  headIs(i: number, word: string): boolean {
    return this.kinds[i] === 0 && i + 1 < this.ends[i]! && this.is(i + 1, word);
  }
  /** The k-th element of list `i` after its head (k = 0 is the first argument), or -1. */
  arg(i: number, k: number): number {
    if (this.kinds[i] !== 0) return -1;
    const e = this.ends[i]!;
    let c = i + 1;
    if (c >= e) return -1;
    c = this.end(c);
    for (let n = 0; c < e; n++, c = this.end(c)) if (n === k) return c;
    return -1;
  }
  /** The k-th argument as a number (NaN when absent or not numeric). */
  numArg(i: number, k: number): number {
    const a = this.arg(i, k);
    return a < 0 ? Number.NaN : this.num(a);
  }
  /** The k-th argument as a string ("" when absent or a list). */
  strArg(i: number, k: number): string {
    const a = this.arg(i, k);
    return a < 0 ? '' : this.str(a);
  }
  /** The first child list of `i` whose head is `name`, or -1. */
  child(i: number, name: string): number {
    if (this.kinds[i] !== 0) return -1;
    for (let c = i + 1, e = this.ends[i]!; c < e; c = this.end(c)) {
      if (this.kinds[c] === 0 && this.headIs(c, name)) return c;
    }
    return -1;
  }
  /** True when list `i` has a bare atom argument equal to `word` (flags like `locked`, `hide`). */
  hasFlag(i: number, word: string): boolean {
    if (this.kinds[i] !== 0) return false;
    const e = this.ends[i]!;
    for (let c = this.end(i + 1); c < e; c = this.end(c)) if (this.is(c, word)) return true;
    return false;
  }
  /** Index of the first top-level node (0), for `for (let r = 0; r < size; r = end(r))`. */
  get root(): number {
    return this.size > 0 ? 0 : -1;
  }
}

const EMPTY = new Uint8Array(0);
const EMPTY_I32 = new Int32Array(0);
// `keptText` caches atoms up to MAX_KEPT = 64 bytes (most footprint names are shorter) in KEPT_SLOTS
// slots (a power of two); the hot code writes both as literals (see the note on kinds above).
const KEPT_SLOTS = 4096;

/** The ASCII bytes `b[start, end)` as a string: one allocation for the whole text. */
function asciiText(b: Uint8Array, start: number, end: number): string {
  if (end - start === 1) return String.fromCharCode(b[start]!);
  return String.fromCharCode.apply(null, b.subarray(start, end) as unknown as number[]);
}

/** Backslash escapes as KiCad writes them (`\"`, `\\`, `\n`, `\t`, `\r`); others keep the character. */
function decodeEscapes(s: string): string {
  let out = '';
  let from = 0;
  for (let i = s.indexOf('\\'); i !== -1 && i < s.length - 1; i = s.indexOf('\\', from)) {
    out += s.slice(from, i);
    const c = s[i + 1]!;
    out += c === 'n' ? '\n' : c === 't' ? '\t' : c === 'r' ? '\r' : c;
    from = i + 2;
  }
  return out + s.slice(from);
}

// The tree accessors are the importers' innermost calls: keep their optimised code across GCs.
keepShape(new SexprTree());
