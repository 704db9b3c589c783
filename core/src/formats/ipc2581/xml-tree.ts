import { SaxesParser } from 'saxes';
import { ImportError } from '../../board/diagnostics';
import { utf8ChunkDecoder } from '../shared/text-codec';
import { Ipc2581Code } from './codes';

/** One kept XML element: local name (namespace prefix dropped), attributes, children, source line. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  /** 1-based line of the start tag. */
  line: number;
}

/** Decides, when an element opens, whether to keep it (and its subtree). `stack` holds the kept ancestors. */
export type KeepElement = (
  name: string,
  attrs: Record<string, string>,
  stack: readonly XmlNode[],
  line: number,
) => boolean;

/** Refuse texts past this size (characters): a design file this large is not a design file. */
export const MAX_TEXT_CHARS = 400_000_000;
/** Refuse documents that would keep more elements than this (memory guard). */
export const MAX_KEPT_ELEMENTS = 8_000_000;

const NO_CHILDREN: XmlNode[] = Object.freeze([]) as unknown as XmlNode[];

const localName = (qname: string) => {
  const colon = qname.indexOf(':');
  return colon < 0 ? qname : qname.slice(colon + 1);
};

/** Bytes decoded per piece handed to the XML parser. */
const PIECE_BYTES = 1 << 20;

/**
 * The text of UTF-8 chunks, piece by piece (never the whole file as one string): `each` receives the
 * text of consecutive PIECE_BYTES windows of the file, wherever its chunks were cut, so that the
 * parser sees the same pieces (and reports errors at the same places) however the bytes arrive. A
 * leading byte-order mark is dropped (the chunks have had decodeText's removed; the importer drops
 * one more, as it did from the decoded text).
 */
function eachPiece(chunks: readonly Uint8Array[], each: (piece: string) => void): void {
  const decoder = utf8ChunkDecoder();
  const window = new Uint8Array(PIECE_BYTES);
  let filled = 0;
  let first = true;
  const emit = (piece: string) => {
    if (first && piece.charCodeAt(0) === 0xfeff) piece = piece.slice(1);
    if (piece === '') return;
    first = false;
    each(piece);
  };
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; ) {
      const n = Math.min(PIECE_BYTES - filled, chunk.length - i);
      window.set(chunk.subarray(i, i + n), filled);
      filled += n;
      i += n;
      if (filled === PIECE_BYTES) {
        emit(decoder.decode(window, { stream: true }));
        filled = 0;
      }
    }
  }
  emit(decoder.decode(window.subarray(0, filled)));
}

function tooLarge(chars: number, fileName: string): ImportError {
  return new ImportError(
    Ipc2581Code.tooLarge,
    `file of ${(chars / 1e6).toFixed(0)} M characters is larger than the ${MAX_TEXT_CHARS / 1e6} M this importer reads`,
    { file: fileName, line: 1 },
  );
}

/**
 * Streams the document through a strict XML parser (saxes: well-formedness checked, no DTD
 * expansion) and keeps only the elements `keep` accepts; a rejected element's whole subtree is
 * stepped over without building nodes (traces, silkscreen and pours are most of an IPC-2581 file).
 * The document is a string (its leading byte-order mark already dropped) or UTF-8 byte chunks,
 * decoded piece by piece as the parser goes. Throws ImportError naming the file, line and column
 * when the XML is malformed or too large.
 */
export function parseXmlTree(
  source: string | readonly Uint8Array[],
  fileName: string,
  keep: KeepElement,
): XmlNode {
  if (typeof source === 'string') {
    if (source.length > MAX_TEXT_CHARS) throw tooLarge(source.length, fileName);
  } else {
    let bytes = 0;
    for (const c of source) bytes += c.length;
    // A UTF-8 character is 1–4 bytes and 1–2 UTF-16 units: count the characters only when they may be too many.
    if (bytes > MAX_TEXT_CHARS) {
      let chars = 0;
      eachPiece(source, (p) => {
        chars += p.length;
      });
      if (chars > MAX_TEXT_CHARS) throw tooLarge(chars, fileName);
    }
  }
  const parser = new SaxesParser({ xmlns: false, position: true });
  const stack: XmlNode[] = [];
  let root: XmlNode | null = null;
  let skipDepth = 0;
  let kept = 0;
  const fail = (message: string, line: number, column?: number): never => {
    throw new ImportError(Ipc2581Code.xml, message, { file: fileName, line, column });
  };
  parser.on('error', (e) => {
    // saxes prefixes "line:column: "; the location goes into the ImportError instead.
    const message = e.message.replace(/^\d+:\d+: /, '');
    fail(`malformed XML: ${message}`, parser.line, parser.column + 1);
  });
  parser.on('opentag', (tag) => {
    if (skipDepth > 0) {
      if (!tag.isSelfClosing) skipDepth++;
      return;
    }
    const name = localName(tag.name);
    const attrs = tag.attributes as Record<string, string>;
    if (stack.length > 0 && !keep(name, attrs, stack, parser.line)) {
      if (!tag.isSelfClosing) skipDepth = 1;
      return;
    }
    if (++kept > MAX_KEPT_ELEMENTS) fail(`more than ${MAX_KEPT_ELEMENTS} elements: refused`, parser.line);
    // A self-closing element never gets children: they share one empty (frozen) list.
    const node: XmlNode = { name, attrs, children: tag.isSelfClosing ? NO_CHILDREN : [], line: parser.line };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else if (root === null) root = node;
    if (!tag.isSelfClosing) stack.push(node);
  });
  parser.on('closetag', (tag) => {
    if (tag.isSelfClosing) return;
    if (skipDepth > 0) skipDepth--;
    else stack.pop();
  });
  if (typeof source === 'string') parser.write(source);
  else eachPiece(source, (piece) => parser.write(piece));
  parser.close();
  if (root === null) return fail('no XML element found: expected <IPC-2581 ...>', 1);
  return root;
}
