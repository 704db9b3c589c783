import type { Board } from '../../board/model';
import { statusLine } from '../../fabrication/package';
import { buildAccess, netNames } from '../access';
import { decimal as d } from '../decimal';
import { type TesterFrame, testerFrame } from '../frame';
import type { TesterInput, TesterText } from '../model';
import { shownNetNames } from '../net-names';
import { writeNets } from './gencad-nets';
import { GencadPads } from './gencad-pads';
import { writeParts } from './gencad-parts';
import { gencadString as s } from './gencad-string';

/** The GenCAD specification version the file follows. */
export const GENCAD_VERSION = '1.4';

/**
 * The board, its components and nets, the fixture's probes and tooling as a GenCAD 1.4 file (Mitron,
 * "GenCAD Specification 1.4", document revision 1.4/A, 1997; docs/formats/gencad.md). Units MM, the
 * tester frame (`testerFrame`: top view, not mirrored, origin at the outline's lower-left corner).
 * GenCAD has no comments, so the frame, the status line and every note are HEADER `ATTRIBUTE studio …`
 * lines. Sections in the order KiCad's exporter uses (some importers need it): HEADER, BOARD, PADS,
 * PADSTACKS, ARTWORKS, SHAPES, COMPONENTS, DEVICES, SIGNALS, TRACKS, LAYERS, ROUTES, MECH, TESTPINS,
 * POWERPINS.
 */
export function writeGencad(input: TesterInput, frame: TesterFrame = testerFrame(input.board)): TesterText {
  const { board } = input;
  const notes: string[] = [];
  const access = buildAccess(input, frame);
  const pads = new GencadPads();
  const unnamed = new Map<string, string>();
  const names = shownNetNames(netNames(board));
  const padsByRef = new Map<string, Board['pads']>();
  for (const pad of board.pads) {
    if (pad.ref === null) continue;
    const list = padsByRef.get(pad.ref);
    if (list) list.push(pad);
    else padsByRef.set(pad.ref, [pad]);
  }
  const parts = writeParts(board.components, padsByRef, pads, unnamed, frame, input.devices ?? {});
  const nets = writeNets(input, access, frame, pads, names, unnamed, notes);
  if (!input.devices || Object.keys(input.devices).length === 0)
    notes.push(
      'Device TYPE and tolerances are not written: no value parser read them (VALUE is the design text).',
    );
  if (board.thicknessMm === null) notes.push('Board thickness unknown: no THICKNESS keyword.');
  if (board.outline.length === 0) notes.push('The board has no outline: $BOARD holds no shape.');
  const lines = [
    ...header(input, frame, notes),
    ...boardSection(board, frame),
    ...pads.padsSection(),
    ...pads.stacksSection(),
    '$ARTWORKS',
    '$ENDARTWORKS',
    ...parts.shapes,
    ...parts.components,
    ...parts.devices,
    ...nets.slice(0, nets.indexOf('$ROUTES')),
    '$TRACKS',
    '$ENDTRACKS',
    '$LAYERS',
    `DEFINE TOP ${s('top copper (the component side)')}`,
    `DEFINE BOTTOM ${s('bottom copper')}`,
    '$ENDLAYERS',
    ...nets.slice(nets.indexOf('$ROUTES')),
  ];
  return { text: `${lines.join('\r\n')}\r\n`, notes };
}

function header(input: TesterInput, frame: TesterFrame, notes: string[]): string[] {
  const { meta } = input;
  const config = meta.testConfig
    ? `test config ${meta.testConfig.id} version ${meta.testConfig.version}`
    : 'no stored test config';
  return [
    '$HEADER',
    `GENCAD ${GENCAD_VERSION}`,
    `USER ${s(`Studio ${meta.engineVersion}`)}`,
    `DRAWING ${s(meta.boardName)}`,
    `REVISION ${s(config)}`,
    'UNITS MM',
    // GenCAD's ORIGIN is where the CAD data's own (0, 0) lands in the file's coordinates (§2 HEADER).
    `ORIGIN ${d(-frame.origin.x)} ${d(-frame.origin.y)}`,
    'INTERTRACK 0',
    `ATTRIBUTE studio status ${s(statusLine(meta))}`,
    `ATTRIBUTE studio frame ${s(frame.note)}`,
    `ATTRIBUTE studio board_sha256 ${s(meta.boardSha256)}`,
    ...notes.map((n, i) => `ATTRIBUTE studio note${i + 1} ${s(n)}`),
    '$ENDHEADER',
  ];
}

function boardSection(board: Board, frame: TesterFrame): string[] {
  const out = ['$BOARD'];
  if (board.thicknessMm !== null) out.push(`THICKNESS ${d(board.thicknessMm)}`);
  const ring = (r: { x: number; y: number }[]) =>
    r.map((p, i) => {
      const q = r[(i + 1) % r.length]!;
      return `LINE ${d(p.x - frame.origin.x)} ${d(p.y - frame.origin.y)} ${d(q.x - frame.origin.x)} ${d(q.y - frame.origin.y)}`;
    });
  for (const poly of board.outline) out.push(...ring(poly.outer));
  let cut = 0;
  for (const poly of board.outline)
    for (const hole of poly.holes) out.push(`CUTOUT cutout${++cut}`, ...ring(hole));
  out.push('$ENDBOARD');
  return out;
}
