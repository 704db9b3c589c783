import { writeCsv } from '../../fabrication/csv';
import { statusLine } from '../../fabrication/package';
import type { Side } from '../../board/model';
import { type AccessFeature, buildAccess, netNames } from '../access';
import { decimal } from '../decimal';
import { type TesterFrame, testerFrame } from '../frame';
import type { TesterInput, TesterText } from '../model';
import { shownNetNames } from '../net-names';

/** The layout version of the access list (docs/formats/flying-probe.md). */
export const FLYING_PROBE_LAYOUT = 'studio-access-list/1';

export const FLYING_PROBE_HEADER = [
  'net',
  'x_mm',
  'y_mm',
  'side',
  'priority',
  'probe',
  'feature',
  'ref',
  'pin',
  'pad_shape',
  'pad_width_mm',
  'pad_height_mm',
  'pad_rotation_deg',
  'min_size_mm',
  'drill_mm',
];

const FEATURE: Record<string, string> = {
  testpoint: 'testpoint',
  'through-hole': 'through-hole',
  via: 'via',
  smd: 'smd-termination',
};

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The flying-probe access list (docs/formats/flying-probe.md): one row per net and side a probe can
 * land on — every test-point candidate of the board with open copper, once for each side it is
 * reachable from — in a plain CSV (RFC 4180, UTF-8, comma, CRLF) that a test house maps column by
 * column in its converter. `priority` is `preferred` for the point and side Studio's fixture probes,
 * `alternate` for every other reachable place on the net. Tester frame: mm, top view, not mirrored;
 * rows sorted by net (natural order), preferred first, then by position.
 */
export function writeFlyingProbeCsv(
  input: TesterInput,
  frame: TesterFrame = testerFrame(input.board),
): TesterText {
  const notes: string[] = [];
  const access = buildAccess(input, frame);
  const names = shownNetNames(netNames(input.board));
  const rows: { net: string; side: Side; preferred: boolean; f: AccessFeature }[] = [];
  for (const f of access.features) {
    if (f.net === null || f.candidate === null) continue;
    for (const side of f.accessible)
      rows.push({ net: names.get(f.net) ?? f.net, side, preferred: f.probe?.side === side, f });
  }
  rows.sort(
    (a, b) =>
      collator.compare(a.net, b.net) ||
      (a.net < b.net ? -1 : a.net > b.net ? 1 : 0) ||
      Number(b.preferred) - Number(a.preferred) ||
      a.f.x - b.f.x ||
      a.f.y - b.f.y ||
      a.side.localeCompare(b.side),
  );
  const unreachable = access.probes.filter((p) => p.feature && !p.feature.accessible.includes(p.probe.side));
  for (const p of unreachable)
    notes.push(
      `${p.probe.id} (${p.probe.label}) probes a side its copper is not open on: it has no preferred row.`,
    );
  const candidates = new Map(input.board.testPoints.map((t) => [t.featureId as string, t]));
  const table = rows.map(({ net, side, preferred, f }) => [
    net,
    decimal(f.x),
    decimal(f.y),
    side,
    preferred ? 'preferred' : 'alternate',
    preferred ? f.probe!.id : '',
    FEATURE[f.candidate!] ?? f.candidate!,
    f.ref ?? '',
    f.pin ?? '',
    f.shape,
    decimal(f.widthMm),
    decimal(f.heightMm),
    decimal(f.rotationDeg, 3),
    decimal(candidates.get(f.id)?.sizeMm ?? Math.min(f.widthMm, f.heightMm)),
    f.drillMm === null ? '' : decimal(f.drillMm),
  ]);
  const comments = [
    statusLine(input.meta),
    `Flying-probe access list, layout ${FLYING_PROBE_LAYOUT} (docs/formats/flying-probe.md), UTF-8.`,
    `Frame: ${frame.note}`,
    'priority: preferred = the point and side the fixture probes; alternate = another place a probe can land on the net.',
    ...notes.map((n) => `Note: ${n}`),
  ];
  return { text: writeCsv(comments, FLYING_PROBE_HEADER, table), notes };
}
