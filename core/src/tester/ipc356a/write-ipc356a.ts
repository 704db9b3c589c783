import { statusLine } from '../../fabrication/package';
import { normalizeDeg } from '../../geometry/vec';
import { type AccessFeature, buildAccess } from '../access';
import { type TesterFrame, testerFrame, toTester } from '../frame';
import { asciiOf } from '../ascii';
import type { TesterInput, TesterText } from '../model';
import { shownNetNames } from '../net-names';
import { netNames } from '../access';
import { fieldMax, type Ipc356Record, recordLine } from './ipc356a-fields';

/** Units: `UNITS CUST 1` — 0.001 mm per unit, angles in degrees. */
const PER_MM = 1000;
const u = (mm: number) => Math.round(mm * PER_MM);

/**
 * The board's netlist as IPC-D-356A (IPC-D-356A "Bare Substrate Electrical Test Data Format", 1998;
 * docs/formats/ipc356a.md): every pad and via as a 317 (through-hole) / 327 (SMD) record, non-plated
 * pads and the board's holes as 367 (347 plated), in the tester frame (top view, not mirrored, origin at
 * the outline's lower-left corner) with UNITS CUST 1.
 *
 * Access side (columns 39–41): A00 a feature reachable from both sides, A01 the top, the board's layer
 * count (A02 on two layers) the bottom — as KiCad and Altium write the secondary side. A feature the
 * fixture probes carries the side it is probed FROM, is never a mid-point (an end point the tester
 * must contact), and is preceded by a comment record naming its probe (`C  PROBE P12 …`): IPC-D-356A
 * has no field for "a fixture probe is here", so that is Studio's marker (docs/formats/ipc356a.md).
 * Vias the fixture does not probe are mid-points (`M`), as KiCad writes them.
 */
export function writeIpc356a(input: TesterInput, frame: TesterFrame = testerFrame(input.board)): TesterText {
  const { board, meta, design } = input;
  const notes: string[] = [];
  const access = buildAccess(input, frame);
  const bottomCode = Math.max(2, board.copperLayerCount ?? 2);
  const shown = shownNetNames(netNames(board));
  const aliases: string[] = [];
  const aliasOf = new Map<string, string>();
  const netField = (net: string | null): string => {
    if (net === null) return 'N/C';
    const name = asciiOf(shown.get(net) ?? net);
    if (name.length <= 14 && /^[!-~]+$/.test(name) && !/^NNAME\d+$/.test(name) && name !== 'N/C') return name;
    let alias = aliasOf.get(name);
    if (!alias) {
      alias = `NNAME${aliasOf.size + 1}`;
      aliasOf.set(name, alias);
      aliases.push(`P  ${alias.padEnd(11)}${name}`.slice(0, 80));
      if (name.length > 80 - 14) notes.push(`Net name cut to fit 80 columns: ${name}`);
    }
    return alias;
  };
  const cut = (s: string, n: number, what: string) => {
    if (s.length <= n) return s;
    notes.push(`${what} "${s}" cut to ${n} characters: "${s.slice(0, n)}"`);
    return s.slice(0, n);
  };
  const records: string[] = [];
  for (const f of access.features) {
    const code = f.kind === 'via' || f.drillMm !== null ? (f.plated ? '317' : '367') : '327';
    const ref =
      f.kind === 'via'
        ? 'VIA'
        : f.ref === null
          ? ''
          : f.ref.toUpperCase() === 'VIA'
            ? `${f.ref}_`
            : asciiOf(f.ref);
    const rec: Ipc356Record = {
      code,
      net: netField(f.net),
      ref: cut(ref, 6, 'Reference'),
      pin: cut(f.pin === null ? '' : asciiOf(f.pin), 4, `Pin of ${ref}`),
      midpoint: f.kind === 'via' && !f.probe,
      drill: f.drillMm === null ? null : { units: clip(u(f.drillMm), 4, 'hole', notes), plated: f.plated },
      access: accessCode(f, bottomCode),
      x: u(f.x),
      y: u(f.y),
      sizeX: clip(u(f.widthMm), 4, 'feature size', notes),
      sizeY: f.shape === 'circle' ? 0 : clip(u(f.heightMm), 4, 'feature size', notes),
      rotation: Math.round(normalizeDeg(f.rotationDeg)) % 360,
      mask: maskCode(f),
    };
    if (f.probe)
      records.push(
        `C  PROBE ${f.probe.id} ${f.probe.side.toUpperCase()} ${asciiOf(f.probe.label)} ${f.probe.probeClass}`.slice(
          0,
          80,
        ),
      );
    records.push(recordLine(rec));
  }
  const padHoles = new Set(board.pads.filter((p) => p.drillMm !== null).map((p) => `${u(p.x)},${u(p.y)}`));
  const guided = new Set(design.guidePins.map((g) => g.holeId));
  for (const h of board.holes) {
    if (padHoles.has(`${u(h.x)},${u(h.y)}`)) continue;
    const at = toTester(frame, h);
    if (guided.has(h.id)) records.push('C  TOOLING HOLE (a fixture guide pin locates here)');
    records.push(
      recordLine({
        code: h.plated ? '347' : '367',
        net: 'N/C',
        ref: '',
        pin: '',
        midpoint: false,
        drill: { units: clip(u(h.diameterMm), 4, 'hole', notes), plated: h.plated },
        access: 0,
        x: u(at.x),
        y: u(at.y),
        sizeX: clip(u(h.diameterMm), 4, 'hole', notes),
        sizeY: 0,
        rotation: 0,
        mask: 0,
      }),
    );
  }
  const comment = (text: string) => wrap(asciiOf(text), 77).map((l) => `C  ${l}`);
  const config = meta.testConfig ? `${meta.testConfig.id} v${meta.testConfig.version}` : 'none';
  const head = [
    ...comment(statusLine(meta)),
    ...comment('IPC-D-356A netlist written by Studio (docs/formats/ipc356a.md).'),
    ...comment(`Frame: ${frame.note}`),
    ...comment(
      `Access codes: A00 both sides, A01 top, A${String(bottomCode).padStart(2, '0')} bottom; a probed feature carries the side it is probed from and follows a C  PROBE record.`,
    ),
    ...notes.flatMap((n) => comment(`Note: ${n}`)),
    `P  JOB ${asciiOf(meta.boardName)}`.slice(0, 80),
    'P  CODE 00',
    'P  UNITS CUST 1',
    `P  TITLE ${asciiOf(meta.boardName)}`.slice(0, 80),
    `P  NUM ${meta.boardSha256.slice(0, 16) || '-'}`,
    `P  REV ${asciiOf(config)}`.slice(0, 80),
    'P  VER IPC-D-356A',
    'P  IMAGE PRIMARY',
    ...aliases,
  ];
  return { text: `${[...head, ...records, '999'].join('\r\n')}\r\n`, notes };
}

/** Access side of a feature: the side a probe comes from when it is probed, else the copper it reaches. */
function accessCode(f: AccessFeature, bottomCode: number): number {
  const side = f.probe ? f.probe.side : f.reach;
  return side === 'both' ? 0 : side === 'top' ? 1 : bottomCode;
}

/** Solder-mask code: S0 none, S1 the primary (top) side covered, S2 the secondary, S3 both. */
function maskCode(f: AccessFeature): 0 | 1 | 2 | 3 {
  if (f.accessible.length > 0) return 0;
  return f.reach === 'both' ? 3 : f.reach === 'top' ? 1 : 2;
}

function clip(v: number, digits: number, what: string, notes: string[]): number {
  if (v <= fieldMax(digits)) return v;
  notes.push(
    `A ${what} of ${v / PER_MM} mm is larger than the field holds: written as ${fieldMax(digits) / PER_MM} mm.`,
  );
  return fieldMax(digits);
}

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out.flatMap((l) => (l.length > width ? (l.match(new RegExp(`.{1,${width}}`, 'g')) ?? []) : [l]));
}
