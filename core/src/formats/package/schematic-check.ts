import type { Diagnostic } from '../../board/diagnostics';
import type { Board, Pad } from '../../board/model';
import { displayNetName } from '../../board/net-display';
import type { KicadSchematic, SchematicNet, SchematicNode } from '../kicad-sch/index';
import { describeFeature, Findings } from './findings';
import { sameNetName } from './net-names';
import { PackageCode } from './codes';

const key = (ref: string, pin: string) => `${ref}\u0000${pin}`;
const pinName = (n: SchematicNode) => `${n.ref}.${n.pin}`;

interface BoardIndex {
  pads: Map<string, Pad[]>;
  refs: Set<string>;
  /** Pads per net name: a net with one pad connects nothing (KiCad's `unconnected-(…)` nets). */
  netSize: Map<string, number>;
}

function indexBoard(board: Board): BoardIndex {
  const pads = new Map<string, Pad[]>();
  const refs = new Set(board.components.map((c) => c.ref));
  const netSize = new Map<string, number>();
  for (const p of board.pads) {
    if (p.net !== null) netSize.set(p.net, (netSize.get(p.net) ?? 0) + 1);
    if (p.ref === null || p.type === 'npth' || p.number === '') continue;
    refs.add(p.ref);
    const k = key(p.ref, p.number);
    const list = pads.get(k);
    if (list) list.push(p);
    else pads.set(k, [p]);
  }
  return { pads, refs, netSize };
}

/** The board net a pad is on for the comparison: null when it connects to no other pad. */
const connectedNet = (ix: BoardIndex, p: Pad) =>
  p.net !== null && (ix.netSize.get(p.net) ?? 0) > 1 ? p.net : null;

interface Check {
  board: Board;
  ix: BoardIndex;
  sch: KicadSchematic;
  file: string;
  boardLabel: string;
  findings: Findings;
}

function checkParts(c: Check): Set<string> {
  const { findings, file, boardLabel, ix } = c;
  const onBoard = new Set<string>();
  for (const part of c.sch.parts) {
    if (!part.onBoard) continue;
    onBoard.add(part.ref);
    if (!ix.refs.has(part.ref))
      findings.add(
        'warning',
        PackageCode.schematicPartMissingOnBoard,
        `parts of the schematic (${file}) are not on ${boardLabel}`,
        `${part.ref} (${part.value || 'no value'}, ${part.footprint || 'no footprint'}) in ${part.file}`,
        part.line,
      );
  }
  const inSchematic = new Set(c.sch.parts.map((p) => p.ref));
  const connected = new Set(
    c.board.pads.filter((p) => p.ref !== null && connectedNet(ix, p) !== null).map((p) => p.ref),
  );
  for (const ref of ix.refs) {
    if (inSchematic.has(ref)) continue;
    if (connected.has(ref))
      findings.add(
        'warning',
        PackageCode.schematicPartMissingInSchematic,
        `parts of ${boardLabel} with connected pads are not in the schematic (${file})`,
        ref,
      );
    else
      findings.add(
        'info',
        PackageCode.schematicUnconnectedPartNotInSchematic,
        `parts of ${boardLabel} without connected pads (mounting holes, fiducials, logos …) are not in the schematic (${file})`,
        ref,
      );
  }
  return onBoard;
}

const netLabel = (n: SchematicNet) =>
  n.name ? `"${n.name}"` : `the net of ${n.nodes.slice(0, 3).map(pinName).join(', ')}`;

/**
 * Per schematic net, the board nets its pins are on. A net whose pins sit on several board nets is
 * open on the board (as drawn); a board net holding pins of several schematic nets is a short.
 * Returns the number of pins that agree, and fills pads without a net.
 */
function checkNets(c: Check, onBoard: Set<string>): { pins: number; agreed: number; filled: number } {
  const { ix, findings, file, boardLabel } = c;
  const netsOfBoardNet = new Map<string, Set<number>>();
  const split = new Set<number>();
  let pins = 0;
  let filled = 0;
  const schematicPins = new Set<string>();
  c.sch.nets.forEach((net, index) => {
    const groups = new Map<string, SchematicNode[]>();
    for (const node of net.nodes) {
      if (!onBoard.has(node.ref) || !ix.refs.has(node.ref)) continue;
      schematicPins.add(key(node.ref, node.pin));
      const pads = ix.pads.get(key(node.ref, node.pin));
      if (!pads) {
        findings.add(
          'warning',
          PackageCode.schematicPinMissingOnBoard,
          `pins of the schematic (${file}) have no pad on ${boardLabel}`,
          `${pinName(node)}${node.pinName && node.pinName !== '~' ? ` (${node.pinName})` : ''} on ${netLabel(net)}`,
          node.line,
        );
        continue;
      }
      pins++;
      for (const p of pads) {
        if (p.net === null && net.nodes.length > 1) {
          p.net = net.name ?? `Net-(${net.nodes[0]!.ref}-Pad${net.nodes[0]!.pin})`;
          filled++;
        }
        const on = connectedNet(ix, p) ?? `\u0000${pinName(node)}`;
        const list = groups.get(on);
        if (list) list.push(node);
        else groups.set(on, [node]);
        if (!on.startsWith('\u0000')) {
          const set = netsOfBoardNet.get(on) ?? new Set<number>();
          set.add(index);
          netsOfBoardNet.set(on, set);
        }
      }
    }
    if (groups.size > 1) {
      split.add(index);
      const parts = [...groups].map(
        ([on, nodes]) =>
          `${[...new Set(nodes.map(pinName))].slice(0, 4).join(', ')} ${on.startsWith('\u0000') ? 'unconnected' : `on "${on}"`}`,
      );
      findings.add(
        'warning',
        PackageCode.schematicNetSplit,
        `nets of the schematic (${file}) are not connected on ${boardLabel} (opens against the schematic)`,
        `${netLabel(net)}: ${parts.join('; ')}`,
        net.nodes[0]!.line,
      );
    } else if (groups.size === 1) checkName(c, net, [...groups.keys()][0]!);
  });
  const merged = new Set<number>();
  for (const [boardNet, nets] of netsOfBoardNet) {
    if (nets.size < 2) continue;
    for (const n of nets) merged.add(n);
    const names = [...nets].slice(0, 4).map((n) => netLabel(c.sch.nets[n]!));
    findings.add(
      'warning',
      PackageCode.schematicNetsShorted,
      `nets of ${boardLabel} join nets the schematic (${file}) keeps apart (shorts against the schematic)`,
      `"${boardNet}" joins ${names.join(' and ')}${nets.size > 4 ? ` and ${nets.size - 4} more` : ''}`,
    );
  }
  checkExtraPads(c, onBoard, schematicPins);
  let agreed = 0;
  c.sch.nets.forEach((net, index) => {
    if (split.has(index) || merged.has(index)) return;
    agreed += net.nodes.filter((n) => onBoard.has(n.ref) && ix.pads.has(key(n.ref, n.pin))).length;
  });
  return { pins, agreed, filled };
}

/** A net both sides connect alike but name differently (labels renamed after the board was updated). */
function checkName(c: Check, net: SchematicNet, boardNet: string): void {
  if (boardNet.startsWith('\u0000') || net.names.length === 0) return;
  const shown = displayNetName(boardNet);
  if (net.names.some((n) => sameNetName(n, boardNet) || n === shown)) return;
  c.findings.add(
    'info',
    PackageCode.schematicNetRenamed,
    `nets are connected alike but named differently on ${c.boardLabel} and in the schematic (${c.file})`,
    `"${boardNet}" on the board is ${net.names
      .slice(0, 2)
      .map((n) => `"${n}"`)
      .join(' / ')} in the schematic`,
    net.nodes[0]!.line,
  );
}

/** Connected pads of schematic parts whose pin the schematic does not have. */
function checkExtraPads(c: Check, onBoard: Set<string>, schematicPins: Set<string>): void {
  const reported = new Set<string>();
  for (const p of c.board.pads) {
    if (p.ref === null || p.number === '' || p.type === 'npth' || !onBoard.has(p.ref)) continue;
    const k = key(p.ref, p.number);
    if (schematicPins.has(k) || reported.has(k) || connectedNet(c.ix, p) === null) continue;
    reported.add(k);
    c.findings.add(
      'warning',
      PackageCode.schematicPadNotInSchematic,
      `connected pads of ${c.boardLabel} are pins the schematic (${c.file}) does not have`,
      `${describeFeature(p)} on "${p.net}"`,
    );
  }
}

const WARNINGS = [
  PackageCode.schematicPartMissingOnBoard,
  PackageCode.schematicPartMissingInSchematic,
  PackageCode.schematicPinMissingOnBoard,
  PackageCode.schematicNetSplit,
  PackageCode.schematicNetsShorted,
  PackageCode.schematicPadNotInSchematic,
];

/**
 * Cross-checks the connectivity a KiCad schematic draws against the board's pads, by reference and
 * pin (decision 0059): parts on one side only, pins without a pad, schematic nets whose pins lie on
 * several board nets (opens), board nets joining several schematic nets (shorts), connected pads the
 * schematic has no pin for, and nets connected alike but named differently. Nets are compared by
 * what they connect, not by name: KiCad names unnamed nets after a pin, and which pin is an editor's
 * choice. Board pads without a net take the schematic's. One summary info, then one aggregated
 * diagnostic per kind of difference. Returns false (with an info) when the board has no part
 * references to match.
 */
export function checkSchematic(
  board: Board,
  boardLabel: string,
  file: string,
  sch: KicadSchematic,
  out: Diagnostic[],
): boolean {
  const ix = indexBoard(board);
  const location = { file, line: 1 };
  if (ix.pads.size === 0) {
    out.push({
      severity: 'info',
      code: PackageCode.schematicNotChecked,
      message: `The schematic (${file}) was not cross-checked: the pads of ${boardLabel} carry no part references to match its pins by`,
      location,
    });
    return false;
  }
  const c: Check = { board, ix, sch, file, boardLabel, findings: new Findings(file) };
  const onBoard = checkParts(c);
  const { pins, agreed, filled } = checkNets(c, onBoard);
  if (filled > 0)
    out.push({
      severity: 'info',
      code: PackageCode.schematicNetsFilled,
      message: `${filled} pad(s) of ${boardLabel} had no net and took it from the schematic (${file})`,
      location,
    });
  const differs = WARNINGS.some((code) => c.findings.count(code) > 0);
  const counts = `${sch.parts.filter((p) => p.onBoard).length} parts, ${sch.nets.length} nets on ${sch.sheets.length} sheet(s)`;
  out.push({
    severity: 'info',
    code: differs ? PackageCode.schematicChecked : PackageCode.schematicAgrees,
    message: differs
      ? `The schematic (${file}) checked against ${boardLabel}: ${agreed} of ${pins} pins agree (${counts}); the differences follow`
      : `The schematic (${file}) agrees with the board (${boardLabel}): ${agreed} pins, ${counts}`,
    location,
  });
  c.findings.flush(out);
  return true;
}
