import { SaxesParser } from 'saxes';
import { ImportError } from '../../board/diagnostics';
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

const localName = (qname: string) => {
  const colon = qname.indexOf(':');
  return colon < 0 ? qname : qname.slice(colon + 1);
};

/**
 * Streams `text` through a strict XML parser (saxes: well-formedness checked, no DTD expansion) and
 * keeps only the elements `keep` accepts; a rejected element's whole subtree is stepped over without
 * building nodes (traces, silkscreen and pours are most of an IPC-2581 file). Throws ImportError
 * naming the file, line and column when the XML is malformed or too large.
 */
export function parseXmlTree(text: string, fileName: string, keep: KeepElement): XmlNode {
  if (text.length > MAX_TEXT_CHARS) {
    throw new ImportError(
      Ipc2581Code.tooLarge,
      `file of ${(text.length / 1e6).toFixed(0)} M characters is larger than the ${MAX_TEXT_CHARS / 1e6} M this importer reads`,
      { file: fileName, line: 1 },
    );
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
    const node: XmlNode = { name, attrs, children: [], line: parser.line };
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
  parser.write(text).close();
  if (root === null) return fail('no XML element found: expected <IPC-2581 ...>', 1);
  return root;
}
