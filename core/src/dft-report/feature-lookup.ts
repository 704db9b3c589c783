import type { Board } from '../board/model';
import { displayNetName } from '../board/net-display';
import type { Finding } from '../dft/types';
import { formatLength, type LengthUnits } from './lengths';

/** One feature a finding names, as the report page and the PDF show it and as the board viewer knows it. */
export interface FindingFeature {
  /** The id the finding carries (test point, component, hole, pad, via id, or a net name). */
  id: string;
  kind: 'test point' | 'component' | 'hole' | 'pad' | 'via' | 'net' | 'unknown';
  /** Human label, e.g. "TP9.1 · /CDONE", "C25", "H3 (⌀3.00 mm hole)", "net +1V2". */
  label: string;
  /** The id to select / highlight in the viewer (a test point is drawn as its pad or via); null for nets. */
  viewerId: string | null;
  /** Board-frame bounds of the feature (mm) when it has a position. */
  at: { x: number; y: number } | null;
}

/** Id → feature maps of one board, built once and shared by every finding of the page. */
export interface BoardLookup {
  resolve(id: string): FindingFeature;
}

const join = (name: string, net: string | null | undefined) =>
  net ? `${name} · ${displayNetName(net)}` : name;

/**
 * Builds the lookup for a board. Ids are tried as test point, component, hole, pad and via ids
 * (the importers' "T…", "C…", "H…", "P…", "V…"), then as net names; an id the board does not have
 * (the board was re-imported since the report, or a net without a name) stays "unknown".
 */
export function boardLookup(board: Board | null | undefined, units: LengthUnits = 'mm'): BoardLookup {
  if (!board) return { resolve: unknownFeature };
  const testPoints = new Map(board.testPoints.map((t) => [t.id as string, t]));
  const components = new Map(board.components.map((c) => [c.id as string, c]));
  const holes = new Map(board.holes.map((h) => [h.id as string, h]));
  const pads = new Map(board.pads.map((p) => [p.id as string, p]));
  const vias = new Map(board.vias.map((v) => [v.id as string, v]));
  const nets = new Set(board.nets.map((n) => n.name));
  return {
    resolve(id) {
      const tp = testPoints.get(id);
      if (tp) {
        const name = tp.ref ? `${tp.ref}${tp.pad ? `.${tp.pad}` : ''}` : 'via';
        return {
          id,
          kind: 'test point',
          label: join(name, tp.net),
          viewerId: tp.featureId,
          at: { x: tp.x, y: tp.y },
        };
      }
      const c = components.get(id);
      if (c) return { id, kind: 'component', label: c.ref || id, viewerId: id, at: { x: c.x, y: c.y } };
      const h = holes.get(id);
      if (h)
        return {
          id,
          kind: 'hole',
          label: `${h.ref ?? id} (⌀${formatLength(h.diameterMm, units)} ${h.plated ? 'plated hole' : 'hole'})`,
          viewerId: id,
          at: { x: h.x, y: h.y },
        };
      const p = pads.get(id);
      if (p)
        return {
          id,
          kind: 'pad',
          label: join(p.ref ? `${p.ref}.${p.number}` : `pad ${p.number}`, p.net),
          viewerId: id,
          at: { x: p.x, y: p.y },
        };
      const v = vias.get(id);
      if (v) return { id, kind: 'via', label: join('via', v.net), viewerId: id, at: { x: v.x, y: v.y } };
      if (nets.has(id))
        return { id, kind: 'net', label: `net ${displayNetName(id)}`, viewerId: null, at: null };
      return unknownFeature(id);
    },
  };
}

function unknownFeature(id: string): FindingFeature {
  return { id, kind: 'unknown', label: id, viewerId: null, at: null };
}

/** The features of a finding, resolved. */
export const findingFeatures = (lookup: BoardLookup, finding: Finding): FindingFeature[] =>
  finding.features.map((id) => lookup.resolve(id));

/** A rectangle (mm) around a finding's location and its features, for the viewer to zoom to. */
export function findingBounds(
  finding: Finding,
  features: readonly FindingFeature[],
): { minX: number; minY: number; maxX: number; maxY: number } | null {
  const points = [
    ...(finding.location ? [finding.location] : []),
    ...features.flatMap((f) => (f.at ? [f.at] : [])),
  ];
  if (points.length === 0) return null;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** The net a finding is about when it names no feature with a position (coverage findings). */
export function findingNet(features: readonly FindingFeature[]): string | null {
  if (features.some((f) => f.at)) return null;
  return features.find((f) => f.kind === 'net')?.id ?? null;
}
