import { parseDecimal } from '../sexpr/number';
import { grown } from './columns';
import { decodeSlice } from '../sexpr/tape';

/** The kept elements open around the one being decided (its kept ancestors), the parent first. */
export interface OpenElements {
  readonly length: number;
  /** The local name of the open element `up` levels out (0: the parent); "" past the root. */
  name(up: number): string;
  /** Attribute `name` of the open element `up` levels out; undefined when absent or past the root. */
  attr(up: number, name: string): string | undefined;
}

/**
 * Decides, when an element's start tag has been read, whether to keep it (and its subtree). `attr`
 * reads the element's own attributes; `open` holds the kept ancestors; `line` is the line of the
 * start tag's `>`.
 */
export type KeepElement = (
  name: string,
  attr: (name: string) => string | undefined,
  open: OpenElements,
  line: number,
) => boolean;

/** Refuse texts past this size (characters): a design file this large is not a design file. */
export const MAX_TEXT_CHARS = 400_000_000;
/** Refuse documents that would keep more elements than this (memory guard). */
export const MAX_KEPT_ELEMENTS = 8_000_000;

/** Attribute value flags: the raw bytes are not the value as they stand. */
const NEEDS_DECODE = 1; // entity or character references, or tab / line breaks to normalise
// 2: bytes that are not ASCII (decoded as UTF-8).
/** ASCII values up to this length are kept in the document's value table (one string per distinct value). */
const SHORT_VALUE = 64;

/** A flat string of the ASCII bytes `b[s, e)` (≤ 64). */
function asciiString(b: Uint8Array, s: number, e: number): string {
  return String.fromCharCode.apply(null, b.subarray(s, e) as unknown as number[]);
}

/**
 * The kept elements of a document, as columns (no object per element): local name, line, first
 * child, next sibling, attributes. Attribute values stay as byte ranges of the document and are
 * decoded when a reader asks for them; numbers are parsed from the bytes.
 */
export class XmlDoc {
  /** Local names (namespace prefix dropped) by name id. */
  readonly names: string[] = [];
  /** Attribute names (as written) by id, and their ids. */
  readonly attrNames: string[] = [];
  readonly attrIds = new Map<string, number>();
  count = 0;
  elName: Int32Array<ArrayBuffer>;
  elLine: Int32Array<ArrayBuffer>;
  elFirst: Int32Array<ArrayBuffer>;
  elNext: Int32Array<ArrayBuffer>;
  elAttr: Int32Array<ArrayBuffer>;
  elAttrEnd: Int32Array<ArrayBuffer>;
  attrCount = 0;
  atName: Int32Array<ArrayBuffer>;
  atStart: Int32Array<ArrayBuffer>;
  atEnd: Int32Array<ArrayBuffer>;
  atFlags: Uint8Array<ArrayBuffer>;
  /**
   * Short ASCII attribute values decoded so far, one string per distinct value: repeated values
   * (nets, references, pins, enumerations) are one string, made once, however many elements carry
   * them. An open-addressing table of indices into `values`, by a hash of the bytes.
   */
  private valueTable = new Int32Array(1 << 12).fill(-1);
  private valueHashes = new Int32Array(1 << 11);
  private readonly values: string[] = [];

  /**
   * Columns sized from the document's length (IPC-2581 files keep about one element per 46 bytes and
   * one attribute per 32; typed arrays are zero pages until written, so room not used costs no memory).
   */
  constructor(readonly bytes: Uint8Array) {
    const elements = Math.max(1024, Math.ceil(bytes.length / 32));
    const attributes = Math.max(1024, Math.ceil(bytes.length / 24));
    this.elName = new Int32Array(elements);
    this.elLine = new Int32Array(elements);
    this.elFirst = new Int32Array(elements);
    this.elNext = new Int32Array(elements);
    this.elAttr = new Int32Array(elements);
    this.elAttrEnd = new Int32Array(elements);
    this.atName = new Int32Array(attributes);
    this.atStart = new Int32Array(attributes);
    this.atEnd = new Int32Array(attributes);
    this.atFlags = new Uint8Array(attributes);
  }

  /** The attribute `name` of element `el`: its index, or -1. */
  attrIndex(el: number, name: string): number {
    const id = this.attrIds.get(name);
    if (id === undefined) return -1;
    for (let a = this.elAttr[el]!, end = this.elAttrEnd[el]!; a < end; a++)
      if (this.atName[a] === id) return a;
    return -1;
  }

  /** The value of attribute index `a`, as the XML parser gives it (references resolved, blanks normalised). */
  attrValue(a: number): string {
    const flags = this.atFlags[a]!;
    const s = this.atStart[a]!;
    const e = this.atEnd[a]!;
    if (flags !== 0) {
      const raw = decodeSlice(this.bytes, s, e);
      return (flags & NEEDS_DECODE) === 0 ? raw : resolveAttribute(raw);
    }
    // ASCII as it stands: look the bytes up among the values decoded so far.
    const b = this.bytes;
    const len = e - s;
    if (len > SHORT_VALUE) return decodeSlice(b, s, e);
    let h = len;
    for (let i = s; i < e; i++) h = Math.imul(h ^ b[i]!, 0x01000193);
    h ^= h >>> 15;
    const table = this.valueTable;
    const mask = table.length - 1;
    let slot = h & mask;
    for (let k = table[slot]!; k >= 0; k = table[slot]!) {
      if (this.valueHashes[k] === h) {
        const known = this.values[k]!;
        if (known.length === len) {
          let i = 0;
          while (i < len && known.charCodeAt(i) === b[s + i]) i++;
          if (i === len) return known;
        }
      }
      slot = (slot + 1) & mask;
    }
    const value = asciiString(b, s, e);
    const k = this.values.length;
    this.values.push(value);
    if (k === this.valueHashes.length) this.valueHashes = grown(this.valueHashes);
    this.valueHashes[k] = h;
    table[slot] = k;
    if (2 * (k + 1) > table.length) this.growValueTable();
    return value;
  }

  /** Twice the slots, every value placed again (the table stays at most half full). */
  private growValueTable(): void {
    const table = new Int32Array(this.valueTable.length * 2).fill(-1);
    const mask = table.length - 1;
    for (let k = 0; k < this.values.length; k++) {
      let slot = this.valueHashes[k]! & mask;
      while (table[slot]! >= 0) slot = (slot + 1) & mask;
      table[slot] = k;
    }
    this.valueTable = table;
  }

  /** A finite number attribute (as `Number` reads it), undefined when absent, blank or not a number. */
  attrNumber(el: number, name: string): number | undefined {
    return this.numberAt(this.attrIndex(el, name));
  }

  /** The number attribute index `a` holds (-1: absent), as attrNumber reads it. */
  numberAt(a: number): number | undefined {
    if (a < 0) return undefined;
    if (this.atFlags[a] === 0) {
      const v = parseDecimal(this.bytes, this.atStart[a]!, this.atEnd[a]!);
      if (!Number.isNaN(v)) return Number.isFinite(v) ? v : undefined;
    }
    const raw = this.attrValue(a);
    if (raw.trim() === '') return undefined;
    const v = Number(raw);
    return Number.isFinite(v) ? v : undefined;
  }

  // Readers of the big lists walk the columns by element index with attribute name ids looked up
  // once (`attrId`), making no node object per element (a board has a million kept elements).

  /** The id of attribute name `name` (as written) in this document; -1 when no kept element has it. */
  attrId(name: string): number {
    return this.attrIds.get(name) ?? -1;
  }

  /** The attribute of element `el` with name id `id`: its index, or -1. */
  findAttr(el: number, id: number): number {
    if (id < 0) return -1;
    const names = this.atName;
    for (let a = this.elAttr[el]!, end = this.elAttrEnd[el]!; a < end; a++) if (names[a] === id) return a;
    return -1;
  }

  /** The value of attribute id `id` of element `el`; undefined when absent. */
  valueOf(el: number, id: number): string | undefined {
    const a = this.findAttr(el, id);
    return a < 0 ? undefined : this.attrValue(a);
  }

  /** The number attribute id `id` of element `el` (see attrNumber). */
  numberOf(el: number, id: number): number | undefined {
    return this.numberAt(this.findAttr(el, id));
  }

  /** The local name of element `el`. */
  nameOf(el: number): string {
    return this.names[this.elName[el]!]!;
  }

  /** The first child of `el` named `name` (local name), or -1. */
  childNamed(el: number, name: string): number {
    for (let c = this.elFirst[el]!; c >= 0; c = this.elNext[c]!)
      if (this.names[this.elName[c]!] === name) return c;
    return -1;
  }

  /** Adds element `name` (id) under `parent` (-1: the root) after its last child `previous` (-1: none); returns its index. */
  addElement(name: number, parent: number, previous: number, attr: number, attrEnd: number): number {
    const i = this.count;
    if (i === this.elName.length) this.growElements();
    this.count = i + 1;
    this.elName[i] = name;
    this.elFirst[i] = -1;
    this.elNext[i] = -1;
    this.elAttr[i] = attr;
    this.elAttrEnd[i] = attrEnd;
    if (previous >= 0) this.elNext[previous] = i;
    else if (parent >= 0) this.elFirst[parent] = i;
    return i;
  }

  addAttribute(name: number, start: number, end: number, flags: number): void {
    const a = this.attrCount;
    if (a === this.atName.length) this.growAttributes();
    this.attrCount = a + 1;
    this.atName[a] = name;
    this.atStart[a] = start;
    this.atEnd[a] = end;
    this.atFlags[a] = flags;
  }

  attrNameId(name: string): number {
    let id = this.attrIds.get(name);
    if (id === undefined) {
      id = this.attrNames.length;
      this.attrNames.push(name);
      this.attrIds.set(name, id);
    }
    return id;
  }

  private growElements(): void {
    const n = this.elName.length * 2;
    this.elName = grown(this.elName, n);
    this.elLine = grown(this.elLine, n);
    this.elFirst = grown(this.elFirst, n);
    this.elNext = grown(this.elNext, n);
    this.elAttr = grown(this.elAttr, n);
    this.elAttrEnd = grown(this.elAttrEnd, n);
  }

  private growAttributes(): void {
    const n = this.atName.length * 2;
    this.atName = grown(this.atName, n);
    this.atStart = grown(this.atStart, n);
    this.atEnd = grown(this.atEnd, n);
    this.atFlags = grown(this.atFlags, n);
  }
}

const NO_CHILDREN: XmlNode[] = Object.freeze([]) as unknown as XmlNode[];

/**
 * One kept XML element, read from the document's columns: local name, attributes, children (made
 * when asked for), line of its start tag. Readers hold nodes only while they read them.
 */
export class XmlNode {
  private kids: XmlNode[] | undefined;
  constructor(
    readonly doc: XmlDoc,
    readonly index: number,
  ) {}

  get name(): string {
    return this.doc.names[this.doc.elName[this.index]!]!;
  }

  /** 1-based line of the start tag (its `>`). */
  get line(): number {
    return this.doc.elLine[this.index]!;
  }

  get children(): XmlNode[] {
    if (this.kids === undefined) {
      const { doc } = this;
      let c = doc.elFirst[this.index]!;
      if (c < 0) this.kids = NO_CHILDREN;
      else {
        const kids: XmlNode[] = [];
        for (; c >= 0; c = doc.elNext[c]!) kids.push(new XmlNode(doc, c));
        this.kids = kids;
      }
    }
    return this.kids;
  }

  /** The first child, or undefined (walk on with `next`: no list is made). */
  first(): XmlNode | undefined {
    const c = this.doc.elFirst[this.index]!;
    return c < 0 ? undefined : new XmlNode(this.doc, c);
  }

  /** The next sibling, or undefined. */
  next(): XmlNode | undefined {
    const c = this.doc.elNext[this.index]!;
    return c < 0 ? undefined : new XmlNode(this.doc, c);
  }

  /** The first child named `name` (local name). */
  child(name: string): XmlNode | undefined {
    const { doc } = this;
    for (let c = doc.elFirst[this.index]!; c >= 0; c = doc.elNext[c]!)
      if (doc.names[doc.elName[c]!] === name) return new XmlNode(doc, c);
    return undefined;
  }

  /** The children named `name`, in document order. */
  childrenNamed(name: string): XmlNode[] {
    const { doc } = this;
    const out: XmlNode[] = [];
    for (let c = doc.elFirst[this.index]!; c >= 0; c = doc.elNext[c]!)
      if (doc.names[doc.elName[c]!] === name) out.push(new XmlNode(doc, c));
    return out;
  }

  /** Attribute `name` as the XML parser gives it; undefined when absent. */
  attr(name: string): string | undefined {
    const a = this.doc.attrIndex(this.index, name);
    return a < 0 ? undefined : this.doc.attrValue(a);
  }

  /** A finite number attribute; undefined when absent, blank or not a number. */
  num(name: string): number | undefined {
    return this.doc.attrNumber(this.index, name);
  }

  /** Every attribute, in document order (tests and diagnostics; readers ask for one at a time). */
  attributes(): Record<string, string> {
    const { doc } = this;
    const out: Record<string, string> = Object.create(null);
    for (let a = doc.elAttr[this.index]!, end = doc.elAttrEnd[this.index]!; a < end; a++)
      out[doc.attrNames[doc.atName[a]!]!] = doc.attrValue(a);
    return out;
  }
}

/** Character and predefined entity references, and the blanks XML turns into spaces in attribute values. */
const ATTRIBUTE_ESCAPES = /\r\n|[\t\n\r]|&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute value as XML defines it: references resolved, each tab or line break one space. */
function resolveAttribute(raw: string): string {
  return raw.replace(ATTRIBUTE_ESCAPES, (_match: string, ref: string | undefined) => {
    if (ref === undefined) return ' ';
    if (ref[0] !== '#') return PREDEFINED[ref]!;
    return String.fromCodePoint(ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
  });
}
