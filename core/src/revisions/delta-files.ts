import { mm4, writeCsv } from '../fabrication/csv';
import { writeExcellon } from '../fabrication/excellon-writer';
import { boardFrame, type FileFrame, plateFrame, toFrame } from '../fabrication/frame';
import type { FixtureDesign, PlateRole } from '../fixture/design/model';
import type { RevisionComparison } from './compare';

/** One file of a fixture delta: its path in the package, its text and its frame (decision 0021). */
export interface DeltaFile {
  path: string;
  text: string;
  frame: FileFrame;
}

const SLUG: Record<PlateRole, string> = {
  probe: 'probe-plate',
  'second-probe': 'second-probe-plate',
  pressure: 'pressure-plate',
  carrier: 'carrier-plate',
  'hold-down': 'hold-down-block',
};

/**
 * The rework package of a fixture delta, for the shop that built rev A's fixture: per plate, an
 * Excellon file of the NEW holes only, a CSV of the holes to plug and a CSV of the clearances to mill,
 * each in that plate's frame of A's fabrication package (decision 0021: seen from its board-facing
 * side, origin at the plate's lower-left corner in that view, mirrored in X for the lid), so the
 * coordinates line up with the drawings the plate was made from; and the wiring changes in the board
 * frame. Files with nothing to do are left out. Empty when the fixture is valid.
 */
export function fixtureDeltaFiles(comparison: RevisionComparison, designA: FixtureDesign): DeltaFile[] {
  const files: DeltaFile[] = [];
  const { delta } = comparison;
  const status = `Fixture delta from rev A to rev B: ${comparison.verdict}.`;
  for (const plate of designA.plates) {
    const frame = plateFrame(plate);
    const slug = SLUG[plate.role];
    const drills = delta.holes.filter((h) => h.plate === plate.role && h.action === 'drill');
    const plugs = delta.holes.filter((h) => h.plate === plate.role && h.action === 'plug');
    const mills = delta.pockets.filter((p) => p.plate === plate.role);
    if (drills.length > 0)
      files.push({
        path: `delta/${slug}-new-holes.drl`,
        frame,
        text: writeExcellon(
          {
            ...plate,
            holes: drills.map((h) => ({
              x: h.x,
              y: h.y,
              diameterMm: h.diameterMm,
              purpose: h.purpose,
              ref: h.ref,
              label: h.label,
            })),
          },
          frame,
          [status, `NEW holes only for ${plate.name}; plug the holes listed in ${slug}-plug.csv first.`],
        ),
      });
    if (plugs.length > 0)
      files.push({
        path: `delta/${slug}-plug.csv`,
        frame,
        text: writeCsv(
          [status, `Holes of rev A's ${plate.name} to plug (hole centres).`, frame.note],
          ['ref', 'label', 'purpose', 'diameter_mm', 'x_mm', 'y_mm'],
          plugs.map((h) => {
            const p = toFrame(frame, h);
            return [h.ref, h.label, h.purpose, mm4(h.diameterMm), mm4(p.x), mm4(p.y)];
          }),
        ),
      });
    if (mills.length > 0)
      files.push({
        path: `delta/${slug}-mill.csv`,
        frame,
        text: writeCsv(
          [
            status,
            `Clearances to mill in ${plate.name} (the box of each; depth empty = through).`,
            frame.note,
          ],
          ['ref', 'depth_mm', 'x_min_mm', 'y_min_mm', 'x_max_mm', 'y_max_mm', 'reason'],
          mills.map((m) => {
            const pts = m.ring.map((q) => toFrame(frame, q));
            const xs = pts.map((q) => q.x);
            const ys = pts.map((q) => q.y);
            return [
              m.ref,
              m.depthMm === null ? null : mm4(m.depthMm),
              mm4(Math.min(...xs)),
              mm4(Math.min(...ys)),
              mm4(Math.max(...xs)),
              mm4(Math.max(...ys)),
              m.reason,
            ];
          }),
        ),
      });
  }
  if (delta.wiring.length > 0) {
    const frame = boardFrame();
    const probes = new Map(delta.probes.map((p) => [p.probe, p]));
    files.push({
      path: 'delta/wiring-changes.csv',
      frame,
      text: writeCsv(
        [
          status,
          'Wiring changes: connect new probes, disconnect removed ones, re-label moved nets, move wires whose station channel changed (from_connector/from_pin to connector/pin).',
          frame.note,
        ],
        [
          'action',
          'probe',
          'test_point',
          'connector',
          'pin',
          'from_connector',
          'from_pin',
          'channel_rev_a',
          'channel_rev_b',
          'net_rev_a',
          'net_rev_b',
          'x_mm',
          'y_mm',
        ],
        delta.wiring.map((w) => {
          const at = probes.get(w.probe)?.to ?? probes.get(w.probe)?.from ?? null;
          return [
            w.action,
            w.probe,
            w.label,
            w.connector,
            w.pin,
            w.from?.connector ?? null,
            w.from?.pin ?? null,
            w.channelA,
            w.channelB,
            w.netA,
            w.netB,
            at ? mm4(at.x) : null,
            at ? mm4(at.y) : null,
          ];
        }),
      ),
    });
  }
  return files;
}
