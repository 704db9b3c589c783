import { DiagnosticSink, type ImportResult, ImportError } from '../../board/diagnostics';
import { parseSexpr, SexprSyntaxError, type SexprTree } from '../sexpr/index';
import { KicadNetlistCode } from './codes';

/** One `(comp (ref R1) (value 10k) (footprint lib:R_0603) …)`. */
export interface NetlistComponent {
  ref: string;
  value: string;
  footprint: string;
  /** 1-based source line. */
  line: number;
}

/** One `(node (ref U1) (pin 3) (pinfunction VDD))`: a pin on a net. */
export interface NetlistNode {
  ref: string;
  pin: string;
  /** The symbol pin's name (`pinfunction`, KiCad 6 and newer, some KiCad 5 writers), or null. */
  pinFunction: string | null;
  line: number;
}

/** One `(net (code 5) (name GND) (node …) …)`. */
export interface NetlistNet {
  code: string;
  name: string;
  nodes: NetlistNode[];
  line: number;
}

/** A KiCad schematic netlist: what the schematic says is connected, with no geometry. */
export interface KicadNetlist {
  /** `(version D)` (KiCad 5) or `(version "E")` (KiCad 6 and newer); "" when absent. */
  version: string;
  /** `(design (tool "Eeschema …"))`, or null. */
  tool: string | null;
  components: NetlistComponent[];
  nets: NetlistNet[];
}

/** The format letters KiCad's Eeschema has written: D (KiCad 4 and 5) and E (KiCad 6 to 9). */
const KNOWN_VERSIONS = new Set(['D', 'E']);

/** Sections with nothing the cross-check needs (library symbols, library paths): stepped over unparsed. */
const SKIP: string[][] = [[], ['libparts', 'libraries']];

const NET_SHAPE = '(nets (net (code N) (name NAME) (node (ref REF) (pin PIN)) …) …)';

/**
 * Reads a KiCad schematic netlist (`.net`, Eeschema's "KiCad" netlist export, `(export (version D)`
 * in KiCad 5, `(export (version "E")` in KiCad 6 and newer): components (ref, value, footprint) and
 * nets (code, name, nodes ref + pin + pin function). Names are kept exactly as written, KiCad's
 * escapes (`{slash}` …) included: the board file writes them the same way.
 *
 * Problems in the content are diagnostics naming the line; throws `ImportError` only when the text
 * is not an S-expression, not a netlist, or has no `(nets …)` section.
 */
export function readKicadNetlist(text: string, fileName: string): ImportResult<KicadNetlist> {
  const t = parseOrThrow(text, fileName);
  const root = t.root;
  if (root < 0 || !t.headIs(root, 'export')) {
    const found = root < 0 ? 'an empty file' : t.isList(root) ? `"(${t.head(root).slice(0, 40)} …)"` : 'text';
    throw new ImportError(
      KicadNetlistCode.notANetlist,
      `not a KiCad netlist: found ${found}, expected "(export (version D|E) … ${NET_SHAPE})"`,
      { file: fileName, line: root < 0 ? 1 : t.line(root) },
    );
  }
  const sink = new DiagnosticSink<KicadNetlistCode>(fileName);
  if (t.end(root) < t.size)
    sink.warn(KicadNetlistCode.trailingContent, 'content after the netlist is ignored', {
      line: t.line(t.end(root)),
    });
  const version = readVersion(t, root, sink);
  const netsNode = t.child(root, 'nets');
  if (netsNode < 0) {
    throw new ImportError(
      KicadNetlistCode.noNets,
      `the netlist has no (nets …) section: expected ${NET_SHAPE}`,
      { file: fileName, line: t.line(root) },
    );
  }
  const design = t.child(root, 'design');
  const tool = design < 0 ? '' : t.strArg(t.child(design, 'tool'), 0);
  return {
    board: {
      version,
      tool: tool === '' ? null : tool,
      components: readComponents(t, root, sink),
      nets: readNets(t, netsNode, sink),
    },
    diagnostics: sink.list,
  };
}

function parseOrThrow(text: string, fileName: string): SexprTree {
  try {
    return parseSexpr(text, { skip: SKIP });
  } catch (e) {
    if (!(e instanceof SexprSyntaxError)) throw e;
    throw new ImportError(KicadNetlistCode.syntax, `not a readable KiCad netlist: ${e.message}`, {
      file: fileName,
      line: e.line,
      column: e.column,
    });
  }
}

function readVersion(t: SexprTree, root: number, sink: DiagnosticSink<KicadNetlistCode>): string {
  const node = t.child(root, 'version');
  const version = node < 0 ? '' : t.strArg(node, 0);
  if (version === '')
    sink.warn(KicadNetlistCode.versionMissing, 'no (version D|E): read as a KiCad 6 netlist', {
      line: t.line(root),
    });
  else if (!KNOWN_VERSIONS.has(version))
    sink.info(
      KicadNetlistCode.versionUnknown,
      `netlist version "${version.slice(0, 20)}" is not D (KiCad 5) or E (KiCad 6 to 9); read as version E`,
      { line: t.line(node) },
    );
  return version;
}

/** The first argument of child `name` of list `i` as text ("" when absent). */
const field = (t: SexprTree, i: number, name: string): string => t.strArg(t.child(i, name), 0);

function readComponents(
  t: SexprTree,
  root: number,
  sink: DiagnosticSink<KicadNetlistCode>,
): NetlistComponent[] {
  const out: NetlistComponent[] = [];
  const section = t.child(root, 'components');
  if (section < 0) {
    sink.warn(
      KicadNetlistCode.componentsMissing,
      'no (components …) section: parts are known only from the nets',
      { line: t.line(root) },
    );
    return out;
  }
  const seen = new Set<string>();
  for (let c = t.first(section), e = t.end(section); c < e; c = t.end(c)) {
    if (!t.headIs(c, 'comp')) continue;
    const ref = field(t, c, 'ref');
    const line = t.line(c);
    if (ref === '') {
      sink.warn(KicadNetlistCode.compNoRef, 'component without (ref …); skipped', { line });
      continue;
    }
    if (seen.has(ref)) {
      sink.warn(KicadNetlistCode.compDuplicate, `component ${ref} is listed twice; the first is kept`, {
        line,
      });
      continue;
    }
    seen.add(ref);
    out.push({ ref, value: field(t, c, 'value'), footprint: field(t, c, 'footprint'), line });
  }
  return out;
}

function readNets(t: SexprTree, section: number, sink: DiagnosticSink<KicadNetlistCode>): NetlistNet[] {
  const out: NetlistNet[] = [];
  // ref + pin → net name: a pin on two different nets is a broken netlist; the first net keeps it.
  const pinNet = new Map<string, string>();
  for (let c = t.first(section), e = t.end(section); c < e; c = t.end(c)) {
    if (!t.headIs(c, 'net')) continue;
    const line = t.line(c);
    const name = field(t, c, 'name');
    if (name === '') {
      sink.warn(KicadNetlistCode.netNoName, `net without (name …); skipped: expected ${NET_SHAPE}`, {
        line,
      });
      continue;
    }
    const net: NetlistNet = { code: field(t, c, 'code'), name, nodes: [], line };
    for (let n = t.first(c), ne = t.end(c); n < ne; n = t.end(n)) {
      if (!t.headIs(n, 'node')) continue;
      const node = readNode(t, n, name, sink);
      if (!node) continue;
      const key = `${node.ref}\u0000${node.pin}`;
      const other = pinNet.get(key);
      // The same pin listed again on the same net (one node per symbol unit or stacked pin, as
      // Eeschema writes them) is one connection.
      if (other === name) continue;
      if (other !== undefined) {
        sink.warn(
          KicadNetlistCode.nodeDuplicate,
          `pin ${node.ref}.${node.pin} is on net "${other}" and again on "${name}"; the first is kept`,
          { line: node.line },
        );
        continue;
      }
      pinNet.set(key, name);
      net.nodes.push(node);
    }
    out.push(net);
  }
  return out;
}

function readNode(
  t: SexprTree,
  n: number,
  net: string,
  sink: DiagnosticSink<KicadNetlistCode>,
): NetlistNode | null {
  const ref = field(t, n, 'ref');
  const pin = field(t, n, 'pin');
  const line = t.line(n);
  if (ref === '' || pin === '') {
    sink.warn(
      KicadNetlistCode.nodeIncomplete,
      `node of net "${net}" without (ref …) and (pin …); skipped: expected (node (ref REF) (pin PIN))`,
      { line },
    );
    return null;
  }
  const pinFunction = field(t, n, 'pinfunction');
  return { ref, pin, pinFunction: pinFunction === '' ? null : pinFunction, line };
}
