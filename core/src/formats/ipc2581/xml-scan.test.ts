// The byte scanner (xml-scan.ts) against saxes, the strict XML parser the importer used before it:
// on the real files, fixtures and generated and mutated documents, both accept the same documents,
// and the kept trees (names, attributes as the parser gives them, lines) are the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { textMutation } from '../../../test/fuzz-mutation';
import { ImportError } from '../../board/diagnostics';
import { mutateText } from '../../testing/mutate-text';
import { encodeUtf8 } from '../shared/text-codec';
import { fixture, squareProfile } from './fixture';
import { makeKeep } from './keep';
import { parseXmlTree } from './xml-scan';
import type { KeepElement, OpenElements, XmlNode } from './xml-tree';

const DIR = path.resolve(__dirname, '../../../../../shared/testdata/ipc2581');
const testcase3 = readFileSync(path.join(DIR, 'testcase3-revc-test.xml'), 'utf8');
const testcase9 = readFileSync(path.join(DIR, 'testcase9-revc-full.xml'), 'utf8');

interface Plain {
  name: string;
  line: number;
  attrs: Record<string, string>;
  children: Plain[];
}

/** The reference: saxes, keeping what `keep` accepts (the importer's tree builder before the scanner). */
function saxesTree(text: string, keep: KeepElement): Plain | 'error' {
  const parser = new SaxesParser({ xmlns: false, position: true });
  type Node = Plain & { attr: (n: string) => string | undefined };
  const stack: Node[] = [];
  let root: Node | null = null;
  let skip = 0;
  let failed = false;
  parser.on('error', () => {
    failed = true;
    throw new Error('stop');
  });
  parser.on('opentag', (tag) => {
    if (skip > 0) {
      if (!tag.isSelfClosing) skip++;
      return;
    }
    const colon = tag.name.indexOf(':');
    const name = colon < 0 ? tag.name : tag.name.slice(colon + 1);
    const attrs = { ...(tag.attributes as Record<string, string>) };
    const open: OpenElements = {
      length: stack.length,
      name: (up) => stack[stack.length - 1 - up]?.name ?? '',
      attr: (up, n) => stack[stack.length - 1 - up]?.attrs[n],
    };
    if (stack.length > 0 && !keep(name, (n) => attrs[n], open, parser.line)) {
      if (!tag.isSelfClosing) skip = 1;
      return;
    }
    const node: Node = { name, line: parser.line, attrs, children: [], attr: (n) => attrs[n] };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else root ??= node;
    if (!tag.isSelfClosing) stack.push(node);
  });
  parser.on('closetag', (tag) => {
    if (tag.isSelfClosing) return;
    if (skip > 0) skip--;
    else stack.pop();
  });
  try {
    parser.write(text.replace(/^\uFEFF/, ''));
    parser.close();
  } catch (e) {
    if (!failed) throw e;
    return 'error';
  }
  const plain = (n: Node): Plain => ({
    name: n.name,
    line: n.line,
    attrs: n.attrs,
    children: n.children.map((c) => plain(c as Node)),
  });
  return root === null ? 'error' : plain(root);
}

function scanTree(source: string | Uint8Array[], keep: KeepElement): Plain | 'error' {
  let root: XmlNode;
  try {
    root = parseXmlTree(source, 'scan.xml', keep);
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
    expect(e.location.file).toBe('scan.xml');
    expect(e.location.line).toBeGreaterThanOrEqual(1);
    return 'error';
  }
  const plain = (n: XmlNode): Plain => ({
    name: n.name,
    line: n.line,
    attrs: { ...n.attributes() },
    children: n.children.map(plain),
  });
  return plain(root);
}

const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const keepAll: KeepElement = () => true;
const importerKeep = (): KeepElement => makeKeep(() => {});

function same(text: string, keep: () => KeepElement = importerKeep): Plain | 'error' {
  const expected = saxesTree(text, keep());
  expect(scanTree(text.replace(/^\uFEFF/, ''), keep())).toEqual(expected);
  // Bytes carry no unpaired surrogate (UTF-8 has U+FFFD there): only whole characters go this way.
  if (!LONE.test(text)) expect(scanTree([encodeUtf8(text)], keep())).toEqual(expected);
  return expected;
}

const SMALL = fixture({
  layers: '<Layer name="SMT" layerFunction="SOLDERMASK" side="TOP"/><Layer name="D" layerFunction="DRILL"/>',
  step: `${squareProfile(20)}
    <Component refDes="U&amp;1" packageRef="P" layerRef="BOTTOM" part='a&#x41;&#66;&lt;&gt;&quot;&apos;'><Xform rotation="45" mirror="true"/><Location x="3" y="4"/></Component>
    <LogicalNet name="N
1"><PinRef componentRef="U1" pin="1"/></LogicalNet>
    <!-- a comment --><?pi data?><![CDATA[ <Step> & ]]>
    <LayerFeature layerRef="TOP"><Set net="N	1" padUsage="VIA"><Pad><Location x="2" y="2"/></Pad></Set>
      <Set net="µ✓😀"><Features><Line startX="0"/></Features></Set></LayerFeature>
    <LayerFeature layerRef="SMT"><Set><Features><Location x="1" y="1"/><Circle diameter="1"/></Features></Set></LayerFeature>`,
});

describe('the XML scanner reads what saxes reads', () => {
  it.each([
    ['testcase3', testcase3, true],
    ['testcase9', testcase9, false],
    ['small fixture', SMALL, true],
  ])('%s: the same kept tree', (_name, text, all) => {
    expect(same(text)).not.toBe('error');
    if (all) expect(same(text, () => keepAll)).not.toBe('error');
  });

  it('line breaks: CR LF and lone CR count as one line each, in tags, values and text', () => {
    const text = '<?xml version="1.0"?>\r\n<r a="1\r\n2"\r\n b="x\ry">\r<c/>\n\r\n<d\r/></r>\r\n';
    const tree = same(text, () => keepAll);
    expect(tree).not.toBe('error');
    expect(tree).toMatchObject({ line: 5, attrs: { a: '1 2', b: 'x y' } });
  });

  it('accepts and refuses the same small documents', () => {
    const TOKENS = [
      '<a',
      '<b:c',
      '<é',
      '>',
      '/>',
      '</a>',
      '</b:c>',
      '</é>',
      ' x="1"',
      " y='&amp;&#x41;&#10;'",
      ' z="a<b"',
      ' x="2"',
      ' w = "&bogus;"',
      '="',
      '&lt;',
      '&#0;',
      '&#xFFFE;',
      '&',
      'text',
      '<!-- c -->',
      '<!-- - -- -->',
      '<![CDATA[x]]>',
      ']]>',
      '<?pi d?>',
      '<?xml version="1.0"?>',
      '<!DOCTYPE r [<!ENTITY e "v">]>',
      '\n',
      '\r\n',
      '\r',
      '\t',
      ' ',
      '"',
      'µ',
      '\u0001',
      '\uFFFF',
      '\u0085',
      '<',
      '/',
      '=',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TOKENS), { maxLength: 14 }), (tokens) => {
        same(tokens.join(''), () => keepAll);
      }),
      { numRuns: 1500 },
    );
  });

  it('wraps any token soup in a root and agrees', () => {
    const PARTS = [
      '<a x="1">',
      '</a>',
      '<a/>',
      '&amp;',
      '&x;',
      't',
      '<!--x-->',
      '<![CDATA[]]>',
      '\u0000',
      '"',
      "'",
      '<',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PARTS), { maxLength: 10 }), (parts) => {
        same(`<r>${parts.join('')}</r>`, () => keepAll);
      }),
      { numRuns: 800 },
    );
  });

  it('mutated fixtures and real files: same outcome, same kept tree', () => {
    const SNIPPETS = [
      '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]>',
      '&undefined;',
      '<![CDATA[ <Step> ]]>',
      '<PolyStepCurve x="1e308" y="-1e308"/>',
      '<Pad><Location x="" y="x"/></Pad>',
      '</Step><Step name="board">',
      '<',
      '"',
      '\u0000',
      '\r',
      '&#x1F600;',
    ];
    const head3 = testcase3.slice(0, 60_000);
    fc.assert(
      fc.property(fc.array(textMutation, { minLength: 1, maxLength: 4 }), fc.boolean(), (ms, real) => {
        same(mutateText(real ? head3 : SMALL, ms, SNIPPETS));
      }),
      { numRuns: 400 },
    );
  });
});
