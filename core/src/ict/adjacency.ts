import type { Board, Pad } from '../board/model';
import { buildBoxIndex } from '../spatial/index';

/** Two nets whose pads could bridge, with the closest place. */
export interface NetPair {
  a: string;
  b: string;
  gapMm: number;
  where: string;
}

/** A pad's extent in the board frame (mm): its rotated rectangle's bounding box, or its polygon's. */
function extent(p: Pad): [number, number, number, number] {
  if (p.polygon && p.polygon.length > 0) {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const q of p.polygon) {
      minX = Math.min(minX, q.x);
      minY = Math.min(minY, q.y);
      maxX = Math.max(maxX, q.x);
      maxY = Math.max(maxY, q.y);
    }
    return [minX, minY, maxX, maxY];
  }
  const r = (p.rotationDeg * Math.PI) / 180;
  const c = Math.abs(Math.cos(r));
  const s = Math.abs(Math.sin(r));
  const hw = (p.widthMm * c + p.heightMm * s) / 2;
  const hh = (p.widthMm * s + p.heightMm * c) / 2;
  return [p.x - hw, p.y - hh, p.x + hw, p.y + hh];
}

/** Gap between two boxes (0 when they touch or overlap). */
function boxGap(a: readonly number[], b: readonly number[]): number {
  const dx = Math.max(0, a[0]! - b[2]!, b[0]! - a[2]!);
  const dy = Math.max(0, a[1]! - b[3]!, b[1]! - a[3]!);
  return Math.hypot(dx, dy);
}

/** Pads share a copper side: both on one outer side, or either through the board. */
const shareSide = (a: Pad, b: Pad): boolean => a.side === 'both' || b.side === 'both' || a.side === b.side;

const padName = (p: Pad): string =>
  p.ref ? `${p.ref}.${p.number}` : `pad (${p.x.toFixed(2)}, ${p.y.toFixed(2)})`;

/**
 * Net pairs that a solder bridge could join: pads of different nets on a common copper side within
 * `gapMm` edge to edge (the boxes of the rotated pads: a slightly generous gap), and the two nets of
 * every two-pad part (a bridged 0402 is the classic short). Each pair once, with its closest place;
 * pairs in `connected` (nets joined on purpose by low-resistance parts) are left out. Sorted by gap.
 */
export function findNetPairs(
  board: Board,
  gapMm: number,
  connected: (a: string, b: string) => boolean,
): NetPair[] {
  const pads = board.pads.filter((p) => p.net !== null && p.type !== 'npth');
  const boxes = pads.map(extent);
  const index = buildBoxIndex(pads.length, (i) => {
    const b = boxes[i]!;
    return [b[0] - gapMm, b[1] - gapMm, b[2] + gapMm, b[3] + gapMm];
  });
  const best = new Map<string, NetPair>();
  const offer = (p: Pad, q: Pad, gap: number) => {
    const [a, b] = p.net! < q.net! ? [p.net!, q.net!] : [q.net!, p.net!];
    if (connected(a, b)) return;
    const key = `${a}\u0000${b}`;
    const old = best.get(key);
    if (old && old.gapMm <= gap) return;
    best.set(key, { a, b, gapMm: Math.round(gap * 1000) / 1000, where: `${padName(p)} / ${padName(q)}` });
  };
  for (let i = 0; i < pads.length; i++) {
    const p = pads[i]!;
    const b = boxes[i]!;
    for (const j of index.search(b[0] - gapMm, b[1] - gapMm, b[2] + gapMm, b[3] + gapMm)) {
      if (j <= i) continue;
      const q = pads[j]!;
      if (q.net === p.net || !shareSide(p, q)) continue;
      const gap = boxGap(b, boxes[j]!);
      if (gap <= gapMm) offer(p, q, gap);
    }
  }
  // The two pads of a two-pad part, however far apart.
  const byRef = new Map<string, Pad[]>();
  for (const p of pads) {
    if (!p.ref) continue;
    const own = byRef.get(p.ref);
    if (own) own.push(p);
    else byRef.set(p.ref, [p]);
  }
  for (const [, own] of byRef) {
    if (own.length !== 2 || own[0]!.net === own[1]!.net) continue;
    offer(own[0]!, own[1]!, boxGap(extent(own[0]!), extent(own[1]!)));
  }
  return [...best.values()].sort(
    (x, y) => x.gapMm - y.gapMm || x.a.localeCompare(y.a) || x.b.localeCompare(y.b),
  );
}
