import { ImportError } from '../../board/diagnostics';
import { locate } from '../sexpr/locate';
import { decodeUtf8, encodeUtf8, utf8ChunkDecoder } from '../shared/text-codec';
import { join } from '../shared/utf8-chunks';
import { Ipc2581Code } from './codes';
import { grown } from './columns';
import {
  type KeepElement,
  MAX_KEPT_ELEMENTS,
  MAX_TEXT_CHARS,
  type OpenElements,
  XmlDoc,
  XmlNode,
} from './xml-tree';

// A strict XML 1.0 scanner over UTF-8 bytes, written for this importer rather than taken from a
// library: the parser it replaces (saxes, strict and well kept) reads decoded text one character at a
// time and builds an attribute object for every element, kept or skipped — on a 56 MB file that and
// the node tree made of it were most of the import's time and memory (docs/benchmarks.md, "Huge
// files"). The strict streaming parsers on npm all read strings and build such objects; the fast
// ones (htmlparser2, saxen, sax-wasm) forgive malformed XML, so a broken file would import silently
// wrong. This one checks what saxes checked for a document without a DTD: well-formed tags, matching
// end tags, quoted and unique attributes, no `<` in attribute values, only the five predefined
// entities and character references to XML characters, comments, CDATA, processing instructions, a
// single root, XML characters only, and names by XML's rules. A DOCTYPE is stepped over, never
// expanded. Attribute values are recorded as byte ranges of kept elements only.
//
// Delimiters are ASCII, and an ASCII byte is never part of a multi-byte UTF-8 sequence (nor swallowed
// by the decoder's replacement of bad bytes), so scanning the bytes finds the same markup as scanning
// the decoded text.

/** 1: may start a name (ASCII), 2: may continue one, 4: not ASCII (checked on the decoded name). */
const NAME = new Uint8Array(256);
for (let c = 0; c < 256; c++) {
  const start = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 58;
  const more = start || (c >= 48 && c <= 57) || c === 45 || c === 46;
  NAME[c] = c >= 0x80 ? 4 | 2 | 1 : (start ? 1 : 0) | (more ? 2 : 0);
}
const isSpace = (c: number | undefined) => c === 32 || c === 10 || c === 9 || c === 13;
/** Bytes that need a look in character data (1) — `<`, `&`, `]`, controls, 0xEF — and in attribute values (2): also quotes. */
const SPECIAL = new Uint8Array(256);
for (let c = 0; c < 256; c++) {
  const control = c < 0x20 && c !== 9 && c !== 10 && c !== 13;
  const inText = control || c === 60 || c === 38 || c === 0xef || c === 93;
  const inValue =
    control || c === 60 || c === 38 || c === 34 || c === 39 || c === 9 || c === 10 || c === 13 || c >= 0x80;
  SPECIAL[c] = (inText ? 1 : 0) | (inValue ? 2 : 0);
}

function isSpaceAt(b: Uint8Array, j: number): boolean {
  const c = b[j];
  return c === 32 || c === 10 || c === 9 || c === 13;
}

const NAME_START_RANGES =
  ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
/** XML 1.0 (fifth edition) Name. */
const XML_NAME = new RegExp(
  `^[${NAME_START_RANGES}][${NAME_START_RANGES}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040]*$`,
  'u',
);

/** A code point XML 1.0 allows in a document. */
const isXmlChar = (c: number) =>
  c === 9 ||
  c === 10 ||
  c === 13 ||
  (c >= 0x20 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd) ||
  (c >= 0x10000 && c <= 0x10ffff);

/** Names (element or attribute) by their bytes: each distinct name is decoded once. */
class Interner {
  private readonly ids = new Map<number, number[]>();
  private readonly keys: Uint8Array[] = [];
  readonly values: number[] = [];
  /** The last name seen per (length, first byte), + 1: the usual hit, checked without hashing. */
  private readonly recent = new Int32Array(64 * 256);

  /** The id of the name `b[s, e)`, made by `make(text)` the first time. */
  intern(b: Uint8Array, s: number, e: number, make: (text: string) => number): number {
    const len = e - s;
    const slot = ((len < 63 ? len : 63) << 8) | b[s]!;
    const k0 = this.recent[slot]! - 1;
    if (k0 >= 0) {
      const key = this.keys[k0]!;
      if (key.length === len) {
        let i = 1;
        while (i < len && key[i] === b[s + i]) i++;
        if (i >= len) return this.values[k0]!;
      }
    }
    let h = 0x811c9dc5;
    for (let i = s; i < e; i++) h = Math.imul(h ^ b[i]!, 0x01000193);
    const bucket = this.ids.get(h);
    if (bucket !== undefined) {
      for (const k of bucket) {
        const key = this.keys[k]!;
        if (key.length !== len) continue;
        let i = 0;
        while (i < len && key[i] === b[s + i]) i++;
        if (i === len) {
          this.recent[slot] = k + 1;
          return this.values[k]!;
        }
      }
    }
    const k = this.keys.length;
    this.keys.push(b.slice(s, e));
    this.values.push(make(decodeUtf8(b.subarray(s, e))));
    if (bucket) bucket.push(k);
    else this.ids.set(h, [k]);
    this.recent[slot] = k + 1;
    return this.values[k]!;
  }
}

/**
 * The 1-based line of increasing byte offsets: line breaks are counted from the last offset asked for.
 * The breaks are found with indexOf (native, far quicker than a loop over every byte in JS), each
 * next one remembered, so every byte is looked at once however far apart the offsets are.
 */
class LineCursor {
  private line = 1;
  /** The next LF, and the next CR, at or after the last offset asked for (the length when none). */
  private lf: number;
  private cr: number;
  constructor(private readonly b: Uint8Array) {
    this.lf = nextByte(b, 10, 0);
    this.cr = nextByte(b, 13, 0);
  }
  /** The line of byte `offset` (offsets asked for never decrease). A CR LF pair is one line break, a lone CR one too. */
  at(offset: number): number {
    const { b } = this;
    let line = this.line;
    let k = this.lf;
    for (; k < offset; k = nextByte(b, 10, k + 1)) line++;
    this.lf = k;
    k = this.cr;
    for (; k < offset; k = nextByte(b, 13, k + 1)) if (b[k + 1] !== 10) line++;
    this.cr = k;
    this.line = line;
    return line;
  }
}

/** The index of byte `c` at or after `from`, or the length when there is none. */
function nextByte(b: Uint8Array, c: number, from: number): number {
  const k = b.indexOf(c, from);
  return k < 0 ? b.length : k;
}

/**
 * The engine's own copy of a name (as for a property key): readers compare element names with
 * literals a million times, and two such strings compare by reference.
 */
function internalized(name: string): string {
  for (const key in { [name]: 0 }) return key;
  return name;
}

/** Mutable state the keep predicate's attribute reader looks at (not a closure over the scan's locals). */
interface Pending {
  doc: XmlDoc;
  from: number;
}
function pendingAttr(this: Pending, name: string): string | undefined {
  const { doc } = this;
  const id = doc.attrIds.get(name);
  if (id === undefined) return undefined;
  for (let a = this.from; a < doc.attrCount; a++) if (doc.atName[a] === id) return doc.attrValue(a);
  return undefined;
}

/** The kept open elements as element indices (the keep predicate's view of them; no object per element). */
class KeptStack implements OpenElements {
  length = 0;
  private items = new Int32Array(64);
  constructor(private readonly doc: XmlDoc) {}
  push(el: number): void {
    if (this.length === this.items.length) this.items = grown(this.items);
    this.items[this.length++] = el;
  }
  pop(): void {
    this.length--;
  }
  name(up: number): string {
    const k = this.length - 1 - up;
    return k < 0 ? '' : this.doc.nameOf(this.items[k]!);
  }
  attr(up: number, name: string): string | undefined {
    const k = this.length - 1 - up;
    if (k < 0) return undefined;
    const a = this.doc.attrIndex(this.items[k]!, name);
    return a < 0 ? undefined : this.doc.attrValue(a);
  }
}

/** A well-formedness error at a byte offset; scanXml turns it into an ImportError with line and column. */
class XmlSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
    /** The message stands alone (not a well-formedness error: no "malformed XML" prefix). */
    readonly plain = false,
  ) {
    super(message);
  }
}

// The helpers below take the bytes as a parameter (no closure over the scanner's locals, which would
// move them into a heap context and slow every access in the hot loop), and character codes are
// literals: V8 (Node 20) loads module-level constants from the module context on every use.

function fail(message: string, at: number): never {
  throw new XmlSyntaxError(message, at);
}

function checkName(b: Uint8Array, s: number, e: number, what: string): void {
  if (!XML_NAME.test(decodeUtf8(b.subarray(s, e)))) fail(`disallowed character in ${what}.`, s);
}

/** U+FFFE and U+FFFF are the only characters valid UTF-8 carries that XML refuses. */
function checkEF(b: Uint8Array, i: number): void {
  if (b[i + 1] === 0xbf && (b[i + 2] === 0xbe || b[i + 2] === 0xbf)) fail('disallowed character.', i);
}

const PREDEFINED_ENTITIES = ['amp', 'lt', 'gt', 'quot', 'apos'];

/** A reference at `b[i] = &`: validated; returns the index after its `;`. */
function reference(b: Uint8Array, i: number, n: number): number {
  let j = i + 1;
  if (b[j] === 35 /* # */) {
    j++;
    const hex = b[j] === 120; /* x */
    if (hex) j++;
    const from = j;
    let v = 0;
    for (; j < n; j++) {
      const c = b[j]!;
      const d = c >= 48 && c <= 57 ? c - 48 : hex && (c | 32) >= 97 && (c | 32) <= 102 ? (c | 32) - 87 : -1;
      if (d < 0) break;
      v = Math.min(v * (hex ? 16 : 10) + d, 0x110000);
    }
    if (j === from || b[j] !== 59 /* ; */ || !isXmlChar(v)) fail('malformed character entity.', i);
    return j + 1;
  }
  const from = j;
  while (j < n && (NAME[b[j]!]! & 2) !== 0) j++;
  if (b[j] !== 59 /* ; */) fail(j === from ? 'empty entity name.' : 'unterminated entity reference.', i);
  const name = decodeUtf8(b.subarray(from, j));
  if (!PREDEFINED_ENTITIES.includes(name)) fail('undefined entity.', i);
  return j + 1;
}

/** Character data at `b[i]` up to the next `<` (validated); returns that index (or n). */
function text(b: Uint8Array, i: number, n: number, outside: boolean): number {
  const special = SPECIAL;
  for (; i < n; i++) {
    const c = b[i]!;
    if ((special[c]! & 1) === 0 && !outside) continue;
    if (c === 60 /* < */) break;
    if (outside) {
      if (c !== 32 && c !== 10 && c !== 9 && c !== 13) fail('text data outside of root node.', i);
      continue;
    }
    if (c < 0x20) fail('disallowed character.', i);
    else if (c === 38 /* & */) i = reference(b, i, n) - 1;
    else if (c === 93 /* ] */) {
      if (b[i + 1] === 93 && b[i + 2] === 62) fail('the string "]]>" is disallowed in char data.', i);
    } else checkEF(b, i);
  }
  return i;
}

/** Characters of a comment, CDATA section or processing instruction, `b[i, end)`: XML characters only. */
function chars(b: Uint8Array, i: number, end: number): void {
  for (; i < end; i++) {
    const c = b[i]!;
    if (c < 0x20) {
      if (c !== 9 && c !== 10 && c !== 13) fail('disallowed character.', i);
    } else if (c === 0xef) checkEF(b, i);
  }
}

function startsWith(b: Uint8Array, i: number, word: string): boolean {
  for (let k = 0; k < word.length; k++) if (b[i + k] !== word.charCodeAt(k)) return false;
  return true;
}

/** The index of `word` at or after `i`, or fail with `message` at `at`. */
function find(b: Uint8Array, i: number, word: string, message: string, at: number): number {
  const first = word.charCodeAt(0);
  for (let j = b.indexOf(first, i); j >= 0; j = b.indexOf(first, j + 1)) if (startsWith(b, j, word)) return j;
  return fail(message, at);
}

/** A DOCTYPE declaration at `i`, internal subset included (quotes and comments respected); returns the index after it. */
function doctype(b: Uint8Array, i: number, n: number): number {
  let subset = false;
  for (let j = i + 9; j < n; j++) {
    const c = b[j]!;
    if (c === 34 /* " */ || c === 39 /* ' */) {
      const end = b.indexOf(c, j + 1);
      if (end < 0) break;
      chars(b, j + 1, end);
      j = end;
    } else if (subset && c === 60 /* < */ && startsWith(b, j, '<!--')) {
      const end = find(b, j + 4, '-->', 'unterminated comment.', j);
      chars(b, j + 4, end);
      j = end + 2;
    } else if (c === 91 /* [ */) subset = true;
    else if (c === 93 /* ] */) subset = false;
    else if (c === 62 /* > */ && !subset) return j + 1;
    else if (c < 0x20 && c !== 9 && c !== 10 && c !== 13) fail('disallowed character.', j);
  }
  return fail('unterminated doctype declaration.', i);
}

/** The XML declaration's text, checked as saxes checked it: version 1.x, then optional encoding and standalone. */
const XML_DECL =
  /^<\?xml\s+version\s*=\s*(["'])1\.[0-9]+\1(\s+encoding\s*=\s*(["'])[A-Za-z][A-Za-z0-9._-]*\3)?(\s+standalone\s*=\s*(["'])(yes|no)\5)?\s*\?>$/;

/**
 * Scans the document `b` (UTF-8; one leading byte-order mark is skipped) and records the elements
 * `keep` accepts (the root always) in an XmlDoc; returns the root. Throws ImportError (file, line,
 * column) at the first well-formedness error.
 */
export function scanXml(b: Uint8Array, fileName: string, keep: KeepElement): XmlNode {
  try {
    return scan(b, keep);
  } catch (e) {
    if (!(e instanceof XmlSyntaxError)) throw e;
    if (e.offset < 0) throw new ImportError(Ipc2581Code.xml, e.message, { file: fileName, line: 1 });
    const { line, column } = locate([b], Math.min(e.offset, b.length));
    if (e.plain) throw new ImportError(Ipc2581Code.xml, e.message, { file: fileName, line });
    throw new ImportError(Ipc2581Code.xml, `malformed XML: ${e.message}`, { file: fileName, line, column });
  }
}

function scan(b: Uint8Array, keep: KeepElement): XmlNode {
  const n = b.length;
  const doc = new XmlDoc(b);
  const lines = new LineCursor(b);
  const elementNames = new Interner();
  const attributeNames = new Interner();
  const makeElementName = (qname: string): number => {
    const colon = qname.indexOf(':');
    doc.names.push(internalized(colon < 0 ? qname : qname.slice(colon + 1)));
    return doc.names.length - 1;
  };
  const makeAttrName = (name: string): number => doc.attrNameId(internalized(name));
  const pending: Pending = { doc, from: 0 };
  const attr = pendingAttr.bind(pending);
  const NAME_ = NAME;
  const SPECIAL_ = SPECIAL;

  // The open elements: name bytes, and the kept element's index (-1: inside a skipped subtree).
  let openStart = new Int32Array(256);
  let openEnd = new Int32Array(256);
  let openKept = new Int32Array(256);
  let openLast = new Int32Array(256); // a kept open element's last kept child so far
  let depth = 0;
  const stack = new KeptStack(doc);
  // Attribute names of the current start tag, for the duplicate check.
  let seenStart = new Int32Array(32);
  let seenEnd = new Int32Array(32);
  let kept = 0;
  let sawRoot = false;
  let closedRoot = false;
  let sawDoctype = false;

  // One byte-order mark is skipped, as saxes skipped one (whoever handed the document over may have
  // dropped others already).
  let i = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
  if (startsWith(b, i, '<?xml') && isSpace(b[i + 5])) {
    const start = i;
    const end = find(b, i + 5, '?>', 'XML declaration is incomplete.', i);
    chars(b, i, end);
    const decl = decodeUtf8(b.subarray(start, end + 2));
    if (!XML_DECL.test(decl)) fail('malformed XML declaration.', start);
    i = end + 2;
  }
  while (i < n) {
    if (b[i] !== 60 /* < */) {
      i = text(b, i, n, depth === 0);
      continue;
    }
    const c1 = b[i + 1];
    if (c1 === 47 /* / */) {
      // End tag.
      const s = i + 2;
      let j = s;
      if (j >= n || (NAME_[b[j]!]! & 1) === 0) fail('disallowed character in closing tag.', j);
      while (j < n && (NAME_[b[j]!]! & 2) !== 0) j++;
      const e = j;
      while (isSpaceAt(b, j)) j++;
      if (j >= n) fail('unexpected end.', j);
      if (b[j] !== 62 /* > */) fail('disallowed character in closing tag.', j);
      if (depth === 0) fail(`unmatched closing tag: ${decodeUtf8(b.subarray(s, e)).slice(0, 60)}.`, s);
      const os = openStart[depth - 1]!;
      const oe = openEnd[depth - 1]!;
      let same = oe - os === e - s;
      for (let k = 0; same && k < e - s; k++) same = b[os + k] === b[s + k];
      if (!same) {
        const closing = decodeUtf8(b.subarray(s, e)).slice(0, 60);
        const open = decodeUtf8(b.subarray(os, oe)).slice(0, 60);
        fail(`unexpected close tag: </${closing}> where </${open}> was expected.`, s);
      }
      depth--;
      if (openKept[depth]! >= 0) stack.pop();
      if (depth === 0) closedRoot = true;
      i = j + 1;
      continue;
    }
    if (c1 === 33 /* ! */) {
      if (startsWith(b, i, '<!--')) {
        const end = find(b, i + 4, '--', 'unterminated comment.', i);
        if (b[end + 2] !== 62 /* > */) fail('malformed comment.', end);
        chars(b, i + 4, end);
        i = end + 3;
      } else if (startsWith(b, i, '<![CDATA[')) {
        if (depth === 0) fail('text data outside of root node.', i);
        const end = find(b, i + 9, ']]>', 'unterminated CDATA section.', i);
        chars(b, i + 9, end);
        i = end + 3;
      } else if (startsWith(b, i, '<!DOCTYPE')) {
        if (sawRoot || sawDoctype) fail('inappropriately located doctype declaration.', i);
        sawDoctype = true;
        i = doctype(b, i, n);
      } else fail('incorrect syntax.', i);
      continue;
    }
    if (c1 === 63 /* ? */) {
      // Processing instruction.
      const s = i + 2;
      let j = s;
      if (j >= n || (NAME_[b[j]!]! & 1) === 0) fail('processing instruction without a target.', s);
      while (j < n && (NAME_[b[j]!]! & 2) !== 0) j++;
      if ((NAME_[b[s]!]! & 4) !== 0) checkName(b, s, j, 'processing instruction name');
      if (j - s === 3 && (b[s]! | 32) === 120 && (b[s + 1]! | 32) === 109 && (b[s + 2]! | 32) === 108)
        fail('an XML declaration must be at the start of the document.', i);
      if (!isSpaceAt(b, j) && !startsWith(b, j, '?>'))
        fail('disallowed character in processing instruction name.', j);
      const end = find(b, j, '?>', 'unterminated processing instruction.', i);
      chars(b, j, end);
      i = end + 2;
      continue;
    }

    // Start tag.
    const s = i + 1;
    let j = s;
    if (j >= n) fail('unexpected end.', j);
    if ((NAME_[b[j]!]! & 1) === 0) fail('disallowed character in tag name.', j);
    let nonAscii = 0;
    while (j < n && (NAME_[b[j]!]! & 2) !== 0) nonAscii |= NAME_[b[j++]!]!;
    const e = j;
    if ((nonAscii & 4) !== 0) checkName(b, s, e, 'tag name');
    if (closedRoot || (depth === 0 && sawRoot)) fail('documents may contain only one root.', i);
    const parent = depth === 0 ? -1 : openKept[depth - 1]!;
    const considered = depth === 0 || parent >= 0;
    const attrFrom = doc.attrCount;
    let seen = 0;
    let selfClosing = false;
    let space = true;
    for (;;) {
      if (j >= n) fail('unexpected end.', j);
      const c = b[j]!;
      if (c === 32 || c === 10 || c === 9 || c === 13) {
        space = true;
        j++;
        continue;
      }
      if (c === 62 /* > */) break;
      if (c === 47 /* / */) {
        if (b[j + 1] !== 62 /* > */) fail('forward-slash in opening tag not followed by >.', j);
        selfClosing = true;
        j++;
        break;
      }
      if ((NAME_[c]! & 1) === 0) fail('disallowed character in attribute name.', j);
      if (!space) fail('no whitespace between attributes.', j);
      const as = j;
      let nameBits = 0;
      while (j < n && (NAME_[b[j]!]! & 2) !== 0) nameBits |= NAME_[b[j++]!]!;
      const ae = j;
      if ((nameBits & 4) !== 0) checkName(b, as, ae, 'attribute name');
      while (isSpaceAt(b, j)) j++;
      if (b[j] !== 61 /* = */) fail(j >= n ? 'unexpected end.' : 'attribute without value.', j);
      j++;
      while (isSpaceAt(b, j)) j++;
      const q = b[j];
      if (q !== 34 /* " */ && q !== 39 /* ' */)
        fail(j >= n ? 'unexpected end.' : 'unquoted attribute value.', j);
      const vs = ++j;
      let flags = 0;
      for (;;) {
        while (j < n && (SPECIAL_[b[j]!]! & 2) === 0) j++;
        if (j >= n) fail('unexpected end.', j);
        const c = b[j]!;
        if (c === q) break;
        if (c < 0x20) {
          if (c !== 9 && c !== 10 && c !== 13) fail('disallowed character.', j);
          flags |= 1;
        } else if (c === 60 /* < */) fail('disallowed character.', j);
        else if (c === 38 /* & */) {
          j = reference(b, j, n);
          flags |= 1;
          continue;
        } else if (c >= 0x80) {
          flags |= 2;
          if (c === 0xef) checkEF(b, j);
        }
        j++;
      }
      const ve = j++;
      // Unique attribute names.
      for (let k = 0; k < seen; k++) {
        const ks = seenStart[k]!;
        if (seenEnd[k]! - ks !== ae - as) continue;
        let same = true;
        for (let m = 0; same && m < ae - as; m++) same = b[ks + m] === b[as + m];
        if (same) fail(`duplicate attribute: ${decodeUtf8(b.subarray(as, ae)).slice(0, 60)}.`, as);
      }
      if (seen === seenStart.length) {
        seenStart = grown(seenStart);
        seenEnd = grown(seenEnd);
      }
      seenStart[seen] = as;
      seenEnd[seen++] = ae;
      if (considered) doc.addAttribute(attributeNames.intern(b, as, ae, makeAttrName), vs, ve, flags);
      space = false;
    }
    // b[j] is the start tag's `>`.
    let index = -1;
    if (considered) {
      const nameId = elementNames.intern(b, s, e, makeElementName);
      const line = lines.at(j);
      pending.from = attrFrom;
      if (depth === 0 || keep(doc.names[nameId]!, attr, stack, line)) {
        if (++kept > MAX_KEPT_ELEMENTS)
          throw new XmlSyntaxError(`more than ${MAX_KEPT_ELEMENTS} elements: refused`, j, true);
        index = doc.addElement(
          nameId,
          parent,
          depth > 0 ? openLast[depth - 1]! : -1,
          attrFrom,
          doc.attrCount,
        );
        if (depth > 0) openLast[depth - 1] = index;
        doc.elLine[index] = line;
      } else doc.attrCount = attrFrom;
    }
    sawRoot = true;
    i = j + 1;
    if (selfClosing) {
      if (depth === 0) closedRoot = true;
      continue;
    }
    if (depth === openStart.length) {
      openStart = grown(openStart);
      openEnd = grown(openEnd);
      openKept = grown(openKept);
      openLast = grown(openLast);
    }
    openStart[depth] = s;
    openEnd[depth] = e;
    openLast[depth] = -1;
    openKept[depth++] = index;
    if (index >= 0) stack.push(index);
  }
  if (depth > 0) fail('unexpected end.', n);
  if (!sawRoot) fail('no XML element found: expected <IPC-2581 ...>', -1);
  return new XmlNode(doc, 0);
}

/** Bytes decoded per piece when counting the characters of a very large document. */
const PIECE_BYTES = 1 << 20;

/** The characters (UTF-16 units) of UTF-8 chunks, decoded piece by piece: only for documents past the byte limit. */
function countChars(chunks: readonly Uint8Array[]): number {
  const decoder = utf8ChunkDecoder();
  let count = 0;
  for (const chunk of chunks)
    for (let i = 0; i < chunk.length; i += PIECE_BYTES)
      count += decoder.decode(chunk.subarray(i, Math.min(chunk.length, i + PIECE_BYTES)), {
        stream: true,
      }).length;
  return count + decoder.decode(new Uint8Array(0)).length;
}

function tooLarge(count: number, fileName: string): ImportError {
  return new ImportError(
    Ipc2581Code.tooLarge,
    `file of ${(count / 1e6).toFixed(0)} M characters is larger than the ${MAX_TEXT_CHARS / 1e6} M this importer reads`,
    { file: fileName, line: 1 },
  );
}

/** An unpaired UTF-16 surrogate: not a character, so not XML (its bytes would carry U+FFFD instead). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Reads the document with the strict scanner above and keeps only the elements `keep` accepts; a
 * rejected element's whole subtree is checked and stepped over without recording anything (traces,
 * silkscreen and pours are most of an IPC-2581 file). The document is a string (its leading
 * byte-order mark already dropped) or UTF-8 byte chunks (one leading byte-order mark is dropped
 * here, as the decoded text's was); it is never made one string. Throws ImportError naming the
 * file, line and column when the XML is malformed or too large.
 */
export function parseXmlTree(
  source: string | readonly Uint8Array[],
  fileName: string,
  keep: KeepElement,
): XmlNode {
  let bytes: Uint8Array;
  if (typeof source === 'string') {
    if (source.length > MAX_TEXT_CHARS) throw tooLarge(source.length, fileName);
    const bad = LONE_SURROGATE.exec(source);
    if (bad) {
      const before = source.slice(0, bad.index);
      const line = 1 + (before.match(/\r\n|\r|\n/g)?.length ?? 0);
      const column = bad.index - Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
      throw new ImportError(Ipc2581Code.xml, 'malformed XML: disallowed character.', {
        file: fileName,
        line,
        column,
      });
    }
    bytes = encodeUtf8(source);
  } else {
    let size = 0;
    for (const c of source) size += c.length;
    // A UTF-8 character is 1–4 bytes and 1–2 UTF-16 units: count the characters only when they may be too many.
    if (size > MAX_TEXT_CHARS) {
      const count = countChars(source);
      if (count > MAX_TEXT_CHARS) throw tooLarge(count, fileName);
    }
    bytes = join(source.filter((c) => c.length > 0));
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
  }
  return scanXml(bytes, fileName, keep);
}
