import type { Diagnostic } from '../../board/diagnostics';
import type { Board, Pad } from '../../board/model';
import type { KicadNetlist, NetlistNode } from '../kicad-netlist/index';
import { describeFeature, Findings } from './findings';
import { sameNetName } from './net-names';
import { PackageCode } from './codes';

/** Above this many (netlist-only × board-only) name pairs the fuzzy 356-name comparison is skipped. */
const FUZZY_PAIRS = 1_000_000;

const key = (ref: string, pin: string) => `${ref}\u0000${pin}`;

const info = (out: Diagnostic[], code: PackageCode, message: string, file: string) =>
  out.push({ severity: 'info', code, message, location: { file, line: 1 } });

/** The board's copper pads by ref + pin (a pin may have several pads), and its refs. */
function indexBoard(board: Board): { pads: Map<string, Pad[]>; refs: Set<string> } {
  const pads = new Map<string, Pad[]>();
  const refs = new Set<string>(board.components.map((c) => c.ref));
  for (const p of board.pads) {
    if (p.ref === null || p.type === 'npth') continue;
    refs.add(p.ref);
    const k = key(p.ref, p.number);
    const list = pads.get(k);
    if (list) list.push(p);
    else pads.set(k, [p]);
  }
  return { pads, refs };
}

interface Check {
  board: Board;
  netlist: KicadNetlist;
  file: string;
  boardLabel: string;
  findings: Findings;
}

/** Parts on one side only. Board-only parts without a connected pad (fiducials, holes, logos) are info. */
function checkParts(c: Check, boardRefs: Set<string>, netlistRefs: Set<string>): void {
  const { findings, file, boardLabel } = c;
  for (const comp of c.netlist.components)
    if (!boardRefs.has(comp.ref))
      findings.add(
        'warning',
        PackageCode.netlistPartMissingOnBoard,
        `parts of ${file} are not on ${boardLabel}`,
        `${comp.ref} (${comp.value || 'no value'}, ${comp.footprint || 'no footprint'})`,
        comp.line,
      );
  const connected = new Set(c.board.pads.filter((p) => p.net !== null && p.ref !== null).map((p) => p.ref));
  for (const ref of boardRefs) {
    if (netlistRefs.has(ref)) continue;
    if (connected.has(ref))
      findings.add(
        'warning',
        PackageCode.netlistPartMissingInNetlist,
        `parts of ${boardLabel} with connected pads are not in ${file}`,
        ref,
      );
    else
      findings.add(
        'info',
        PackageCode.netlistUnconnectedPartNotInNetlist,
        `parts of ${boardLabel} without connected pads (mounting holes, fiducials, logos …) are not in ${file}`,
        ref,
      );
  }
}

/** Compares one netlist pin with its board pads; fills a pad without a net. */
function checkNode(
  c: Check,
  node: NetlistNode,
  net: string,
  pads: Pad[] | undefined,
): { agrees: boolean; filled: number } {
  if (!pads) {
    c.findings.add(
      'warning',
      PackageCode.netlistPinMissingOnBoard,
      `pins of ${c.file} have no pad on ${c.boardLabel}`,
      `${node.ref}.${node.pin} on "${net}"`,
      node.line,
    );
    return { agrees: false, filled: 0 };
  }
  // A pin agrees when its pads had nets of their own and all match; filled pads are not evidence.
  let agrees = false;
  let filled = 0;
  for (const p of pads) {
    if (p.net === null) {
      p.net = net;
      filled++;
    } else if (sameNetName(p.net, net)) agrees = true;
    else {
      agrees = false;
      c.findings.add(
        'warning',
        PackageCode.netlistPadNet,
        `pads on different nets (${c.file} vs ${c.boardLabel})`,
        `${node.ref}.${node.pin}: "${net}" in ${c.file}, "${p.net}" on the board`,
        node.line,
      );
      break; // one finding per pin, however many pads it has
    }
  }
  return { agrees, filled };
}

/** Names of `a` that match no name of `b` (exactly, or as KiCad's 356 writer shortens them). */
function unmatchedNames(a: string[], b: string[]): string[] {
  const exactB = new Set(b);
  const exactA = new Set(a);
  const restA = a.filter((n) => !exactB.has(n));
  const restB = b.filter((n) => !exactA.has(n));
  if (restA.length * restB.length > FUZZY_PAIRS) return restA;
  return restA.filter((n) => !restB.some((m) => sameNetName(n, m)));
}

/** Nets on one side only, by name. */
function checkNets(c: Check): void {
  const boardNets = new Map<string, Pad>();
  for (const p of c.board.pads) if (p.net !== null && !boardNets.has(p.net)) boardNets.set(p.net, p);
  const netlistNets = new Map(c.netlist.nets.map((n) => [n.name, n]));
  for (const name of unmatchedNames([...netlistNets.keys()], [...boardNets.keys()])) {
    const net = netlistNets.get(name)!;
    c.findings.add(
      'warning',
      PackageCode.netlistNetMissingOnBoard,
      `nets of ${c.file} are on no pad of ${c.boardLabel}`,
      `"${name}" (${net.nodes.length} pin(s))`,
      net.line,
    );
  }
  for (const name of unmatchedNames([...boardNets.keys()], [...netlistNets.keys()]))
    c.findings.add(
      'warning',
      PackageCode.netlistNetMissingInNetlist,
      `nets of ${c.boardLabel} are not in ${c.file}`,
      `"${name}" (at ${describeFeature(boardNets.get(name)!)})`,
    );
}

/** Board pads with a net whose part is in the netlist but whose pin is on no net there. */
function checkBoardPins(c: Check, netlistRefs: Set<string>, netlistPins: Set<string>): void {
  const reported = new Set<string>();
  for (const p of c.board.pads) {
    if (p.net === null || p.ref === null || p.type === 'npth' || !netlistRefs.has(p.ref)) continue;
    const k = key(p.ref, p.number);
    if (netlistPins.has(k) || reported.has(k)) continue;
    reported.add(k);
    c.findings.add(
      'warning',
      PackageCode.netlistPadNotInNetlist,
      `connected pads of ${c.boardLabel} are on no net of ${c.file}`,
      `${describeFeature(p)} on "${p.net}"`,
    );
  }
}

/**
 * Cross-checks a KiCad schematic netlist against the board imported from the other files, by
 * reference and pin: parts on one side only, pins without a pad, pads whose net differs (names
 * compared with `sameNetName`), connected pads the netlist does not list, nets on one side only —
 * aggregated warnings naming both files. Board pads without a net take the netlist's (a Gerber set
 * without X2 net attributes). One info when everything agrees.
 *
 * Returns false, with an info, when the board has no part references to check by (the netlist is
 * then only listed with the board); true when it was checked.
 */
export function checkNetlist(
  board: Board,
  boardLabel: string,
  file: string,
  netlist: KicadNetlist,
  out: Diagnostic[],
): boolean {
  const { pads, refs: boardRefs } = indexBoard(board);
  if (pads.size === 0) {
    info(
      out,
      PackageCode.netlistNotChecked,
      `${file} was not cross-checked: the pads of ${boardLabel} carry no part references to match its pins by (add a position file, or Gerbers with X2 component attributes); kept as a supporting file`,
      file,
    );
    return false;
  }
  const c: Check = { board, netlist, file, boardLabel, findings: new Findings(file) };
  const netlistRefs = new Set(netlist.components.map((comp) => comp.ref));
  const netlistPins = new Set<string>();
  let pins = 0;
  let agreed = 0;
  let filled = 0;
  for (const net of netlist.nets)
    for (const node of net.nodes) {
      netlistRefs.add(node.ref);
      netlistPins.add(key(node.ref, node.pin));
      if (!boardRefs.has(node.ref)) continue; // reported once per part
      pins++;
      const r = checkNode(c, node, net.name, pads.get(key(node.ref, node.pin)));
      if (r.agrees) agreed++;
      filled += r.filled;
    }
  checkParts(c, boardRefs, netlistRefs);
  checkBoardPins(c, netlistRefs, netlistPins);
  checkNets(c);
  if (filled > 0)
    info(
      out,
      PackageCode.netlistNetsFilled,
      `${filled} pad(s) of ${boardLabel} had no net and took it from ${file} (by reference and pin)`,
      file,
    );
  const warnings = [
    PackageCode.netlistPartMissingOnBoard,
    PackageCode.netlistPartMissingInNetlist,
    PackageCode.netlistPinMissingOnBoard,
    PackageCode.netlistPadNet,
    PackageCode.netlistPadNotInNetlist,
    PackageCode.netlistNetMissingOnBoard,
    PackageCode.netlistNetMissingInNetlist,
  ].some((code) => c.findings.count(code) > 0);
  const counts = `${netlistRefs.size} parts, ${netlist.nets.length} nets`;
  // A board whose nets all came from the netlist confirms nothing: the fill info says what happened.
  if (warnings || agreed > 0)
    info(
      out,
      warnings ? PackageCode.netlistChecked : PackageCode.netlistAgrees,
      warnings
        ? `${file} checked against ${boardLabel}: ${agreed} of ${pins} connections agree (${counts} in the netlist); the differences follow`
        : `${file} agrees with the board (${boardLabel}): ${agreed} connections, ${counts}`,
      file,
    );
  c.findings.flush(out);
  return true;
}
