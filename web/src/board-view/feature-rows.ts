import { displayNetName } from '@studio/core';
import type { FeatureInfo, PartInfo } from '../viewer';
import { type CadFrame, toCadPoint } from '../viewer/cad-frame';
import { formatNumber, pointFromMm } from '../viewer/units';

export interface FeatureRow {
  label: string;
  value: string;
}

const KIND_LABELS: Record<FeatureInfo['kind'], string> = {
  pad: 'Pad',
  via: 'Via',
  hole: 'Non-plated hole',
  component: 'Component',
};
const SIDE_LABELS: Record<FeatureInfo['side'], string> = { top: 'Top', bottom: 'Bottom', both: 'Both sides' };
const TP_LABELS: Record<string, string> = {
  testpoint: 'Test-point pad',
  'through-hole': 'Through-hole pad',
  via: 'Untented via',
  smd: 'SMD pad (last resort)',
};

const FROM: Record<NonNullable<PartInfo['valueFrom']>, string> = {
  schematic: 'from the schematic',
  bom: 'from the BOM',
};

/** A component's value (and the file it came from when not the board), footprint, DNP and fields. */
function partRows(p: PartInfo): FeatureRow[] {
  const rows: FeatureRow[] = [
    { label: 'Value', value: `${p.value || 'none'}${p.valueFrom ? ` (${FROM[p.valueFrom]})` : ''}` },
  ];
  if (p.footprint) rows.push({ label: 'Footprint', value: p.footprint });
  if (p.dnp) rows.push({ label: 'Fitted', value: 'No (DNP)' });
  for (const [label, value] of Object.entries(p.fields)) rows.push({ label, value });
  return rows;
}

/** A heading for the details panel: "U3 pin 14", "Via", "R12". */
export function featureTitle(f: FeatureInfo): string {
  if (f.kind === 'pad' && f.ref) return f.pad ? `${f.ref} pin ${f.pad}` : f.ref;
  if (f.kind === 'component') return f.ref ?? 'Component';
  return f.ref ? `${KIND_LABELS[f.kind]} of ${f.ref}` : KIND_LABELS[f.kind];
}

/**
 * What the details panel lists for a hovered or selected feature, lengths in the user's units. The
 * position is given in `frame`, the CAD tool's own (KiCad: +Y down), and says so; without one, in
 * Studio's board frame (top view, +Y up). Both are top-view coordinates, also when the bottom is shown.
 */
export function featureRows(f: FeatureInfo, frame?: CadFrame): FeatureRow[] {
  const n = (v: number) => formatNumber(v, f.units);
  const rows: FeatureRow[] = [{ label: 'Kind', value: KIND_LABELS[f.kind] }];
  if (f.ref) rows.push({ label: 'Reference', value: f.ref });
  if (f.pad) rows.push({ label: 'Pad', value: f.pad });
  rows.push({ label: 'Net', value: f.net === null ? 'no net' : displayNetName(f.net) });
  if (f.size) {
    const shape = f.shape ? ` ${f.shape}` : '';
    rows.push({ label: 'Size', value: `${n(f.size.width)} × ${n(f.size.height)} ${f.units}${shape}` });
  }
  if (f.drill !== null) rows.push({ label: 'Drill', value: `${n(f.drill)} ${f.units}` });
  const at = frame ? pointFromMm(toCadPoint(f.positionMm, frame), f.units) : f.position;
  const where = frame ? `, ${frame.label}` : '';
  rows.push({ label: 'Position', value: `${n(at.x)}, ${n(at.y)} ${f.units}${where}` });
  if (f.rotationDeg) rows.push({ label: 'Rotation', value: `${Math.round(f.rotationDeg * 10) / 10}°` });
  rows.push({ label: 'Side', value: SIDE_LABELS[f.side] });
  if (f.part) rows.push(...partRows(f.part));
  if (f.testPoint) {
    const tp = TP_LABELS[f.testPoint.kind] ?? f.testPoint.kind;
    rows.push({ label: 'Test point', value: f.testPoint.covered ? `${tp}, covered` : tp });
  }
  return rows;
}
