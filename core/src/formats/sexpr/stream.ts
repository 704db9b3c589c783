import { keepShape } from '../../memory/keep-shape';
import { SexprSyntaxError } from './parse';
import { locate } from './locate';
import { compileSkip, MORE, readNode, type SkipTable, SyntaxAt, Tape } from './tape';
import { SexprTree } from './tree';

/** What `SexprStream.next` met. */
export const END = 0;
/** A `(` at the top level: the stream is now inside that list and gives its children one by one. */
export const OPEN = 1;
/** A whole node (a child of the open list, or an atom at the top level): in `tree`, at index 0. */
export const NODE = 2;
/** The `)` of the open list: back at the top level. */
export const CLOSE = 3;

/**
 * Reads an S-expression document from UTF-8 byte chunks without holding it as one string or one
 * tree: each top-level list is entered, and its children are tokenized one at a time into a tape
 * that is reused for the next child (only that child's nodes exist at once). A child that runs over
 * the end of a chunk is re-read from its start in a buffer that joins the rest of that chunk with the
 * next ones (at least doubling, so a child of any size costs linear time). The document is the same
 * whatever the chunk boundaries — inside a token, inside a multi-byte character.
 *
 * Skip tables work as in `parseSexpr` (`skip[d]` for lists at depth d; the top-level lists
 * themselves, depth 0, are always entered). Structural errors throw `SexprSyntaxError` with the line
 * and column, found by rescanning the chunks.
 */
export class SexprStream {
  /** The node of the last NODE: index 0. Valid until the next call. */
  readonly tree = new SexprTree();
  /** 1-based line of the last OPEN's `(`. */
  openLine = 0;
  /** Byte range of the last NODE in `tree.bytes`. */
  nodeStart = 0;
  nodeEnd = 0;
  private readonly skip: SkipTable;
  private readonly tape = new Tape();
  private buf: Uint8Array = new Uint8Array(0);
  private pos = 0;
  /** Absolute offset of buf[0] in the document. */
  private base = 0;
  private next_ = 0;
  private depth = 0;
  /** Absolute offset of the open list's `(`. */
  private openAt = 0;
  private line = 1;

  constructor(
    private readonly chunks: readonly Uint8Array[],
    skip: ReadonlyArray<ReadonlyArray<string>> = [],
  ) {
    this.skip = compileSkip(skip);
  }

  /** Reads to the next event: END, OPEN, NODE or CLOSE. */
  next(): number {
    try {
      return this.step();
    } catch (e) {
      if (!(e instanceof SyntaxAt)) throw e;
      const at = locate(this.chunks, this.base + e.offset);
      throw new SexprSyntaxError(e.message, at.line, at.column);
    }
  }

  /** Reads to the end of the document, checking its structure. */
  drain(): void {
    while (this.next() !== END) {}
  }

  private step(): number {
    const tape = this.tape;
    for (;;) {
      if (this.pos >= this.buf.length && !this.advance()) {
        if (this.depth > 0)
          throw new SyntaxAt('unterminated list (1 still open at end of text)', this.openAt - this.base);
        return END;
      }
      const b = this.buf;
      const n = b.length;
      let i = this.pos;
      while (i < n && b[i]! <= 32) {
        if (b[i] === 10) this.line++;
        i++;
      }
      this.pos = i;
      if (i === n) continue;
      const c = b[i]!;
      if (c === 41 /* ) */) {
        if (this.depth === 0) throw new SyntaxAt('unexpected ")"', i);
        this.depth = 0;
        this.pos = i + 1;
        return CLOSE;
      }
      if (c === 40 /* ( */ && this.depth === 0) {
        this.depth = 1;
        this.openAt = this.base + i;
        this.openLine = this.line;
        this.pos = i + 1;
        return OPEN;
      }
      tape.count = 0;
      tape.line = this.line;
      let end = readNode(tape, b, i, n, this.depth, this.skip, this.next_ >= this.chunks.length, this.depth);
      while (end === MORE) {
        const final = !this.extend();
        tape.count = 0;
        tape.line = this.line;
        end = readNode(tape, this.buf, 0, this.buf.length, this.depth, this.skip, final, this.depth);
      }
      const start = this.pos;
      this.pos = end;
      this.line = tape.line;
      if (tape.count === 0) continue; // a skipped list
      this.nodeStart = start;
      this.nodeEnd = end;
      this.tree.view(this.buf, tape);
      return NODE;
    }
  }

  /** Moves to the next chunk; false at the end of the document. */
  private advance(): boolean {
    if (this.next_ >= this.chunks.length) return false;
    this.base += this.buf.length;
    this.buf = this.chunks[this.next_++]!;
    this.pos = 0;
    return true;
  }

  /**
   * Joins the unread rest of the buffer (from `pos`, the start of the node being read) with the next
   * chunks, at least doubling it; false when no chunk is left (the read is then final).
   */
  private extend(): boolean {
    const rest = this.buf.subarray(this.pos);
    if (this.next_ >= this.chunks.length) {
      this.base += this.pos;
      this.buf = rest;
      this.pos = 0;
      return false;
    }
    let size = rest.length;
    const parts = [rest];
    while (this.next_ < this.chunks.length && size < 2 * rest.length + 1) {
      const chunk = this.chunks[this.next_++]!;
      parts.push(chunk);
      size += chunk.length;
    }
    const joined = new Uint8Array(size);
    let at = 0;
    for (const p of parts) {
      joined.set(p, at);
      at += p.length;
    }
    this.base += this.pos;
    this.buf = joined;
    this.pos = 0;
    return true;
  }
}

/**
 * Copies of some children read from a stream, kept as the children of one list: for the few
 * sections a reader needs whole while the rest streams by (a board's header).
 */
export class NodeCollector {
  /** The kept nodes' bytes one after another, each followed by a space. */
  private bytes = new Uint8Array(1024);
  private size = 0;
  /** Per kept node: where its bytes end in `bytes`, and its first line. */
  private readonly ends: number[] = [];
  private readonly lines: number[] = [];

  /** Keeps a copy of the stream's current NODE (appended to one buffer: a board declares ~400k nets). */
  add(s: SexprStream): void {
    const length = s.nodeEnd - s.nodeStart;
    if (this.size + length + 1 > this.bytes.length) {
      const grown = new Uint8Array(Math.max(2 * this.bytes.length, this.size + length + 1));
      grown.set(this.bytes.subarray(0, this.size));
      this.bytes = grown;
    }
    const from = s.tree.bytes;
    const to = this.bytes;
    if (length > 64) to.set(from.subarray(s.nodeStart, s.nodeEnd), this.size);
    else for (let k = 0; k < length; k++) to[this.size + k] = from[s.nodeStart + k]!;
    this.size += length;
    this.ends.push(this.size);
    this.bytes[this.size++] = 32;
    this.lines.push(s.tree.line(0));
  }

  /**
   * The kept nodes as the children of a list at index 0 (starting on `line`), tokenized with the
   * skip table of the stream they came from (they were read at depth 1).
   */
  tree(line: number, skip: ReadonlyArray<ReadonlyArray<string>> = []): SexprTree {
    const all = this.bytes.slice(0, this.size);
    const tape = new Tape();
    const table = compileSkip(skip);
    tape.kinds[0] = 0;
    tape.lines[0] = line;
    tape.count = 1;
    let at = 0;
    for (let k = 0; k < this.ends.length; k++) {
      const end = this.ends[k]!;
      tape.line = this.lines[k]!;
      readNode(tape, all, at, end, 1, table, true, 1);
      at = end + 1;
    }
    tape.ends[0] = tape.count;
    return new SexprTree().view(all, tape);
  }
}

// A stream and a collector live for one import; keep their classes' maps (and the code that reads
// them) for the next one.
keepShape(new SexprStream([]));
keepShape(new NodeCollector());
