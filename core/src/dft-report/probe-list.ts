import type { Side } from '../board/model';
import { displayNetName } from '../board/net-display';
import { testPointLabel } from '../board/test-point-label';
import type { AnalyzedTestPoint } from '../dft/analyze';
import type { TestConfig } from '../test-config/model';
import type { FixtureCatalog } from '../fixture/design/catalog';
import { PartChooser } from '../fixture/design/choose-parts';
import type { ProbeClass } from '../probing/probe-catalog';
import type { TipStyle } from '../probing/tip-style';

/**
 * One line of a report's probe list: what a fixture builder drills, populates and wires for one
 * selected test point. Coordinates are the board model's (mm, top view, +Y up, not mirrored: a
 * bottom-side point keeps its top-view coordinates, PRODUCT.md §4).
 */
export interface ProbeListRow {
  testPointId: string;
  /** "TP3.1" (reference and pad), a reference alone, or "via /CDONE". */
  label: string;
  /** The net as the CAD tool shows it; null when the point has no net. */
  net: string | null;
  /** The side the probe comes from. */
  side: Side;
  xMm: number;
  yMm: number;
  probeClass: ProbeClass | null;
  tipStyle: TipStyle;
  /** The catalog's probe for the class and tip, as the fixture package picks it; null when none. */
  probePart: string | null;
  /** The catalog's receptacle for that probe (none for P39, which is pressed into the plate). */
  receptaclePart: string | null;
  /** Why a column is empty or what else the builder must know; null when nothing. */
  note: string | null;
}

/** What the probe list needs of a report: its analysed points and the configuration's interface. */
export interface ProbeListSource {
  testPoints: AnalyzedTestPoint[];
  config: Pick<TestConfig, 'fixture'>;
}

const SIDE_ORDER: Record<Side, number> = { top: 0, bottom: 1 };
const naturally = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** "TP3.1", "J1" or "via /CDONE": how the fixture package names a point (never by internal id). */
export const probeLabel = (tp: Pick<AnalyzedTestPoint, 'ref' | 'pad' | 'net'>): string => testPointLabel(tp);

function noteOf(
  tp: AnalyzedTestPoint,
  probe: { part: { partNumber: string; specs: { tipStyle: string } } | null; exact: boolean } | null,
  receptacle: string | null,
  catalog: FixtureCatalog | null,
): string | null {
  if (tp.probeClass === null) return 'no probe class fits this pad and its neighbours: no probe';
  if (tp.drillOnly) return 'drilled for a receptacle, not populated';
  const notes: string[] = [];
  if (tp.probes > 1)
    notes.push(`carries ${tp.highPowerA} A: ${tp.probes} probes on this net, one designed at this point`);
  if (catalog === null) notes.push('no catalog: parts not chosen');
  else if (!probe?.part) notes.push(`no active ${tp.probeClass} probe in the catalog`);
  else if (!probe.exact)
    notes.push(
      `no ${tp.probeClass} probe with a ${tp.tipStyle} tip: ${probe.part.specs.tipStyle} tip instead`,
    );
  if (tp.probeClass === 'P39') notes.push('P39 probes are pressed into the plate: no receptacle');
  else if (probe?.part && !receptacle) notes.push(`no active receptacle for ${probe.part.partNumber}`);
  return notes.length > 0 ? notes.join('; ') : null;
}

/**
 * The probe list of a report: one row per selected test point, top side first, then by label in
 * natural order (TP2 before TP10). Probe and receptacle parts are chosen from `catalog` the way the
 * fixture package chooses them (the cheapest probe of the class with the recommended tip; its
 * receptacle with the interface's termination); with no catalog the part columns stay empty. The
 * fixture design may still give a probe whose wire its net's current makes heavy a solder-cup
 * receptacle (solder-cup-receptacles.ts): the report knows no currents, the package's wiring list and
 * BOM have the final parts.
 */
export function probeListRows(source: ProbeListSource, catalog: FixtureCatalog | null): ProbeListRow[] {
  const chooser = catalog ? new PartChooser(catalog) : null;
  const termination = source.config.fixture.signalInterface === 'carrier-board' ? 'solder-cup' : 'wire-wrap';
  const rows = source.testPoints.map((tp): ProbeListRow => {
    const populated = tp.probeClass !== null && !tp.drillOnly;
    const probe = chooser && populated ? chooser.probe(tp.probeClass!, tp.tipStyle) : null;
    const receptacle =
      chooser && probe?.part && tp.probeClass !== 'P39' ? chooser.receptacle(probe.part, termination) : null;
    return {
      testPointId: tp.id,
      label: probeLabel(tp),
      net: tp.net === null ? null : displayNetName(tp.net),
      side: tp.probeSide,
      xMm: tp.x,
      yMm: tp.y,
      probeClass: tp.probeClass,
      tipStyle: tp.tipStyle,
      probePart: probe?.part?.partNumber ?? null,
      receptaclePart: receptacle?.partNumber ?? null,
      note: noteOf(tp, probe, receptacle?.partNumber ?? null, catalog),
    };
  });
  return rows.sort((a, b) => SIDE_ORDER[a.side] - SIDE_ORDER[b.side] || naturally.compare(a.label, b.label));
}
