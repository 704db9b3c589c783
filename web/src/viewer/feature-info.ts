import type { Board } from '@studio/core';
import { featureRecord } from './scene/feature-record';
import type { ComponentPad, FeatureInfo, PartInfo, Units } from './types';
import { formatLength, formatSize, fromMm, pointFromMm } from './units';

type Base = Omit<
  FeatureInfo,
  'units' | 'position' | 'size' | 'drill' | 'label' | 'testPoint' | 'pads' | 'part'
> & {
  widthMm: number | null;
  heightMm: number | null;
  drillMm: number | null;
};

/** The unit-free facts of a feature, straight from the model. */
function describe(board: Board, f: number): Base | null {
  const rec = featureRecord(board, f);
  if (!rec) return null;
  const common = { id: rec.item.id as string, kind: rec.kind, positionMm: { x: rec.item.x, y: rec.item.y } };
  switch (rec.kind) {
    case 'pad': {
      const p = rec.item;
      return {
        ...common,
        ref: p.ref,
        pad: p.number,
        net: p.net,
        side: p.side,
        shape: p.shape,
        rotationDeg: p.rotationDeg,
        widthMm: p.widthMm,
        heightMm: p.heightMm,
        drillMm: p.drillMm,
      };
    }
    case 'via': {
      const v = rec.item;
      const d = v.diameterMm;
      return {
        ...common,
        ref: null,
        pad: null,
        net: v.net,
        side: v.side,
        shape: 'circle',
        rotationDeg: 0,
        widthMm: d,
        heightMm: d,
        drillMm: v.drillMm,
      };
    }
    case 'hole': {
      const h = rec.item;
      const w = Math.max(h.diameterMm, h.slotLengthMm ?? 0);
      return {
        ...common,
        ref: h.ref,
        pad: null,
        net: null,
        side: 'both',
        shape: w > h.diameterMm ? 'oval' : 'circle',
        rotationDeg: 0,
        widthMm: w,
        heightMm: h.diameterMm,
        drillMm: h.diameterMm,
      };
    }
    case 'component': {
      const c = rec.item;
      return {
        ...common,
        ref: c.ref,
        pad: null,
        net: null,
        side: c.side,
        shape: null,
        rotationDeg: c.rotationDeg,
        widthMm: null,
        heightMm: null,
        drillMm: null,
      };
    }
  }
}

/** A component's value, footprint, DNP and fields; null for other features. */
function partOf(board: Board, f: number): PartInfo | null {
  const rec = featureRecord(board, f);
  if (rec?.kind !== 'component') return null;
  const c = rec.item;
  return {
    value: c.value,
    valueFrom: c.valueFrom ?? null,
    footprint: c.footprint,
    dnp: c.dnp,
    fields: c.fields ?? {},
  };
}

const byNumber = new Intl.Collator('en', { numeric: true });
const padsByRef = new WeakMap<Board, Map<string, ComponentPad[]>>();

/** The pads of each reference with their nets (built once per board, on the first component asked). */
function padsOf(board: Board, ref: string): ComponentPad[] {
  let index = padsByRef.get(board);
  if (!index) {
    index = new Map();
    for (const p of board.pads) {
      if (!p.ref) continue;
      const list = index.get(p.ref);
      const pad = { number: p.number, net: p.net };
      if (list) list.push(pad);
      else index.set(p.ref, [pad]);
    }
    for (const [ref, list] of index) {
      const seen = new Set<string>();
      const unique = list.filter((p) => {
        const key = `${p.number}\u0000${p.net ?? ''}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      index.set(
        ref,
        unique.sort((a, b) => byNumber.compare(a.number, b.number)),
      );
    }
    padsByRef.set(board, index);
  }
  return index.get(ref) ?? [];
}

/** "R1.2", "via", "hole H3", "U4". */
function title(b: Base): string {
  if (b.kind === 'pad') return b.ref ? `${b.ref}.${b.pad}` : `pad ${b.pad || b.id}`;
  if (b.kind === 'via') return 'via';
  if (b.kind === 'hole') return b.ref ? `hole (${b.ref})` : 'hole';
  return b.ref ?? b.id;
}

/**
 * The event payload for feature `f` in `units`. `testPointIndex` maps features to their test-point
 * candidate, when they are one.
 */
export function featureInfo(
  board: Board,
  f: number,
  units: Units,
  testPointIndex: Map<number, number>,
): FeatureInfo | null {
  const b = describe(board, f);
  if (!b) return null;
  const t = testPointIndex.get(f);
  const tp = t === undefined ? undefined : board.testPoints[t];
  const { widthMm, heightMm, drillMm, ...rest } = b;
  const size =
    widthMm === null || heightMm === null
      ? null
      : { width: fromMm(widthMm, units), height: fromMm(heightMm, units) };
  const parts = [title(b)];
  if (b.net) parts.push(b.net);
  if (widthMm !== null && heightMm !== null) parts.push(formatSize(widthMm, heightMm, units));
  if (drillMm !== null) parts.push(`drill ${formatLength(drillMm, units)}`);
  if (tp) parts.push(`test point (${tp.kind})`);
  return {
    ...rest,
    units,
    position: pointFromMm(b.positionMm, units),
    size,
    drill: drillMm === null ? null : fromMm(drillMm, units),
    pads: b.kind === 'component' && b.ref ? padsOf(board, b.ref) : null,
    part: partOf(board, f),
    testPoint: tp ? { id: tp.id, kind: tp.kind, flagged: tp.flagged, covered: tp.covered } : null,
    label: parts.join(' · '),
  };
}
