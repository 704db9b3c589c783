import type { Component, Pad, Point, Side } from '../../board/model';
import { statusLine } from '../../fabrication/package';
import { bboxOfPoints, isEmptyBBox } from '../../geometry/bbox';
import { type AccessFeature, buildAccess } from '../access';
import { type TesterFrame, testerFrame, toTester } from '../frame';
import { groupBy } from '../group-by';
import type { TesterInput, TesterText } from '../model';
import { asciiOf } from '../ascii';
import { type I3070Names, i3070Names } from './i3070-names';
import { deviceRefs } from './write-board';

/** File units: SCALE 0.001 with UNITS MM, so a coordinate is an integer count of micrometres. */
const PER_MM = 1000;
const n = (mm: number) => String(Math.round(mm * PER_MM) || 0);
const xy = (p: Point) => `${n(p.x)}, ${n(p.y)}`;

/**
 * The Keysight i3070 `board_xy` file (Keysight i3070 "Data Formats", chapter 2 "The board_xy File";
 * docs/formats/i3070.md): UNITS MM with SCALE 0.001 (integer µm), the OUTLINE, TOOLING (the holes the
 * fixture's guide pins locate in: `<diameter> <x>, <y>;`), one NODE per net with its ALTERNATES —
 * every pad and via of the net at `<x>, <y> [<device.pin>] [<side>] [<size>] [<status>];` — OTHER for
 * pins on no node, and DEVICES with each device's side and outline. Coordinates in the tester frame
 * (top view, not mirrored, origin at the outline's lower-left corner).
 *
 * Flags (ALTERNATES options): side TOP = reachable from the top only, BOTH = from both sides, none =
 * the bottom only; for a location Studio's fixture probes, the side it is probed from (so the i3070
 * fixture generator puts the probe where Studio drilled for it), its probe size when it is a 50 or
 * 39 mil class (`50MIL`, `39MIL`) and PREFERRED. A location no probe can reach (solder mask, a tented
 * via) is NO_PROBE; an SMD component termination, the last-resort candidate, UNRELIABLE.
 */
export function writeI3070BoardXy(
  input: TesterInput,
  names: I3070Names = i3070Names(input.board),
  frame: TesterFrame = testerFrame(input.board),
): TesterText {
  const { board, meta, design } = input;
  const notes: string[] = [];
  const access = buildAccess(input, frame);
  const lines: string[] = [
    `! ${asciiOf(statusLine(meta))}`,
    `! Keysight i3070 board_xy written by Studio (docs/formats/i3070.md). Frame: ${asciiOf(frame.note)}`,
    ...names.renames.map((r) => `! name ${r}`),
    '',
    'UNITS MM;',
    'SCALE 0.001;',
    '',
  ];
  const outline = board.outline[0]?.outer ?? [];
  if (outline.length >= 3) {
    const ring = [...outline, outline[0]!].map((p) => xy(toTester(frame, p)));
    lines.push('OUTLINE', ...ring.map((r, i) => `   ${r}${i === ring.length - 1 ? ';' : ''}`), '');
  } else notes.push('The board has no outline: no OUTLINE in board_xy.');
  if (board.outline.length > 1 || board.outline.some((p) => p.holes.length > 0))
    notes.push(
      'board_xy OUTLINE carries the first outer ring only; cut-outs and other islands are not written.',
    );

  lines.push('TOOLING');
  for (const g of design.guidePins) lines.push(`   ${n(g.holeDiameterMm)} ${xy(toTester(frame, g))};`);
  if (design.guidePins.length === 0) notes.push('No guide pins (cradle locating): TOOLING is empty.');
  lines.push('');

  const byNet = new Map<string, AccessFeature[]>();
  const other: AccessFeature[] = [];
  for (const f of access.features) {
    if (f.net === null) {
      if (f.ref !== null) other.push(f);
      continue;
    }
    const list = byNet.get(f.net);
    if (list) list.push(f);
    else byNet.set(f.net, [f]);
  }
  for (const [net, features] of byNet) {
    lines.push(`NODE "${names.node(net)}"`, '   ALTERNATES');
    for (const f of features) lines.push(`      ${alternate(f, names)};`);
    lines.push('');
  }
  if (other.length > 0) {
    lines.push('OTHER', '   ALTERNATES');
    for (const f of other) lines.push(`      ${alternate(f, names)};`);
    lines.push('');
  }

  lines.push('DEVICES');
  const componentOf = new Map(board.components.map((c) => [c.ref, c]));
  const padsOfRef = groupBy(board.pads, (p) => p.ref);
  for (const ref of deviceRefs(board))
    lines.push(`   ${deviceEntry(componentOf.get(ref), padsOfRef.get(ref) ?? [], ref, names, frame)};`);
  lines.push('', 'END');
  return { text: `${lines.join('\n')}\n`, notes };
}

/** One ALTERNATES entry: location, device.pin, side, size, status. */
function alternate(f: AccessFeature, names: I3070Names): string {
  const parts = [xy(f)];
  if (f.ref !== null && f.pin !== null) parts.push(`${names.device(f.ref)}.${names.pin(f.ref, f.pin)}`);
  const side = f.probe ? [f.probe.side] : f.accessible.length > 0 ? f.accessible : sidesOf(f.reach);
  const sideWord = sideOption(side);
  if (sideWord) parts.push(sideWord);
  if (f.probe?.probeClass === 'P50') parts.push('50MIL');
  if (f.probe?.probeClass === 'P39') parts.push('39MIL');
  if (f.probe) parts.push('PREFERRED');
  else if (f.accessible.length === 0) parts.push('NO_PROBE');
  else if (f.flagged) parts.push('UNRELIABLE');
  return parts.join(' ');
}

const sidesOf = (s: 'top' | 'bottom' | 'both'): Side[] => (s === 'both' ? ['top', 'bottom'] : [s]);

/** board_xy's side option: TOP = top only, BOTH, nothing = the bottom only. */
function sideOption(sides: Side[]): string | null {
  if (sides.includes('top') && sides.includes('bottom')) return 'BOTH';
  return sides.includes('top') ? 'TOP' : null;
}

/**
 * A device's side and outline: the body the design draws (its STEP body when matched), else the
 * rectangle around its pads (centres ± half their larger size) — stated in docs/formats/i3070.md; none when it has neither.
 */
function deviceEntry(
  c: Component | undefined,
  pads: readonly Pad[],
  ref: string,
  names: I3070Names,
  frame: TesterFrame,
): string {
  const side = c?.side ?? (pads.every((p) => p.side === 'bottom') ? 'bottom' : 'top');
  let ring: Point[] = c?.step?.outline ?? c?.body ?? [];
  if (ring.length < 3 && pads.length > 0) {
    const box = bboxOfPoints(
      pads.flatMap((p) => {
        const r = Math.max(p.widthMm, p.heightMm) / 2;
        return [
          { x: p.x - r, y: p.y - r },
          { x: p.x + r, y: p.y + r },
        ];
      }),
    );
    if (!isEmptyBBox(box))
      ring = [
        { x: box.minX, y: box.minY },
        { x: box.maxX, y: box.minY },
        { x: box.maxX, y: box.maxY },
        { x: box.minX, y: box.maxY },
      ];
  }
  const points = ring.length >= 3 ? [...ring, ring[0]!].map((p) => xy(toTester(frame, p))) : [];
  return [`${names.device(ref)} ${side === 'bottom' ? 'BOTTOM' : 'TOP'}`, ...points].join(' ');
}
