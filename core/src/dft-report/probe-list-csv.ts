import { writeCsv } from '../fabrication/csv';
import { coordinateIn, type LengthUnits } from './lengths';
import type { ProbeListRow } from './probe-list';

/**
 * The frame of a probe list's X and Y, in one sentence for the page, the PDF and the CSV (decision
 * 0021's rule: every output states its units, origin and view). The probe list uses the board model's
 * own frame, like the fixture package's wiring list, so the two agree number for number.
 */
export function probeListFrameNote(units: LengthUnits): string {
  const unit = units === 'mm' ? 'mm' : 'mil (1 mil = 0.0254 mm)';
  return (
    `X and Y in ${unit}; the board's top view (+X right, +Y up), not mirrored: bottom-side points keep ` +
    `their top-view coordinates (seen from below, X is mirrored); origin (0, 0) is the design's own origin, ` +
    `as in the fixture package's wiring list.`
  );
}

/** Where the probe and receptacle part numbers come from, in one sentence. */
export function probeListPartsNote(catalogDate: string | null): string {
  return catalogDate === null
    ? 'Probe and receptacle parts: not chosen (no catalog).'
    : `Probe and receptacle parts: chosen as the fixture package chooses them, from the parts catalog of ${catalogDate}; the report itself records probe classes and tips.`;
}

export const probeListHeader = (units: LengthUnits): string[] => [
  'test_point',
  'net',
  'side',
  `x_${units}`,
  `y_${units}`,
  'probe_class',
  'tip_style',
  'probe_part',
  'receptacle_part',
  'note',
];

/**
 * The probe list as CSV (RFC 4180, CRLF): `#` comment lines first (what the list is of, its units,
 * frame and origin, where the parts come from), then one row per selected test point.
 */
export function writeProbeListCsv(
  rows: ProbeListRow[],
  units: LengthUnits,
  meta: { about: string[]; catalogDate: string | null },
): string {
  const body = rows.map((r) => [
    r.label,
    r.net ?? '',
    r.side,
    coordinateIn(r.xMm, units),
    coordinateIn(r.yMm, units),
    r.probeClass ?? '',
    r.tipStyle,
    r.probePart ?? '',
    r.receptaclePart ?? '',
    r.note ?? '',
  ]);
  return writeCsv(
    [...meta.about, probeListFrameNote(units), probeListPartsNote(meta.catalogDate)],
    probeListHeader(units),
    body,
  );
}
